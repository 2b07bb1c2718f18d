"use client";
import EditIcon from "@mui/icons-material/Edit";
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { Tooltip } from "@/components/common/Tooltip";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useAuth } from "@/components/auth/AuthProvider";
import { PageHeader } from "@/components/common/PageHeader";
import { HotelExposure } from "@/components/kpi/HotelExposure";
import { api } from "@/lib/client/api-client";
import { eventQuery } from "@/lib/client/event-query";
import { formatDate, formatEuro } from "@/lib/client/format";
import { nightCount } from "@/lib/period-pricings/nights";
import type { PeriodPricingDto, RoomPricingDto } from "@/lib/period-pricings/schemas";

const ALERT_CHIP = { Warning: "warning", Error: "error" } as const;

/** /events/{eventId}/hotels: one card per hotel, with a card per period and its room types. */
export function EventHotels({ eventId }: { eventId: number }) {
  const t = useTranslations("hotels");
  const { can } = useAuth();
  const event = useQuery(eventQuery(eventId));
  const periods = useQuery({
    queryKey: ["periodpricings", "event", eventId],
    queryFn: ({ signal }) => api.get<PeriodPricingDto[]>(`/periodpricings/event/${eventId}`, { signal }),
  });
  const closed = event.data?.isFreezed ?? false;
  const canEdit = can("EventsHotel") && !closed;

  const byHotel = new Map<number, { name: string; periods: PeriodPricingDto[] }>();
  for (const period of periods.data ?? []) {
    const hotel = byHotel.get(period.location.id) ?? { name: period.location.name, periods: [] };
    hotel.periods.push(period);
    byHotel.set(period.location.id, hotel);
  }

  return (
    <>
      <PageHeader
        title={t("listTitle", { event: event.data ? `${event.data.type} ${event.data.name}` : "" })}
        actions={
          <>
            {canEdit && (
              <Button component={Link} href={`/events/${eventId}/hotels/create`}>
                {t("create")}
              </Button>
            )}
            <Button component={Link} href={`/events/${eventId}/hotels/bookingstatus`} variant="outlined">
              {t("bookingStatus")}
            </Button>
            <Button component={Link} href={`/events/${eventId}/menu`} variant="outlined">
              {t("eventMenu")}
            </Button>
          </>
        }
      />
      {closed && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="event-closed">
          {t("closedBanner")}
        </Alert>
      )}
      {periods.isSuccess && periods.data.length === 0 && (
        <Typography color="textSecondary">{t("noPeriods")}</Typography>
      )}
      <Stack spacing={2}>
        {[...byHotel.entries()].map(([hotelId, hotel]) => (
          <Card key={hotelId} data-testid="hotel-card">
            <CardHeader title={hotel.name} slotProps={{ title: { component: "h2" } }} />
            <CardContent>
              <Stack spacing={2}>
                {hotel.periods.map((period) => (
                  <PeriodCard key={period.id} eventId={eventId} period={period} canEdit={canEdit} />
                ))}
                <HotelExposure eventId={eventId} hotelId={hotelId} />
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </>
  );
}

function PeriodCard({
  eventId,
  period,
  canEdit,
}: {
  eventId: number;
  period: PeriodPricingDto;
  canEdit: boolean;
}) {
  const t = useTranslations("hotels");
  const locale = useLocale();
  const editHref = `/events/${eventId}/hotels/edit/${period.id}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="period-card">
      <Stack direction="row" sx={{ alignItems: "center", gap: 2, flexWrap: "wrap", mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t("period", {
            checkIn: formatDate(period.checkIn, locale),
            checkOut: formatDate(period.checkOut, locale),
          })}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t("nights", { count: nightCount(period) })}
        </Typography>
        <Typography variant="body2">
          {t("touristTax", { amount: formatEuro(period.dailyTax, locale) })}
        </Typography>
        <span style={{ flexGrow: 1 }} />
        <Tooltip title={canEdit ? t("edit") : t("editTitle")}>
          <IconButton component={Link} href={editHref} aria-label={t("edit")} size="small">
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t("fields.roomType")}</TableCell>
            <TableCell align="right">{t("fields.sellPrice")}</TableCell>
            <TableCell align="right">{t("fields.cost")}</TableCell>
            <TableCell align="right">{t("fields.costNotSell")}</TableCell>
            <TableCell align="right">{t("fields.costStaff")}</TableCell>
            <TableCell>{t("fields.availability")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {period.roomPricings.map((room) => (
            <TableRow key={room.id} data-testid="room-row">
              <TableCell>{room.roomType.type}</TableCell>
              <TableCell align="right">{formatEuro(room.sellPrice, locale)}</TableCell>
              <TableCell align="right">{formatEuro(room.cost, locale)}</TableCell>
              <TableCell align="right">{formatEuro(room.costNotSell, locale)}</TableCell>
              <TableCell align="right">{formatEuro(room.costStaff, locale)}</TableCell>
              <TableCell>
                <Availability room={room} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

function Availability({ room }: { room: RoomPricingDto }) {
  const t = useTranslations("hotels");
  const locale = useLocale();
  const changed = room.dailyAvailabilities.filter((night) => night.availability !== room.availability);
  return (
    <Stack direction="row" sx={{ alignItems: "center", gap: 1, flexWrap: "wrap" }}>
      <span>{room.availability}</span>
      {room.dailyAvailabilities.length > 0 && (
        <Typography variant="body2" color="textSecondary" data-testid="room-free">
          {t("freeLowest", {
            count: Math.min(...room.dailyAvailabilities.map((night) => night.totalAvailability)),
          })}
        </Typography>
      )}
      {room.alertAvailability && (
        <Chip
          size="small"
          color={ALERT_CHIP[room.alertAvailability]}
          label={t(`alerts.${room.alertAvailability}`)}
        />
      )}
      {changed.length > 0 && (
        <Typography variant="caption" color="textSecondary" data-testid="night-overrides">
          {changed.map((night) => `${formatDate(night.day, locale)}: ${night.availability}`).join(", ")}
        </Typography>
      )}
    </Stack>
  );
}
