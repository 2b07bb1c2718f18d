"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useContext, useEffect, useRef, useState } from "react";
import { deferred } from "@/components/common/deferred";
import type { LogoutLoss } from "@/lib/client/logout-question";
import { PageSavesContext } from "@/lib/client/page-drafts";

/** The question's dialog, fetched when the page is idle or the question is first asked. */
const LogoutDialog = deferred(() => import("./LogoutDialog").then((module) => module.LogoutDialog), {
  when: "open",
});

/**
 * What this device does for the signed-in account, loaded after the page: saves that got no
 * answer are sent again now and whenever the network comes back, and logout asks its one question
 * when it would discard such saves or drafts ("C'è 1 salvataggio in attesa di rete. Se esci ora
 * andrà perso.", with Annulla and Esci e scarta).
 */
export function SignedInDevice({
  askOnLogout,
  onLeave,
  onStay,
}: {
  askOnLogout: LogoutLoss | null;
  onLeave: () => void;
  onStay: () => void;
}) {
  const queryClient = useQueryClient();
  const pageSaves = useContext(PageSavesContext);
  // One round at a time: the network coming back during one finds it sending already.
  const resending = useRef<Promise<void> | null>(null);
  useEffect(() => {
    const resend = () => {
      resending.current ??= import("@/lib/client/resend-saves")
        .then((module) => module.resendPendingSaves(() => void queryClient.invalidateQueries(), pageSaves))
        .catch(() => undefined)
        .finally(() => (resending.current = null));
    };
    resend();
    window.addEventListener("online", resend);
    return () => window.removeEventListener("online", resend);
  }, [queryClient, pageSaves]);
  // The last question stays worded while the dialog closes.
  const [loss, setLoss] = useState<LogoutLoss>({ unsent: 0, drafts: 0, pageEdits: false });
  if (askOnLogout && askOnLogout !== loss) setLoss(askOnLogout);
  return <LogoutDialog open={askOnLogout !== null} loss={loss} onConfirm={onLeave} onCancel={onStay} />;
}
