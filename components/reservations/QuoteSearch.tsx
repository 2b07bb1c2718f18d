"use client";
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Chip,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { Option, TextField } from "@/components/common/TextField";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { DateField } from "@/components/common/DateField";
import { LoadingFields } from "@/components/common/LoadingFields";
import { PageHeader } from "@/components/common/PageHeader";
import { cell, formGrid } from "@/components/common/form-grid";
import { api } from "@/lib/client/api-client";
import type { PageRead } from "@/lib/api/page-data";
import { eventQuery } from "@/lib/client/event-query";
import { formatDate, formatEuro } from "@/lib/client/format";
import type { EventDto } from "@/lib/events/schemas";
import { availabilityColor } from "./AvailabilityPanel";
import { encodeFromQuote } from "./from-quote";
import { validStay } from "./reservation-form";
import type { QuoteResultDto } from "./reservation-types";
import { useOfferedRoomTypes } from "./useOfferedRoomTypes";

/** /events/{eventId}/reservations/quote, "Cerca disponibilità": prices and free rooms per hotel. */
export function QuoteSearch({
  eventId,
  initialEvent,
}: {
  eventId: number;
  initialEvent?: PageRead<EventDto>;
}) {
  const t = useTranslations("reservations");
  const locale = useLocale();
  const [criteria, setCriteria] = useState({ checkIn: "", checkOut: "", roomTypeId: null as number | null });
  const event = useQuery(eventQuery(eventId, initialEvent));
  const { roomTypes } = useOfferedRoomTypes(eventId);

  const ready = criteria.roomTypeId !== null && validStay(criteria.checkIn, criteria.checkOut);
  const results = useQuery({
    queryKey: ["reservations", "quote", eventId, criteria],
    queryFn: ({ signal }) =>
      api.get<QuoteResultDto[]>("/reservations/getavailablereservations", {
        query: {
          checkIn: `${criteria.checkIn}T00:00:00`,
          checkOut: `${criteria.checkOut}T00:00:00`,
          roomTypeId: criteria.roomTypeId,
          eventId,
        },
        signal,
      }),
    enabled: ready,
  });

  return (
    <>
      <PageHeader
        title={t("quoteSearch.title")}
        actions={
          <>
            <Button component={Link} href={`/events/${eventId}/reservations`} variant="outlined">
              {t("backToList")}
            </Button>
            <Button component={Link} href={`/events/${eventId}/menu`} variant="outlined">
              {t("eventMenu")}
            </Button>
          </>
        }
      />
      {event.data && (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {event.data.type} {event.data.name} · {formatDate(event.data.dateFrom, locale)} -{" "}
          {formatDate(event.data.dateTo, locale)}
        </Typography>
      )}
      <Paper sx={{ p: 2, mb: 2 }}>
        {/* Rendered by the server too: greyed out and unreachable until the page's code runs. */}
        <LoadingFields loading={false}>
          <div className={formGrid()}>
            <div className={cell({ xs: 12, sm: 6, md: 4 })}>
              <DateField
                label={t("fields.checkIn")}
                name="checkIn"
                required
                value={criteria.checkIn}
                onChange={(checkIn) => setCriteria({ ...criteria, checkIn })}
              />
            </div>
            <div className={cell({ xs: 12, sm: 6, md: 4 })}>
              <DateField
                label={t("fields.checkOut")}
                name="checkOut"
                required
                minDate={criteria.checkIn || null}
                value={criteria.checkOut}
                onChange={(checkOut) => setCriteria({ ...criteria, checkOut })}
              />
            </div>
            <div className={cell({ xs: 12, md: 4 })}>
              <TextField
                select
                label={t("fields.roomType")}
                name="roomTypeId"
                required
                value={criteria.roomTypeId ?? ""}
                onChange={(e) => setCriteria({ ...criteria, roomTypeId: Number(e.target.value) })}
              >
                {roomTypes.map((roomType) => (
                  <Option key={roomType.id} value={roomType.id}>
                    {roomType.type} ({t("capacity", { count: roomType.capacity })})
                  </Option>
                ))}
              </TextField>
            </div>
          </div>
        </LoadingFields>
      </Paper>
      {!ready && <Typography color="textSecondary">{t("quoteSearch.hint")}</Typography>}
      {ready && results.isFetching && <LinearProgress aria-label={t("availability.loading")} />}
      {ready && results.isSuccess && results.data.length === 0 && (
        <Alert severity="info" data-testid="quote-empty">
          {t("quoteSearch.empty")}
        </Alert>
      )}
      <div className={formGrid()}>
        {(ready ? (results.data ?? []) : []).map((result) => (
          <div key={result.location.id} className={cell({ xs: 12, md: 6 })}>
            <QuoteCard
              eventId={eventId}
              result={result}
              checkIn={criteria.checkIn}
              checkOut={criteria.checkOut}
            />
          </div>
        ))}
      </div>
    </>
  );
}

function QuoteCard({
  eventId,
  result,
  checkIn,
  checkOut,
}: {
  eventId: number;
  result: QuoteResultDto;
  checkIn: string;
  checkOut: string;
}) {
  const t = useTranslations("reservations");
  const locale = useLocale();
  const href = `/events/${eventId}/reservations/createfromquote/${encodeFromQuote({
    locationId: result.location.id,
    roomTypeId: result.roomType.id,
    checkIn,
    checkOut,
  })}`;
  return (
    <Card
      data-testid="quote-card"
      data-hotel={result.location.name}
      sx={{ height: "100%", display: "flex", flexDirection: "column" }}
    >
      <CardHeader
        title={result.location.name}
        subheader={`${result.roomType.type} (${t("capacity", { count: result.roomType.capacity })}) · ${t(
          "quoteSearch.nights",
          { count: result.reservationDays.length },
        )}`}
        action={
          <Chip
            color={availabilityColor(result.minAvailability)}
            label={t("quoteSearch.minFree", { count: result.minAvailability })}
            data-testid="quote-free"
            data-free={result.minAvailability}
          />
        }
        slotProps={{ action: { sx: { alignSelf: "center", m: 0 } } }}
      />
      <CardContent sx={{ flexGrow: 1, overflowX: "auto" }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t("availability.night")}</TableCell>
              <TableCell align="right">{t("availability.price")}</TableCell>
              <TableCell align="right">{t("availability.tax")}</TableCell>
              <TableCell align="right">{t("availability.freeColumn")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.reservationDays.map((night) => (
              <TableRow key={night.day}>
                <TableCell>{formatDate(night.day, locale)}</TableCell>
                <TableCell align="right">{formatEuro(night.sellPrice, locale)}</TableCell>
                <TableCell align="right">{formatEuro(night.dailyTax, locale)}</TableCell>
                <TableCell align="right">
                  <Typography variant="body2" color={availabilityColor(night.availability)}>
                    {night.availability}
                  </Typography>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Stack direction="row" sx={{ mt: 2, gap: 2, flexWrap: "wrap", justifyContent: "flex-end" }}>
          <Box>
            <Typography variant="body2" color="textSecondary">
              {t("quoteSearch.totalNoTax")}
            </Typography>
            <Typography>{formatEuro(result.totalNoTax, locale)}</Typography>
          </Box>
          <Box>
            <Typography variant="body2" color="textSecondary">
              {t("quoteSearch.totalTax")}
            </Typography>
            <Typography>{formatEuro(result.totalTax, locale)}</Typography>
          </Box>
          <Box>
            <Typography variant="body2" color="textSecondary">
              {t("quoteSearch.totalPay")}
            </Typography>
            <Typography variant="h6" data-testid="quote-total">
              {formatEuro(result.totalPay, locale)}
            </Typography>
          </Box>
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: "flex-end", p: 2, pt: 0 }}>
        <Button component={Link} href={href} data-testid="quote-create">
          {t("quoteSearch.create")}
        </Button>
      </CardActions>
    </Card>
  );
}
