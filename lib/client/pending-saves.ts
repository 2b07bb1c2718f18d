import { readAccount, runLocal } from "./local-db";

/**
 * Saves whose answer never arrived (DOMAIN.md "Unreliable networks"), kept with their
 * Idempotency-Key in IndexedDB: the server may have applied them or not, and only sending them
 * again with the same key tells which, applying them at most once. They belong to the account that
 * made them (sent again only with its own sign-in) and to the page they were made on.
 */
export type PendingSave = {
  /** The Idempotency-Key. */
  key: string;
  accountId: number;
  /** The page (path and query) the save was made on. */
  page: string;
  method: string;
  path: string;
  query: Record<string, string | number | boolean | null | undefined> | null;
  body: unknown;
  createdAt: number;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function listPending(accountId: number): Promise<PendingSave[]> {
  return readAccount<PendingSave>("pending", accountId);
}

/** The save of this call from this page still waiting for its answer, if any. */
export async function findPending(
  request: Pick<PendingSave, "accountId" | "page" | "method" | "path" | "query">,
): Promise<PendingSave | null> {
  const pending = await listPending(request.accountId);
  return (
    pending.find(
      (save) =>
        save.page === request.page &&
        save.method === request.method &&
        save.path === request.path &&
        same(save.query, request.query),
    ) ?? null
  );
}

export function sameBody(save: PendingSave, body: unknown): boolean {
  return same(save.body, body);
}

/** Per account, when its user logged out: its saves made until then are given up for good. */
const discardedAt = new Map<number, number>();
/** The saves being sent now, with the account that made them. */
const sending = new Map<AbortController, number>();

/** Whether `save` may be kept to be sent again: not once its user logged out. */
export const mayKeep = (save: PendingSave): boolean =>
  save.createdAt > (discardedAt.get(save.accountId) ?? -Infinity);

export async function keepPending(save: PendingSave): Promise<void> {
  if (!mayKeep(save)) return;
  await runLocal("pending", "readwrite", (store) => store.put(save));
}

/** A save of `accountId` is being sent with `controller`'s signal; returns the end of it. */
export function sendingSave(accountId: number, controller: AbortController): () => void {
  sending.set(controller, accountId);
  return () => void sending.delete(controller);
}

/**
 * The user logged out and chose to discard the account's waiting saves: those being sent (their
 * automatic retries included) are cancelled, and none made until now is kept again, so none is
 * ever sent later. Their records go with the account's (local-db forgetAccountRecords).
 */
export function discardSavesOf(accountId: number): void {
  discardedAt.set(accountId, Date.now());
  for (const [controller, owner] of sending) if (owner === accountId) controller.abort();
}

export async function forgetPending(key: string): Promise<void> {
  await runLocal("pending", "readwrite", (store) => store.delete(key));
}
