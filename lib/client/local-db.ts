/**
 * The app's own IndexedDB (DOMAIN.md "Unreliable networks"): drafts of forms, saves whose answer
 * never arrived, and the last loaded lists kept for reading offline. Every record carries the
 * account that made it; nobody else's is read. Without IndexedDB (private mode, quota) the app
 * works without any of them.
 */
const DB_NAME = "backoffice-drafts";
const VERSION = 2;
export type LocalStore = "drafts" | "pending" | "snapshots";
const STORES: LocalStore[] = ["drafts", "pending", "snapshots"];

let opening: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === "undefined") return Promise.resolve(null);
  const connecting = (opening ??= new Promise<IDBDatabase | null>((resolve) => {
    const request = indexedDB.open(DB_NAME, VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      for (const store of STORES) {
        if (!db.objectStoreNames.contains(store))
          db.createObjectStore(store, { keyPath: "key" }).createIndex("accountId", "accountId");
      }
    };
    request.onsuccess = () => {
      const db = request.result;
      // A newer version opened in another tab: this connection lets go so that it can upgrade.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => resolve(null);
  }));
  return connecting;
}

export async function runLocal<R>(
  store: LocalStore,
  mode: IDBTransactionMode,
  body: (objects: IDBObjectStore) => IDBRequest<R>,
): Promise<R | null> {
  const db = await open();
  if (!db) return null;
  return new Promise((resolve) => {
    try {
      const request = body(db.transaction(store, mode).objectStore(store));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** Every record of `store` that belongs to `accountId`. */
export async function readAccount<T>(store: LocalStore, accountId: number): Promise<T[]> {
  return (
    (await runLocal<T[]>(store, "readonly", (objects) => objects.index("accountId").getAll(accountId))) ?? []
  );
}

/** Deletes the records of `store` that belong to `accountId` and pass `which`. */
export async function deleteAccount<T extends { key: string }>(
  store: LocalStore,
  accountId: number,
  which: (record: T) => boolean = () => true,
): Promise<void> {
  for (const record of await readAccount<T>(store, accountId)) {
    if (which(record)) await runLocal(store, "readwrite", (objects) => objects.delete(record.key));
  }
}

/**
 * Deletes every record of `accountId` in every store, in one transaction: settled once it has
 * committed (rejected if it failed). A write made before it is deleted too (IndexedDB runs
 * transactions on the same stores in the order they were made).
 */
export async function forgetAccountRecords(accountId: number): Promise<void> {
  const db = await open();
  if (!db) return;
  await new Promise<void>((resolve, reject) => {
    const transaction = db.transaction(STORES, "readwrite");
    for (const store of STORES) {
      const cursor = transaction
        .objectStore(store)
        .index("accountId")
        .openCursor(IDBKeyRange.only(accountId));
      cursor.onsuccess = () => {
        if (!cursor.result) return;
        cursor.result.delete();
        cursor.result.continue();
      };
    }
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}
