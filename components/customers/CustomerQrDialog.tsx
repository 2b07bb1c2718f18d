"use client";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

/** The larger view of a customer's QR code (CustomerQrCode, loaded on use). */
export function CustomerQrDialog({
  open,
  image,
  name,
  onPrint,
  onClose,
}: {
  open: boolean;
  image: ReactNode;
  name: string;
  onPrint: () => void;
  onClose: () => void;
}) {
  const t = useTranslations("customers.qr");
  const tc = useTranslations("common");
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="customer-qr-title">
      <DialogTitle id="customer-qr-title">{t("dialogTitle")}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ alignItems: "center" }}>
          {image}
          <Typography variant="h6">{name}</Typography>
          <Typography variant="body2" color="textSecondary">
            {t("hint")}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" onClick={onPrint}>
          {t("print")}
        </Button>
        <Button onClick={onClose}>{tc("qr.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
