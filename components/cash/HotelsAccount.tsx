"use client";
import {
  Box,
  Button,
  Card,
  CardContent,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Tabs,
  Typography,
} from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { deferred } from "@/components/common/deferred";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { PageHeader } from "@/components/common/PageHeader";
import { cell, formGrid } from "@/components/common/form-grid";
import type { HotelsAccountDto } from "@/lib/cash/accounts-schemas";
import { api } from "@/lib/client/api-client";
import { formatDateTime, formatEuro } from "@/lib/client/format";
import { CashClosedBanner } from "./CashClosedBanner";
import { cashKey, useCashEvent } from "./cash-queries";

// Loaded on first use: the form and its date picker are not needed to read the figures.
const MovementDialog = deferred(() => import("./MovementDialog").then((m) => m.MovementDialog), {
  when: "idle",
});

const SUMMARY_ROWS = [
  ["sold", "totalSoldNightsCost"],
  ["unsold", "totalUnsoldNightsCost"],
  ["staff", "totalStaffNightsCost"],
  ["staffHotel", "totalStaffHotelNightsCost"],
  ["guest", "totalGuestNightsCost"],
  ["bookingTax", "totalBookingTax"],
  ["staffTax", "totalStaffTax"],
  ["staffHotelTax", "totalStaffHotelTax"],
  ["guestTax", "totalGuestTax"],
  ["totalCost", "totalHotelsCost"],
  ["totalPaid", "totalHotelsPayment"],
  ["toPay", "toPayHotels"],
] as const;

/** .../v2/accounting/hotels-account ("Hotels"): tabs Sommario and Dettagli, live, with uscita. */
export function HotelsAccount({ eventId }: { eventId: number }) {
  const t = useTranslations("cash");
  const locale = useLocale();
  const event = useCashEvent(eventId);
  const [tab, setTab] = useState(0);
  const [paying, setPaying] = useState(false);
  const account = useQuery({
    queryKey: [...cashKey(eventId), "hotels-account"],
    queryFn: ({ signal }) => api.get<HotelsAccountDto>(`/accountings/hotels/${eventId}`, { signal }),
  });
  const euro = (value: string) => formatEuro(value, locale);
  const data = account.data;
  return (
    <>
      <PageHeader
        title={t("hotels.title")}
        actions={
          <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
            <Button onClick={() => setPaying(true)} data-testid="cash-open-outcome">
              {t("actions.outcome")}
            </Button>
            <Button component={Link} href={`/events/${eventId}/v2/accounting`} variant="outlined">
              {t("actions.hub")}
            </Button>
          </Stack>
        }
      />
      {data && (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {t("lastUpdate", { time: formatDateTime(data.lastUpdate, locale) })}
        </Typography>
      )}
      <CashClosedBanner event={event.data} />
      <Tabs value={tab} onChange={(_event, next: number) => setTab(next)} sx={{ mb: 2 }}>
        <Tab label={t("hotels.summaryTab")} />
        <Tab label={t("hotels.detailsTab")} />
      </Tabs>
      {data && tab === 0 && (
        <Paper>
          <Table size="small" data-testid="hotels-summary">
            <TableBody>
              {SUMMARY_ROWS.map(([label, field]) => (
                <TableRow key={field} data-testid={`hotels-${field}`}>
                  <TableCell>{t(`hotels.${label}`)}</TableCell>
                  <TableCell
                    align="right"
                    sx={{
                      fontWeight: field.startsWith("total") && label.startsWith("total") ? 700 : undefined,
                    }}
                  >
                    {euro(data[field])}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {data && tab === 1 && (
        <div className={formGrid()}>
          {data.hotels.length === 0 && <Typography color="textSecondary">{t("hotels.none")}</Typography>}
          {data.hotels.map((hotel) => (
            <div key={hotel.id} className={cell({ xs: 12, md: 6 })}>
              <Card data-testid="hotel-card">
                <CardContent>
                  <Typography variant="h6" gutterBottom>
                    {hotel.name}
                  </Typography>
                  {(
                    [
                      ["roomCost", hotel.totalRoomCost],
                      ["bookingTax", hotel.standardBookingTax],
                      ["staffTax", hotel.staffBookingTax],
                      ["staffHotelTax", hotel.staffHotelBookingTax],
                      ["guestTax", hotel.guestBookingTax],
                      ["hotelTotal", hotel.totalCost],
                      ["totalPaid", hotel.paid],
                      ["toPay", hotel.toPay],
                    ] as const
                  ).map(([label, value]) => (
                    <Box key={label} sx={{ display: "flex", justifyContent: "space-between", py: 0.25 }}>
                      <Typography>{t(`hotels.${label}`)}</Typography>
                      <Typography sx={{ fontWeight: 600 }}>{euro(value)}</Typography>
                    </Box>
                  ))}
                </CardContent>
              </Card>
            </div>
          ))}
        </div>
      )}
      {paying && (
        <MovementDialog
          eventId={eventId}
          kind="outcome"
          initialSystemItem="Hotel"
          onClose={() => setPaying(false)}
        />
      )}
    </>
  );
}
