"use client";
import type { PopoverProps } from "@mui/material/Popover";
import type { ComponentType } from "react";
import { loadOnOpen } from "./loadOnOpen";

/**
 * MUI's Popover (with Modal and its focus trap) fetched when the page is idle or at its first
 * opening, not in the first load. Same props.
 */
export const Popover = loadOnOpen(() =>
  import("@mui/material/Popover").then((module) => module.default as ComponentType<PopoverProps>),
);
