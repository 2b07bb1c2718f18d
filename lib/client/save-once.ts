import { readAuth } from "./auth-storage";
import { ApiError, offerAnswer, requestEnvelope, type RequestOptions, type SaveOutcome } from "./api-client";
import { feedback } from "./feedback-store";
import { newIdempotencyKey } from "./write-retry";

/**
 * How a save is sent (apiSaveOutcome, apiKeptWrite), loaded on the first save: a save that gets no
 * answer is kept with its Idempotency-Key (pending-saves.ts) and sent again with it, by the next
 * Save of the same call on the same page or once the network is back (resend-saves.ts).
 */
/** The store of unsent saves, loaded on the first save (the service worker precaches it for offline use). */
const pendingSaves = () => import("./pending-saves").catch(() => null);
type PendingStore = NonNullable<Awaited<ReturnType<typeof pendingSaves>>>;
type PendingSave = import("./pending-saves").PendingSave;

/** An answer that says nothing of whether the save was applied: none, or a proxy's 502/503/504. */
export const noAnswer = (error: ApiError | null) =>
  error !== null && (error.status === 0 || error.status >= 502);

/**
 * Runs the page's Save (`pageSave`) with `outcome` as the answer of its call of `save`'s address
 * instead of sending it (apiSaveOutcome takes it before anything else): the editor takes the
 * re-sent save's answer as its own. Editors call their save synchronously, so the answer is
 * offered only during that call.
 */
export function resumeOutcome(save: PendingSave, outcome: SaveOutcome<unknown>, pageSave: () => void): void {
  offerAnswer(save.method, save.path, outcome);
  try {
    pageSave();
  } finally {
    offerAnswer(save.method, save.path, null);
  }
}

/** The page a save is made on (address and query): its pending save and its drafts belong to it. */
export function currentPage(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * Sends one save with its key. Without an answer it is kept (pending-saves.ts) to be sent again
 * with the same key; any answer ends it.
 */
export async function sendSave<T>(
  save: PendingSave,
  store: PendingStore | null,
  options: RequestOptions = {},
): Promise<SaveOutcome<T>> {
  try {
    const envelope = await requestEnvelope<T>(save.method, save.path, {
      ...options,
      query: save.query ?? undefined,
      body: save.body,
      idempotencyKey: save.key,
      keptWithoutAnswer: store !== null,
    });
    await store?.forgetPending(save.key);
    feedback.showNotices(envelope.messages);
    return { ok: true, entity: envelope.entity as T };
  } catch (error) {
    const failure = error instanceof ApiError ? error : null;
    if (store && noAnswer(failure)) await store.keepPending(save);
    else if (failure) await store?.forgetPending(save.key);
    return { ok: false, error: failure };
  }
}

export async function saveOnce<T>(
  method: string,
  path: string,
  options: RequestOptions,
): Promise<SaveOutcome<T>> {
  const auth = readAuth();
  const save: PendingSave = {
    key: options.idempotencyKey ?? newIdempotencyKey(),
    accountId: auth?.accountId ?? 0,
    page: currentPage(),
    method,
    path,
    query: options.query ?? null,
    body: options.body,
    createdAt: Date.now(),
  };
  // A file upload is not kept (a File cannot wait in IndexedDB across sign-ins); nor a caller's own key.
  const store =
    auth && !(options.body instanceof FormData) && !options.idempotencyKey ? await pendingSaves() : null;
  const pending = store ? await store.findPending(save) : null;
  if (store && pending) {
    if (store.sameBody(pending, options.body))
      return sendSave<T>({ ...save, key: pending.key }, store, options);
    // Edited since: the interrupted save goes first, under its key, so it is applied at most once.
    const earlier = await sendSave<T>(pending, store, options);
    if (earlier.ok || earlier.error === null || noAnswer(earlier.error)) return earlier;
    // It was refused, so nothing of it was applied: this save goes on as a new one.
  }
  return sendSave<T>(save, store, options);
}

/**
 * A write without the one-at-a-time lock and its modal (the taps of a stepper, saved as they come),
 * kept and sent again with its key like a save when it gets no answer.
 */
export function apiKeptWrite<T>(method: string, path: string, options: RequestOptions = {}) {
  return saveOnce<T>(method, path, options);
}
