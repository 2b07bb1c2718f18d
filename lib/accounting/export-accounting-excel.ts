import type { DbOrTx } from "@/db/client";
import { fileNamePart, xlsxResponse } from "@/lib/api/xlsx";
import { xlsxSheet, type XlsxValue } from "@/lib/xlsx/sheet";
import type { Locale } from "@/lib/i18n/locales";
import enAccounting from "@/messages/en/accounting.json";
import itAccounting from "@/messages/it/accounting.json";
import { getAccountingReport } from "./get-accounting-report";
import { HOTEL_SUMMARY_LINES, TOTAL_LINES, commissionText, hotelRoomRows } from "./report-layout";
import type { AgentAccountingRow } from "./types";

type Labels = typeof itAccounting;
const LABELS: Record<Locale, Labels> = { it: itAccounting, en: enAccounting };

/** accounting_{event}.xlsx of a Completed report: Totale, Costo Agenti, Costo Hotels, typed cells. */
export async function exportAccountingExcel({
  db,
  id,
  locale,
}: {
  db: DbOrTx;
  id: number;
  locale: Locale;
}): Promise<Response> {
  const report = await getAccountingReport({ db, id });
  const labels = LABELS[locale];
  type TotalLine = { label: string; amount?: string | null; count?: number | null };
  const totalLines: TotalLine[] = [
    ...TOTAL_LINES.map((key) => ({ label: labels.totals[key], amount: report[key] })),
    { label: labels.overlay.entriesNumber, count: report.entriesNumber },
    ...(["guaranteedValue", "prizePoolCollected", "overlay"] as const).map((key) => ({
      label: labels.overlay[key],
      amount: report[key],
    })),
    { label: labels.overlay.breakEvenEntries, count: report.breakEvenEntries },
    { label: labels.overlay.netGainAfterOverlay, amount: report.netGainAfterOverlay },
  ];
  const totals = xlsxSheet<TotalLine>({
    name: labels.tabs.total,
    columns: [
      { header: labels.excelColumns.item, type: "text", width: 40, value: (line) => line.label },
      {
        header: labels.excelColumns.amount,
        type: "euro",
        width: 16,
        alertWhenNegative: true,
        value: (line) => line.amount,
      },
      { header: labels.excelColumns.count, type: "number", width: 10, value: (line) => line.count },
    ],
    rows: [totalLines],
  });

  const a = labels.agents;
  const text = (header: string, width: number, value: (row: AgentAccountingRow) => XlsxValue) =>
    ({ header, type: "text", width, value }) as const;
  const count = (header: string, value: (row: AgentAccountingRow) => number) =>
    ({ header, type: "number", width: 10, value }) as const;
  const euro = (header: string, value: (row: AgentAccountingRow) => string) =>
    ({ header, type: "euro", width: 15, value }) as const;
  const agents = xlsxSheet<AgentAccountingRow>({
    name: labels.tabs.agents,
    columns: [
      text(a.name, 28, (row) => (row.totalRow ? a.totalRow : `${row.lastName} ${row.firstName}`.trim())),
      text(a.type, 14, (row) =>
        row.totalRow ? "" : row.mode ? `${row.type ?? ""} (${a.modes[row.mode]})` : a.noTemplate,
      ),
      text(a.commissionForRoom, 18, (row) =>
        row.totalRow
          ? ""
          : commissionText(row.commissionForRoomMode, row.commissionForRoom, undefined, locale),
      ),
      text(a.commissionForPlayer, 18, (row) =>
        row.totalRow
          ? ""
          : commissionText(
              row.commissionForPlayerMode,
              row.commissionForPlayer,
              row.playerCommissionSource ? a.sources[row.playerCommissionSource] : undefined,
              locale,
            ),
      ),
      count(a.reservationsNumber, (row) => row.reservationsNumber),
      count(a.nightsAccounted, (row) => row.nightsAccounted),
      count(a.guestReservations, (row) => row.guestReservations),
      count(a.guestNights, (row) => row.guestNights),
      count(a.entriesNumber, (row) => row.entriesNumber),
      euro(a.totalReservationsEarning, (row) => row.totalReservationsEarning),
      euro(a.totalEntriesEarning, (row) => row.totalEntriesEarning),
      euro(a.totalEarning, (row) => row.totalEarning),
      euro(a.paid, (row) => row.paid),
      euro(a.toPay, (row) => row.toPay),
    ],
    rows: [report.agentsAccounting],
  });

  const h = labels.hotels;
  type HotelLine = {
    hotel: string;
    checkIn?: string;
    checkOut?: string;
    room?: string;
    line: string;
    cost?: string | null;
    nights?: number;
    total: string | null;
  };
  const hotelLines: HotelLine[] = report.hotelsAccounting.flatMap((hotel) => [
    ...hotel.hotelNightsAccountings.flatMap((n) =>
      hotelRoomRows(n).map((line) => ({
        hotel: hotel.name,
        checkIn: n.checkIn,
        checkOut: n.checkOut,
        room: n.type,
        line: h.rows[line.kind],
        cost: line.cost,
        nights: line.nights,
        total: line.total,
      })),
    ),
    ...HOTEL_SUMMARY_LINES.map((key) => ({ hotel: hotel.name, line: h[key], total: hotel[key] })),
  ]);
  const hotels = xlsxSheet<HotelLine>({
    name: labels.tabs.hotels,
    columns: [
      { header: h.hotel, type: "text", width: 26, value: (row) => row.hotel },
      { header: h.period, type: "date", width: 12, value: (row) => row.checkIn },
      { header: "", type: "date", width: 12, value: (row) => row.checkOut },
      { header: h.room, type: "text", width: 18, value: (row) => row.room },
      { header: h.bookingType, type: "text", width: 20, value: (row) => row.line },
      { header: h.cost, type: "euro", width: 12, value: (row) => row.cost },
      { header: h.nights, type: "number", width: 8, value: (row) => row.nights },
      { header: h.total, type: "euro", width: 14, value: (row) => row.total },
    ],
    rows: [hotelLines],
  });

  return xlsxResponse(`accounting_${fileNamePart(report.eventName)}.xlsx`, [totals, agents, hotels]);
}
