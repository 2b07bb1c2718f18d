/**
 * The reservation API's shapes as the screens read them (the answers of lib/reservations, contract
 * in SPEC.md). Dates are "YYYY-MM-DDT00:00:00", money decimal strings.
 */
export {
  RESERVATION_STATUSES,
  RESERVATION_TYPES,
  type ReservationStatus,
  type ReservationType,
} from "@/lib/reservations/rules";
export type {
  AvailabilityAlert,
  CheckAvailabilityDto as AvailabilityDto,
  QuoteDto as QuoteResultDto,
  ReservationDayDto,
  ReservationDto,
  ReservationListItemDto as ReservationListItem,
  ReservationPaymentDto,
  SaveReservationDto as SaveReservationAnswer,
} from "@/lib/reservations/schemas";

export const CREATION_MODES = ["Classic", "Multiple"] as const;
export type CreationMode = (typeof CREATION_MODES)[number];

/** Validation codes of a save the user may confirm anyway (HTTP 409, validationLevel Fail). */
export const CONFIRMABLE_CODES = {
  WrongCapacity: "skipCapacityValidation",
  CustomersAlreadyHaveReservations: "skipCustomerCheck",
} as const;
export type ConfirmableCode = keyof typeof CONFIRMABLE_CODES;
