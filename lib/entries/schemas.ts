import { z } from "zod";
import { pageQuerySchema } from "@/lib/api/paging";
import { dbIdSchema } from "@/lib/api/validation";

/** GET /api/entries/search: the page query of every list, within one event. */
export const entrySearchQuerySchema = pageQuerySchema.extend({ eventId: dbIdSchema });
export type EntrySearchQuery = z.infer<typeof entrySearchQuerySchema>;

/** GET /api/entries/count: the same search, without paging. */
export const entryCountQuerySchema = pageQuerySchema.pick({ search: true }).extend({ eventId: dbIdSchema });
export type EntryCountQuery = z.infer<typeof entryCountQuerySchema>;

export const entryEventParamsSchema = z.object({ eventId: dbIdSchema });
export const entryIdParamsSchema = z.object({ id: dbIdSchema });

/** Largest number of buy-ins one player may have in one event: well above any real festival. */
export const MAX_ENTRY_NUMBER = 999;

/** POST /api/entries/setnumber/{id}/{number}: SPEC.md section 5, the number never goes below 1. */
export const setEntryNumberParamsSchema = z.object({
  id: dbIdSchema,
  number: z
    .string()
    .regex(/^-?\d{1,6}$/, "entryNumberInvalid")
    .transform(Number)
    .pipe(z.number().int().min(1, "entryNumberInvalid").max(MAX_ENTRY_NUMBER, "entryNumberInvalid")),
});

/** A plain JSON array of customer ids (`[12, 15]`), as SPEC.md's "id list". */
export const customerIdListSchema = z
  .array(dbIdSchema)
  .min(1, "customersRequired")
  .max(200)
  .transform((ids) => [...new Set(ids)]);

export type EntryEditSource = "Entry" | "Reservation";

/** The Entry of SPEC.md section 3, with what the list shows of its customer. */
export type EntryDto = {
  id: number;
  customerId: number;
  eventId: number;
  isDeleted: boolean;
  number: number;
  fullName: string;
  editSource: EntryEditSource;
  isFake: boolean;
  rating: number | null;
  /** The reservation guest's flag (the agent earns on these entries); false for a walk-in. */
  isAgentPlayer: boolean;
};

/** count = sum of the numbers (buy-ins and re-entries); players = distinct customers. */
export type EntryCount = { count: number; players: number };
