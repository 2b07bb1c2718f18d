"use client";
import type { TooltipProps } from "@mui/material/Tooltip";
import { cloneElement, isValidElement, type ReactElement } from "react";
import { deferred } from "./deferred";

const MuiTooltip = deferred(() => import("@mui/material/Tooltip").then((module) => module.default), {
  when: "idle",
});

/**
 * MUI's Tooltip without Tooltip, Popper and popper.js (~9 KiB gzipped) on the first load:
 * the child is shown as is, with the accessible name MUI's Tooltip gives it (a string title becomes
 * its aria-label), and MUI's Tooltip takes over once fetched, when the page is idle.
 */
export function Tooltip(props: TooltipProps) {
  const child = props.children;
  const named =
    isValidElement<Record<string, unknown>>(child) &&
    typeof props.title === "string" &&
    !props.describeChild &&
    child.props["aria-label"] === undefined
      ? cloneElement(child as ReactElement<Record<string, unknown>>, { "aria-label": props.title })
      : child;
  return <MuiTooltip {...props} fallback={named} />;
}
