import { readAuth } from "./auth-storage";
import {
  ApiError,
  noAnswerStatus,
  type RequestOptions,
  type SaveOutcome,
  type SendRequest,
} from "./api-error";
import { feedback } from "./feedback-store";
import { noteSaveAnswered, noteWaitingSave } from "./leave-guard";
import { newIdempotencyKey } from "./write-retry";

/**
 * How a save is sent (api-client.ts apiSaveOutcome, apiKeptWrite), loaded on the first save: a
 * save that gets no answer is kept with its Idempotency-Key (pending-saves.ts) and sent again with
 * it, by the next Save of the same call on the same page or once the network is back
 * (resend-saves.ts). The call itself is sent by the `send` it is handed (api-client.ts
 * requestEnvelope), so that this module does not import the client that loads it.
 */
/** The store of unsent saves, loaded on the first save (the service worker precaches it for offline use). */
const pendingSaves = () => import("./pending-saves").catch(() => null);
type PendingStore = NonNullable<Awaited<ReturnType<typeof pendingSaves>>>;
type PendingSave = import("./pending-saves").PendingSave;

/** An answer that says nothing of whether the save was applied: none, or a proxy's 502/503/504. */
export const noAnswer = (error: ApiError | null) => error !== null && noAnswerStatus(error.status);

/** The page a save is made on (address and query): its pending save and its drafts belong to it. */
export function currentPage(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** How `sendSave` reports: the answer's notices, and whether the save holds the page's edits. */
export type SendReport = {
  /** Where the success notices go (by default the notice bar, as for any save). */
  notices?: (messages: string[]) => void;
  /**
   * The save was made just now from the page's form: kept without an answer, it holds the edits
   * the form shows, which then count as kept, not unsaved (lib/client/leave-guard.ts).
   */
  holdsPageEdits?: boolean;
};

/**
 * Sends one save with its key. Without an answer it is kept (pending-saves.ts) to be sent again
 * with the same key; any answer ends it. A logout that discards the account's saves cancels it.
 */
export async function sendSave<T>(
  send: SendRequest,
  save: PendingSave,
  store: PendingStore | null,
  options: RequestOptions = {},
  { notices = feedback.showNotices, holdsPageEdits = false }: SendReport = {},
): Promise<SaveOutcome<T>> {
  const cancel = new AbortController();
  const caller = options.signal;
  const follow = () => cancel.abort();
  if (caller?.aborted) cancel.abort();
  else caller?.addEventListener("abort", follow, { once: true });
  const sent = store?.sendingSave(save.accountId, cancel);
  try {
    const envelope = await send<T>(save.method, save.path, {
      ...options,
      signal: cancel.signal,
      query: save.query ?? undefined,
      body: save.body,
      idempotencyKey: save.key,
      keptWithoutAnswer: store !== null,
    });
    noteSaveAnswered(save.key);
    await store?.forgetPending(save.key);
    // An answer came: what was shown because none came is no longer true.
    feedback.answered();
    notices(envelope.messages);
    return { ok: true, entity: envelope.entity as T };
  } catch (error) {
    const failure = error instanceof ApiError ? error : null;
    if (store && noAnswer(failure) && store.mayKeep(save)) {
      // Noted before the write: the app may be leaving for /offline at once (no "Leave site?").
      noteWaitingSave(save.key, save.page, holdsPageEdits);
      await store.keepPending(save);
    } else if (failure) {
      noteSaveAnswered(save.key);
      await store?.forgetPending(save.key);
    }
    return { ok: false, error: failure };
  } finally {
    sent?.();
    caller?.removeEventListener("abort", follow);
  }
}

export async function saveOnce<T>(
  send: SendRequest,
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
  const current = { holdsPageEdits: true };
  if (store && pending) {
    if (store.sameBody(pending, options.body))
      return sendSave<T>(send, { ...save, key: pending.key }, store, options, current);
    // Edited since: the interrupted save goes first, under its key, so it is applied at most once.
    const earlier = await sendSave<T>(send, pending, store, options);
    if (earlier.ok || earlier.error === null || noAnswer(earlier.error)) return earlier;
    // It was refused, so nothing of it was applied: this save goes on as a new one.
  }
  return sendSave<T>(send, save, store, options, current);
}
