import { readAuth } from "./auth-storage";
import { deleteAccount, readAccount, runLocal } from "./local-db";

/**
 * The last loaded reservation list, entries list and cash register, kept to be read on the offline
 * page (issue 22): the text the user saw, by columns, with the time it was loaded. One copy per
 * kind and account (the latest), deleted at logout: it holds personal data.
 */
export type OfflineCopyKind = "reservations" | "entries" | "cash";
export type OfflineCopy = {
  key: string;
  accountId: number;
  kind: OfflineCopyKind;
  /** The event the list belongs to (type and name), as shown in the app. */
  eventName: string;
  headers: string[];
  rows: string[][];
  loadedAt: number;
};

const cellText = (cell: Element) => (cell as HTMLElement).innerText.replace(/\s+/g, " ").trim();

/** The header and rows of a list as shown: a table, or InfiniteList's portrait cards. */
function readList(root: Element): { headers: string[]; rows: string[][] } {
  const table = root.querySelector("table");
  if (table) {
    return {
      headers: [...table.querySelectorAll("thead th")].map(cellText),
      rows: [...table.querySelectorAll("tbody tr")].map((row) =>
        [...row.querySelectorAll("td, th")].map(cellText),
      ),
    };
  }
  const rows = [...root.querySelectorAll("[data-list-row]")];
  const header = root.querySelector("[data-list-header]");
  return {
    headers: header ? [...header.querySelectorAll("[data-list-cell]")].map(cellText) : [],
    rows: rows.map((row) => [...row.querySelectorAll("[data-list-cell]")].map(cellText)),
  };
}

export async function keepOfflineCopy(
  kind: OfflineCopyKind,
  eventName: string,
  root: Element,
): Promise<void> {
  const auth = readAuth();
  if (!auth) return;
  const copy: OfflineCopy = {
    key: `${auth.accountId}:${kind}`,
    accountId: auth.accountId,
    kind,
    eventName,
    ...readList(root),
    loadedAt: Date.now(),
  };
  if (copy.rows.length === 0 && copy.headers.length === 0) return;
  await runLocal("snapshots", "readwrite", (store) => store.put(copy));
}

export function readOfflineCopies(accountId: number): Promise<OfflineCopy[]> {
  return readAccount<OfflineCopy>("snapshots", accountId);
}

export async function forgetOfflineCopies(accountId: number): Promise<void> {
  await deleteAccount<OfflineCopy>("snapshots", accountId);
}

/** The list is kept this long after it last changed (it has settled: pages, counts, refreshes). */
const SETTLED_MS = 800;

/** Keeps a copy of the list under `root` whenever it has settled after a change; returns the stop. */
export function watchList(kind: OfflineCopyKind, eventName: string, root: Element): () => void {
  let timer: number | undefined;
  const keep = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(
      () => void keepOfflineCopy(kind, eventName, root).catch(() => undefined),
      SETTLED_MS,
    );
  };
  const observer = new MutationObserver(keep);
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  keep();
  return () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
}
