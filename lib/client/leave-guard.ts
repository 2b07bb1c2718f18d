/**
 * The one place that knows whether the page holds unsaved edits, so that ways out living outside
 * the page (the header's logo, logout) ask the page's question before leaving.
 */
type LeaveHandler = (proceed: () => void) => void;

let handler: LeaveHandler | null = null;

/** Registers the page's "Uscire senza salvare?" question; returns the unregister function. */
export function registerLeaveGuard(next: LeaveHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/** Runs `proceed` now, or once the user has answered the page's question with Salva or Comtinua. */
export function confirmLeave(proceed: () => void) {
  if (handler) handler(proceed);
  else proceed();
}

/** Whether the page will ask its question before leaving (a form has unsaved edits). */
export const leaveGuarded = (): boolean => handler !== null;
