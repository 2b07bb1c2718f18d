"use client";
import { lazy, Suspense, type ComponentProps } from "react";
import { useHydrated } from "@/components/common/useHydrated";
import type { AuditTrailDialog as AuditTrailDialogType } from "./AuditTrailDialog";
import type { AuditTrailPanel as AuditTrailPanelType } from "./AuditTrailPanel";

/**
 * The entry points the pages import: even the collapsed section and a list row's history dialog are
 * fetched after the first paint (as the attachments section is), so a page's first-load
 * JavaScript does not grow (docs/BUNDLE.md). The list and its request wait
 * until the section or the dialog is opened. The section is not rendered by the server: it opens
 * with the page's code, and it is below the first screen.
 */
const AuditTrailPanel = lazy(() =>
  import("./AuditTrailPanel").then((module) => ({ default: module.AuditTrailPanel })),
);
const AuditTrailDialog = lazy(() =>
  import("./AuditTrailDialog").then((module) => ({ default: module.AuditTrailDialog })),
);

export function AuditTrailSection(props: ComponentProps<typeof AuditTrailPanelType>) {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <AuditTrailPanel {...props} />
    </Suspense>
  );
}

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
  return (
    <Suspense fallback={null}>
      <AuditTrailDialog key={`${trail.entity} ${trail.id}`} {...trail} open={open} onClose={onClose} />
    </Suspense>
  );
}
