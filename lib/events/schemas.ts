import { z } from "zod";
import { pageQuerySchema } from "@/lib/api/paging";
import { dbIdSchema } from "@/lib/api/validation";
import { apiDateSchema, requiredDateSchema } from "@/lib/dates/schema";
import { optionalMoneySchema } from "@/lib/money/schema";

/** Optional free text for search criteria: trimmed, empty becomes undefined. */
const criterionText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => value || undefined);

/** A calendar day criterion ("YYYY-MM-DD" or a local timestamp); empty becomes undefined. */
const criterionDate = apiDateSchema.transform((value) => value ?? undefined);

/** GET /api/events/search and /api/events/count. `search` matches name or type. */
export const eventSearchSchema = pageQuerySchema.extend({
  name: criterionText,
  type: criterionText,
  /** Events starting on or after this day. */
  dateFrom: criterionDate,
  /** Events ending on or before this day. */
  dateTo: criterionDate,
});
export type EventSearchQuery = z.infer<typeof eventSearchSchema>;
export type EventCriteria = Pick<EventSearchQuery, "search" | "name" | "type" | "dateFrom" | "dateTo">;

/** A percentage 0..100 with at most 2 decimals, as a decimal string; empty becomes null. */
export const optionalPercentSchema = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined ? "" : String(value).trim()))
  .pipe(
    z
      .string()
      .regex(/^(\d{1,3}(\.\d{1,2})?)?$/, { error: "percentageInvalid" })
      .refine((value) => value === "" || Number(value) <= 100, { error: "percentageInvalid" })
      .transform((value) => value || null),
  );

/** A count (entries, participants): an integer >= 0, or null. */
export const optionalCountSchema = z
  .number()
  .int()
  .min(0)
  .max(1_000_000_000)
  .nullable()
  .optional()
  .default(null);

const requiredText = (key: string, max = 200) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max);

/** POST /api/events: creates (no id) or updates every field of an event; isFreezed is not set here. */
export const saveEventSchema = z
  .object({
    id: dbIdSchema.nullable().optional(),
    type: requiredText("eventTypeRequired", 100),
    name: requiredText("eventNameRequired"),
    dateFrom: requiredDateSchema("eventDateFromRequired"),
    dateTo: requiredDateSchema("eventDateToRequired"),
    launchDate: apiDateSchema,
    location: z.object({ id: dbIdSchema }).nullable().optional().default(null),
    buyIn: optionalMoneySchema,
    feePerPartecipant: optionalMoneySchema,
    guaranteedValue: optionalMoneySchema,
    toPrizePoolValue: optionalMoneySchema,
    earningFeePercentage: optionalPercentSchema,
    finalEntries: optionalCountSchema,
    finalPartecipants: optionalCountSchema,
    finalPartecipantsNotBooking: optionalCountSchema,
    cashModuleEnabled: z.boolean().optional().default(false),
  })
  .refine((event) => event.dateTo >= event.dateFrom, {
    error: "eventDateToBeforeDateFrom",
    path: ["dateTo"],
  });
export type SaveEventInput = z.infer<typeof saveEventSchema>;

export const eventIdParamsSchema = z.object({ id: dbIdSchema });
export const eventIdOnlyParamsSchema = z.object({ eventId: dbIdSchema });

/** An event as the API returns it (dates as local timestamps, money as decimal strings). */
export type EventDto = {
  id: number;
  name: string;
  type: string;
  dateFrom: string;
  dateTo: string;
  launchDate: string | null;
  location: { id: number; name: string } | null;
  feePerPartecipant: string | null;
  buyIn: string | null;
  guaranteedValue: string | null;
  toPrizePoolValue: string | null;
  earningFeePercentage: string | null;
  finalEntries: number | null;
  finalPartecipants: number | null;
  finalPartecipantsNotBooking: number | null;
  isFreezed: boolean;
  cashModuleEnabled: boolean;
};

export type EventListItem = Pick<
  EventDto,
  "id" | "type" | "name" | "dateFrom" | "dateTo" | "location" | "isFreezed" | "cashModuleEnabled"
>;

/** A hotel configured for an event (GET /api/events/locations/{eventId}). */
export type EventLocationDto = { id: number; name: string; city: string | null; type: string };
