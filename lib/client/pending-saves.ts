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

export async function keepPending(save: PendingSave): Promise<void> {
  await runLocal("pending", "readwrite", (store) => store.put(save));
}

export async function forgetPending(key: string): Promise<void> {
  await runLocal("pending", "readwrite", (store) => store.delete(key));
}
