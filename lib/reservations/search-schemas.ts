import { z } from "zod";
import type { HotelConfirmationDto } from "@/lib/communications/schemas";
import { dbIdSchema } from "@/lib/api/validation";
import { apiDateSchema } from "@/lib/dates/schema";
import {
  RESERVATION_STATUSES,
  RESERVATION_TYPES,
  type ReservationStatus,
  type ReservationType,
} from "./rules";
import { optionalSignedMoneySchema } from "@/lib/money/schema";
import {
  DEFAULT_SEARCH_STATES,
  ORDER_DIRECTIONS,
  ORDER_FIELDS,
  PAYMENT_STATUSES,
  type OrderField,
} from "./search-constants";

export type { OrderField, PaymentStatus } from "./search-constants";

const optionalText = z
  .string()
  .max(200)
  .nullable()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** null, "" and a missing key all mean "any". */
const optionalId = z
  .union([dbIdSchema, z.literal(""), z.null()])
  .optional()
  .transform((value) => (typeof value === "number" ? value : undefined));

const optionalBoolean = z
  .boolean()
  .nullable()
  .optional()
  .transform((value) => value ?? undefined);

function optionalEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.enum(values), z.literal(""), z.null()])
    .optional()
    .transform((value) => (value ? (value as T[number]) : undefined));
}

/** SPEC.md section 3 "Reservation search criteria": the body of search, count, print, excel and numbering. */
export const reservationCriteriaSchema = z
  .object({
    eventId: dbIdSchema.optional(),
    statesSelected: z
      .array(z.enum(RESERVATION_STATUSES))
      .max(4)
      .nullable()
      .optional()
      .transform((value): ReservationStatus[] =>
        value?.length ? [...new Set(value)] : DEFAULT_SEARCH_STATES,
      ),
    customerContacts: optionalText,
    agentContacts: optionalText,
    /** An agent profile assigned to the reservation in any role (the advanced filter's "agent"). */
    createdByAgent: optionalId,
    checkInFrom: apiDateSchema,
    checkInTo: apiDateSchema,
    checkOutFrom: apiDateSchema,
    checkOutTo: apiDateSchema,
    locationId: optionalId,
    roomTypeId: optionalId,
    progressiveNumber: z
      .union([z.coerce.number().int().min(1).max(1_000_000), z.literal(""), z.null()])
      .optional()
      .transform((value) => (typeof value === "number" ? value : undefined)),
    totalPayFrom: optionalSignedMoneySchema,
    totalPayTo: optionalSignedMoneySchema,
    webReservation: optionalBoolean,
    checkInDone: optionalBoolean,
    notes: optionalText,
    type: optionalEnum(RESERVATION_TYPES),
    paymentStatus: optionalEnum(PAYMENT_STATUSES),
    paymentMethodId: optionalId,
    orderField: optionalEnum(ORDER_FIELDS).transform((value): OrderField => value ?? "CheckIn"),
    orderDirection: optionalEnum(ORDER_DIRECTIONS).transform((value) => value ?? "Ascending"),
    pageNumber: z.coerce
      .number()
      .int()
      .min(0)
      .max(100_000)
      .nullable()
      .optional()
      .transform((v) => v ?? 0),
  })
  .superRefine((value, ctx) => {
    if (!value.eventId) ctx.addIssue({ code: "custom", message: "eventRequired", path: ["eventId"] });
  })
  .transform((value) => ({ ...value, eventId: value.eventId! }));
export type ReservationCriteria = z.infer<typeof reservationCriteriaSchema>;
export type ReservationCriteriaInput = z.input<typeof reservationCriteriaSchema>;

export const preservePagesQuerySchema = z.object({
  preservePages: z
    .enum(["true", "false", "True", "False"])
    .optional()
    .transform((value) => value?.toLowerCase() === "true"),
});

/** One row of the reservation list, of the Excel and of the check-in PDF. */
export type ReservationSearchRow = {
  id: number;
  progressiveNumber: number | null;
  checkIn: string;
  checkOut: string;
  nights: number;
  location: { id: number; name: string };
  roomType: { id: number; type: string; capacity: number };
  status: ReservationStatus;
  type: ReservationType;
  customers: {
    id: number;
    firstName: string;
    lastName: string;
    phone: string | null;
    email: string | null;
  }[];
  profiles: {
    id: number;
    firstName: string | null;
    lastName: string;
    agentRole: { id: number; roleDescription: string };
  }[];
  discount: string;
  totalNoTax: string;
  totalTax: string;
  totalPay: string;
  /** Inbound payments minus refunds. */
  paid: string;
  toPay: string;
  notes: string | null;
  isWebReservation: boolean;
  checkInDone: boolean;
  payments: {
    id: number;
    amount: string;
    typology: "Inbound" | "Outbound" | "CashFund";
    methodDescription: string;
    itemDescription: string | null;
    paymentDate: string;
  }[];
  /** The hotel's confirmation of this stay (lib/reservations/hotel-confirmation.ts). */
  hotelConfirmation: HotelConfirmationDto | null;
};

/** SPEC.md section 5: numbering needs a check-in-from filter. */
export const progressiveNumbersCriteriaSchema = reservationCriteriaSchema.superRefine((value, ctx) => {
  if (!value.checkInFrom) {
    ctx.addIssue({ code: "custom", message: "progressiveCheckInFromRequired", path: ["checkInFrom"] });
  }
});
