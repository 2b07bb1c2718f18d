"use client";
import QrCodeScannerIcon from "@mui/icons-material/QrCodeScanner";
import IconButton, { type IconButtonProps } from "@mui/material/IconButton";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api-client";
import { deferred } from "./deferred";

/** The camera's QR reader: fetched when the page is idle or at its first opening. */
const QrReaderDialog = deferred(() => import("./QrReaderDialog").then((module) => module.QrReaderDialog), {
  when: "open",
});

/**
 * The camera button that reads a customer's own QR code (customers, reservation list, a
 * reservation's guests) and reports that customer's id; anything else is reported by the server
 * in the Attenzione modal.
 */
export function CustomerQrButton({
  onCustomer,
  edge,
  sx,
}: {
  onCustomer: (id: number) => void | Promise<void>;
  edge?: IconButtonProps["edge"];
  sx?: IconButtonProps["sx"];
}) {
  const t = useTranslations("common.qr");
  const [scanning, setScanning] = useState(false);
  async function openScanned(text: string) {
    try {
      const found = await api.get<{ id: number }>(`/customers/byqr/${encodeURIComponent(text.trim())}`);
      await onCustomer(found.id);
    } catch {
      // The Attenzione modal already shows why.
    }
  }
  return (
    <>
      <IconButton aria-label={t("open")} onClick={() => setScanning(true)} edge={edge} sx={sx}>
        <QrCodeScannerIcon />
      </IconButton>
      <QrReaderDialog
        open={scanning}
        onClose={() => setScanning(false)}
        onResult={(text) => void openScanned(text)}
      />
    </>
  );
}
