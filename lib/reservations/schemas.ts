import { z } from "zod";
import type { HotelConfirmationDto } from "@/lib/communications/schemas";
import { dbIdSchema } from "@/lib/api/validation";
import { apiDateSchema, requiredDateSchema } from "@/lib/dates/schema";
import { requireCents } from "@/lib/money/cents";
import { MONEY_PATTERN, optionalSignedMoneySchema } from "@/lib/money/schema";
import { nightCount } from "@/lib/period-pricings/nights";
import {
  RESERVATION_STATUSES,
  RESERVATION_TYPES,
  type ReservationStatus,
  type ReservationType,
} from "./rules";

/** The longest stay accepted, in nights. */
export const MAX_STAY_NIGHTS = 366;
/** The most reservations one Multiple save creates. */
export const MAX_RESERVATIONS_NUMBER = 100;
/** Dates before this year are invalid (SPEC.md section 5). */
const FIRST_VALID_DAY = "2000-01-01";

/** A required day "YYYY-MM-DD" from 2000 on; `key` names the message when missing. */
const stayDay = (key: string) =>
  requiredDateSchema(key).transform((value, ctx) => {
    if (value < FIRST_VALID_DAY) {
      ctx.addIssue({ code: "custom", message: "dateBefore2000" });
      return z.NEVER;
    }
    return value;
  });

const queryBoolean = z
  .union([z.boolean(), z.enum(["true", "false", "True", "False", "1", "0", ""])])
  .optional()
  .transform((value) => value === true || value === "true" || value === "True" || value === "1");

function checkStay(value: { checkIn: string; checkOut: string }, ctx: z.RefinementCtx) {
  if (value.checkOut <= value.checkIn) {
    ctx.addIssue({ code: "custom", message: "checkOutNotAfterCheckIn", path: ["checkOut"] });
  } else if (nightCount(value) > MAX_STAY_NIGHTS) {
    ctx.addIssue({ code: "custom", message: "stayTooLong", path: ["checkOut"] });
  }
}

/** GET /api/reservations/CheckAvailability. */
export const checkAvailabilitySchema = z
  .object({
    checkIn: stayDay("checkInRequired"),
    checkOut: stayDay("checkOutRequired"),
    eventId: dbIdSchema.optional(),
    locationId: dbIdSchema.optional(),
    roomTypeId: dbIdSchema.optional(),
    reservationId: z.union([dbIdSchema, z.literal("").transform(() => undefined)]).optional(),
    reservationsNumber: z.coerce.number().int().min(1).max(MAX_RESERVATIONS_NUMBER).optional().default(1),
  })
  .superRefine((value, ctx) => {
    if (!value.eventId) ctx.addIssue({ code: "custom", message: "eventRequired", path: ["eventId"] });
    if (!value.locationId) ctx.addIssue({ code: "custom", message: "hotelRequired", path: ["locationId"] });
    if (!value.roomTypeId) ctx.addIssue({ code: "custom", message: "roomTypeSelect", path: ["roomTypeId"] });
    checkStay(value, ctx);
  })
  .transform((value) => ({
    ...value,
    eventId: value.eventId!,
    locationId: value.locationId!,
    roomTypeId: value.roomTypeId!,
  }));
export type CheckAvailabilityQuery = z.infer<typeof checkAvailabilitySchema>;

/** GET /api/reservations/getavailablereservations (the quote search). */
export const quoteSearchSchema = z
  .object({
    checkIn: stayDay("checkInRequired"),
    checkOut: stayDay("checkOutRequired"),
    eventId: dbIdSchema.optional(),
    roomTypeId: dbIdSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.eventId) ctx.addIssue({ code: "custom", message: "eventRequired", path: ["eventId"] });
    if (!value.roomTypeId) ctx.addIssue({ code: "custom", message: "roomTypeSelect", path: ["roomTypeId"] });
    checkStay(value, ctx);
  })
  .transform((value) => ({ ...value, eventId: value.eventId!, roomTypeId: value.roomTypeId! }));
export type QuoteSearchQuery = z.infer<typeof quoteSearchSchema>;

/** A payment amount as sent: checked with the other payment fields so that every message shows at once. */
function paymentAmountText(value: string | number | null | undefined): string | null {
  const text = value === null || value === undefined ? "" : String(value).trim();
  return MONEY_PATTERN.test(text) && requireCents(text) > 0 ? text : null;
}

/** A payment inside the reservation form (SPEC.md "Reservation payment"). */
const paymentInputSchema = z
  .object({
    id: dbIdSchema.nullable().optional(),
    amount: z.union([z.string(), z.number(), z.null()]).optional(),
    methodId: z.union([dbIdSchema, z.null()]).optional(),
    /** Omitted: the Reservation system item (an Inbound payment). */
    paymentItemId: dbIdSchema.nullable().optional(),
    paymentDate: z.union([z.string(), z.null()]).optional(),
    notes: z.string().max(2000).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.methodId)
      ctx.addIssue({ code: "custom", message: "paymentMethodRequired", path: ["methodId"] });
    const date = apiDateSchema.safeParse(value.paymentDate);
    if (!date.success || !date.data) {
      ctx.addIssue({ code: "custom", message: "paymentDateRequired", path: ["paymentDate"] });
    }
    if (paymentAmountText(value.amount) === null) {
      ctx.addIssue({ code: "custom", message: "paymentAmountInvalid", path: ["amount"] });
    }
  })
  .transform((value) => ({
    ...value,
    amount: paymentAmountText(value.amount)!,
    methodId: value.methodId!,
    paymentDate: apiDateSchema.parse(value.paymentDate)!,
  }));
export type PaymentInput = z.infer<typeof paymentInputSchema>;

const idRef = z.object({ id: dbIdSchema });

export const reservationInputSchema = z
  .object({
    id: dbIdSchema.nullable().optional(),
    event: idRef.nullable().optional(),
    location: idRef.nullable().optional(),
    roomType: idRef.nullable().optional(),
    checkIn: stayDay("checkInRequired"),
    checkOut: stayDay("checkOutRequired"),
    type: z
      .enum(RESERVATION_TYPES)
      .nullable()
      .optional()
      .transform((value): ReservationType => value ?? "Standard"),
    status: z
      .enum(RESERVATION_STATUSES)
      .nullable()
      .optional()
      .transform((value): ReservationStatus | null => value ?? null),
    customers: z
      .array(
        z.object({
          id: dbIdSchema,
          isAgentPlayer: z
            .boolean()
            .nullable()
            .optional()
            .transform((v) => v ?? false),
        }),
      )
      .max(50)
      .nullable()
      .optional()
      .transform((value) => value ?? []),
    profiles: z
      .array(z.object({ id: dbIdSchema, agentRole: idRef.nullable().optional() }))
      .max(20)
      .nullable()
      .optional()
      .transform((value) => value ?? []),
    discount: optionalSignedMoneySchema,
    totalPay: optionalSignedMoneySchema,
    notes: z
      .string()
      .max(4000)
      .nullable()
      .optional()
      .transform((value) => value?.trim() || null),
    isWebReservation: z
      .boolean()
      .nullable()
      .optional()
      .transform((value) => value ?? false),
    checkInDone: z
      .boolean()
      .nullable()
      .optional()
      .transform((value) => value ?? false),
    payments: z
      .array(paymentInputSchema)
      .max(200)
      .nullable()
      .optional()
      .transform((value) => value ?? []),
  })
  .superRefine((value, ctx) => {
    if (!value.event) ctx.addIssue({ code: "custom", message: "eventRequired", path: ["event"] });
    if (!value.location) ctx.addIssue({ code: "custom", message: "hotelRequired", path: ["location"] });
    if (!value.roomType) ctx.addIssue({ code: "custom", message: "roomTypeSelect", path: ["roomType"] });
    checkStay(value, ctx);
    const ids = value.customers.map((c) => c.id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: "custom", message: "duplicateGuest", path: ["customers"] });
    }
    const roles = value.profiles.map((p) => p.agentRole?.id);
    if (roles.some((role) => !role)) {
      ctx.addIssue({ code: "custom", message: "agentRoleRequired", path: ["profiles"] });
    } else if (new Set(roles).size !== roles.length) {
      ctx.addIssue({ code: "custom", message: "oneAgentPerRole", path: ["profiles"] });
    }
  })
  .transform((value) => ({
    ...value,
    eventId: value.event!.id,
    locationId: value.location!.id,
    roomTypeId: value.roomType!.id,
    profiles: value.profiles.map((p) => ({ id: p.id, agentRoleId: p.agentRole!.id })),
  }));
export type ReservationInput = z.infer<typeof reservationInputSchema>;

/** POST /api/reservations/save body. `entries` is accepted and ignored: Packet entries follow the guests. */
export const saveReservationBodySchema = z.object({
  reservation: reservationInputSchema,
  entries: z.array(z.unknown()).nullable().optional(),
});

export const saveReservationQuerySchema = z.object({
  creationMode: z.enum(["Classic", "Multiple"]).optional().default("Classic"),
  reservationsNumber: z.coerce.number().int().min(1).max(MAX_RESERVATIONS_NUMBER).optional().default(1),
  skipCapacityValidation: queryBoolean,
  skipCustomerCheck: queryBoolean,
});
export type SaveReservationOptions = z.infer<typeof saveReservationQuerySchema>;

export const reservationIdParamsSchema = z.object({ id: dbIdSchema });
export const eventIdParamsSchema = z.object({ eventId: dbIdSchema });
export const entriesByReservationParamsSchema = z.object({ reservationId: dbIdSchema, eventId: dbIdSchema });

// ---- Answers ----

export type AvailabilityAlert = "Warning" | "Error";
export type ReservationDayDto = { day: string; sellPrice: string; dailyTax: string; availability: number };

export type CheckAvailabilityDto = {
  reservationDays: ReservationDayDto[];
  alertAvailability: AvailabilityAlert | null;
  uncoveredNights: string[];
  totalNoTax: string;
  totalTax: string;
  totalPay: string;
  overbooking: boolean;
};

export type QuoteDto = {
  location: { id: number; name: string };
  roomType: { id: number; type: string; capacity: number };
  reservationDays: ReservationDayDto[];
  totalNoTax: string;
  totalTax: string;
  totalPay: string;
  minAvailability: number;
};

export type ReservationPaymentDto = {
  id: number;
  amount: string;
  methodId: number;
  methodDescription: string;
  paymentItemId: number | null;
  itemDescription: string | null;
  typology: "Inbound" | "Outbound" | "CashFund";
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
  customers: {
    id: number;
    firstName: string;
    lastName: string;
    email: string | null;
    phone: string | null;
    isFake: boolean;
    isAgentPlayer: boolean;
  }[];
  profiles: {
    id: number;
    firstName: string | null;
    lastName: string;
    agentRole: { id: number; roleDescription: string };
  }[];
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
  createdBy: { id: number; firstName: string | null; lastName: string } | null;
  createdAt: string;
  updatedAt: string;
  /** The hotel's confirmation of this stay (lib/reservations/hotel-confirmation.ts). */
  hotelConfirmation: HotelConfirmationDto | null;
};

export type EntryDto = {
  id: number;
  customerId: number;
  eventId: number;
  isDeleted: boolean;
  number: number;
  fullName: string;
  editSource: "Entry" | "Reservation";
};

export type SaveReservationDto = {
  reservation: ReservationDto;
  entries: EntryDto[];
  reservationIds?: number[];
};

export type ReservationListItemDto = {
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
  hotelConfirmation: HotelConfirmationDto | null;
};
