import { readAuth } from "./auth-storage";

/**
 * Local drafts of forms with unsaved edits (DOMAIN.md "Unreliable networks"), in IndexedDB so
 * that they survive a reload, a crash, Back and a trip through /offline. A draft belongs to the
 * signed-in account and to one form of one address (the record is in the address): another user
 * of the tablet never reads it. `base` is the record as it was loaded when the edit began, so a
 * draft is restored only onto that record (or merged field by field onto a newer copy).
 */
export type Draft<T> = { key: string; accountId: number; value: T; base: T; savedAt: number };

const DB_NAME = "backoffice-drafts";
const STORE = "drafts";

let opening: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === "undefined") return Promise.resolve(null);
  opening ??= new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: "key" });
      store.createIndex("accountId", "accountId");
    };
    request.onsuccess = () => resolve(request.result);
    // No IndexedDB (private mode, quota): forms work as before, without drafts.
    request.onerror = () => resolve(null);
  });
  return opening;
}

async function run<R>(
  mode: IDBTransactionMode,
  body: (store: IDBObjectStore) => IDBRequest<R>,
): Promise<R | null> {
  const db = await open();
  if (!db) return null;
  return new Promise((resolve) => {
    const request = body(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
}

/** "<account>:<address>#<form>", or null when nobody is signed in. */
export function draftKey(form: string): string | null {
  const auth = readAuth();
  if (!auth || typeof window === "undefined") return null;
  return `${auth.accountId}:${window.location.pathname}#${form}`;
}

export async function readDraft<T>(key: string): Promise<Draft<T> | null> {
  return (await run<Draft<T> | undefined>("readonly", (store) => store.get(key))) ?? null;
}

export async function writeDraft<T>(key: string, value: T, base: T): Promise<void> {
  const accountId = Number(key.split(":")[0]);
  await run("readwrite", (store) => store.put({ key, accountId, value, base, savedAt: Date.now() }));
}

export async function deleteDraft(key: string): Promise<void> {
  await run("readwrite", (store) => store.delete(key));
}
