import type { BrowserContext, Page } from "@playwright/test";
import { expect } from "./helpers";

/** The words of the app's offline notice (the /offline page). */
export const OFFLINE_TITLE =
  "L'applicazione non riesce a contattare il server verificare connessione internet";
/** The Attenzione modal's words for a save kept to be sent again. */
export const WAITING = "Nessuna risposta dal server: il salvataggio è in attesa di rete";
/** The notice of a waiting save that went through. */
export const COMPLETED = "Il salvataggio in attesa di rete è stato completato.";
export const GENERIC_ERROR = "Si è verificato un errore";

/**
 * Records every success notice the app shows (they hide after 3 s, possibly before a busy test
 * looks), across reloads; the returned function reads them.
 */
export async function recordNotices(page: Page) {
  await page.addInitScript(() => {
    const seen = () => JSON.parse(sessionStorage.getItem("e2e-notices") ?? "[]") as string[];
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll('[data-testid="notice"]')) {
        const text = (notice as HTMLElement).innerText.trim();
        if (text && !seen().includes(text))
          sessionStorage.setItem("e2e-notices", JSON.stringify([...seen(), text]));
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem("e2e-notices") ?? "[]") as string[]);
}

/**
 * The browser's own dialogs (alert, confirm, "Leave site?" before an unload), each accepted and
 * recorded by its type, so that a test can say none came.
 */
export function recordBrowserDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on("dialog", (dialog) => {
    seen.push(dialog.type());
    void dialog.accept().catch(() => undefined);
  });
  return seen;
}

/** The app's own offline page is showing (never the browser's error page). */
export async function expectOfflinePage(page: Page) {
  await expect(page.getByRole("heading", { name: OFFLINE_TITLE })).toBeVisible({ timeout: 30_000 });
  expect(page.url()).not.toContain("chrome-error://");
}

export async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** The Wi-Fi drops and comes back: the browser says offline, then online again. */
export async function dropAndReconnect(context: BrowserContext, page: Page) {
  await goOffline(context, page);
  await context.setOffline(false);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
}

/**
 * How many unsent saves, list copies and drafts this browser holds (IndexedDB). It never creates
 * the app's database (an empty one left open here would block the app's upgrade of it).
 */
export const keptOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ pending: number; copies: number; drafts: number }>((resolve, reject) => {
        const none = { pending: 0, copies: 0, drafts: 0 };
        const request = indexedDB.open("backoffice-drafts");
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => resolve(none);
        request.onsuccess = () => {
          const db = request.result;
          const stores = ["pending", "snapshots", "drafts"];
          if (!stores.every((store) => db.objectStoreNames.contains(store))) {
            db.close();
            return resolve(none);
          }
          const tx = db.transaction(stores, "readonly");
          const pending = tx.objectStore("pending").count();
          const copies = tx.objectStore("snapshots").count();
          const drafts = tx.objectStore("drafts").count();
          tx.oncomplete = () => {
            db.close();
            resolve({ pending: pending.result, copies: copies.result, drafts: drafts.result });
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );

/** The sign-in this browser holds (web storage), or null. */
export const storedSignIn = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem("backoffice.auth") ?? sessionStorage.getItem("backoffice.auth");
    return raw ? (JSON.parse(raw) as { accountId: number; refreshToken: string }) : null;
  });

type LocalStore = "drafts" | "pending" | "snapshots";

/**
 * Every record of one of the app's IndexedDB stores (none while the database is not there). It
 * never creates the database (see keptOnDevice).
 */
export const localRecords = <T = Record<string, unknown>>(page: Page, store: LocalStore) =>
  page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const request = indexedDB.open("backoffice-drafts");
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => resolve([]);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            return resolve([]);
          }
          const read = db.transaction(name, "readonly").objectStore(name).getAll();
          read.onsuccess = () => {
            db.close();
            resolve(read.result as T[]);
          };
          read.onerror = () => reject(read.error);
        };
      }),
    store,
  );

/** Until this browser keeps a form's draft holding each of `texts` (its debounced write has landed). */
export async function expectDraftHolding(page: Page, ...texts: string[]) {
  await expect
    .poll(async () =>
      (await localRecords<{ value: unknown }>(page, "drafts")).some((draft) => {
        const value = JSON.stringify(draft.value);
        return texts.every((text) => value.includes(text));
      }),
    )
    .toBe(true);
}

/** A read of the app's IndexedDB: a record by its key, or an account's records; how many came back. */
export type LocalRead = { store: string; query: string | number; found: number };

/**
 * Records, from the next page load on, the app's reads of its own IndexedDB (a draft by its key,
 * an account's waiting saves or copies) and what they found; the returned function reads them for
 * the page shown. A test that proves nothing was restored or sent waits for the read that would
 * have found it.
 */
export async function recordLocalReads(page: Page) {
  await page.addInitScript(() => {
    const reads: { store: string; query: unknown; found: number }[] = [];
    (window as unknown as { e2eLocalReads: typeof reads }).e2eLocalReads = reads;
    const watch = <S extends IDBObjectStore | IDBIndex>(
      proto: S,
      method: "get" | "getAll",
      storeOf: (source: S) => IDBObjectStore,
    ) => {
      const original = proto[method] as (this: S, ...args: unknown[]) => IDBRequest;
      Object.defineProperty(proto, method, {
        configurable: true,
        writable: true,
        value(this: S, ...args: unknown[]) {
          const request = original.apply(this, args);
          const store = storeOf(this).name;
          // Registered before the app's own onsuccess: noted before the app acts on the answer.
          request.addEventListener("success", () => {
            const result: unknown = request.result;
            const found = Array.isArray(result) ? result.length : result === undefined ? 0 : 1;
            reads.push({ store, query: args[0], found });
          });
          return request;
        },
      });
    };
    watch(IDBObjectStore.prototype, "get", (store) => store);
    watch(IDBIndex.prototype, "getAll", (index) => index.objectStore);
  });
  return () =>
    page.evaluate(() => (window as unknown as { e2eLocalReads?: LocalRead[] }).e2eLocalReads ?? []);
}
