"use client";
import Collapse, { type CollapseProps } from "@mui/material/Collapse";

/** MUI's Collapse with `open` for `in` (loaded on use by ./Collapse). */
export function CollapseView({ open, ...props }: Omit<CollapseProps, "in"> & { open: boolean }) {
  return <Collapse in={open} {...props} />;
}
