"use client";
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useTranslations } from "next-intl";

/** "Uscire senza salvare?" with Salva, Continua and Annulla (useUnsavedChangesGuard, loaded on use). */
export function UnsavedChangesDialog({
  open,
  onSave,
  onLeave,
  onStay,
}: {
  open: boolean;
  onSave: () => void;
  onLeave: () => void;
  onStay: () => void;
}) {
  const t = useTranslations("common");
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="unsaved-title">
      <DialogTitle id="unsaved-title">{t("unsavedTitle")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t("unsavedText")}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onSave}>{t("save")}</Button>
        <Button color="warning" onClick={onLeave}>
          {t("continue")}
        </Button>
        <Button variant="outlined" onClick={onStay}>
          {t("cancel")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
