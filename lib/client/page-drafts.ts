import { useSyncExternalStore } from "react";

/**
 * The drafts of the page's forms (lib/client/drafts.ts) as the page sees them: which forms have one
 * (so "Continua" can discard them) and which was restored ("Bozza ripristinata"). Its own small
 * module: the storage code loads after the page, this part is needed at once.
 */
type RestoredNotice = { key: string; discard: () => void } | null;
let restored: RestoredNotice = null;
const listeners = new Set<() => void>();

export function showRestored(next: RestoredNotice): void {
  restored = next;
  for (const listener of listeners) listener();
}

/** The draft last put back into a form of the page, if any (read outside React). */
export const restoredDraft = (): RestoredNotice => restored;

export function clearRestored(key: string): void {
  if (restored?.key === key) showRestored(null);
}

export function useRestoredDraft(): RestoredNotice {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => restored,
    () => null,
  );
}

/**
 * The drafts of the forms on the current page, so that ways out which know nothing of the form
 * (the unsaved-changes question's "Continua") can discard them.
 */
const pageDrafts = new Map<string, () => void>();

export function registerPageDraft(key: string, discard: () => void): () => void {
  pageDrafts.set(key, discard);
  return () => {
    if (pageDrafts.get(key) === discard) pageDrafts.delete(key);
  };
}

/** The user chose to leave without saving: the page's drafts go. */
export function discardPageDrafts(): void {
  for (const discard of pageDrafts.values()) discard();
}

/**
 * The Save of the page's editor (EditorActions), so that a save re-sent after the network came
 * back (lib/client/resend-saves.ts) ends as the user's own Save would: the form takes the answer.
 */
let pageSave: (() => void) | null = null;

export function registerPageSave(save: () => void): () => void {
  pageSave = save;
  return () => {
    if (pageSave === save) pageSave = null;
  };
}

export const currentPageSave = () => pageSave;
