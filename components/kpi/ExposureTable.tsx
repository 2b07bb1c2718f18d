"use client";
import WarningAmberIcon from "@mui/icons-material/WarningAmber";
import {
  Box,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { Tooltip } from "@/components/common/Tooltip";
import { useLocale, useTranslations } from "next-intl";
import { formatDate, formatEuro } from "@/lib/client/format";
import type { ExposureDto } from "@/lib/kpi/schemas";

type RoomTypeExposure = ExposureDto["hotels"][number]["roomTypes"][number];

/** One room type's nights to come: allotment, booked, free, unsold cost, expected pickup and release flag. */
export function ExposureTable({
  hotelName,
  roomType,
  predicted,
}: {
  hotelName: string;
  roomType: RoomTypeExposure;
  predicted: boolean;
}) {
  const t = useTranslations("kpi");
  const locale = useLocale();
  return (
    <Box data-testid="exposure-room-type">
      <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {predicted
          ? t("exposure.totalExpected", {
              type: roomType.type,
              cost: formatEuro(roomType.unsoldCost, locale),
              expected: formatEuro(roomType.expectedUnsoldCost, locale),
            })
          : t("exposure.total", { type: roomType.type, cost: formatEuro(roomType.unsoldCost, locale) })}
      </Typography>
      {/* Scrolls sideways on narrow screens: focusable, so the keyboard can scroll it too. */}
      <Box
        sx={{ overflowX: "auto" }}
        tabIndex={0}
        role="region"
        aria-label={`${t("exposure.title")}: ${hotelName}, ${roomType.type}`}
      >
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t("exposure.night")}</TableCell>
              <TableCell align="right">{t("exposure.allotted")}</TableCell>
              <TableCell align="right">{t("exposure.booked")}</TableCell>
              <TableCell align="right">{t("exposure.free")}</TableCell>
              <TableCell align="right">{t("exposure.unsoldCost")}</TableCell>
              {predicted && <TableCell align="right">{t("exposure.expectedBooked")}</TableCell>}
              {predicted && <TableCell align="right">{t("exposure.expectedUnsoldCost")}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {roomType.nights.map((night) => (
              <TableRow key={night.night}>
                <TableCell>
                  <Stack direction="row" sx={{ alignItems: "center", gap: 1 }}>
                    {formatDate(night.night, locale)}
                    {night.releaseAdvised && (
                      <Tooltip title={t("exposure.releaseTip")}>
                        {/* Outlined with dark text: white on the warning orange is below 4.5:1 (axe). */}
                        <Chip
                          size="small"
                          color="warning"
                          variant="outlined"
                          sx={{ "& .MuiChip-label": { color: "text.primary" } }}
                          icon={<WarningAmberIcon />}
                          label={t("exposure.release")}
                          data-testid="exposure-release"
                        />
                      </Tooltip>
                    )}
                  </Stack>
                </TableCell>
                <TableCell align="right">{night.allotted}</TableCell>
                <TableCell align="right">{night.booked}</TableCell>
                <TableCell align="right">{night.free}</TableCell>
                <TableCell align="right">{formatEuro(night.unsoldCost, locale)}</TableCell>
                {predicted && <TableCell align="right">{night.expectedBooked}</TableCell>}
                {predicted && (
                  <TableCell align="right">
                    {formatEuro(night.expectedUnsoldCost, locale)} ({formatEuro(night.lowUnsoldCost, locale)}{" "}
                    - {formatEuro(night.highUnsoldCost, locale)})
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

/** The exposure of every hotel, for the Dettaglio tab. */
export function ExposureSection({ exposure }: { exposure: ExposureDto }) {
  const t = useTranslations("kpi");
  return (
    <Stack spacing={2} data-testid="kpi-exposure">
      <Typography variant="h6" component="h2">
        {t("exposure.title")}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t("exposure.hint")} {!exposure.predicted && t("exposure.noPrediction")}
      </Typography>
      {exposure.hotels.length === 0 && <Typography>{t("exposure.none")}</Typography>}
      {exposure.hotels.map((hotel) => (
        <Stack key={hotel.id} spacing={1}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {hotel.name}
          </Typography>
          {hotel.roomTypes.map((roomType) => (
            <ExposureTable
              key={roomType.id}
              hotelName={hotel.name}
              roomType={roomType}
              predicted={exposure.predicted}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
