import { createContext, useContext, useEffect, useSyncExternalStore } from "react";

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

/**
 * Resolves once a draft whose key starts with `prefix` is back in a form of the page (at once if
 * it is already), or after `ms`: a save re-sent for the page (lib/client/resend-saves.ts) is
 * handed to the editor only once its form shows what was saved.
 */
export function whenRestored(prefix: string, ms: number): Promise<void> {
  if (restored?.key.startsWith(prefix)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      listeners.delete(check);
      resolve();
    };
    const check = () => {
      if (restored?.key.startsWith(prefix)) done();
    };
    const timer = window.setTimeout(done, ms);
    listeners.add(check);
  });
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
 * One per app (AuthProvider provides it), handed to the re-sending.
 */
export type PageSaves = {
  /** The page's editor offers its Save; returns the way to withdraw it. */
  register: (save: () => void) => () => void;
  /** The Save offered now, if any. */
  current: () => (() => void) | null;
  /** The page's Save once its editor is there (its code may still be arriving), or null after `ms`. */
  whenRegistered: (ms: number) => Promise<(() => void) | null>;
};

export function createPageSaves(): PageSaves {
  let pageSave: (() => void) | null = null;
  const waiting = new Set<(save: () => void) => void>();
  return {
    register(save) {
      pageSave = save;
      for (const resolve of waiting) resolve(save);
      return () => {
        if (pageSave === save) pageSave = null;
      };
    },
    current: () => pageSave,
    whenRegistered(ms) {
      if (pageSave) return Promise.resolve(pageSave);
      return new Promise((resolve) => {
        const done = (save: (() => void) | null) => {
          window.clearTimeout(timer);
          waiting.delete(done);
          resolve(save);
        };
        const timer = window.setTimeout(() => done(null), ms);
        waiting.add(done);
      });
    },
  };
}

export const PageSavesContext = createContext<PageSaves | null>(null);

/** Offers the page's Save (`save`, while defined) to a save re-sent for this page. */
export function useOfferPageSave(save: (() => void) | undefined): void {
  const pageSaves = useContext(PageSavesContext);
  useEffect(() => (save && pageSaves ? pageSaves.register(save) : undefined), [save, pageSaves]);
}
