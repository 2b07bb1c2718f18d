"use client";
import { Alert, Box, Chip, LinearProgress, Stack, Typography } from "@mui/material";
import { useLocale, useTranslations } from "next-intl";
import { formatDate, formatEuro } from "@/lib/client/format";
import type { AvailabilityDto } from "./reservation-types";

/** SPEC.md section 4: 0..5 free rooms is a warning, below 0 is danger. */
export function availabilityColor(free: number): "error" | "warning" | "success" {
  if (free < 0) return "error";
  if (free <= 5) return "warning";
  return "success";
}

/** Free rooms per night of the stay, with the overbooking warning and the nights not on sale. */
export function AvailabilityPanel({
  ready,
  loading,
  availability,
}: {
  /** False until hotel, room type and valid dates are chosen. */
  ready: boolean;
  loading: boolean;
  availability: AvailabilityDto | undefined;
}) {
  const t = useTranslations("reservations");
  const locale = useLocale();
  if (!ready) return <Typography color="text.secondary">{t("availability.hint")}</Typography>;
  if (!availability) return loading ? <LinearProgress /> : null;
  return (
    <Stack spacing={1} data-testid="availability-panel">
      {loading && <LinearProgress />}
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
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: "repeat(auto-fill, minmax(120px, 1fr))",
          gap: 1,
        }}
      >
        {availability.reservationDays.map((night) => (
          <Box
            key={night.day}
            data-testid="availability-night"
            data-day={night.day.slice(0, 10)}
            data-free={night.availability}
            sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1, textAlign: "center" }}
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
            <Typography variant="caption" component="div" color="text.secondary">
              {formatEuro(night.sellPrice, locale)} + {formatEuro(night.dailyTax, locale)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
