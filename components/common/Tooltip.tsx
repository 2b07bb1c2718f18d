"use client";
import type { TooltipProps } from "@mui/material/Tooltip";
import { cloneElement, isValidElement, useEffect, useState, type ReactElement } from "react";
import { onUse, whenIdle } from "./on-use";

const muiTooltip = onUse(() => import("@mui/material/Tooltip").then((module) => module.default));

/**
 * MUI's Tooltip without Tooltip, Popper and popper.js (~9 KiB gzipped) on the first load:
 * the child is shown as is, with the accessible name MUI's Tooltip gives it (a string title becomes
 * its aria-label), and MUI's Tooltip takes over once fetched: when the page is idle, or at once
 * when the pointer or focus reaches the child.
 */
export function Tooltip(props: TooltipProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => void muiTooltip.preload()), []);
  const MuiTooltip = muiTooltip.useLoaded(wanted);
  // eslint-disable-next-line react-hooks/static-components -- the module's component, not created here
  if (MuiTooltip) return <MuiTooltip {...props} />;
  const child = props.children;
  if (!isValidElement<Record<string, unknown>>(child)) return child;
  const own = child.props;
  const want = (name: string) => (event: unknown) => {
    setWanted(true);
    (own[name] as ((event: unknown) => void) | undefined)?.(event);
  };
  return cloneElement(child as ReactElement<Record<string, unknown>>, {
    ...(typeof props.title === "string" &&
      !props.describeChild &&
      own["aria-label"] === undefined && { "aria-label": props.title }),
    onPointerEnter: want("onPointerEnter"),
    onFocus: want("onFocus"),
    onTouchStart: want("onTouchStart"),
  });
}
