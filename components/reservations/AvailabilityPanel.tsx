"use client";
import { Alert, Box, Chip, LinearProgress, Stack, Typography } from "@mui/material";
import { useLocale, useTranslations } from "next-intl";
import { formatDate, formatEuro } from "@/lib/client/format";
import { addDays, isIsoDay } from "@/lib/dates";
import type { AvailabilityDto } from "./reservation-types";

/** SPEC.md section 4: 0..5 free rooms is a warning, below 0 is danger. */
export function availabilityColor(free: number): "error" | "warning" | "success" {
  if (free < 0) return "error";
  if (free <= 5) return "warning";
  return "success";
}

/** The nights of a stay (YYYY-MM-DD), check-in included, check-out excluded; at most 62. */
export function stayDays(checkIn: string, checkOut: string): string[] {
  const days: string[] = [];
  if (!isIsoDay(checkIn) || !isIsoDay(checkOut)) return days;
  for (let day = checkIn; day < checkOut && days.length < 62; day = addDays(day, 1)) days.push(day);
  return days;
}

// 128 px: "tassa di soggiorno" fits one line of a night's box.
const NIGHTS_GRID = { display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(128px, 1fr))", gap: 1 };
const NIGHT_BOX = { border: 1, borderColor: "divider", borderRadius: 1, p: 1, textAlign: "center" };
/**
 * The night's price and its tourist tax, named ("130,00 € + 2,50 € tassa di soggiorno"): two
 * caption lines, their room kept while the figures load.
 */
const NIGHT_PRICE = { minHeight: 40 };
/** A placeholder of a small Chip's and a caption's height while the night's figures load. */
const bone = (height: number, width: string) => ({
  height,
  width,
  mx: "auto",
  borderRadius: 1,
  bgcolor: "action.hover",
});

/**
 * Free rooms per night of the stay, with the overbooking warning and the nights not on sale. While
 * they load, each night's box is there at its final size (dates known, figures greyed), so the
 * sections below do not move when the figures arrive.
 */
export function AvailabilityPanel({
  ready,
  loading,
  availability,
  checkIn,
  checkOut,
}: {
  /** False until hotel, room type and valid dates are chosen. */
  ready: boolean;
  loading: boolean;
  availability: AvailabilityDto | undefined;
  checkIn: string;
  checkOut: string;
}) {
  const t = useTranslations("reservations");
  const locale = useLocale();
  if (!ready) return <Typography color="textSecondary">{t("availability.hint")}</Typography>;
  if (!availability) {
    if (!loading) return null;
    return (
      // The same frame as the loaded panel (progress row, then the nights), so nothing moves.
      <Stack spacing={1} aria-busy="true" data-testid="availability-loading">
        <Box sx={{ height: 4 }}>
          <LinearProgress aria-label={t("availability.loading")} />
        </Box>
        <Box sx={NIGHTS_GRID}>
          {stayDays(checkIn, checkOut).map((day) => (
            <Box key={day} sx={NIGHT_BOX}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {formatDate(day, locale)}
              </Typography>
              <Box sx={{ ...bone(24, "70%"), my: 0.5 }} />
              <Box sx={{ ...NIGHT_PRICE, display: "flex", alignItems: "center" }}>
                <Box sx={bone(20, "85%")} />
              </Box>
            </Box>
          ))}
        </Box>
      </Stack>
    );
  }
  return (
    <Stack spacing={1} data-testid="availability-panel">
      {/* Its room kept while the figures are fetched again, so nothing below moves. */}
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t("availability.loading")} />}</Box>
      {availability.overbooking && (
        <Alert severity="warning" data-testid="overbooking-warning">
          {t("availability.overbooking")}
        </Alert>
      )}
      {availability.uncoveredNights.length > 0 && (
        <Alert severity="error" data-testid="uncovered-nights">
          {t("availability.uncovered", {
            nights: availability.uncoveredNights.map((night) => formatDate(night, locale)).join(", "),
          })}
        </Alert>
      )}
      <Box sx={NIGHTS_GRID}>
        {availability.reservationDays.map((night) => (
          <Box
            key={night.day}
            data-testid="availability-night"
            data-day={night.day.slice(0, 10)}
            data-free={night.availability}
            sx={NIGHT_BOX}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {formatDate(night.day, locale)}
            </Typography>
            <Chip
              size="small"
              color={availabilityColor(night.availability)}
              label={t("availability.free", { count: night.availability })}
              sx={{ my: 0.5 }}
            />
            <Typography
              variant="caption"
              component="div"
              color="textSecondary"
              sx={NIGHT_PRICE}
              data-testid="night-price"
            >
              {t("availability.nightPrice", {
                price: formatEuro(night.sellPrice, locale),
                tax: formatEuro(night.dailyTax, locale),
              })}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
