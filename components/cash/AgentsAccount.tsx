"use client";
import { Box, Button, Paper, Stack, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { deferred } from "@/components/common/deferred";
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
const MovementDialog = deferred(() => import("./MovementDialog").then((m) => m.MovementDialog), {
  when: "idle",
});

/** One labelled figure of an agent's card; `strong` ones in bold. */
type Figure = { label: string; value: string; testId?: string; strong?: boolean; overpaid?: boolean };

/**
 * A balance below zero is money the agent holds beyond the commissions: "Pagato in più 17,00 €",
 * said in words and coloured, never a bare "-17,00 €" under "Da pagare".
 */
function isOverpaid(toPay: string): boolean {
  return toPay.trim().startsWith("-") && /[1-9]/.test(toPay);
}

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
  // An agent without commission settings (no mode) says so instead of leaving the figures blank.
  // A Fixed or Percentage template applies its mode to both; Mixed its sub-modes (as computed:
  // lib/accounting/agent-commissions.ts).
  const commission = (row: AgentAccountingRow, value: string, subMode: "Fixed" | "Percentage" | null) => {
    if (row.mode === null) return t("agents.notSet");
    const applied = row.mode === "Mixed" ? (subMode ?? "Percentage") : row.mode;
    return applied === "Percentage" ? formatPercent(value, locale) : euro(value);
  };
  const commissionType = (row: AgentAccountingRow) =>
    row.mode === null || row.type === null
      ? t("agents.notSet")
      : row.type === "Manual"
        ? t("agents.manual")
        : row.type;
  const balance = (toPay: string): Figure =>
    isOverpaid(toPay)
      ? {
          label: t("agents.overpaid"),
          value: euro(toPay.trim().slice(1)),
          testId: "agent-overpaid",
          strong: true,
          overpaid: true,
        }
      : { label: t("agents.toPay"), value: euro(toPay), testId: "agent-to-pay", strong: true };
  const rows = account.data?.agentsAccounting ?? [];
  /** The figures of a card, each with its label: the 13 columns do not fit a tablet's width. */
  const figures = (row: AgentAccountingRow): Figure[] =>
    row.standalonePayments
      ? [{ label: t("agents.paid"), value: euro(row.paid), testId: "agent-paid", strong: true }]
      : [
          ...(row.totalRow
            ? []
            : [
                {
                  label: t("agents.commissionType"),
                  value: commissionType(row),
                  testId: "agent-commission-type",
                },
                {
                  label: t("agents.roomCommission"),
                  value: commission(row, row.commissionForRoom, row.commissionForRoomMode),
                  testId: "agent-room-commission",
                },
                {
                  label: t("agents.playerCommission"),
                  value: commission(row, row.commissionForPlayer, row.commissionForPlayerMode),
                  testId: "agent-player-commission",
                },
              ]),
          { label: t("agents.reservations"), value: String(row.reservationsNumber) },
          { label: t("agents.nights"), value: String(row.nightsAccounted) },
          { label: t("agents.guests"), value: `${row.guestReservations} (${row.guestNights})` },
          { label: t("agents.entries"), value: String(row.entriesNumber) },
          { label: t("agents.roomsEarning"), value: euro(row.totalReservationsEarning) },
          { label: t("agents.entriesEarning"), value: euro(row.totalEntriesEarning) },
          { label: t("agents.totalEarning"), value: euro(row.totalEarning) },
          { label: t("agents.paid"), value: euro(row.paid), testId: "agent-paid", strong: true },
          balance(row.toPay),
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
      {/* One card per agent, every figure labelled: a table did not fit a tablet's width. */}
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
              {figures(row).map(({ label, value, testId, strong, overpaid }) => (
                <Fragment key={label}>
                  <Box
                    component="dt"
                    sx={{
                      color: overpaid ? "warning.main" : "text.secondary",
                      fontWeight: overpaid ? 700 : undefined,
                      overflowWrap: "anywhere",
                    }}
                  >
                    {label}
                  </Box>
                  <Box
                    component="dd"
                    sx={{
                      m: 0,
                      textAlign: "right",
                      whiteSpace: "nowrap",
                      fontWeight: row.totalRow || strong ? 700 : undefined,
                      color: overpaid ? "warning.main" : undefined,
                    }}
                    data-testid={testId}
                    data-overpaid={overpaid ? "" : undefined}
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
