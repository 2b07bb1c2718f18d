"use client";
import { lazy, Suspense, type ComponentProps } from "react";
import { useHydrated } from "@/components/common/useHydrated";
import type { AttachmentsPanel as AttachmentsPanelType } from "./AttachmentsPanel";

/**
 * The editors' attachments section, at the bottom of the form: its code (table, tooltips with
 * Popper, upload and rename dialogs) is fetched after the first paint (docs/BUNDLE.md).
 */
const AttachmentsPanel = lazy(() =>
  import("./AttachmentsPanel").then((module) => ({ default: module.AttachmentsPanel })),
);

export function AttachmentsSection(props: ComponentProps<typeof AttachmentsPanelType>) {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <AttachmentsPanel {...props} />
    </Suspense>
  );
}
