"use client";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { useAuth } from "@/components/auth/AuthProvider";
import { NoAccess } from "@/components/common/NoAccess";
import { canOpen } from "@/lib/client/route-access";

/** "Accesso non consentito" instead of a screen the user's permissions do not open. */
export function AccessGate({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const pathname = usePathname();
  return state.status === "authenticated" && !canOpen(pathname, state.permissions, state.profile.type) ? (
    <NoAccess />
  ) : (
    <>{children}</>
  );
}
