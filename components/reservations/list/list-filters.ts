import type { ReservationStatus, ReservationType } from "@/lib/reservations/rules";
import { readDecimalInput } from "@/lib/client/input-rules";
import { requireCents } from "@/lib/money/cents";
import type { OrderField, PaymentStatus, ReservationCriteriaInput } from "@/lib/reservations/search-schemas";

export const ALL_STATES: ReservationStatus[] = ["NotConfirmed", "Confirmed", "Settled", "Canceled"];
export const DEFAULT_STATES: ReservationStatus[] = ["Confirmed", "NotConfirmed", "Settled"];

/** An amount filter as the API's decimal string (lib/client/input-rules.ts rule); null if none. */
function amountOrNull(text: string): string | null {
  return readDecimalInput(text.trim())?.value ?? (text.trim() || null);
}

/** What the list's quick filters and the advanced modal hold ("" = any). */
export type ListFilters = {
  customerContacts: string;
  progressiveNumber: string;
  checkInFrom: string;
  checkInTo: string;
  checkOutFrom: string;
  checkOutTo: string;
  agentContacts: string;
  locationId: string;
  roomTypeId: string;
  type: "" | ReservationType;
  webReservation: "" | "true" | "false";
  checkInDone: "" | "true" | "false";
  paymentStatus: "" | PaymentStatus;
  paymentMethodId: string;
  notes: string;
  statesSelected: ReservationStatus[];
  totalPayFrom: string;
  totalPayTo: string;
  orderField: OrderField;
  orderDirection: "Ascending" | "Descending";
};

export const EMPTY_FILTERS: ListFilters = {
  customerContacts: "",
  progressiveNumber: "",
  checkInFrom: "",
  checkInTo: "",
  checkOutFrom: "",
  checkOutTo: "",
  agentContacts: "",
  locationId: "",
  roomTypeId: "",
  type: "",
  webReservation: "",
  checkInDone: "",
  paymentStatus: "",
  paymentMethodId: "",
  notes: "",
  statesSelected: DEFAULT_STATES,
  totalPayFrom: "",
  totalPayTo: "",
  orderField: "CheckIn",
  orderDirection: "Ascending",
};

const yesNo = (value: "" | "true" | "false") => (value === "" ? null : value === "true");
const idOrNull = (value: string) => (/^\d+$/.test(value) ? Number(value) : null);

/**
 * The criteria body of search, count, print, Excel and numbering. A "to" date without its "from"
 * is not sent: the screen keeps it disabled until "from" is set (SPEC.md section 2).
 */
export function toCriteria(eventId: number, filters: ListFilters): ReservationCriteriaInput {
  return {
    eventId,
    statesSelected: filters.statesSelected.length ? filters.statesSelected : DEFAULT_STATES,
    customerContacts: filters.customerContacts.trim() || null,
    agentContacts: filters.agentContacts.trim() || null,
    progressiveNumber: idOrNull(filters.progressiveNumber.trim()),
    checkInFrom: filters.checkInFrom || null,
    checkInTo: filters.checkInFrom ? filters.checkInTo || null : null,
    checkOutFrom: filters.checkOutFrom || null,
    checkOutTo: filters.checkOutFrom ? filters.checkOutTo || null : null,
    locationId: idOrNull(filters.locationId),
    roomTypeId: idOrNull(filters.roomTypeId),
    type: filters.type || null,
    webReservation: yesNo(filters.webReservation),
    checkInDone: yesNo(filters.checkInDone),
    paymentStatus: filters.paymentStatus || null,
    paymentMethodId: idOrNull(filters.paymentMethodId),
    notes: filters.notes.trim() || null,
    // Typed as an amount field reads it: "1.250,50", "1250,50" and "1250.50" are 1250.50.
    totalPayFrom: amountOrNull(filters.totalPayFrom),
    totalPayTo: amountOrNull(filters.totalPayTo),
    orderField: filters.orderField,
    orderDirection: filters.orderDirection,
  };
}

/** Whether two sets of filters select the same reservations in the same order. */
export function sameFilters(a: ListFilters, b: ListFilters): boolean {
  return JSON.stringify(toCriteria(0, a)) === JSON.stringify(toCriteria(0, b));
}

/** How many advanced-modal filters differ from the defaults (shown on its button). */
export function advancedFilterCount(filters: ListFilters): number {
  const keys: (keyof ListFilters)[] = [
    "agentContacts",
    "locationId",
    "roomTypeId",
    "type",
    "webReservation",
    "checkInDone",
    "paymentStatus",
    "paymentMethodId",
    "notes",
    "checkOutFrom",
    "totalPayFrom",
    "totalPayTo",
  ];
  const changed = keys.filter((key) => filters[key] !== "").length;
  const states = [...filters.statesSelected].sort().join() !== [...DEFAULT_STATES].sort().join() ? 1 : 0;
  const sort = filters.orderField !== "CheckIn" || filters.orderDirection !== "Ascending" ? 1 : 0;
  return changed + states + sort;
}

export type RowTone = "success" | "error" | "warning";

/** SPEC.md section 2: Settled green, Canceled red, others amber; red when checked in but not settled. */
export function rowTone(row: { status: ReservationStatus; checkInDone: boolean }): RowTone {
  if (row.status === "Canceled") return "error";
  if (row.status === "Settled") return "success";
  return row.checkInDone ? "error" : "warning";
}

export type InfoTone = "error" | "warning" | "info" | "default";

/** The info icon: red when Settled yet still owing, amber when change is due, blue with notes. */
export function infoTone(row: { status: ReservationStatus; toPay: string; notes: string | null }): InfoTone {
  const toPay = requireCents(row.toPay);
  if (row.status === "Settled" && toPay > 0) return "error";
  if (toPay < 0) return "warning";
  if (row.notes) return "info";
  return "default";
}
