"use client";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { feedback } from "@/lib/client/feedback-store";
import { recordPath } from "@/lib/client/navigation-history";

/** Records each visited path and clears error messages on navigation (SPEC.md "Common behaviour"). */
export function NavigationTracker() {
  const pathname = usePathname();
  useEffect(() => {
    recordPath(pathname);
    feedback.navigated();
  }, [pathname]);
  return null;
}
