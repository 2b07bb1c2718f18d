"use client";
import { useRouter } from "next/navigation";
import { NavigationTracker } from "@/components/common/NavigationTracker";
import styles from "@/components/plain/plain.module.css";

/**
 * Shown when the server cannot be reached. Plain HTML and CSS with a small script, like the login
 * page: nothing to load over a failing connection, and no auth provider asking the server again.
 */
export function OfflineNotice({ text }: { text: { offline: string; retry: string } }) {
  const router = useRouter();
  async function retry() {
    try {
      const response = await fetch("/api/ping", { cache: "no-store" });
      if (response.ok) router.replace("/");
    } catch {
      // still offline
    }
  }
  return (
    <main className={styles.page}>
      <NavigationTracker />
      <div className={styles.notice}>
        <svg className={styles.noticeIcon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M23.64 7c-.45-.34-4.93-4-11.64-4-1.5 0-2.89.19-4.15.48L18.18 13.8zm-6.6 8.22L3.27 1.44 2 2.72l2.05 2.06C1.91 5.76.59 6.82.36 7l11.63 14.49.01.01.01-.01 3.9-4.86 3.32 3.32 1.27-1.27z" />
        </svg>
        <h1 className={styles.noticeTitle}>{text.offline}</h1>
        <button type="button" className={styles.button} onClick={retry}>
          {text.retry}
        </button>
      </div>
    </main>
  );
}
