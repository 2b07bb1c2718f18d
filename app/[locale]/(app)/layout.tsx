import { Suspense, type ReactNode } from "react";
import { getDb } from "@/db/client";
import { RequireAuth } from "@/components/auth/RequireAuth";
import { AppFrame } from "@/components/providers/AppFrame";
import { AppShell } from "@/components/shell/AppShell";
import { pageCaller } from "@/lib/api/page-data";
import { getPageProfile } from "@/lib/profiles/get-page-profile";

/**
 * The header and footer are rendered on the server with the page. With the page-read cookie
 * (lib/auth/page-session.ts) the server knows who signed in and renders the screen too; without
 * it, only the screen waits for the browser's sign-in check.
 */
export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const caller = await pageCaller();
  const signedIn = caller ? await getPageProfile({ db: getDb(), caller }) : null;
  return (
    <AppFrame signedIn={signedIn}>
      <AppShell>
        <Suspense>
          <RequireAuth>{children}</RequireAuth>
        </Suspense>
      </AppShell>
    </AppFrame>
  );
}
