"use client";
import type { ComponentType } from "react";
import { onUse } from "./on-use";

/**
 * A part of a page below its first screen (an editor's later section) kept out of the page's
 * first load: its code is fetched as soon as the page's own code runs in the browser,
 * beside the page's data requests, and it renders once it has arrived (nothing before).
 */
export function loadSoon<P extends object>(load: () => Promise<ComponentType<P>>) {
  const part = onUse(load);
  if (typeof window !== "undefined") void part.preload();
  function LoadedSoon(props: P) {
    const Part = part.useLoaded();
    return Part ? <Part {...props} /> : null;
  }
  /** Whether the part has arrived: a page can keep its skeleton until then, so nothing moves. */
  LoadedSoon.useReady = () => part.useLoaded() !== undefined;
  return LoadedSoon;
}
