"use client";
import {
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
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
  const cell = (row: AgentAccountingRow, content: string, testId?: string) => (
    <TableCell
      align="right"
      sx={{ whiteSpace: "nowrap", fontWeight: row.totalRow ? 700 : undefined }}
      data-testid={testId}
    >
      {content}
    </TableCell>
  );
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
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("lastUpdate", { time: formatDateTime(account.data.lastUpdate, locale) })}
        </Typography>
      )}
      <CashClosedBanner event={event.data} />
      <TableContainer component={Paper}>
        <Table size="small" data-testid="agents-account">
          <TableHead>
            <TableRow>
              <TableCell>{t("agents.name")}</TableCell>
              <TableCell>{t("agents.commissionType")}</TableCell>
              <TableCell align="right">{t("agents.roomCommission")}</TableCell>
              <TableCell align="right">{t("agents.playerCommission")}</TableCell>
              <TableCell align="right">{t("agents.reservations")}</TableCell>
              <TableCell align="right">{t("agents.nights")}</TableCell>
              <TableCell align="right">{t("agents.guests")}</TableCell>
              <TableCell align="right">{t("agents.entries")}</TableCell>
              <TableCell align="right">{t("agents.roomsEarning")}</TableCell>
              <TableCell align="right">{t("agents.entriesEarning")}</TableCell>
              <TableCell align="right">{t("agents.totalEarning")}</TableCell>
              <TableCell align="right">{t("agents.paid")}</TableCell>
              <TableCell align="right">{t("agents.toPay")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) =>
              row.standalonePayments ? (
                // An agent paid without bookings or entries in the event: only what was paid.
                <TableRow key={row.id} data-testid="agent-row" data-agent={row.lastName} data-standalone>
                  <TableCell>{`${row.lastName} ${row.firstName}`.trim()}</TableCell>
                  <TableCell colSpan={10} />
                  {cell(row, euro(row.paid), "agent-paid")}
                  <TableCell />
                </TableRow>
              ) : (
                <TableRow
                  key={row.totalRow ? "total" : row.id}
                  data-testid={row.totalRow ? "agents-total" : "agent-row"}
                  data-agent={row.totalRow ? undefined : row.lastName}
                >
                  <TableCell sx={{ fontWeight: row.totalRow ? 700 : undefined }}>
                    {row.totalRow ? t("agents.total") : `${row.lastName} ${row.firstName}`.trim()}
                  </TableCell>
                  <TableCell>{row.type === "Manual" ? t("agents.manual") : (row.type ?? "")}</TableCell>
                  {cell(
                    row,
                    row.totalRow ? "" : commission(row.commissionForRoom, row.commissionForRoomMode),
                  )}
                  {cell(
                    row,
                    row.totalRow ? "" : commission(row.commissionForPlayer, row.commissionForPlayerMode),
                  )}
                  {cell(row, String(row.reservationsNumber))}
                  {cell(row, String(row.nightsAccounted))}
                  {cell(row, `${row.guestReservations} (${row.guestNights})`)}
                  {cell(row, String(row.entriesNumber))}
                  {cell(row, euro(row.totalReservationsEarning))}
                  {cell(row, euro(row.totalEntriesEarning))}
                  {cell(row, euro(row.totalEarning))}
                  {cell(row, euro(row.paid), "agent-paid")}
                  {cell(row, euro(row.toPay), "agent-to-pay")}
                </TableRow>
              ),
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {account.isSuccess && rows.length <= 1 && (
        <Typography sx={{ p: 2 }} color="text.secondary">
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
