"use client";
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useTranslations } from "next-intl";
import { logoutLines, type LogoutLoss } from "@/lib/client/logout-question";

/**
 * Logout's one question (SignedInDevice, loaded on use): what leaving now discards, each in its
 * own line, with Annulla and "Esci e scarta".
 */
export function LogoutDialog({
  open,
  loss,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  loss: LogoutLoss;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("shell.logoutQuestion");
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="logout-title"
      aria-describedby="logout-text"
      data-testid="logout-question"
    >
      <DialogTitle id="logout-title">{t("title")}</DialogTitle>
      <DialogContent id="logout-text">
        {logoutLines(loss).map((line) => (
          <DialogContentText key={line} sx={{ mb: 1 }}>
            {t(line, { count: loss.unsent })}
          </DialogContentText>
        ))}
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" onClick={onCancel} autoFocus>
          {t("cancel")}
        </Button>
        <Button color="warning" variant="contained" onClick={onConfirm}>
          {t("discard")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
