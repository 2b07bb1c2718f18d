"use client";
import { Alert } from "@mui/material";
import { useTranslations } from "next-intl";
import type { EventDto } from "@/lib/events/schemas";

/** Shown on every cash screen of a closed event; the server refuses its movements. */
export function CashClosedBanner({ event }: { event: EventDto | undefined }) {
  const t = useTranslations("cash");
  if (!event?.isFreezed) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="cash-event-closed">
      {t("closedBanner")}
    </Alert>
  );
}
