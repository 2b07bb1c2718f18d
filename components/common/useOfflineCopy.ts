"use client";
import { useEffect, type RefObject } from "react";
import type { OfflineCopyKind } from "@/lib/client/offline-copies";

/**
 * Keeps what the list under `root` shows for each read from the server, with that read's time
 * (its `data-read-at`), to be read on the offline page (lib/client/offline-copies.ts, loaded after
 * the page: it watches the list from there).
 */
export function useOfflineCopy(
  kind: OfflineCopyKind,
  eventName: string | undefined,
  root: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const element = root.current;
    if (!eventName || !element) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import("@/lib/client/offline-copies")
      .then((module) => {
        if (!ended) stop = module.watchList(kind, eventName, element);
      })
      .catch(() => undefined);
    return () => {
      ended = true;
      stop?.();
    };
  }, [kind, eventName, root]);
}
