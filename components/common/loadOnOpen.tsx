"use client";
import { useEffect, useState, type ComponentType } from "react";
import { onUse, whenIdle } from "./on-use";

/**
 * A dialog whose code is not part of the page's first load: fetched when the page is
 * idle, or at once when it is first opened, then kept mounted (closing animations keep working).
 * Same props as the dialog; nothing is rendered until its code has arrived.
 */
export function loadOnOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const dialog = onUse(load);
  return function LoadedOnOpen(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    useEffect(() => whenIdle(() => void dialog.preload()), []);
    const Dialog = dialog.useLoaded(wanted);
    return Dialog ? <Dialog {...props} /> : null;
  };
}
