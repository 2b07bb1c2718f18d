"use client";
import {
  Alert,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Typography,
} from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { PageHeader } from "@/components/common/PageHeader";
import { api } from "@/lib/client/api-client";
import { formatDate, formatEuro } from "@/lib/client/format";
import type { EventDto } from "@/lib/events/schemas";
import { toCents } from "./money";
import type { ReservationListItem, ReservationStatus } from "./reservation-types";

const STATUS_COLOR: Record<ReservationStatus, "success" | "error" | "warning" | "default"> = {
  Settled: "success",
  Canceled: "error",
  Confirmed: "warning",
  NotConfirmed: "default",
};

/**
 * /events/{eventId}/reservations: a plain list of the event's reservations, each opening its
 * editor (the full list with filters and documents comes with issue 10).
 */
export function ReservationList({ eventId }: { eventId: number }) {
  const t = useTranslations("reservations");
  const tc = useTranslations("common");
  const locale = useLocale();
  const event = useQuery({
    queryKey: ["events", eventId],
    queryFn: ({ signal }) => api.get<EventDto>(`/events/${eventId}`, { signal }),
  });
  const list = useQuery({
    queryKey: ["reservations", "list", eventId],
    queryFn: ({ signal }) => api.get<ReservationListItem[]>(`/reservations/list/${eventId}`, { signal }),
  });
  const base = `/events/${eventId}/reservations`;
  return (
    <>
      <PageHeader
        title={t("listTitle", { event: event.data ? `${event.data.type} ${event.data.name}` : "" })}
        actions={
          <>
            {!event.data?.isFreezed && (
              <Button component={Link} href={`${base}/create`}>
                {t("create")}
              </Button>
            )}
            <Button component={Link} href={`${base}/quote`} variant="outlined">
              {t("quote")}
            </Button>
            <Button component={Link} href={`/events/${eventId}/menu`} variant="outlined">
              {t("eventMenu")}
            </Button>
          </>
        }
      />
      {event.data?.isFreezed && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="event-closed">
          {t("closedBanner")}
        </Alert>
      )}
      {list.isLoading && <LinearProgress aria-label={tc("loading")} />}
      {list.data && (
        <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="reservation-count">
          {t("listCount", { count: list.data.length })}
        </Typography>
      )}
      {list.data?.length === 0 && <Typography color="text.secondary">{t("noReservations")}</Typography>}
      <Stack spacing={1}>
        {(list.data ?? []).map((row) => {
          const toPay = toCents(row.toPay) ?? 0;
          return (
            <Card key={row.id} data-testid="reservation-row" data-id={row.id}>
              <CardActionArea component={Link} href={`${base}/edit/${row.id}`}>
                <CardContent
                  sx={{
                    display: "flex",
                    flexWrap: "wrap",
                    gap: { xs: 1, sm: 2 },
                    alignItems: "center",
                    py: 1.5,
                  }}
                >
                  <Typography sx={{ fontWeight: 600, minWidth: 72 }}>
                    #{row.id}
                    {row.progressiveNumber ? ` · ${t("columns.number")} ${row.progressiveNumber}` : ""}
                  </Typography>
                  <Typography sx={{ flexGrow: 1, minWidth: 180 }}>{row.guests || t("noGuests")}</Typography>
                  <Typography sx={{ minWidth: 190 }}>
                    {formatDate(row.checkIn, locale)} - {formatDate(row.checkOut, locale)}
                  </Typography>
                  <Typography sx={{ minWidth: 200 }} color="text.secondary">
                    {row.location.name} · {row.roomType.type}
                  </Typography>
                  <Chip size="small" label={t(`types.${row.type}`)} variant="outlined" />
                  <Chip size="small" label={t(`statuses.${row.status}`)} color={STATUS_COLOR[row.status]} />
                  <Typography sx={{ minWidth: 160, textAlign: "right" }}>
                    {formatEuro(row.totalPay, locale)}
                    {toPay !== 0 && (
                      <Typography
                        component="span"
                        color={toPay > 0 ? "error.main" : "warning.main"}
                        sx={{ ml: 1 }}
                      >
                        ({t("columns.toPay")} {formatEuro(row.toPay, locale)})
                      </Typography>
                    )}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Stack>
    </>
  );
}
