import { readAuth } from "./auth-storage";
import { deleteAccount, runLocal } from "./local-db";

/**
 * Local drafts of forms with unsaved edits (DOMAIN.md "Unreliable networks"), in IndexedDB so
 * that they survive a reload, a crash, Back and a trip through /offline. A draft belongs to the
 * signed-in account and to one form of one address (the record is in the address): another user
 * of the tablet never reads it. `base` is the record as it was loaded when the edit began, so a
 * draft is restored only onto that record (or merged field by field onto a newer copy).
 */
export type Draft<T> = { key: string; accountId: number; value: T; base: T; savedAt: number };

/** "<account>:<address>#<form>", or null when nobody is signed in. */
export function draftKey(form: string): string | null {
  const auth = readAuth();
  if (!auth || typeof window === "undefined") return null;
  return `${auth.accountId}:${window.location.pathname}#${form}`;
}

export async function readDraft<T>(key: string): Promise<Draft<T> | null> {
  return (await runLocal<Draft<T> | undefined>("drafts", "readonly", (store) => store.get(key))) ?? null;
}

export async function writeDraft<T>(key: string, value: T, base: T): Promise<void> {
  const accountId = Number(key.split(":")[0]);
  // Signed out meanwhile (a debounced write after logout has deleted the account's drafts): dropped.
  if (readAuth()?.accountId !== accountId) return;
  await runLocal("drafts", "readwrite", (store) =>
    store.put({ key, accountId, value, base, savedAt: Date.now() }),
  );
}

export async function deleteDraft(key: string): Promise<void> {
  await runLocal("drafts", "readwrite", (store) => store.delete(key));
}

/** The drafts of every form of one address (its save went through). */
export async function deletePageDrafts(accountId: number, pathname: string): Promise<void> {
  await deleteAccount<Draft<unknown>>("drafts", accountId, (draft) =>
    draft.key.startsWith(`${accountId}:${pathname}#`),
  );
}
