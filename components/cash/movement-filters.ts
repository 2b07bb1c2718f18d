import type { MovementTypology, OrderDirection } from "@/lib/cash/schemas";

/** What the movement list's filters hold ("" = any). */
export type MovementFilters = {
  date: string;
  paymentMethod: number | "";
  typology: MovementTypology | "";
  paymentItem: number | "";
  notes: string;
  orderDirection: OrderDirection;
};

/** The filters a visit starts with: every movement, newest first. */
export const START_FILTERS: MovementFilters = {
  date: "",
  paymentMethod: "",
  typology: "",
  paymentItem: "",
  notes: "",
  orderDirection: "Descending",
};

/** The criteria body of count and search. */
export const movementCriteria = (eventId: number, filters: MovementFilters) => ({
  eventId,
  date: filters.date || null,
  paymentMethod: filters.paymentMethod || null,
  typology: filters.typology || null,
  paymentItem: filters.paymentItem || null,
  notes: filters.notes || null,
  orderDirection: filters.orderDirection,
});
