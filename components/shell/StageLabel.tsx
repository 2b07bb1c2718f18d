"use client";
import { Chip } from "@mui/material";
import { useTranslations } from "next-intl";
import { useAppEnv } from "@/components/providers/AppEnvContext";

/** The red environment label, shown only on Stage. */
export function StageLabel() {
  const t = useTranslations("shell");
  if (useAppEnv() !== "Stage") return null;
  return (
    <Chip label={t("stage")} color="error" size="small" data-testid="stage-label" sx={{ fontWeight: 700 }} />
  );
}
