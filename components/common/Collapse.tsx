"use client";
import { deferred } from "./deferred";

/**
 * A closed-at-first section (MUI Collapse, `open` for `in`) whose code and content are fetched when
 * the page is idle or at its first opening, not in the first load.
 */
export const Collapse = deferred(() => import("./CollapseView").then((module) => module.CollapseView), {
  when: "open",
});
