"use client";
import { loadSoon } from "@/components/common/loadSoon";

/**
 * The players import screen, fetched as soon as the page's own code runs: its upload, mapping and
 * preview parts (MUI radios, selects, progress) stay out of the page's first load (docs/BUNDLE.md).
 */
export const PlayersImportScreen = loadSoon(() =>
  import("./PlayersImport").then((module) => module.PlayersImport),
);
