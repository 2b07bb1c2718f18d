import type { Db } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { DATE_FORMAT, EURO_FORMAT, excelDay, excelMoney, fileNamePart, xlsxResponse } from "@/lib/api/xlsx";
import type { Caller } from "@/lib/auth/caller";
import {
  fetchCursorIds,
  findEventName,
  openReservationCursor,
  reservationRowsByIds,
} from "./search-repository";
import { scopeFor } from "./search-reservations";
import type { ReservationCriteria, ReservationSearchRow } from "./search-schemas";

/** Rows read per query: big enough to be fast, small enough to keep memory flat. */
export const EXCEL_BATCH = 2000;

/** Column headers and cell values; `euro` and `date` columns get typed cells. */
export type ReservationExcelLabels = {
  sheet: string;
  headers: Record<(typeof COLUMNS)[number]["key"], string>;
  status: Record<ReservationSearchRow["status"], string>;
  type: Record<ReservationSearchRow["type"], string>;
  yes: string;
  no: string;
};

const COLUMNS = [
  { key: "progressive", width: 8 },
  { key: "id", width: 8 },
  { key: "guests", width: 36 },
  { key: "contacts", width: 28 },
  { key: "checkIn", width: 12, format: DATE_FORMAT },
  { key: "checkOut", width: 12, format: DATE_FORMAT },
  { key: "nights", width: 7 },
  { key: "hotel", width: 24 },
  { key: "room", width: 14 },
  { key: "agents", width: 30 },
  { key: "type", width: 12 },
  { key: "status", width: 14 },
  { key: "web", width: 6 },
  { key: "checkInDone", width: 9 },
  { key: "totalNoTax", width: 13, format: EURO_FORMAT },
  { key: "totalTax", width: 11, format: EURO_FORMAT },
  { key: "discount", width: 11, format: EURO_FORMAT },
  { key: "totalPay", width: 13, format: EURO_FORMAT },
  { key: "paid", width: 13, format: EURO_FORMAT },
  { key: "toPay", width: 13, format: EURO_FORMAT },
  { key: "notes", width: 40 },
] as const;

function cells(row: ReservationSearchRow, labels: ReservationExcelLabels) {
  const first = row.customers[0];
  return {
    progressive: row.progressiveNumber,
    id: row.id,
    guests: row.customers.map((c) => `${c.lastName} ${c.firstName}`.trim()).join(", "),
    contacts: first ? [first.phone, first.email].filter(Boolean).join(" ") : "",
    checkIn: excelDay(row.checkIn),
    checkOut: excelDay(row.checkOut),
    nights: row.nights,
    hotel: row.location.name,
    room: row.roomType.type,
    agents: row.profiles
      .map((p) => `${p.agentRole.roleDescription}: ${`${p.lastName} ${p.firstName ?? ""}`.trim()}`)
      .join(", "),
    type: labels.type[row.type],
    status: labels.status[row.status],
    web: row.isWebReservation ? labels.yes : labels.no,
    checkInDone: row.checkInDone ? labels.yes : labels.no,
    totalNoTax: excelMoney(row.totalNoTax),
    totalTax: excelMoney(row.totalTax),
    discount: excelMoney(row.discount),
    totalPay: excelMoney(row.totalPay),
    paid: excelMoney(row.paid),
    toPay: excelMoney(row.toPay),
    notes: row.notes ?? "",
  };
}

/**
 * POST /api/reservations/printexcel: every matching reservation, one row each, in the list's
 * order, streamed (SPEC.md section 9: bookings_{event}.xlsx). The event is checked before the
 * answer starts, so a bad event still answers an error envelope.
 */
export async function exportReservationsExcel({
  db,
  caller,
  criteria,
  labels,
}: {
  db: Db;
  caller: Caller;
  criteria: ReservationCriteria;
  labels: ReservationExcelLabels;
}): Promise<Response> {
  const eventName = await findEventName(db, criteria.eventId);
  if (eventName === null) throw new DomainError("eventNotFound");
  const scope = scopeFor(caller, criteria);
  return xlsxResponse(`bookings_${fileNamePart(eventName)}.xlsx`, async (workbook, drained) => {
    const sheet = workbook.addWorksheet(labels.sheet, { views: [{ state: "frozen", ySplit: 1 }] });
    sheet.columns = COLUMNS.map((column) => ({
      key: column.key,
      header: labels.headers[column.key],
      width: column.width,
      style: "format" in column ? { numFmt: column.format } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
    sheet.getRow(1).commit();
    // One sort of the matching ids (a cursor in a read-only transaction), then batch after batch.
    await db.transaction(
      async (tx) => {
        await openReservationCursor(tx, "excel_rows", scope);
        for (;;) {
          const ids = await fetchCursorIds(tx, "excel_rows", EXCEL_BATCH);
          for (const row of await reservationRowsByIds(tx, ids)) sheet.addRow(cells(row, labels)).commit();
          if (ids.length < EXCEL_BATCH) break;
          await drained();
        }
      },
      { accessMode: "read only" },
    );
    sheet.commit();
  });
}
