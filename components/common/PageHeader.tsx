"use client";
import { Box, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";

/**
 * A page title with its actions on the right.
 *
 * Nothing in it moves while the page loads: `subtitle` is a line under the header
 * (e.g. the event's name) that is kept, empty, while its value loads (`null`: loading; leave it
 * out for no line); `stackActions` puts the actions on their own row below that width, for a
 * title whose length changes when its counts arrive ("Prenotazioni (10) Ospiti (13)"), so the
 * actions do not jump to a second row when the longer title lands.
 */
export function PageHeader({
  title,
  subtitle,
  actions,
  stackActions,
}: {
  title: ReactNode;
  subtitle?: ReactNode | null;
  actions?: ReactNode;
  stackActions?: "md" | "always";
}) {
  const titleBasis =
    stackActions === "always" ? "100%" : stackActions === "md" ? { xs: "100%", md: 0 } : undefined;
  return (
    <>
      <Stack
        direction="row"
        sx={{ alignItems: "center", mb: subtitle === undefined ? 2 : 1, gap: 1, flexWrap: "wrap" }}
      >
        <Typography
          variant="h5"
          component="h1"
          sx={{ flexGrow: 1, flexBasis: titleBasis, minHeight: "1.334em" }}
        >
          {title}
        </Typography>
        {actions}
      </Stack>
      {subtitle !== undefined && (
        // One line, always: its height is there before the value arrives.
        <Box sx={{ mb: 2, minHeight: "1.5em" }}>
          <Typography color="textSecondary" noWrap data-testid="page-subtitle">
            {subtitle ?? "\u00a0"}
          </Typography>
        </Box>
      )}
    </>
  );
}
