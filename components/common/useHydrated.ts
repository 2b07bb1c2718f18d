import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while React renders on the server and hydrates the server's HTML, true after. A control
 * rendered by the server that needs the page's code (a button that opens a dialog) is disabled
 * until then, visibly, rather than dropping a quick clerk's tap.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
