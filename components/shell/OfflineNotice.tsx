"use client";
import { useCallback, useEffect } from "react";
import { NavigationTracker } from "@/components/common/NavigationTracker";
import { OfflineCopies, type OfflineCopiesText } from "@/components/plain/OfflineCopies";
import { OfflineSignOut, type OfflineSignOutText } from "@/components/plain/OfflineSignOut";
import styles from "@/components/plain/plain.module.css";
import { returnPath } from "@/lib/client/offline-return";
import { sendKeptLogouts } from "@/lib/client/pending-logout";

/** How long the way back waits for a logout made offline to reach the server. */
const LOGOUT_WITHIN_MS = 2_000;

/** How often the offline page asks whether the server answers again. */
const PING_EVERY_MS = 5_000;

/**
 * Shown when the server cannot be reached, also by the service worker in place of any page the
 * network cannot answer. Plain HTML and CSS with a small script, like the login page: nothing to
 * load over a failing connection, and no auth provider asking the server again. As soon as the
 * ping answers (the browser says it is online again, every few seconds, or on "Riprova") it goes
 * back to the page the user was on, with a full load (the page's drafts restore what was typed,
 * and the saves still waiting are sent again). Meanwhile it shows what this device still holds,
 * and "Esci" signs out on the device. A logout made offline reaches the server before the way back.
 */
export function OfflineNotice({
  text,
  copiesText,
  signOutText,
}: {
  text: { offline: string; retry: string };
  copiesText: OfflineCopiesText;
  signOutText: OfflineSignOutText;
}) {
  const retry = useCallback(async () => {
    try {
      const response = await fetch("/api/ping", { cache: "no-store" });
      if (!response.ok) return;
      await Promise.race([
        sendKeptLogouts(),
        new Promise((resolve) => window.setTimeout(resolve, LOGOUT_WITHIN_MS)),
      ]);
      window.location.replace(returnPath());
    } catch {
      // still offline
    }
  }, []);
  useEffect(() => {
    const onOnline = () => void retry();
    window.addEventListener("online", onOnline);
    const timer = window.setInterval(onOnline, PING_EVERY_MS);
    return () => {
      window.removeEventListener("online", onOnline);
      window.clearInterval(timer);
    };
  }, [retry]);
  return (
    <main className={`${styles.page} ${styles.offlinePage}`}>
      <NavigationTracker />
      <div className={styles.notice}>
        <svg className={styles.noticeIcon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M23.64 7c-.45-.34-4.93-4-11.64-4-1.5 0-2.89.19-4.15.48L18.18 13.8zm-6.6 8.22L3.27 1.44 2 2.72l2.05 2.06C1.91 5.76.59 6.82.36 7l11.63 14.49.01.01.01-.01 3.9-4.86 3.32 3.32 1.27-1.27z" />
        </svg>
        <h1 className={styles.noticeTitle}>{text.offline}</h1>
        <button type="button" className={styles.button} onClick={() => void retry()}>
          {text.retry}
        </button>
        <OfflineSignOut text={signOutText} />
      </div>
      <OfflineCopies text={copiesText} />
    </main>
  );
}
