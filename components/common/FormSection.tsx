"use client";
import { Paper, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** A titled block of an edit page (e.g. "Dati personali", "Account"). */
export function FormSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
