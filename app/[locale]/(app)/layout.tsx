import { Suspense, type ReactNode } from "react";
import { RequireAuth } from "@/components/auth/RequireAuth";
import { AppFrame } from "@/components/providers/AppFrame";
import { AppShell } from "@/components/shell/AppShell";

export default function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <AppFrame>
      <Suspense>
        <RequireAuth>
          <AppShell>{children}</AppShell>
        </RequireAuth>
      </Suspense>
    </AppFrame>
  );
}
