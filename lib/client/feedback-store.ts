import { useSyncExternalStore } from "react";

/**
 * App-wide feedback outside React's tree, so the API client can report to it:
 * error messages for the "Attenzione" modal, success notices, and the saving lock.
 */
type FeedbackState = { errors: string[]; notices: string[]; saving: boolean };

let state: FeedbackState = { errors: [], notices: [], saving: false };
// Errors raised together with a navigation (e.g. logout) must survive that navigation.
let keepErrorsOnNavigation = false;
const listeners = new Set<() => void>();

function set(next: Partial<FeedbackState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const feedback = {
  showErrors(messages: string[]) {
    const clean = messages.filter(Boolean);
    if (clean.length) set({ errors: [...state.errors, ...clean.filter((m) => !state.errors.includes(m))] });
  },
  clearErrors() {
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
