import { readAuth } from "./auth-storage";
import { deleteAccount, readAccount, runLocal } from "./local-db";
import { QUERY_STALE_MS } from "./query-cache";

/**
 * The last reservation list, entries list and cash register read from the server, kept to be read
 * on the offline page: the text the list showed, by columns, with the time the server read it.
 * One copy per kind and account (the latest read), deleted at logout: it holds personal data.
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
  /** When the server read what the copy shows (ms since the epoch): the offline page's "dati delle". */
  loadedAt: number;
};

/**
 * The attribute of the element, inside a kept list, that shows data read from the server: the
 * time of that read (the query's `dataUpdatedAt`: its last fetch, or the page's own read). Written
 * by InfiniteList and the cash register, in the same render as the rows it dates.
 */
const READ_AT = "data-read-at";

/**
 * Whether data read at `readAt` is a read from the server just made, to be kept: not data shown
 * from a cache (an earlier visit's query, a screen the router kept), which the screen fetches
 * again when older than the queries' staleTime, nor anything shown while the browser is offline.
 */
export function isFreshRead(readAt: number | null, now: number, online: boolean): boolean {
  return online && readAt !== null && now - readAt < QUERY_STALE_MS;
}

/** The time the list under `root` was read from the server, or null when it shows no read. */
function shownReadAt(root: Element): number | null {
  const readAt = Number(root.querySelector(`[${READ_AT}]`)?.getAttribute(READ_AT) ?? NaN);
  return Number.isFinite(readAt) && readAt > 0 ? readAt : null;
}

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

/**
 * The copy to keep of what `root` shows: null unless it shows a list read from the server just
 * now (`isFreshRead`), so an older list shown meanwhile never replaces the last read, nor gets a
 * later time.
 */
export function copyOf(
  kind: OfflineCopyKind,
  eventName: string,
  root: Element,
  { accountId, now, online }: { accountId: number; now: number; online: boolean },
): OfflineCopy | null {
  const readAt = shownReadAt(root);
  if (readAt === null || !isFreshRead(readAt, now, online)) return null;
  const list = readList(root);
  if (list.rows.length === 0 && list.headers.length === 0) return null;
  return { key: `${accountId}:${kind}`, accountId, kind, eventName, ...list, loadedAt: readAt };
}

export function readOfflineCopies(accountId: number): Promise<OfflineCopy[]> {
  return readAccount<OfflineCopy>("snapshots", accountId);
}

export async function forgetOfflineCopies(accountId: number): Promise<void> {
  await deleteAccount<OfflineCopy>("snapshots", accountId);
}

/** Other changes of a list already kept are kept once it has settled (pages drawn, a spinner). */
const SETTLED_MS = 800;

/**
 * Keeps a copy of the list under `root` for each read from the server it shows: at once for a new
 * read (the desk may leave the screen, or lose the network, right after it arrived), other changes
 * once the list has settled. Returns the stop.
 */
export function watchList(kind: OfflineCopyKind, eventName: string, root: Element): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let keptRead: number | null = null;
  const keep = () => {
    timer = undefined;
    const auth = readAuth();
    if (!auth) return;
    const online = typeof navigator === "undefined" || navigator.onLine !== false;
    const copy = copyOf(kind, eventName, root, { accountId: auth.accountId, now: Date.now(), online });
    if (!copy) return;
    keptRead = copy.loadedAt;
    void runLocal("snapshots", "readwrite", (store) => store.put(copy)).catch(() => undefined);
  };
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(keep, shownReadAt(root) === keptRead ? SETTLED_MS : 0);
  };
  const observer = new MutationObserver(changed);
  observer.observe(root, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: [READ_AT],
  });
  changed();
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}
