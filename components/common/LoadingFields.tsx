"use client";
import Box from "@mui/material/Box";
import type { ReactNode } from "react";

/**
 * An edit form's fields while its record loads (issue 23): laid out as they will be, so nothing
 * moves when the values land, but greyed out and unreachable (`inert`: no tap, focus or keystroke
 * reaches them), so nothing is typed into a field that the record is about to fill.
 */
export function LoadingFields({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Box
      inert={loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      sx={loading ? LOADING_SX : undefined}
    >
      {children}
    </Box>
  );
}

const LOADING_SX = {
  cursor: "progress",
  "& .MuiInputBase-root, & .MuiPickersInputBase-root": { bgcolor: "action.disabledBackground" },
  "& .MuiInputLabel-root, & .MuiFormControlLabel-label, & .MuiTypography-root": { color: "text.disabled" },
  "& .MuiCheckbox-root, & .MuiSwitch-root, & .MuiRating-root, & .MuiButton-root, & .MuiIconButton-root": {
    opacity: 0.38,
  },
} as const;
