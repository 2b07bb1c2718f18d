"use client";
import {
  Box,
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
import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { PageHeader } from "@/components/common/PageHeader";
import type { AccountingSummaryDto, SummaryAmounts } from "@/lib/cash/accounts-schemas";
import { api, apiSave } from "@/lib/client/api-client";
import { formatDateTime, formatEuro } from "@/lib/client/format";
import { CashClosedBanner } from "./CashClosedBanner";
import { cashKey, useCashEvent } from "./cash-queries";

/** .../v2/accounting/summary ("Riepilogo"): calculated, effective and residual per item; chiudi / riapri. */
export function AccountingSummary({ eventId }: { eventId: number }) {
  const t = useTranslations("cash");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const event = useCashEvent(eventId);
  const summary = useQuery({
    queryKey: [...cashKey(eventId), "summary"],
    queryFn: ({ signal }) => api.get<AccountingSummaryDto>(`/accountings/summary/${eventId}`, { signal }),
  });
  const euro = (value: string) => formatEuro(value, locale);
  const data = summary.data;
  const frozen = event.data?.isFreezed ?? data?.isFreezed ?? false;

  async function toggleClosed() {
    const done = await apiSave("POST", `/events/${frozen ? "reopen" : "close"}/${eventId}`);
    if (done === undefined) return;
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ["events"] }),
      queryClient.invalidateQueries({ queryKey: cashKey(eventId) }),
    ]);
  }

  const amountCells = (row: SummaryAmounts, bold = false) =>
    (["calculatedAmount", "amount", "residual"] as const).map((field) => (
      <TableCell
        key={field}
        align="right"
        data-testid={`summary-${field}`}
        sx={{
          whiteSpace: "nowrap",
          fontWeight: bold ? 700 : undefined,
          color: field === "residual" && Number(row.residual) < 0 ? "error.main" : undefined,
        }}
      >
        {euro(row[field])}
      </TableCell>
    ));
  const totalRow = (label: string, row: SummaryAmounts, testId: string) => (
    <TableRow data-testid={testId}>
      <TableCell colSpan={2} sx={{ fontWeight: 700 }}>
        {label}
      </TableCell>
      {amountCells(row, true)}
    </TableRow>
  );
  return (
    <>
      <PageHeader
        title={t("summary.title")}
        actions={
          <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
            {event.data && (
              <Button
                onClick={() => void toggleClosed()}
                color={frozen ? "primary" : "warning"}
                data-testid="summary-toggle-closed"
              >
                {frozen ? t("summary.reopen") : t("summary.close")}
              </Button>
            )}
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
      <TableContainer component={Paper} sx={{ mb: 2 }}>
        <Table size="small" data-testid="accounting-summary">
          <TableHead>
            <TableRow>
              <TableCell>{t("summary.item")}</TableCell>
              <TableCell>{t("summary.category")}</TableCell>
              <TableCell align="right">{t("summary.calculated")}</TableCell>
              <TableCell align="right">{t("summary.effective")}</TableCell>
              <TableCell align="right">{t("summary.residual")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.summaries.map((row) => (
              <TableRow key={row.paymentItemId} data-testid="summary-row" data-item={row.description}>
                <TableCell>{row.description}</TableCell>
                <TableCell>{row.category === "Income" ? t("summary.income") : t("summary.cost")}</TableCell>
                {amountCells(row)}
              </TableRow>
            ))}
            {data && totalRow(t("summary.totalCost"), data.totalCost, "summary-total-cost")}
            {data && totalRow(t("summary.totalIncome"), data.totalIncome, "summary-total-income")}
            {data && totalRow(t("summary.total"), data.total, "summary-total")}
          </TableBody>
        </Table>
      </TableContainer>
      {data && (
        <Paper sx={{ p: 2 }} data-testid="summary-overlay">
          <Typography variant="h6" gutterBottom>
            {t("summary.overlayTitle")}
          </Typography>
          {(
            [
              ["entries", String(data.overlayRisk.entriesNumber)],
              ["guaranteed", euro(data.overlayRisk.guaranteedValue)],
              ["prizePool", euro(data.overlayRisk.prizePoolCollected)],
              ["overlay", euro(data.overlayRisk.overlay)],
              [
                "breakEven",
                data.overlayRisk.breakEvenEntries === null ? "-" : String(data.overlayRisk.breakEvenEntries),
              ],
              ["netGain", euro(data.overlayRisk.totalNetGain)],
              ["netGainAfterOverlay", euro(data.overlayRisk.netGainAfterOverlay)],
            ] as const
          ).map(([label, value]) => (
            <Box key={label} sx={{ display: "flex", justifyContent: "space-between", py: 0.25 }}>
              <Typography>{t(`summary.${label}`)}</Typography>
              <Typography sx={{ fontWeight: 600 }} data-testid={`overlay-${label}`}>
                {value}
              </Typography>
            </Box>
          ))}
        </Paper>
      )}
    </>
  );
}
