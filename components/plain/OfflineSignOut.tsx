"use client";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { clearAuth, readAuth } from "@/lib/client/auth-storage";
import type { LogoutLine, LogoutLoss } from "@/lib/client/logout-question";
import styles from "./plain.module.css";

export type OfflineSignOutText = {
  logout: string;
  question: Record<LogoutLine | "title" | "cancel" | "discard", string>;
};

const noSubscription = () => () => undefined;

/**
 * "Esci" on the offline page: signs out on this device without the server, as the header's logout
 * does (lib/client/end-session.ts): the tokens and the page-read companion cookie go at once, the
 * account's waiting saves, drafts and copies are deleted, and the server is told once it answers.
 * With saves waiting or drafts it asks first, in the same words ("Esci e scarta"). Shown only
 * while somebody is signed in on the device; the storage code is loaded on use.
 */
export function OfflineSignOut({ text }: { text: OfflineSignOutText }) {
  // Read in the browser only: the page is rendered (and precached) without anybody signed in.
  const signedIn = useSyncExternalStore(
    noSubscription,
    () => readAuth() !== null,
    () => false,
  );
  const [lines, setLines] = useState<string[] | null>(null);
  const [leaving, setLeaving] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (lines && !element.open) element.showModal();
    if (!lines && element.open) element.close();
  }, [lines]);
  if (!signedIn) return null;

  const signOut = async () => {
    const auth = readAuth();
    setLines(null);
    setLeaving(true);
    clearAuth();
    if (auth)
      await import("@/lib/client/end-session")
        .then((module) => module.endSignIn(auth))
        .catch(() => undefined);
    window.location.replace("/login");
  };
  const ask = async () => {
    const auth = readAuth();
    if (!auth) return void signOut();
    const { logoutAsks, logoutLines } = await import("@/lib/client/logout-question");
    const loss: LogoutLoss | null = await import("@/lib/client/end-session")
      .then((module) => module.logoutLoss(auth.accountId, null))
      .catch(() => null);
    if (!loss || !logoutAsks(loss)) return void signOut();
    setLines(logoutLines(loss).map((line) => text.question[line].replace("{count}", String(loss.unsent))));
  };

  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${styles.secondaryButton}`}
        onClick={() => void ask()}
        disabled={leaving}
        data-testid="offline-logout"
      >
        {text.logout}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby="offline-logout-title"
        onClose={() => setLines(null)}
      >
        <h2 id="offline-logout-title" className={styles.dialogTitle}>
          {text.question.title}
        </h2>
        <div className={`${styles.dialogContent} ${styles.stack}`}>
          {lines?.map((line) => (
            <p key={line} className={styles.text}>
              {line}
            </p>
          ))}
        </div>
        <div className={styles.dialogActions}>
          <button
            type="button"
            className={`${styles.button} ${styles.secondaryButton}`}
            onClick={() => setLines(null)}
            autoFocus
          >
            {text.question.cancel}
          </button>
          <button type="button" className={styles.button} onClick={() => void signOut()}>
            {text.question.discard}
          </button>
        </div>
      </dialog>
    </>
  );
}
