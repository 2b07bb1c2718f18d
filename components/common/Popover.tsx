"use client";
import type { PopoverProps } from "@mui/material/Popover";
import type { ComponentType } from "react";
import { deferred } from "./deferred";

/**
 * MUI's Popover (with Modal and its focus trap) fetched when the page is idle or at its first
 * opening, not in the first load. Same props.
 */
export const Popover = deferred(
  () => import("@mui/material/Popover").then((module) => module.default as ComponentType<PopoverProps>),
  { when: "open" },
);
