"use client";
import { loadOnOpen } from "./loadOnOpen";

/**
 * A yes/no question, e.g. "Eliminare utente?". The dialog's code (MUI Dialog, Modal, focus trap) is
 * fetched when the page is idle or the question is first asked: not in the first load.
 */
export const ConfirmDialog = loadOnOpen(() =>
  import("./ConfirmDialogView").then((module) => module.ConfirmDialogView),
);
