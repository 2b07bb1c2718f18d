"use client";
import { Chip, Stack, Typography } from "@mui/material";
import { useLocale, useTranslations } from "next-intl";
import { formatDate } from "@/lib/client/format";
import { daysBetween } from "@/lib/dates";
import type { CommunicationDto } from "@/lib/communications/schemas";

const TYPE_COLOR = { New: "success", Modified: "warning", Canceled: "error" } as const;

/** One communication: kind, reservation, guests, stay (previous -> current when modified). */
export function CommunicationLine({ communication: c }: { communication: CommunicationDto }) {
  const t = useTranslations("communications");
  const locale = useLocale();
  const changed = c.communicationType === "Modified";
  const from = (prev: string | null, act: string, format: (v: string) => string) =>
    changed && prev && prev !== act ? `${format(prev)} → ${format(act)}` : format(act);
  const date = (v: string) => formatDate(v, locale);
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: "center", flexWrap: "wrap", columnGap: 1, rowGap: 0.5 }}>
        <Chip size="small" color={TYPE_COLOR[c.communicationType]} label={t(`type.${c.communicationType}`)} />
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {c.progressiveNumber
            ? t("progressive", { number: c.progressiveNumber })
            : t("reservation", { id: c.reservationId })}
        </Typography>
        {c.isStaffBooking && <Chip size="small" variant="outlined" label={t("staff")} />}
        {c.guestNames && (
          <Typography component="span" color="textSecondary" sx={{ overflowWrap: "anywhere" }}>
            {c.guestNames}
          </Typography>
        )}
      </Stack>
      <Typography variant="body2">
        {from(c.prevCheckIn, c.actCheckIn, date)} – {from(c.prevCheckOut, c.actCheckOut, date)} ·{" "}
        {t("nights", { count: daysBetween(c.actCheckIn, c.actCheckOut) })} ·{" "}
        {from(c.prevRoomType, c.actRoomType, (v) => v)}
      </Typography>
    </Stack>
  );
}
