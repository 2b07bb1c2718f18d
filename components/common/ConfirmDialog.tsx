"use client";
import { deferred } from "./deferred";

/**
 * A yes/no question, e.g. "Eliminare utente?". The dialog's code (MUI Dialog, Modal, focus trap) is
 * fetched when the page is idle or the question is first asked: not in the first load.
 */
export const ConfirmDialog = deferred(
  () => import("./ConfirmDialogView").then((module) => module.ConfirmDialogView),
  { when: "open" },
);
