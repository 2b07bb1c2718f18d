"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { ConfirmDialog } from "@/components/common/ConfirmDialog";

/**
 * What this device does for the signed-in account (issue 22), loaded after the page: saves that got
 * no answer are sent again now and whenever the network comes back, and logout with such saves
 * asks first ("Ci sono salvataggi non ancora inviati...").
 */
export function SignedInDevice({
  askUnsent,
  onLeave,
  onStay,
}: {
  askUnsent: boolean;
  onLeave: () => void;
  onStay: () => void;
}) {
  const t = useTranslations("shell");
  const queryClient = useQueryClient();
  useEffect(() => {
    const resend = () =>
      void import("@/lib/client/resend-saves")
        .then((module) => module.resendPendingSaves(() => void queryClient.invalidateQueries()))
        .catch(() => undefined);
    resend();
    window.addEventListener("online", resend);
    return () => window.removeEventListener("online", resend);
  }, [queryClient]);
  return <ConfirmDialog open={askUnsent} title={t("unsentLogout")} onConfirm={onLeave} onCancel={onStay} />;
}
