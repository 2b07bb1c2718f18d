"use client";
import type { ComponentProps } from "react";
import { deferred } from "@/components/common/deferred";
import type { AuditTrailDialog as AuditTrailDialogType } from "./AuditTrailDialog";

/**
 * The entry points the pages import: even the collapsed section and a list row's history dialog are
 * fetched after the first paint (as the attachments section is), so a page's first-load
 * JavaScript does not grow (docs/BUNDLE.md). The list and its request wait
 * until the section or the dialog is opened. The section is not rendered by the server: it opens
 * with the page's code, and it is below the first screen.
 */
export const AuditTrailSection = deferred(
  () => import("./AuditTrailPanel").then((module) => module.AuditTrailPanel),
  { when: "idle" },
);
const AuditTrailDialog = deferred(
  () => import("./AuditTrailDialog").then((module) => module.AuditTrailDialog),
  { when: "open" },
);

/** The record whose "Storico modifiche" a list's row opens. */
export type RowTrail = Omit<ComponentProps<typeof AuditTrailDialogType>, "open" | "onClose">;

/**
 * The history dialog of a list's rows (a movement in Movimenti): the rows hold plain buttons
 * (PlainIconButton "history") and share this one dialog, whose code and request wait until a row's
 * button is first tapped.
 */
export function AuditTrailRowDialog({
  trail,
  open,
  onClose,
}: {
  trail: RowTrail | null;
  open: boolean;
  onClose: () => void;
}) {
  if (!trail) return null;
  return <AuditTrailDialog key={`${trail.entity} ${trail.id}`} {...trail} open={open} onClose={onClose} />;
}
