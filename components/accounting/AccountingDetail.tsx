"use client";
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { PageHeader } from "@/components/common/PageHeader";
import { DownloadButton } from "@/components/common/DownloadButton";
import { api, apiDownload } from "@/lib/client/api-client";
import { formatDate, formatDateTime, formatEuro, formatNumber } from "@/lib/client/format";
import { requireCents } from "@/lib/money/cents";
import {
  HOTEL_SUMMARY_LINES,
  TOTAL_LINES,
  commissionText,
  hotelRoomRows,
} from "@/lib/accounting/report-layout";
import type { AccountingReportDto } from "@/lib/accounting/schemas";
import type { AgentAccountingRow, EventAccounting, HotelAccounting } from "@/lib/accounting/types";

const TABS = ["total", "agents", "hotels"] as const;
type TabKey = (typeof TABS)[number];

const signColor = (value: string) => (Number(value) < 0 ? "error.main" : "success.main");

/** /events/{eventId}/accounting/{id}: "Dettaglio Rendicontazione", the stored snapshot in three tabs. */
export function AccountingDetail({ eventId, id }: { eventId: number; id: number }) {
  const t = useTranslations("accounting");
  const locale = useLocale();
  const [tab, setTab] = useState<TabKey>("total");
  const report = useQuery({
    queryKey: ["accounting", "report", id],
    queryFn: ({ signal }) => api.get<AccountingReportDto>(`/events/accounting/${id}`, { signal }),
  });
  const data = report.data;
  const fileName = `accounting_${(data?.eventName ?? "evento").replace(/[^A-Za-z0-9]+/g, "_")}.xlsx`;

  return (
    <>
      <PageHeader
        title={t("detailTitle")}
        actions={
          <>
            <DownloadButton
              disabled={!data}
              onDownload={() => apiDownload(`/events/accounting/excel/${id}`, { fallbackName: fileName })}
              data-testid="download-accounting-excel"
            >
              {t("excel")}
            </DownloadButton>
            <Button component={Link} href={`/events/${eventId}/accounting`} variant="outlined">
              {t("back")}
            </Button>
          </>
        }
      />
      {data && (
        <Typography variant="subtitle1" component="p" color="textSecondary" sx={{ mb: 1 }}>
          {data.eventName} · {t("requestDate", { date: formatDateTime(data.requestDate, locale) })}
        </Typography>
      )}
      <Tabs
        value={tab}
        onChange={(_, next: TabKey) => setTab(next)}
        sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
      >
        {TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={t(`tabs.${key}`)}
            data-testid={`tab-${key}`}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
      {data && tab === "total" && <TotalTab report={data} />}
      {data && tab === "agents" && <AgentsTab rows={data.agentsAccounting} />}
      {data && tab === "hotels" && <HotelsTab hotels={data.hotelsAccounting} />}
    </>
  );
}

function TotalTab({ report }: { report: EventAccounting }) {
  const t = useTranslations("accounting");
  const locale = useLocale();
  const overlayLines = [
    ["entriesNumber", formatNumber(report.entriesNumber, locale)],
    ["guaranteedValue", formatEuro(report.guaranteedValue, locale)],
    ["prizePoolCollected", formatEuro(report.prizePoolCollected, locale)],
    ["overlay", formatEuro(report.overlay, locale)],
    [
      "breakEvenEntries",
      report.breakEvenEntries === null ? t("overlay.none") : formatNumber(report.breakEvenEntries, locale),
    ],
  ] as const;
  return (
    <Stack spacing={2} data-testid="accounting-total">
      <Paper variant="outlined">
        <Table>
          <TableBody>
            {TOTAL_LINES.map((key) => {
              const net = key === "totalNetGain";
              return (
                <TableRow key={key} data-testid={`total-${key}`}>
                  <TableCell sx={net ? { fontWeight: 700 } : undefined}>{t(`totals.${key}`)}</TableCell>
                  <TableCell
                    align="right"
                    sx={net ? { fontWeight: 700, color: signColor(report[key]) } : undefined}
                    data-testid={net ? "net-total" : undefined}
                  >
                    {formatEuro(report[key], locale)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Paper>
      <Card variant="outlined" data-testid="overlay-card">
        <CardHeader title={t("overlay.title")} titleTypographyProps={{ variant: "h6" }} />
        <Table>
          <TableBody>
            {overlayLines.map(([key, value]) => (
              <TableRow key={key}>
                <TableCell>{t(`overlay.${key}`)}</TableCell>
                <TableCell
                  align="right"
                  sx={key === "overlay" && Number(report.overlay) > 0 ? { color: "error.main" } : undefined}
                >
                  {value}
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>{t("overlay.netGainAfterOverlay")}</TableCell>
              <TableCell
                align="right"
                sx={{ fontWeight: 700, color: signColor(report.netGainAfterOverlay) }}
                data-testid="net-after-overlay"
              >
                {formatEuro(report.netGainAfterOverlay, locale)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Card>
    </Stack>
  );
}

function AgentsTab({ rows }: { rows: AgentAccountingRow[] }) {
  const t = useTranslations("accounting");
  const locale = useLocale();
  if (rows.length <= 1) return <Typography color="textSecondary">{t("agents.empty")}</Typography>;
  const money = (value: string) => formatEuro(value, locale);
  return (
    <TableContainer component={Paper} variant="outlined" data-testid="accounting-agents">
      <Table size="small" sx={{ "& td, & th": { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t("agents.name")}</TableCell>
            <TableCell align="right">{t("agents.reservationsNumber")}</TableCell>
            <TableCell align="right">{t("agents.guestReservations")}</TableCell>
            <TableCell align="right">{t("agents.entriesNumber")}</TableCell>
            <TableCell align="right">{t("agents.totalReservationsEarning")}</TableCell>
            <TableCell align="right">{t("agents.totalEntriesEarning")}</TableCell>
            <TableCell align="right">{t("agents.totalEarning")}</TableCell>
            <TableCell align="right">{t("agents.paid")}</TableCell>
            <TableCell align="right">{t("agents.toPay")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.totalRow ? "total" : row.id}
              data-testid={row.totalRow ? "agent-total-row" : "agent-row"}
              sx={row.totalRow ? { "& td": { fontWeight: 700 } } : undefined}
            >
              <TableCell>
                {row.totalRow ? (
                  t("agents.totalRow")
                ) : (
                  <>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {row.lastName} {row.firstName}
                    </Typography>
                    <Typography variant="caption" color="textSecondary" component="div">
                      {row.standalonePayments
                        ? t("agents.standalone")
                        : row.mode
                          ? `${t(`agents.modes.${row.mode}`)}: ${commissionText(row.commissionForRoomMode, row.commissionForRoom, undefined, locale)} · ${commissionText(
                              row.commissionForPlayerMode,
                              row.commissionForPlayer,
                              row.playerCommissionSource
                                ? t(`agents.sources.${row.playerCommissionSource}`)
                                : undefined,
                              locale,
                            )}`
                          : t("agents.noTemplate")}
                    </Typography>
                  </>
                )}
              </TableCell>
              <TableCell align="right">
                {formatNumber(row.reservationsNumber, locale)} / {formatNumber(row.nightsAccounted, locale)}
              </TableCell>
              <TableCell align="right">
                {row.guestReservations} / {row.guestNights}
              </TableCell>
              <TableCell align="right">{formatNumber(row.entriesNumber, locale)}</TableCell>
              <TableCell align="right">
                {row.standalonePayments ? "" : money(row.totalReservationsEarning)}
              </TableCell>
              <TableCell align="right">
                {row.standalonePayments ? "" : money(row.totalEntriesEarning)}
              </TableCell>
              <TableCell align="right">{row.standalonePayments ? "" : money(row.totalEarning)}</TableCell>
              <TableCell align="right">{money(row.paid)}</TableCell>
              <TableCell align="right" sx={{ color: requireCents(row.toPay) < 0 ? "error.main" : undefined }}>
                {row.standalonePayments ? "" : money(row.toPay)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function HotelsTab({ hotels }: { hotels: HotelAccounting[] }) {
  const t = useTranslations("accounting");
  const locale = useLocale();
  if (hotels.length === 0) return <Typography color="textSecondary">{t("hotels.empty")}</Typography>;
  const money = (value: string) => formatEuro(value, locale);
  return (
    <Stack spacing={2} data-testid="accounting-hotels">
      {hotels.map((hotel) => (
        <Card key={hotel.id} variant="outlined" data-testid="accounting-hotel-card">
          <CardHeader title={hotel.name} titleTypographyProps={{ variant: "h6" }} />
          <CardContent>
            <Box
              sx={{
                display: "grid",
                gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(3, 1fr)" },
                gap: 1.5,
                mb: 2,
              }}
            >
              {HOTEL_SUMMARY_LINES.map((key) => (
                <Box key={key}>
                  <Typography variant="caption" color="textSecondary">
                    {t(`hotels.${key}`)}
                  </Typography>
                  <Typography sx={{ fontWeight: key === "totalCost" ? 700 : 400 }}>
                    {money(hotel[key])}
                  </Typography>
                </Box>
              ))}
            </Box>
            <TableContainer>
              <Table size="small" sx={{ "& td, & th": { px: 1 } }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t("hotels.period")}</TableCell>
                    <TableCell>{t("hotels.room")}</TableCell>
                    <TableCell>{t("hotels.bookingType")}</TableCell>
                    <TableCell align="right">{t("hotels.cost")}</TableCell>
                    <TableCell align="right">{t("hotels.nights")}</TableCell>
                    <TableCell align="right">{t("hotels.total")}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {hotel.hotelNightsAccountings.flatMap((room) =>
                    hotelRoomRows(room).map((line, index) => (
                      <TableRow key={`${room.roomPricingId}-${line.kind}`} data-testid="hotel-night-row">
                        <TableCell sx={{ whiteSpace: "nowrap" }}>
                          {index === 0
                            ? `${formatDate(room.checkIn, locale)} - ${formatDate(room.checkOut, locale)}`
                            : ""}
                        </TableCell>
                        <TableCell>{index === 0 ? room.type : ""}</TableCell>
                        <TableCell>{t(`hotels.rows.${line.kind}`)}</TableCell>
                        <TableCell align="right">{money(line.cost)}</TableCell>
                        <TableCell align="right">{formatNumber(line.nights, locale)}</TableCell>
                        <TableCell align="right">{money(line.total)}</TableCell>
                      </TableRow>
                    )),
                  )}
                </TableBody>
              </Table>
            </TableContainer>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
