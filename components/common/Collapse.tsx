"use client";
import { loadOnOpen } from "./loadOnOpen";

/**
 * A closed-at-first section (MUI Collapse, `open` for `in`) whose code and content are fetched when
 * the page is idle or at its first opening, not in the first load.
 */
export const Collapse = loadOnOpen(() => import("./CollapseView").then((module) => module.CollapseView));
