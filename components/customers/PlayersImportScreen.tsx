"use client";
import { deferred } from "@/components/common/deferred";

/**
 * The players import screen: its upload, mapping and preview parts (MUI radios, selects, progress)
 * would take the page to 266 KiB of first load, over its 250 (docs/BUNDLE.md), so they are fetched
 * when the page is idle, right after its first paint.
 */
export const PlayersImportScreen = deferred(
  () => import("./PlayersImport").then((module) => module.PlayersImport),
  { when: "idle" },
);
