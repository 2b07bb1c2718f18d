"use client";
import { Button, Dialog, DialogActions, DialogTitle } from "@mui/material";
import { useTranslations } from "next-intl";

/** A yes/no question, e.g. "Eliminare utente?" (loaded on use through ConfirmDialog). */
export function ConfirmDialogView({
  open,
  title,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("common");
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogActions>
        <Button variant="outlined" onClick={onCancel}>
          {t("no")}
        </Button>
        <Button onClick={onConfirm} autoFocus>
          {t("yes")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
