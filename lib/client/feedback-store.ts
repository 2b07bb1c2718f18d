import { useSyncExternalStore } from "react";

/**
 * App-wide feedback outside React's tree, so the API client can report to it:
 * error messages for the "Attenzione" modal, success notices, and the saving lock.
 */
type FeedbackState = { errors: string[]; notices: string[]; saving: boolean };

let state: FeedbackState = { errors: [], notices: [], saving: false };
// Errors raised together with a navigation (e.g. logout) must survive that navigation.
let keepErrorsOnNavigation = false;
// Errors that say a call got no answer (the network): stale once an answer comes.
const noAnswerErrors = new Set<string>();
const listeners = new Set<() => void>();

function set(next: Partial<FeedbackState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const feedback = {
  showErrors(messages: string[]) {
    const clean = messages.filter(Boolean);
    for (const message of clean) noAnswerErrors.delete(message);
    if (clean.length) set({ errors: [...state.errors, ...clean.filter((m) => !state.errors.includes(m))] });
  },
  /** Errors about a call that got no answer ("in attesa di rete", a read that failed offline). */
  showNoAnswer(messages: string[]) {
    feedback.showErrors(messages);
    for (const message of messages.filter(Boolean)) noAnswerErrors.add(message);
  },
  /**
   * A call got its answer (a save went through, one re-sent once the network was back included):
   * the errors shown because an earlier one got none are taken away, the others stay.
   */
  answered() {
    if (!noAnswerErrors.size) return;
    const left = state.errors.filter((message) => !noAnswerErrors.has(message));
    noAnswerErrors.clear();
    if (left.length !== state.errors.length) set({ errors: left });
  },
  clearErrors() {
    noAnswerErrors.clear();
    if (state.errors.length) set({ errors: [] });
  },
  showErrorsAcrossNavigation(messages: string[]) {
    keepErrorsOnNavigation = messages.length > 0;
    feedback.showErrors(messages);
  },
  /** Called on each navigation: errors are cleared unless they belong to it. */
  navigated() {
    if (keepErrorsOnNavigation) keepErrorsOnNavigation = false;
    else feedback.clearErrors();
  },
  showNotices(messages: string[]) {
    if (messages.length) set({ notices: messages });
  },
  clearNotices() {
    set({ notices: [] });
  },
  /** The errors the Attenzione modal shows now. */
  shownErrors: (): readonly string[] => state.errors,
  isSaving: () => state.saving,
  setSaving(saving: boolean) {
    set({ saving });
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverState: FeedbackState = { errors: [], notices: [], saving: false };

export function useFeedback(): FeedbackState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}
