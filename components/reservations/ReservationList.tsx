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
                <CardContent sx={{ py: 1.5 }}>
                  <Stack direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      #{row.id}
                      {row.progressiveNumber ? ` · ${t("columns.number")} ${row.progressiveNumber}` : ""}
                    </Typography>
                    <Typography sx={{ flexGrow: 1, minWidth: 0 }}>{row.guests || t("noGuests")}</Typography>
                    <Chip size="small" label={t(`types.${row.type}`)} variant="outlined" />
                    <Chip size="small" label={t(`statuses.${row.status}`)} color={STATUS_COLOR[row.status]} />
                  </Stack>
                  <Stack direction="row" sx={{ gap: 2, alignItems: "baseline", flexWrap: "wrap", mt: 0.5 }}>
                    <Typography variant="body2">
                      {formatDate(row.checkIn, locale)} - {formatDate(row.checkOut, locale)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
                      {row.location.name} · {row.roomType.type}
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {formatEuro(row.totalPay, locale)}
                      {toPay !== 0 && (
                        <Typography
                          component="span"
                          variant="body2"
                          color={toPay > 0 ? "error.main" : "warning.main"}
                          sx={{ ml: 1 }}
                        >
                          ({t("columns.toPay")} {formatEuro(row.toPay, locale)})
                        </Typography>
                      )}
                    </Typography>
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Stack>
    </>
  );
}
