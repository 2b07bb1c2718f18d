/**
 * The one place that knows whether the page holds unsaved edits, so that ways out living outside
 * the page (the header's logo, logout, the app's own move to /offline) ask the page's question, or
 * know that there is none to ask. Edits whose save is waiting for the network are not unsaved:
 * they are stored on the device and will be sent (lib/client/pending-saves.ts).
 */
type LeaveGuard = {
  /** The form holds edits (the page's own view, before waiting saves are counted). */
  dirty: () => boolean;
  /** Asks "Uscire senza salvare?"; `proceed` runs after Salva (saved) or Continua. */
  ask: (proceed: () => void) => void;
  /** Stops guarding, the drafts kept: the way out has been decided elsewhere. */
  release: () => void;
};

let guard: LeaveGuard | null = null;

/** Registers the page's "Uscire senza salvare?" question; returns the unregister function. */
export function registerLeaveGuard(next: LeaveGuard): () => void {
  guard = next;
  return () => {
    if (guard === next) guard = null;
  };
}

/** Whether the page will ask its question before leaving (edits neither saved nor waiting). */
export const leaveGuarded = (): boolean => guard !== null && guard.dirty() && !pageEditsKept();

/** Runs `proceed` now, or once the user has answered the page's question with Salva or Continua. */
export function confirmLeave(proceed: () => void) {
  if (guard && leaveGuarded()) guard.ask(proceed);
  else proceed();
}

/**
 * Leaves without the page's question, its drafts kept: logout after its own question (which named
 * the page's edits), the move to /offline (the drafts restore the form on the way back). Without
 * it a navigation that turns into a page load would meet the browser's "Leave site?".
 */
export function leaveUnguarded(proceed: () => void) {
  guard?.release();
  proceed();
}

/** Saves waiting for the network (Idempotency-Key -> the page they were made on). */
const waiting = new Map<string, string>();
/**
 * Pages whose forms were edited since their last save that got no answer: those edits are not in
 * the waiting save. In this tab's sessionStorage, so that a reload (a trip through /offline)
 * still tells them apart.
 */
const EDITED_KEY = "pages-edited-since-save";

const here = () => `${window.location.pathname}${window.location.search}`;

function editedPages(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(EDITED_KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter((page): page is string => typeof page === "string") : [];
  } catch {
    return [];
  }
}

function writeEditedPages(pages: string[]): void {
  try {
    if (pages.length) sessionStorage.setItem(EDITED_KEY, JSON.stringify(pages));
    else sessionStorage.removeItem(EDITED_KEY);
  } catch {
    // storage unavailable: edits after a waiting save are then known until the next page load only
  }
}

let edited: Set<string> | null = null;
const editedSet = () => (edited ??= new Set(editedPages()));

/**
 * A save is waiting for the network. `holdsPageEdits`: it was made just now from the page's form,
 * so the form's edits as they are now are in it (a save sent again from the store may be older).
 */
export function noteWaitingSave(key: string, page: string, holdsPageEdits: boolean): void {
  waiting.set(key, page);
  if (holdsPageEdits && editedSet().delete(page)) writeEditedPages([...editedSet()]);
}

/** The save got its answer (applied or refused): it no longer waits. */
export function noteSaveAnswered(key: string): void {
  waiting.delete(key);
}

/** The user changed a form of the current page. */
export function notePageEdited(): void {
  if (typeof window === "undefined") return;
  const page = here();
  if (editedSet().has(page)) return;
  editedSet().add(page);
  writeEditedPages([...editedSet()]);
}

/** The page's edits are in a save waiting for the network, and nothing was edited since. */
export function pageEditsKept(page: string = here()): boolean {
  return [...waiting.values()].includes(page) && !editedSet().has(page);
}

/** Logout: nothing of the account waits any more. */
export function forgetWaitingSaves(): void {
  waiting.clear();
  edited = new Set();
  writeEditedPages([]);
}
