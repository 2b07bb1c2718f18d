import { z } from "zod";
import { dbIdSchema } from "@/lib/api/validation";
import type { ImportFileKind } from "./rows";

export const festivalImportParamsSchema = z.object({ eventId: dbIdSchema });

const name = z.string().trim().min(1).max(200);

/** The mapping step's choice for a hotel name no hotel matched: an existing hotel, or a new one. */
const hotelChoiceSchema = z
  .object({ name, locationId: dbIdSchema.optional(), create: z.boolean().optional() })
  .refine((c) => (c.locationId !== undefined) !== (c.create === true), { message: "festivalImportChoice" });

/** The same for a room type; a new one needs its capacity. */
const roomTypeChoiceSchema = z
  .object({
    name,
    roomTypeId: dbIdSchema.optional(),
    create: z.boolean().optional(),
    capacity: z.number().int().min(1).max(20).optional(),
  })
  .refine((c) => (c.roomTypeId !== undefined) !== (c.create === true), { message: "festivalImportChoice" })
  .refine((c) => c.create !== true || c.capacity !== undefined, { message: "festivalImportCapacity" });

/** The "mapping" field of the run: every name the preview listed as unknown. */
export const festivalImportMappingSchema = z.object({
  hotels: z.array(hotelChoiceSchema).max(500).default([]),
  roomTypes: z.array(roomTypeChoiceSchema).max(500).default([]),
});
export type FestivalImportMapping = z.infer<typeof festivalImportMappingSchema>;

export type RowIssueDto = { file: ImportFileKind; line: number; message: string };

/** A name of the files that matches no hotel (or room type): the mapping step asks for it. */
export type UnknownNameDto = { name: string; rows: number; suggestedId: number | null; maxGuests?: number };

/** POST /api/events/import/preview/{eventId}: what the import would do, nothing written. */
export type FestivalImportPreviewDto = {
  entries: { rows: number; players: number; entries: number } | null;
  reservations: { rows: number; canceled: number; alreadyImported: number } | null;
  customers: { matched: number; toCreate: number; ambiguous: number };
  unknownHotels: UnknownNameDto[];
  unknownRoomTypes: UnknownNameDto[];
  /** What the mapping step offers (only when some name is unknown). */
  choices: {
    hotels: { id: number; name: string }[];
    roomTypes: { id: number; name: string; capacity: number }[];
  } | null;
  issues: RowIssueDto[];
};

/** POST /api/events/import/run/{eventId}: what was written. */
export type FestivalImportResultDto = {
  customersCreated: number;
  hotelsCreated: number;
  roomTypesCreated: number;
  entries: { created: number; updated: number; unchanged: number };
  reservations: { created: number; updated: number; unchanged: number };
  allotmentsCreated: number;
  skippedRows: number;
  issues: RowIssueDto[];
};
