/**
 * The reservation API's shapes as the screens read them (/work/briefs/RES-API.md, issue 9).
 * Dates are "YYYY-MM-DDT00:00:00", money decimal strings.
 */

export const RESERVATION_STATUSES = ["NotConfirmed", "Confirmed", "Settled", "Canceled"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RESERVATION_TYPES = ["Standard", "Packet", "StaffHotel", "Guest", "Staff"] as const;
export type ReservationType = (typeof RESERVATION_TYPES)[number];

export const CREATION_MODES = ["Classic", "Multiple"] as const;
export type CreationMode = (typeof CREATION_MODES)[number];

export type AvailabilityAlert = "Warning" | "Error";

export type ReservationDayDto = { day: string; sellPrice: string; dailyTax: string; availability: number };

export type ReservationGuestDto = {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  isFake: boolean;
  isAgentPlayer: boolean;
};

export type ReservationAgentDto = {
  id: number;
  firstName: string;
  lastName: string;
  agentRole: { id: number; roleDescription: string };
};

export type ReservationPaymentDto = {
  id: number;
  amount: string;
  methodId: number;
  methodDescription: string;
  paymentItemId: number;
  itemDescription: string;
  typology: "Inbound" | "Outbound";
  paymentDate: string;
  notes: string | null;
};

export type ReservationDto = {
  id: number;
  progressiveNumber: number | null;
  event: { id: number; name: string };
  location: { id: number; name: string };
  roomType: { id: number; type: string; capacity: number };
  checkIn: string;
  checkOut: string;
  status: ReservationStatus;
  type: ReservationType;
  customers: ReservationGuestDto[];
  profiles: ReservationAgentDto[];
  reservationDays: ReservationDayDto[];
  discount: string;
  totalNoTax: string;
  totalTax: string;
  totalPay: string;
  toPay: string;
  notes: string | null;
  isWebReservation: boolean;
  checkInDone: boolean;
  payments: ReservationPaymentDto[];
  createdBy: { id: number; firstName: string; lastName: string } | null;
  createdAt: string;
  updatedAt: string;
};

export type SaveReservationAnswer = {
  reservation: ReservationDto;
  entries: unknown[];
  reservationIds?: number[];
};

/** GET /api/reservations/CheckAvailability. */
export type AvailabilityDto = {
  reservationDays: ReservationDayDto[];
  alertAvailability: AvailabilityAlert | null;
  uncoveredNights: string[];
  totalNoTax: string;
  totalTax: string;
  totalPay: string;
  overbooking: boolean;
};

/** A hotel of GET /api/reservations/getavailablereservations (the quote). */
export type QuoteResultDto = {
  location: { id: number; name: string };
  roomType: { id: number; type: string; capacity: number };
  reservationDays: ReservationDayDto[];
  totalNoTax: string;
  totalTax: string;
  totalPay: string;
  minAvailability: number;
};

/** A row of GET /api/reservations/list/{eventId} (the interim list until issue 10). */
export type ReservationListItem = {
  id: number;
  progressiveNumber: number | null;
  checkIn: string;
  checkOut: string;
  location: { id: number; name: string };
  roomType: { id: number; type: string };
  status: ReservationStatus;
  type: ReservationType;
  guests: string;
  totalPay: string;
  toPay: string;
};

/** Validation codes of a save the user may confirm anyway (HTTP 409, validationLevel Fail). */
export const CONFIRMABLE_CODES = {
  WrongCapacity: "skipCapacityValidation",
  CustomersAlreadyHaveReservations: "skipCustomerCheck",
} as const;
export type ConfirmableCode = keyof typeof CONFIRMABLE_CODES;
