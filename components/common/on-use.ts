"use client";
import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * A module fetched on use (keeping the first load <= 250 KiB), without Suspense: `useLoaded()` is
 * undefined on the server, during hydration and until the module has arrived, then the module's
 * value (the component re-renders). `preload()` starts the fetch early (idle time, first focus). A
 * failed fetch (offline) is forgotten, so the next use tries again.
 *
 * Its arrival re-renders each user in a transition, which React renders in slices between other
 * work: a store update (the `synchronous` way) is one render in one task, ~100 ms of a 4x slower
 * CPU for a select field's swap. `synchronous` is for a part the user is waiting on with
 * the focus (a date field's picker): its render and its effects (taking the focus) run in one
 * task, with no gap for a keystroke to fall into.
 */
export function onUse<T>(load: () => Promise<T>, { synchronous = false }: { synchronous?: boolean } = {}) {
  let value: T | undefined;
  let pending: Promise<T | undefined> | undefined;
  const listeners = new Set<() => void>();
  const preload = () =>
    (pending ??= load().then(
      (loaded) => {
        value = loaded;
        // Each user re-renders in a task of its own: a screen's date fields all swapping their
        // look-alike for the picker in one render would be a long task.
        for (const listener of listeners) setTimeout(listener, 0);
        return loaded;
      },
      () => {
        pending = undefined;
        return undefined;
      },
    ));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const snapshot = () => value;
  const serverSnapshot = () => undefined;

  /** The module once it has arrived, rendered in one task; `wanted` false does not fetch it. */
  function useLoadedSynchronously(wanted = true): T | undefined {
    const loaded = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
    useEffect(() => {
      if (wanted) void preload();
    }, [wanted]);
    return loaded;
  }

  /** The module once it has arrived, rendered in a transition; `wanted` false does not fetch it. */
  function useLoadedInTransition(wanted = true): T | undefined {
    // The module as a render finds it: undefined on the server and while hydrating (the server's
    // HTML is matched), the module itself in a component mounted after it arrived.
    const found = useSyncExternalStore(noSubscription, snapshot, serverSnapshot);
    const [arrived, setArrived] = useState<T | undefined>(undefined);
    useEffect(() => {
      if (found !== undefined) return;
      let active = true;
      const listener = () => {
        // An updater: the value is often a component, which setState would call as one.
        if (active) startTransition(() => setArrived(() => value));
      };
      const unsubscribe = subscribe(listener);
      if (value !== undefined) listener();
      else if (wanted) void preload();
      return () => {
        active = false;
        unsubscribe();
      };
    }, [found, wanted]);
    return found ?? arrived;
  }

  return { preload, useLoaded: synchronous ? useLoadedSynchronously : useLoadedInTransition };
}

/** Runs `task` when the browser is idle (at the latest after 2 s). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback !== "function") {
    const timer = window.setTimeout(task, 200);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(task, { timeout: 2000 });
  return () => window.cancelIdleCallback(handle);
}
