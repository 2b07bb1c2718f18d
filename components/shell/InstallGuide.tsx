"use client";
import { Button, Paper, Stack, Typography } from "@mui/material";
import Link from "next/link";
import { useMessages, useTranslations } from "next-intl";
import { useAuth } from "@/components/auth/AuthProvider";

const SECTIONS = ["windowsMac", "ios", "android"] as const;

export function InstallGuide() {
  const t = useTranslations("guide");
  const messages = useMessages() as { guide: Record<(typeof SECTIONS)[number], { steps: string[] }> };
  const { state } = useAuth();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t("title")}
      </Typography>
      <Typography>{t("intro")}</Typography>
      {SECTIONS.map((section) => (
        <Paper key={section} sx={{ p: 3 }} component="section">
          <Typography variant="h6" component="h2" gutterBottom>
            {t(`${section}.title`)}
          </Typography>
          <ol>
            {messages.guide[section].steps.map((_, index) => (
              <li key={index}>
                <Typography>{t(`${section}.steps.${index}`)}</Typography>
              </li>
            ))}
          </ol>
        </Paper>
      ))}
      <Typography>{t("updates")}</Typography>
      <div>
        <Button component={Link} href={state.status === "authenticated" ? "/" : "/login"}>
          {state.status === "authenticated" ? t("toHome") : t("toLogin")}
        </Button>
      </div>
    </Stack>
  );
}
