"use client";
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { feedback } from "@/lib/client/feedback-store";

/** SPEC.md section 9: the scanner waits 250 ms between attempts. */
export const QR_SCAN_DELAY_MS = 250;

/**
 * Camera QR reader (@zxing/browser). `onResult` gets the decoded text and the reader closes.
 * A camera or decoder failure closes it and shows "Crash durante la lettura del QR code".
 */
export function QrReaderDialog({
  open,
  onClose,
  onResult,
}: {
  open: boolean;
  onClose: () => void;
  onResult: (text: string) => void;
}) {
  const t = useTranslations("common.qr");
  const video = useRef<HTMLVideoElement>(null);
  const handlers = useRef({ onClose, onResult });
  useEffect(() => {
    handlers.current = { onClose, onResult };
  }, [onClose, onResult]);

  useEffect(() => {
    if (!open) return;
    let stopped = false;
    let controls: { stop: () => void } | null = null;
    (async () => {
      try {
        const { BrowserQRCodeReader } = await import("@zxing/browser");
        const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: QR_SCAN_DELAY_MS });
        // Wait for the dialog to mount its video element.
        while (!video.current && !stopped) await new Promise((resolve) => setTimeout(resolve, 20));
        if (stopped || !video.current) return;
        controls = await reader.decodeFromVideoDevice(
          undefined,
          video.current,
          (result, _error, scanControls) => {
            if (!result || stopped) return;
            stopped = true;
            scanControls.stop();
            handlers.current.onResult(result.getText());
            handlers.current.onClose();
          },
        );
        if (stopped) controls.stop();
      } catch {
        if (stopped) return;
        stopped = true;
        feedback.showErrors([t("crash")]);
        handlers.current.onClose();
      }
    })();
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, [open, t]);

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="qr-title">
      <DialogTitle id="qr-title">{t("title")}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" gutterBottom>
          {t("hint")}
        </Typography>
        <Box
          component="video"
          ref={video}
          muted
          playsInline
          data-testid="qr-video"
          sx={{ width: "100%", borderRadius: 1, bgcolor: "black", minHeight: 240 }}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" onClick={onClose}>
          {t("close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
