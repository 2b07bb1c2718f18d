"use client";
import AccountBalanceIcon from "@mui/icons-material/AccountBalance";
import ChatIcon from "@mui/icons-material/Chat";
import ConfirmationNumberIcon from "@mui/icons-material/ConfirmationNumber";
import EventNoteIcon from "@mui/icons-material/EventNote";
import HotelIcon from "@mui/icons-material/Hotel";
import InsightsIcon from "@mui/icons-material/Insights";
import PointOfSaleIcon from "@mui/icons-material/PointOfSale";
import SearchIcon from "@mui/icons-material/Search";
import { Alert, Button, Card, CardActionArea, CardContent, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useAuth } from "@/components/auth/AuthProvider";
import { PageHeader } from "@/components/common/PageHeader";
import { deliveryQuery } from "@/components/communications/delivery";
import { cell, formGrid } from "@/components/common/form-grid";
import { canOpen } from "@/lib/client/route-access";
import type { PageRead } from "@/lib/api/page-data";
import { eventQuery } from "@/lib/client/event-query";
import { formatDate } from "@/lib/client/format";
import { canEditEvents, eventMenuEntries, type EventMenuKey } from "@/lib/events/menu";
import type { EventDto } from "@/lib/events/schemas";
import styles from "./EventMenu.module.css";

const ICONS: Record<EventMenuKey, typeof HotelIcon> = {
  quote: SearchIcon,
  reservations: EventNoteIcon,
  entries: ConfirmationNumberIcon,
  communications: ChatIcon,
  hotels: HotelIcon,
  kpi: InsightsIcon,
  cashAccount: PointOfSaleIcon,
  accounting: AccountBalanceIcon,
};

/**
 * /events/{id}/menu: the event's sections the profile may open, and the customers list for a
 * profile that opens it. `initialEvent`: the event as the server read it for the first paint
 * (page-read session), else loaded here.
 */
export function EventMenu({ eventId, initialEvent }: { eventId: number; initialEvent?: PageRead<EventDto> }) {
  const t = useTranslations("events");
  const locale = useLocale();
  const { state } = useAuth();
  const permissions = state.status === "authenticated" ? state.permissions : [];
  const event = useQuery(eventQuery(eventId, initialEvent));
  const data = event.data;
  const entries = data ? eventMenuEntries(data, permissions) : [];
  // Only for a profile that opens the communications (the call is refused to others).
  const delivery = useQuery(deliveryQuery(eventId, permissions.includes("EventsCommunications")));
  const waiting = delivery.data?.waitingOverADay ?? 0;
  return (
    <>
      <PageHeader
        title={data ? `${data.type} ${data.name}` : ""}
        actions={
          <>
            {canEditEvents(permissions) && (
              <Button component={Link} href={`/events/edit/${eventId}`}>
                {t("menu.edit")}
              </Button>
            )}
            {canEditEvents(permissions) && data && !data.isFreezed && (
              <Button component={Link} href={`/events/${eventId}/import`} data-testid="event-festival-import">
                {t("festivalImport.menuAction")}
              </Button>
            )}
            {/* At the desk a player is looked up while working on the event. */}
            {canOpen("/customers", permissions) && (
              <Button
                component={Link}
                href="/customers"
                variant="outlined"
                data-testid="event-customers-link"
              >
                {t("menu.customers")}
              </Button>
            )}
            <Button component={Link} href="/events" variant="outlined">
              {t("menu.list")}
            </Button>
          </>
        }
      />
      {data && (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {formatDate(data.dateFrom, locale)} - {formatDate(data.dateTo, locale)}
          {data.location ? ` · ${data.location.name}` : ""}
        </Typography>
      )}
      {data?.isFreezed && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="event-closed">
          {t("closedBanner")}
        </Alert>
      )}
      {data && entries.length === 0 && <Typography color="textSecondary">{t("menu.none")}</Typography>}
      <div className={formGrid()}>
        {entries.map((entry) => {
          const Icon = ICONS[entry.key];
          const late = entry.key === "communications" && waiting > 0;
          return (
            <div key={entry.key} className={cell({ xs: 6, sm: 4, md: 3 })}>
              <Card>
                <CardActionArea
                  component={Link}
                  href={entry.href}
                  prefetch
                  data-testid={`event-menu-${entry.key}`}
                >
                  <CardContent sx={{ textAlign: "center", py: 3 }}>
                    <span className={styles.icon}>
                      <Icon color="primary" sx={{ fontSize: 40 }} />
                      {late && (
                        <span
                          className={styles.count}
                          aria-hidden="true"
                          title={t("menu.waitingOverADay", { count: waiting })}
                          data-testid="event-menu-communications-waiting"
                        >
                          {waiting > 99 ? "99+" : waiting}
                        </span>
                      )}
                    </span>
                    <Typography variant="h6">{t(`menu.entries.${entry.key}`)}</Typography>
                    {late && (
                      <span className={styles.visuallyHidden}>
                        {t("menu.waitingOverADay", { count: waiting })}
                      </span>
                    )}
                  </CardContent>
                </CardActionArea>
              </Card>
            </div>
          );
        })}
      </div>
    </>
  );
}
