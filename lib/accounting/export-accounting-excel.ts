import type { DbOrTx } from "@/db/client";
import { DATE_FORMAT, EURO_FORMAT, excelDay, excelMoney, fileNamePart, xlsxResponse } from "@/lib/api/xlsx";
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
  return xlsxResponse(`accounting_${fileNamePart(report.eventName)}.xlsx`, async (workbook) => {
    const totals = workbook.addWorksheet(labels.tabs.total);
    totals.columns = [{ width: 40 }, { width: 16, style: { numFmt: EURO_FORMAT } }];
    for (const key of TOTAL_LINES) {
      totals.addRow([labels.totals[key], excelMoney(report[key])]).commit();
    }
    totals.addRow([]).commit();
    totals.addRow([labels.overlay.entriesNumber, report.entriesNumber]).commit();
    for (const key of ["guaranteedValue", "prizePoolCollected", "overlay"] as const) {
      totals.addRow([labels.overlay[key], excelMoney(report[key])]).commit();
    }
    totals.addRow([labels.overlay.breakEvenEntries, report.breakEvenEntries]).commit();
    totals.addRow([labels.overlay.netGainAfterOverlay, excelMoney(report.netGainAfterOverlay)]).commit();
    await totals.commit();

    const agents = workbook.addWorksheet(labels.tabs.agents);
    const a = labels.agents;
    agents.columns = [
      { width: 28 },
      { width: 14 },
      { width: 18 },
      { width: 18 },
      { width: 12 },
      { width: 8 },
      { width: 12 },
      { width: 12 },
      { width: 9 },
      ...Array.from({ length: 5 }, () => ({ width: 15, style: { numFmt: EURO_FORMAT } })),
    ];
    agents
      .addRow([
        a.name,
        a.type,
        a.commissionForRoom,
        a.commissionForPlayer,
        a.reservationsNumber,
        a.nightsAccounted,
        a.guestReservations,
        a.guestNights,
        a.entriesNumber,
        a.totalReservationsEarning,
        a.totalEntriesEarning,
        a.totalEarning,
        a.paid,
        a.toPay,
      ])
      .commit();
    for (const row of report.agentsAccounting) agents.addRow(agentCells(row, a)).commit();
    await agents.commit();

    const hotels = workbook.addWorksheet(labels.tabs.hotels);
    const h = labels.hotels;
    hotels.columns = [
      { width: 26 },
      { width: 12, style: { numFmt: DATE_FORMAT } },
      { width: 12, style: { numFmt: DATE_FORMAT } },
      { width: 18 },
      { width: 20 },
      { width: 12, style: { numFmt: EURO_FORMAT } },
      { width: 8 },
      { width: 14, style: { numFmt: EURO_FORMAT } },
    ];
    hotels.addRow([h.hotel, h.period, "", h.room, h.bookingType, h.cost, h.nights, h.total]).commit();
    for (const hotel of report.hotelsAccounting) {
      for (const n of hotel.hotelNightsAccountings) {
        for (const line of hotelRoomRows(n)) {
          hotels
            .addRow([
              hotel.name,
              excelDay(n.checkIn),
              excelDay(n.checkOut),
              n.type,
              h.rows[line.kind],
              excelMoney(line.cost),
              line.nights,
              excelMoney(line.total),
            ])
            .commit();
        }
      }
      for (const key of HOTEL_SUMMARY_LINES) {
        hotels.addRow([hotel.name, null, null, null, h[key], null, null, excelMoney(hotel[key])]).commit();
      }
    }
    await hotels.commit();
  });
}

function agentCells(row: AgentAccountingRow, a: Labels["agents"]) {
  const name = row.totalRow ? a.totalRow : `${row.lastName} ${row.firstName}`.trim();
  const type = row.totalRow ? "" : row.mode ? `${row.type ?? ""} (${a.modes[row.mode]})` : a.noTemplate;
  return [
    name,
    type,
    row.totalRow ? "" : commissionText(row.commissionForRoomMode, row.commissionForRoom),
    row.totalRow
      ? ""
      : commissionText(
          row.commissionForPlayerMode,
          row.commissionForPlayer,
          row.playerCommissionSource ? a.sources[row.playerCommissionSource] : undefined,
        ),
    row.reservationsNumber,
    row.nightsAccounted,
    row.guestReservations,
    row.guestNights,
    row.entriesNumber,
    excelMoney(row.totalReservationsEarning),
    excelMoney(row.totalEntriesEarning),
    excelMoney(row.totalEarning),
    excelMoney(row.paid),
    excelMoney(row.toPay),
  ];
}
