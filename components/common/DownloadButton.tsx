"use client";
import Button, { type ButtonProps } from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import { useState } from "react";

/**
 * A button that downloads a file (Excel, PDF) through `apiDownload`: while the download runs
 * (1-2 s for a report) it is disabled and shows a spinner, so a tap is seen to have started it
 * and is not repeated. `onDownload` returns when the file was handed over or
 * the failure shown.
 */
export function DownloadButton({
  onDownload,
  disabled,
  startIcon,
  ...props
}: Omit<ButtonProps, "onClick"> & { onDownload: () => Promise<unknown> }) {
  const [running, setRunning] = useState(false);
  const start = async () => {
    setRunning(true);
    try {
      await onDownload();
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button
      {...props}
      disabled={disabled || running}
      aria-busy={running || undefined}
      data-downloading={running ? "true" : undefined}
      startIcon={running ? <CircularProgress size={18} color="inherit" aria-hidden /> : startIcon}
      onClick={() => void start()}
    />
  );
}
