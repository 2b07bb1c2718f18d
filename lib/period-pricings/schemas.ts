import { z } from "zod";
import { dbIdSchema } from "@/lib/api/validation";
import { requiredDateSchema } from "@/lib/dates/schema";
import { moneySchema } from "@/lib/money/schema";
import { nightCount, type AvailabilityAlert } from "./nights";

/** The longest period accepted, in nights. */
export const MAX_PERIOD_NIGHTS = 366;
const MAX_ROOMS = 100_000;

const roomCount = z.number().int().min(0).max(MAX_ROOMS);

const roomPricingInputSchema = z.object({
  /** Ignored: a room pricing is matched by its room type within the period. */
  id: dbIdSchema.nullable().optional(),
  roomType: z.object({ id: dbIdSchema }, { error: "periodRoomTypeMissing" }),
  sellPrice: moneySchema,
  cost: moneySchema,
  costNotSell: moneySchema,
  costStaff: moneySchema,
  /** Rooms allotted per night. */
  availability: roomCount
    .nullable()
    .optional()
    .transform((value) => value ?? 0),
  /**
   * Allotment of single nights. Only nights that differ from `availability` are stored; every
   * night given must be inside the period.
   */
  dailyAvailabilities: z
    .array(z.object({ day: requiredDateSchema("invalidDate"), availability: roomCount }))
    .max(MAX_PERIOD_NIGHTS * 2)
    .optional()
    .default([]),
});

/** POST /api/PeriodPricings: a period of one hotel for one event, with its room types. */
export const savePeriodPricingSchema = z
  .object({
    id: dbIdSchema.nullable().optional(),
    /** The event, as `eventId` or `event: {id}`. */
    eventId: dbIdSchema.optional(),
    event: z.object({ id: dbIdSchema }).optional(),
    location: z.object({ id: dbIdSchema }).nullable().optional(),
    checkIn: requiredDateSchema("checkInRequired"),
    checkOut: requiredDateSchema("checkOutRequired"),
    /** Tourist tax per guest per night. */
    dailyTax: moneySchema,
    roomPricings: z.array(roomPricingInputSchema).max(100).optional().default([]),
  })
  .superRefine((value, ctx) => {
    if (!value.eventId && !value.event)
      ctx.addIssue({ code: "custom", message: "eventRequired", path: ["event"] });
    if (!value.location) ctx.addIssue({ code: "custom", message: "hotelRequired", path: ["location"] });
    if (value.checkOut <= value.checkIn) {
      ctx.addIssue({ code: "custom", message: "checkOutNotAfterCheckIn", path: ["checkOut"] });
    } else if (nightCount(value) > MAX_PERIOD_NIGHTS) {
      ctx.addIssue({ code: "custom", message: "periodTooLong", path: ["checkOut"] });
    }
    if (value.roomPricings.length === 0) {
      ctx.addIssue({ code: "custom", message: "periodRoomTypeRequired", path: ["roomPricings"] });
    }
    const roomTypeIds = value.roomPricings.map((room) => room.roomType.id);
    if (new Set(roomTypeIds).size !== roomTypeIds.length) {
      ctx.addIssue({ code: "custom", message: "duplicateRoomType", path: ["roomPricings"] });
    }
  })
  .transform(({ event, eventId, location, ...rest }) => ({
    ...rest,
    eventId: (eventId ?? event?.id)!,
    locationId: location!.id,
  }));
export type SavePeriodPricingInput = z.infer<typeof savePeriodPricingSchema>;

export const periodPricingIdParamsSchema = z.object({ id: dbIdSchema });
export const periodPricingEventParamsSchema = z.object({ eventId: dbIdSchema });

export type DailyAvailabilityDto = { day: string; availability: number; totalAvailability: number };

export type RoomPricingDto = {
  id: number;
  roomType: { id: number; type: string; capacity: number };
  sellPrice: string;
  /** What the hotel charges: null for a caller who may not see it (cost-visibility.ts). */
  cost: string | null;
  costNotSell: string | null;
  costStaff: string | null;
  /** Rooms allotted per night (single nights may differ: see dailyAvailabilities). */
  availability: number;
  /** Error when a night is overbooked, Warning when a night has 0..5 free rooms. */
  alertAvailability: AvailabilityAlert | null;
  /** False while the event is closed. */
  isAvailabilityEditable: boolean;
  /** Every night of the period: allotted rooms and free rooms (allotted - booked). */
  dailyAvailabilities: DailyAvailabilityDto[];
};

export type PeriodPricingDto = {
  id: number;
  eventId: number;
  event: { id: number };
  location: { id: number; name: string };
  checkIn: string;
  checkOut: string;
  dailyTax: string;
  roomPricings: RoomPricingDto[];
};
