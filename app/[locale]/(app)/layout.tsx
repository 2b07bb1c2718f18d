import { Suspense, type ReactNode } from "react";
import { RequireAuth } from "@/components/auth/RequireAuth";
import { AppFrame } from "@/components/providers/AppFrame";
import { AppShell } from "@/components/shell/AppShell";

/**
 * The header and footer are rendered on the server with the page (its first paint is the app's
 * frame, not a bare spinner); only the screen waits for the sign-in check.
 */
export default function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <AppFrame>
      <AppShell>
        <Suspense>
          <RequireAuth>{children}</RequireAuth>
        </Suspense>
      </AppShell>
    </AppFrame>
  );
}
