"use client";
import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { useHydrated } from "./useHydrated";

/**
 * An edit form's fields while its record loads: laid out as they will be, so nothing
 * moves when the values land, but greyed out and unreachable (`inert`: no tap, focus or keystroke
 * reaches them), so nothing is typed into a field that the record is about to fill. Also until the
 * page's code runs, on a screen the server renders: a keystroke before hydration would be lost
 * (React 19.2 does not replay it). Only this wrapper renders again then, not the form inside it.
 */
export function LoadingFields({
  loading: recordLoading,
  children,
}: {
  loading: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const loading = recordLoading || !hydrated;
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

/**
 * The light layer's fields by their data attributes (components/common/PlainTextField.tsx), MUI's
 * own widgets (pickers, Autocomplete, selects, switches…) by their class names.
 */
const LOADING_SX = {
  cursor: "progress",
  "& [data-field-box], & .MuiInputBase-root, & .MuiPickersInputBase-root": {
    bgcolor: "action.disabledBackground",
  },
  "& [data-field-label], & .MuiInputLabel-root, & .MuiFormControlLabel-label, & .MuiTypography-root": {
    color: "text.disabled",
  },
  "& .MuiCheckbox-root, & .MuiSwitch-root, & .MuiRating-root, & .MuiButton-root, & .MuiIconButton-root": {
    opacity: 0.38,
  },
} as const;
