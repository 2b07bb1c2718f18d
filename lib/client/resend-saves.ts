import { text } from "./api-client";
import { currentPage, noAnswer, resumeOutcome, sendSave } from "./save-once";
import { readAuth } from "./auth-storage";
import { deletePageDrafts } from "./drafts";
import { feedback } from "./feedback-store";
import { noteWaitingSave } from "./leave-guard";
import { currentPageSave, restoredDraft } from "./page-drafts";
import * as store from "./pending-saves";

/** How long a re-sent save of the current page waits for the page's editor to be there. */
const EDITOR_WAIT_MS = 5_000;

let running = false;

const pause = () => new Promise((resolve) => window.setTimeout(resolve, 100));

/** The page's Save once its editor is there (its code may still be arriving), or null. */
async function awaitPageSave(ms: number): Promise<(() => void) | null> {
  for (const until = Date.now() + ms; !currentPageSave() && Date.now() < until;) await pause();
  return currentPageSave();
}

/**
 * Waits (at most `ms`) for the page's editor to put this save's draft back into its form: its Save
 * sends what the form holds, and an editor that has just mounted (the page rendered at once with
 * the signed-in account) may still be reading the draft. Its drafts are deleted only after.
 */
async function awaitRestoredDraft(page: string, accountId: number, ms: number): Promise<void> {
  const prefix = `${accountId}:${page.split("?")[0]}#`;
  for (const until = Date.now() + ms; !restoredDraft()?.key.startsWith(prefix) && Date.now() < until;) {
    await pause();
  }
}

/**
 * Sends again, with their own Idempotency-Keys, the saves of the signed-in account that got no
 * answer (DOMAIN.md "Unreliable networks"): when the app starts signed in and when the browser is
 * back online. The server applies each at most once and answers as it did (or would have): a
 * success deletes the page's drafts, takes away the errors shown because no answer came, says so
 * once ("Il salvataggio in attesa di rete è stato completato." with the answer's own notices) and
 * is handed to the page's editor when the user is on it (it then moves on as after its own Save);
 * a refusal shows its messages and keeps the draft. `applied` refreshes what the lists show.
 */
export async function resendPendingSaves(applied: () => void): Promise<void> {
  const auth = readAuth();
  if (!auth || running) return;
  running = true;
  try {
    const pending = (await store.listPending(auth.accountId)).sort((a, b) => a.createdAt - b.createdAt);
    // Waiting, so not unsaved: a page whose form shows them (its draft restored) leaves without asking.
    for (const save of pending) noteWaitingSave(save.key, save.page, false);
    for (const save of pending) {
      // The user is saving: their Save takes its own pending save up (apiSaveOutcome).
      if (feedback.isSaving() || readAuth()?.accountId !== save.accountId) break;
      feedback.setSaving(true);
      let notices: string[] = [];
      const report = { notices: (messages: string[]) => (notices = messages) };
      const outcome = await sendSave<unknown>(save, store, {}, report).finally(() =>
        feedback.setSaving(false),
      );
      if (!outcome.ok) {
        // Still no network: the rest waits too. A refusal was shown; the next one goes.
        if (outcome.error === null || noAnswer(outcome.error)) break;
        continue;
      }
      const onThisPage = save.page === currentPage() && (await awaitPageSave(EDITOR_WAIT_MS)) !== null;
      if (onThisPage) await awaitRestoredDraft(save.page, save.accountId, EDITOR_WAIT_MS);
      await deletePageDrafts(save.accountId, save.page.split("?")[0]!);
      // One notice for it, as a Save's (the server's own ones, e.g. overbooking, included).
      feedback.showNotices([text().pendingSaved, ...notices]);
      applied();
      // The Save registered now: the one of the form as restored, not as it was mounted.
      const pageSave = onThisPage ? currentPageSave() : null;
      if (pageSave) resumeOutcome(save, outcome, pageSave);
    }
  } finally {
    running = false;
  }
}
