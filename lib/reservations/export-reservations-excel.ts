import type { Db } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { fileNamePart, xlsxResponse } from "@/lib/api/xlsx";
import type { Caller } from "@/lib/auth/caller";
import { pullBatches } from "@/lib/xlsx/pull-batches";
import { xlsxSheet, type XlsxColumn } from "@/lib/xlsx/sheet";
import {
  fetchReservationExcelRows,
  findEventName,
  openReservationExcelCursor,
  type ReservationExcelRow,
} from "./search-repository";
import { scopeFor } from "./search-reservations";
import type { ReservationCriteria, ReservationSearchRow } from "./search-schemas";

/** Rows read per FETCH: big enough to be fast, small enough to keep memory flat. */
export const EXCEL_BATCH = 2000;

type ColumnKey =
  | "progressive"
  | "id"
  | "guests"
  | "contacts"
  | "checkIn"
  | "checkOut"
  | "nights"
  | "hotel"
  | "room"
  | "agents"
  | "type"
  | "status"
  | "web"
  | "checkInDone"
  | "totalNoTax"
  | "totalTax"
  | "discount"
  | "totalPay"
  | "paid"
  | "toPay"
  | "notes";

/** Column headers and cell words in the caller's language. */
export type ReservationExcelLabels = {
  sheet: string;
  headers: Record<ColumnKey, string>;
  status: Record<ReservationSearchRow["status"], string>;
  type: Record<ReservationSearchRow["type"], string>;
  yes: string;
  no: string;
};

type Column = Omit<XlsxColumn<ReservationExcelRow>, "header" | "value"> & {
  key: ColumnKey;
  value: (row: ReservationExcelRow, labels: ReservationExcelLabels) => string | number | null;
};

/** Money cells take the exact decimal strings of the database (see lib/xlsx). */
const COLUMNS: Column[] = [
  { key: "progressive", type: "number", width: 8, value: (r) => r.progressive_number },
  { key: "id", type: "number", width: 8, value: (r) => r.id },
  { key: "guests", type: "text", width: 36, value: (r) => r.guests },
  { key: "contacts", type: "text", width: 28, value: (r) => r.contacts },
  { key: "checkIn", type: "date", width: 12, value: (r) => r.check_in },
  { key: "checkOut", type: "date", width: 12, value: (r) => r.check_out },
  { key: "nights", type: "number", width: 7, value: (r) => r.nights },
  { key: "hotel", type: "text", width: 24, value: (r) => r.location_name },
  { key: "room", type: "text", width: 14, value: (r) => r.room_type },
  { key: "agents", type: "text", width: 30, value: (r) => r.agents },
  { key: "type", type: "text", width: 12, value: (r, l) => l.type[r.type] },
  { key: "status", type: "text", width: 14, value: (r, l) => l.status[r.status] },
  { key: "web", type: "text", width: 6, value: (r, l) => (r.is_web_reservation ? l.yes : l.no) },
  { key: "checkInDone", type: "text", width: 9, value: (r, l) => (r.check_in_done ? l.yes : l.no) },
  { key: "totalNoTax", type: "euro", width: 13, value: (r) => r.total_no_tax },
  { key: "totalTax", type: "euro", width: 11, value: (r) => r.total_tax },
  { key: "discount", type: "euro", width: 11, value: (r) => r.discount },
  { key: "totalPay", type: "euro", width: 13, value: (r) => r.total_pay },
  { key: "paid", type: "euro", width: 13, value: (r) => r.paid },
  { key: "toPay", type: "euro", width: 13, value: (r) => r.to_pay },
  { key: "notes", type: "text", width: 40, value: (r) => r.notes },
];

/**
 * POST /api/reservations/printexcel: every matching reservation, one row each, in the list's
 * order (SPEC.md section 9: bookings_{event}.xlsx). A cursor in a read-only transaction sorts
 * them once; the download pulls them EXCEL_BATCH at a time. The event is checked before the
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
  const rows = pullBatches<ReservationExcelRow[]>((emit) =>
    db.transaction(
      async (tx) => {
        await openReservationExcelCursor(tx, "excel_rows", scope);
        for (;;) {
          const batch = await fetchReservationExcelRows(tx, "excel_rows", EXCEL_BATCH);
          if (batch.length) await emit(batch);
          if (batch.length < EXCEL_BATCH) break;
        }
      },
      { accessMode: "read only" },
    ),
  );
  const sheet = xlsxSheet<ReservationExcelRow>({
    name: labels.sheet,
    columns: COLUMNS.map(({ key, value, ...column }) => ({
      ...column,
      header: labels.headers[key],
      value: (row) => value(row, labels),
    })),
    rows,
    autoFilter: true,
  });
  return xlsxResponse(`bookings_${fileNamePart(eventName)}.xlsx`, [sheet]);
}
