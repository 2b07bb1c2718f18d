"use client";
import { Box, Button, Paper, Stack, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { Fragment, useState } from "react";
import { PageHeader } from "@/components/common/PageHeader";
import type { AgentAccountingRow } from "@/lib/accounting/types";
import type { AgentsAccountDto } from "@/lib/cash/accounts-schemas";
import { api } from "@/lib/client/api-client";
import { formatDateTime, formatEuro, formatPercent } from "@/lib/client/format";
import { CashClosedBanner } from "./CashClosedBanner";
import { cashKey, useCashEvent } from "./cash-queries";

// Loaded on first use: the form and its date picker are not needed to read the figures.
const MovementDialog = dynamic(() => import("./MovementDialog").then((m) => m.MovementDialog), {
  ssr: false,
});

/** .../v2/accounting/agents-account: each agent's computed commissions, Pagato and Da pagare, live. */
export function AgentsAccount({ eventId }: { eventId: number }) {
  const t = useTranslations("cash");
  const locale = useLocale();
  const event = useCashEvent(eventId);
  const [paying, setPaying] = useState(false);
  const account = useQuery({
    queryKey: [...cashKey(eventId), "agents-account"],
    queryFn: ({ signal }) => api.get<AgentsAccountDto>(`/accountings/agents/${eventId}`, { signal }),
  });
  const euro = (value: string) => formatEuro(value, locale);
  const commission = (value: string, mode: "Fixed" | "Percentage" | null) =>
    mode === "Percentage" ? formatPercent(value, locale) : mode === "Fixed" ? euro(value) : "";
  const rows = account.data?.agentsAccounting ?? [];
  /** The figures of a card, each with its label: the 13 columns do not fit a tablet's width. */
  const figures = (row: AgentAccountingRow): [string, string, string?][] =>
    row.standalonePayments
      ? [[t("agents.paid"), euro(row.paid), "agent-paid"]]
      : [
          ...(row.totalRow
            ? []
            : ([
                [t("agents.commissionType"), row.type === "Manual" ? t("agents.manual") : (row.type ?? "")],
                [t("agents.roomCommission"), commission(row.commissionForRoom, row.commissionForRoomMode)],
                [
                  t("agents.playerCommission"),
                  commission(row.commissionForPlayer, row.commissionForPlayerMode),
                ],
              ] as [string, string][])),
          [t("agents.reservations"), String(row.reservationsNumber)],
          [t("agents.nights"), String(row.nightsAccounted)],
          [t("agents.guests"), `${row.guestReservations} (${row.guestNights})`],
          [t("agents.entries"), String(row.entriesNumber)],
          [t("agents.roomsEarning"), euro(row.totalReservationsEarning)],
          [t("agents.entriesEarning"), euro(row.totalEntriesEarning)],
          [t("agents.totalEarning"), euro(row.totalEarning)],
          [t("agents.paid"), euro(row.paid), "agent-paid"],
          [t("agents.toPay"), euro(row.toPay), "agent-to-pay"],
        ];
  return (
    <>
      <PageHeader
        title={t("agents.title")}
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
      {account.data && (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {t("lastUpdate", { time: formatDateTime(account.data.lastUpdate, locale) })}
        </Typography>
      )}
      <CashClosedBanner event={event.data} />
      {/* One card per agent, every figure labelled (issue 20: the table was cut at the right). */}
      <Box
        data-testid="agents-account"
        data-list-layout="cards"
        sx={{
          display: "grid",
          gridTemplateColumns: {
            xs: "minmax(0, 1fr)",
            sm: "repeat(2, minmax(0, 1fr))",
            lg: "repeat(3, minmax(0, 1fr))",
          },
          gap: 2,
        }}
      >
        {rows.map((row) => (
          <Paper
            key={row.totalRow ? "total" : row.id}
            component="section"
            variant="outlined"
            aria-labelledby={`agent-account-${row.totalRow ? "total" : row.id}`}
            sx={{ p: 2, borderWidth: row.totalRow ? 2 : undefined }}
            data-testid={row.totalRow ? "agents-total" : "agent-row"}
            data-agent={row.totalRow ? undefined : row.lastName}
            data-standalone={row.standalonePayments ? "" : undefined}
          >
            <Typography
              component="h2"
              variant="subtitle1"
              id={`agent-account-${row.totalRow ? "total" : row.id}`}
              sx={{ fontWeight: 700, mb: 1, overflowWrap: "anywhere" }}
            >
              {row.totalRow ? t("agents.total") : `${row.lastName} ${row.firstName}`.trim()}
            </Typography>
            <Box
              component="dl"
              sx={{
                display: "grid",
                gridTemplateColumns: "minmax(0, 1fr) auto",
                columnGap: 2,
                rowGap: 0.5,
                m: 0,
                typography: "body2",
              }}
            >
              {figures(row).map(([label, value, testId]) => (
                <Fragment key={label}>
                  <Box component="dt" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
                    {label}
                  </Box>
                  <Box
                    component="dd"
                    sx={{
                      m: 0,
                      textAlign: "right",
                      whiteSpace: "nowrap",
                      fontWeight: row.totalRow || testId ? 700 : undefined,
                    }}
                    data-testid={testId}
                  >
                    {value}
                  </Box>
                </Fragment>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
      {account.isSuccess && rows.length <= 1 && (
        <Typography sx={{ p: 2 }} color="textSecondary">
          {t("agents.none")}
        </Typography>
      )}
      {paying && (
        <MovementDialog
          eventId={eventId}
          kind="outcome"
          initialSystemItem="Agent"
          onClose={() => setPaying(false)}
        />
      )}
    </>
  );
}
