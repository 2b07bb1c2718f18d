"use client";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import {
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Tab,
  Tabs,
  Typography,
} from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState, type MouseEvent } from "react";
import { PageHeader } from "@/components/common/PageHeader";
import type { PageRead } from "@/lib/api/page-data";
import { api } from "@/lib/client/api-client";
import { formatDateTime } from "@/lib/client/format";
import { fromPageRead } from "@/lib/client/page-read";
import type { CommunicationSentDto, PendingByHotelDto } from "@/lib/communications/schemas";
import { DeliveryPanel } from "./DeliveryPanel";
import { SentFacts } from "./SentStatus";

export type CommunicationsTab = "ToSend" | "Sent";

const TABS: { value: CommunicationsTab; query: string; testId: string }[] = [
  { value: "ToSend", query: "", testId: "communications-tab-tosend" },
  { value: "Sent", query: "?tab=sent", testId: "communications-tab-sent" },
];

/**
 * /events/{eventId}/communications: per hotel what is to send (and the e-mails not yet delivered,
 * the hotels to phone), and the messages sent with the hotels' answers. Rendered by
 * the server with the open tab's list when it can (page-read session): the rows and the tabs are
 * links, so a tap before the page's code has run loads their page.
 */
export function CommunicationsHome({
  eventId,
  initialTab,
  initialToSend,
  initialSent,
}: {
  eventId: number;
  initialTab: CommunicationsTab;
  initialToSend?: PageRead<PendingByHotelDto[]>;
  initialSent?: PageRead<CommunicationSentDto[]>;
}) {
  const t = useTranslations("communications");
  const locale = useLocale();
  const [tab, setTab] = useState<CommunicationsTab>(initialTab);
  const toSend = useQuery({
    queryKey: ["communications", eventId, "toSend"],
    queryFn: ({ signal }) => api.get<PendingByHotelDto[]>(`/communications/list/${eventId}`, { signal }),
    enabled: tab === "ToSend",
    ...fromPageRead(initialToSend),
  });
  const sent = useQuery({
    queryKey: ["communications", eventId, "sent"],
    queryFn: ({ signal }) =>
      api.get<CommunicationSentDto[]>(`/communications/listsents/${eventId}`, { signal }),
    enabled: tab === "Sent",
    // The hotels answer meanwhile: read again when the tablet comes back to the page (no timer).
    refetchOnWindowFocus: true,
    ...fromPageRead(initialSent),
  });
  const base = `/events/${eventId}/communications`;

  return (
    <>
      <PageHeader
        title={t("title")}
        actions={
          <Button component={Link} href={`/events/${eventId}/menu`} variant="outlined">
            {t("eventMenu")}
          </Button>
        }
      />
      <Tabs value={tab} sx={{ mb: 2 }}>
        {TABS.map(({ value, query, testId }) => (
          <Tab
            key={value}
            value={value}
            label={t(`tabs.${value}`)}
            data-testid={testId}
            component="a"
            href={`${base}${query}`}
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              setTab(value);
              // Kept in the address so that coming back from a record lands on the same tab.
              window.history.replaceState(null, "", `${base}${query}`);
            }}
          />
        ))}
      </Tabs>
      {tab === "ToSend" && (
        <Paper variant="outlined">
          {toSend.data?.length === 0 && (
            <Typography color="textSecondary" sx={{ p: 2 }}>
              {t("noneToSend")}
            </Typography>
          )}
          <List disablePadding data-testid="communications-to-send">
            {toSend.data?.map((hotel) => (
              // A list holds list items: the link is inside one (axe "list").
              <ListItem key={hotel.locationId} disablePadding>
                <ListItemButton
                  component={Link}
                  href={`${base}/create/${hotel.locationId}`}
                  divider
                  data-testid={`communications-hotel-${hotel.locationId}`}
                  sx={{ minHeight: 56 }}
                >
                  <ListItemText primary={hotel.locationName} />
                  <Chip color="primary" label={t("pendingCount", { count: hotel.count })} sx={{ mr: 1 }} />
                  <ChevronRightIcon color="action" />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {tab === "ToSend" && <DeliveryPanel eventId={eventId} />}
      {tab === "Sent" && (
        <Paper variant="outlined">
          {sent.data?.length === 0 && (
            <Typography color="textSecondary" sx={{ p: 2 }}>
              {t("noneSent")}
            </Typography>
          )}
          <List disablePadding data-testid="communications-sent">
            {sent.data?.map((record) => (
              // A list holds list items: the link is inside one (axe "list").
              <ListItem key={record.id} disablePadding>
                <ListItemButton
                  component={Link}
                  href={`${base}/edit/${record.id}`}
                  divider
                  data-testid={`communications-sent-${record.id}`}
                  sx={{ minHeight: 56 }}
                >
                  <Box sx={{ flex: "1 1 auto", minWidth: 0, py: 0.75 }}>
                    <ListItemText
                      sx={{ my: 0 }}
                      primary={record.locationName}
                      secondary={t("sentOn", {
                        date: formatDateTime(record.sentDate, locale),
                        name: record.profileFullName,
                      })}
                    />
                    <SentFacts record={record} />
                  </Box>
                  <Box sx={{ display: "flex", alignItems: "center", flexShrink: 0 }}>
                    <Chip
                      variant="outlined"
                      label={t("pendingCount", { count: record.communicationsCount })}
                      sx={{ mr: 1 }}
                    />
                    <ChevronRightIcon color="action" />
                  </Box>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}
