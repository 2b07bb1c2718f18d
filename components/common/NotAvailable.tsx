"use client";
import { Button, Paper, Stack, Typography } from "@mui/material";
import Link from "next/link";
import { useTranslations } from "next-intl";

export function NotAvailable() {
  const t = useTranslations("common");
  return (
    <Paper sx={{ p: 4 }}>
      <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
        <Typography variant="h5" component="h1">
          {t("notAvailableTitle")}
        </Typography>
        <Typography>{t("notAvailableText")}</Typography>
        <Button component={Link} href="/">
          {t("home")}
        </Button>
      </Stack>
    </Paper>
  );
}
