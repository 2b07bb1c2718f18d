"use client";
import { Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** A page title with its actions on the right. */
export function PageHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: "center", mb: 2, gap: 1, flexWrap: "wrap" }}>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {actions}
    </Stack>
  );
}
