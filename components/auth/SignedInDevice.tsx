"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "@/components/common/ConfirmDialog";
import type { LogoutQuestion } from "@/lib/client/end-session";

const LOGOUT_QUESTIONS = {
  unsent: "unsentLogout",
  drafts: "draftsLogout",
  both: "unsentAndDraftsLogout",
} as const satisfies Record<LogoutQuestion, string>;

/**
 * What this device does for the signed-in account (issue 22), loaded after the page: saves that got
 * no answer are sent again now and whenever the network comes back, and logout asks first when it
 * would delete such saves or drafts of other forms ("Ci sono salvataggi non ancora inviati...",
 * "Ci sono bozze non salvate...").
 */
export function SignedInDevice({
  askOnLogout,
  onLeave,
  onStay,
}: {
  askOnLogout: LogoutQuestion | null;
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
  // The last question stays worded while the dialog closes.
  const [question, setQuestion] = useState<LogoutQuestion>("unsent");
  if (askOnLogout && askOnLogout !== question) setQuestion(askOnLogout);
  return (
    <ConfirmDialog
      open={askOnLogout !== null}
      title={t(LOGOUT_QUESTIONS[question])}
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}
