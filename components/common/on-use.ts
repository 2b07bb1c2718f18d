"use client";
import { useEffect, useSyncExternalStore } from "react";

/**
 * A module fetched on use (issue 7: first load <= 250 KiB), without Suspense: `useLoaded()` is
 * undefined on the server, during hydration and until the module has arrived, then the module's
 * value (the component re-renders). `preload()` starts the fetch early (idle time, first focus). A
 * failed fetch (offline) is forgotten, so the next use tries again.
 */
export function onUse<T>(load: () => Promise<T>) {
  let value: T | undefined;
  let pending: Promise<T | undefined> | undefined;
  const listeners = new Set<() => void>();
  const preload = () =>
    (pending ??= load().then(
      (loaded) => {
        value = loaded;
        // Each user re-renders in a task of its own: a screen's date fields all swapping their
        // look-alike for the picker in one render was a long task (issue 23). Each swap is still
        // one synchronous render, its effects (the picker taking the focus) run in that task.
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
  /** The module once it has arrived; `wanted` false reads it without starting the fetch. */
  function useLoaded(wanted = true): T | undefined {
    const loaded = useSyncExternalStore(
      subscribe,
      () => value,
      () => undefined,
    );
    useEffect(() => {
      if (wanted) void preload();
    }, [wanted]);
    return loaded;
  }
  return { preload, useLoaded };
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
