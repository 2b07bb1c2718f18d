"use client";
import { deferred } from "@/components/common/deferred";

/**
 * The editors' attachments section, at the bottom of the form: its code (table, tooltips with
 * Popper, upload and rename dialogs) is fetched after the first paint (docs/BUNDLE.md).
 */
export const AttachmentsSection = deferred(
  () => import("./AttachmentsPanel").then((module) => module.AttachmentsPanel),
  { when: "idle" },
);
