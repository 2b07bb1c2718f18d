import type { ApiTranslator } from "@/lib/i18n/server-translator";
import { RESERVATION_STATUSES, RESERVATION_TYPES } from "./rules";
import type { ReservationExcelLabels } from "./export-reservations-excel";

/** The Excel's words in the caller's language (messages/<locale>/api.json "reservationDocuments"). */
export function reservationExcelLabels(t: ApiTranslator): ReservationExcelLabels {
  const w = (key: string) => t(`reservationDocuments.${key}`);
  const headerKeys = [
    "progressive",
    "id",
    "guests",
    "contacts",
    "checkIn",
    "checkOut",
    "nights",
    "hotel",
    "room",
    "agents",
    "type",
    "status",
    "web",
    "checkInDone",
    "totalNoTax",
    "totalTax",
    "discount",
    "totalPay",
    "paid",
    "toPay",
    "notes",
  ] as const;
  return {
    sheet: w("sheet"),
    headers: Object.fromEntries(headerKeys.map((key) => [key, w(key)])) as ReservationExcelLabels["headers"],
    status: Object.fromEntries(
      RESERVATION_STATUSES.map((s) => [s, w(`status_${s}`)]),
    ) as ReservationExcelLabels["status"],
    type: Object.fromEntries(
      RESERVATION_TYPES.map((s) => [s, w(`type_${s}`)]),
    ) as ReservationExcelLabels["type"],
    yes: w("yes"),
    no: w("no"),
  };
}
