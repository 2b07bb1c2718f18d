"use client";
import { useEffect, useState } from "react";
import { readAuth } from "@/lib/client/auth-storage";
import type { OfflineCopy, OfflineCopyKind } from "@/lib/client/offline-copies";
import styles from "./plain.module.css";
import { readTimeLabel } from "./read-time-label";

export type OfflineCopiesText = Record<OfflineCopyKind, string> & {
  title: string;
  loadedAt: string;
  loadedOn: string;
  pendingOne: string;
  pendingMany: string;
};

const ORDER: OfflineCopyKind[] = ["reservations", "entries", "cash"];

/**
 * On the offline page: the saves of the signed-in account waiting for the network, and
 * the last reservation list, entries and cash register read from the server, read-only, each with
 * the time the server read it. Read from this device's IndexedDB only; the storage code is loaded
 * here on use.
 */
export function OfflineCopies({ text }: { text: OfflineCopiesText }) {
  const [shown, setShown] = useState<{ pending: number; copies: OfflineCopy[]; now: number } | null>(null);
  useEffect(() => {
    const auth = readAuth();
    if (!auth) return;
    void Promise.all([import("@/lib/client/pending-saves"), import("@/lib/client/offline-copies")])
      .then(async ([pending, copies]) => ({
        pending: (await pending.listPending(auth.accountId)).length,
        copies: (await copies.readOfflineCopies(auth.accountId)).sort(
          (a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind),
        ),
        now: Date.now(),
      }))
      .then(setShown)
      .catch(() => undefined);
  }, []);
  if (!shown || (shown.pending === 0 && shown.copies.length === 0)) return null;
  const lang = document.documentElement.lang || "it";
  return (
    <section className={styles.offlineCopies} data-testid="offline-copies">
      {shown.pending > 0 && (
        <p className={styles.offlinePending} data-testid="offline-pending" role="status">
          {shown.pending === 1 ? text.pendingOne : text.pendingMany.replace("{count}", String(shown.pending))}
        </p>
      )}
      {shown.copies.length > 0 && <h2 className={styles.noticeTitle}>{text.title}</h2>}
      {shown.copies.map((copy) => (
        <article key={copy.key} className={styles.paper} data-testid={`offline-copy-${copy.kind}`}>
          <h3 className={styles.offlineCopyTitle}>
            {text[copy.kind]} · {copy.eventName}{" "}
            <span className={styles.offlineCopyTime}>
              ({readTimeLabel(text, copy.loadedAt, shown.now, lang)})
            </span>
          </h3>
          <table className={styles.offlineTable}>
            {copy.headers.length > 0 && (
              <thead>
                <tr>
                  {copy.headers.map((header, index) => (
                    <th key={index} scope="col">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
            )}
            <tbody>
              {copy.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </article>
      ))}
    </section>
  );
}
