"use client";
import { lazy, Suspense, type ComponentProps } from "react";
import { useHydrated } from "@/components/common/useHydrated";
import type { AuditTrailButton as AuditTrailButtonType } from "./AuditTrailButton";
import type { AuditTrailPanel as AuditTrailPanelType } from "./AuditTrailPanel";

/**
 * The entry points the pages import: even the collapsed section and the history button are
 * fetched after the first paint (as the attachments section is), so a page's first-load
 * JavaScript does not grow (issue 7 budgets, docs/BUNDLE.md). The list and its request wait
 * until the section or the dialog is opened. The section is not rendered by the server: it opens
 * with the page's code (issue 23 item 3), and it is below the first screen.
 */
const AuditTrailPanel = lazy(() =>
  import("./AuditTrailPanel").then((module) => ({ default: module.AuditTrailPanel })),
);
const AuditTrailButton = lazy(() =>
  import("./AuditTrailButton").then((module) => ({ default: module.AuditTrailButton })),
);

export function AuditTrailSection(props: ComponentProps<typeof AuditTrailPanelType>) {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <AuditTrailPanel {...props} />
    </Suspense>
  );
}

export function AuditTrailRowButton(props: ComponentProps<typeof AuditTrailButtonType>) {
  return (
    <Suspense fallback={null}>
      <AuditTrailButton {...props} />
    </Suspense>
  );
}
