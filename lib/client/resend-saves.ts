import { offerAnswer, requestEnvelope, text, type SaveOutcome } from "./api-client";
import { currentPage, noAnswer, sendSave } from "./save-once";
import { readAuth } from "./auth-storage";
import { deletePageDrafts } from "./drafts";
import { feedback } from "./feedback-store";
import { noteWaitingSave } from "./leave-guard";
import { whenRestored, type PageSaves } from "./page-drafts";
import * as store from "./pending-saves";

/** How long a re-sent save of the current page waits for the page's editor, and for its draft. */
const EDITOR_WAIT_MS = 5_000;

/**
 * Runs the page's Save (`pageSave`) with `outcome` as the answer of its call of `save`'s address
 * instead of sending it (apiSaveOutcome takes it before anything else): the editor takes the
 * re-sent save's answer as its own. Editors call their save synchronously, so the answer is
 * offered only during that call.
 */
function resumeOutcome(save: store.PendingSave, outcome: SaveOutcome<unknown>, pageSave: () => void): void {
  offerAnswer(save.method, save.path, outcome);
  try {
    pageSave();
  } finally {
    offerAnswer(save.method, save.path, null);
  }
}

/**
 * Sends again, with their own Idempotency-Keys, the saves of the signed-in account that got no
 * answer (DOMAIN.md "Unreliable networks"): when the app starts signed in and when the browser is
 * back online. The server applies each at most once and answers as it did (or would have): a
 * success deletes the page's drafts, takes away the errors shown because no answer came, says so
 * once ("Il salvataggio in attesa di rete è stato completato." with the answer's own notices) and
 * is handed to the page's editor when the user is on it (it then moves on as after its own Save,
 * offered through `pageSaves`); a refusal shows its messages and keeps the draft. `applied`
 * refreshes what the lists show. The caller runs one at a time (components/auth/SignedInDevice).
 */
export async function resendPendingSaves(applied: () => void, pageSaves: PageSaves | null): Promise<void> {
  const auth = readAuth();
  if (!auth) return;
  const pending = (await store.listPending(auth.accountId)).sort((a, b) => a.createdAt - b.createdAt);
  // Waiting, so not unsaved: a page whose form shows them (its draft restored) leaves without asking.
  for (const save of pending) noteWaitingSave(save.key, save.page, false);
  for (const save of pending) {
    // The user is saving: their Save takes its own pending save up (apiSaveOutcome).
    if (feedback.isSaving() || readAuth()?.accountId !== save.accountId) break;
    feedback.setSaving(true);
    let notices: string[] = [];
    const report = { notices: (messages: string[]) => (notices = messages) };
    const outcome = await sendSave<unknown>(requestEnvelope, save, store, {}, report).finally(() =>
      feedback.setSaving(false),
    );
    if (!outcome.ok) {
      // Still no network: the rest waits too. A refusal was shown; the next one goes.
      if (outcome.error === null || noAnswer(outcome.error)) break;
      continue;
    }
    // On its page, the editor (its code may still be arriving) first puts this save's draft back
    // into its form: its Save sends what the form holds. The drafts are deleted only after.
    const onThisPage =
      save.page === currentPage() &&
      pageSaves !== null &&
      (await pageSaves.whenRegistered(EDITOR_WAIT_MS)) !== null;
    if (onThisPage) await whenRestored(`${save.accountId}:${save.page.split("?")[0]}#`, EDITOR_WAIT_MS);
    await deletePageDrafts(save.accountId, save.page.split("?")[0]!);
    // One notice for it, as a Save's (the server's own ones, e.g. overbooking, included).
    feedback.showNotices([text().pendingSaved, ...notices]);
    applied();
    // The Save registered now: the one of the form as restored, not as it was mounted.
    const pageSave = onThisPage ? (pageSaves?.current() ?? null) : null;
    if (pageSave) resumeOutcome(save, outcome, pageSave);
  }
}
