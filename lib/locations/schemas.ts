import { z } from "zod";
import { pageQuerySchema } from "@/lib/api/paging";
import { dbIdSchema } from "@/lib/api/validation";
import { optionalEmail, optionalPhone, optionalText } from "@/lib/profiles/schemas";
import { LOCATION_TYPES, locationName, type LocationType } from "./location-types";

export { LOCATION_TYPES, type LocationType } from "./location-types";

/** Room capacity bounds (guests per room). */
export const ROOM_CAPACITY_MIN = 1;
export const ROOM_CAPACITY_MAX = 20;

/**
 * `types` of the search criteria: a repeated query parameter (`types=Hotel&types=Casino`) or a
 * comma list (`types=Hotel,Casino`); an empty value means every type.
 */
const typesCriterion = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    ([] as string[])
      .concat(value ?? [])
      .flatMap((part) => part.split(","))
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(LOCATION_TYPES)).max(LOCATION_TYPES.length * 4))
  .transform((types) => [...new Set(types)]);

/** GET /api/locations/search and /api/locations/count: name search, types, page. */
export const locationSearchSchema = pageQuerySchema.extend({ types: typesCriterion });
export type LocationSearchQuery = z.infer<typeof locationSearchSchema>;

/** A percentage 0..100 with at most 2 decimals, as a decimal string ("10", "12.5"); empty is null. */
export const percentageSchema = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value, ctx) => {
    const text = value === null || value === undefined ? "" : String(value).trim();
    if (text === "") return null;
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || Number(text) > 100) {
      ctx.addIssue({ code: "custom", message: "vatPercentage" });
      return z.NEVER;
    }
    return text;
  });

/** A hotel's note about one room type: by room type id, or by its name (`type`). */
const roomTypeInformationSchema = z
  .object({
    id: dbIdSchema.nullable().optional(),
    roomTypeId: dbIdSchema.nullable().optional(),
    type: z.string().trim().max(100).nullable().optional(),
    information: z
      .union([z.string(), z.null()])
      .optional()
      .transform((value) => (value ?? "").trim())
      .pipe(z.string().max(2000)),
  })
  .refine((entry) => Boolean(entry.roomTypeId) || Boolean(entry.type), {
    error: "roomTypeRequired",
    path: ["roomTypeId"],
  });

export const saveLocationSchema = z.object({
  id: dbIdSchema.nullable().optional(),
  name: z
    .union([z.string(), z.null()])
    .optional()
    .transform(locationName)
    .pipe(z.string().min(1, { error: "locationNameRequired" }).max(200)),
  type: z.enum(LOCATION_TYPES).optional().default("Hotel"),
  email: optionalEmail,
  /** Where the hotel's communications go instead of `email`, when given. */
  bookingEmail: optionalEmail,
  phone: optionalPhone,
  phonePrefix: optionalText(8),
  address: optionalText(200),
  city: optionalText(100),
  zipCode: optionalText(20),
  country: optionalText(100),
  stateProvince: optionalText(100),
  taxCode: optionalText(30),
  vatNumber: optionalText(30),
  vat: percentageSchema,
  info: optionalText(4000),
  guestsForCommunications: z.boolean().optional().default(false),
  locationGroupId: dbIdSchema.nullable().optional().default(null),
  roomTypeInformation: z.array(roomTypeInformationSchema).max(100).optional().default([]),
});
export type SaveLocationInput = z.infer<typeof saveLocationSchema>;

export const saveRoomTypeSchema = z.object({
  type: z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().min(1, { error: "roomTypeNameRequired" }).max(100)),
  capacity: z
    .number({ error: "roomTypeCapacity" })
    .int({ error: "roomTypeCapacity" })
    .min(ROOM_CAPACITY_MIN, { error: "roomTypeCapacity" })
    .max(ROOM_CAPACITY_MAX, { error: "roomTypeCapacity" }),
});
export type SaveRoomTypeInput = z.infer<typeof saveRoomTypeSchema>;

export const saveLocationGroupSchema = z.object({
  id: dbIdSchema.nullable().optional(),
  name: z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().min(1, { error: "groupNameRequired" }).max(200)),
});
export type SaveLocationGroupInput = z.infer<typeof saveLocationGroupSchema>;

export type RoomTypeDto = { id: number; type: string; capacity: number };

export type RoomTypeInformationDto = {
  id: number;
  roomTypeId: number;
  /** The room type's name. */
  type: string;
  information: string;
};

/** A hotel as the API returns it. */
export type LocationDto = {
  id: number;
  name: string;
  type: LocationType;
  email: string | null;
  /** The address for communications (reservations office), when not `email`. */
  bookingEmail: string | null;
  phone: string | null;
  phonePrefix: string | null;
  address: string | null;
  city: string | null;
  zipCode: string | null;
  country: string | null;
  stateProvince: string | null;
  taxCode: string | null;
  vatNumber: string | null;
  /** Percentage as a decimal string, e.g. "10.00". */
  vat: string | null;
  info: string | null;
  guestsForCommunications: boolean;
  locationGroupId: number | null;
  locationGroup: { id: number; name: string } | null;
  roomTypeInformation: RoomTypeInformationDto[];
};

export type LocationListItem = Pick<
  LocationDto,
  "id" | "name" | "type" | "email" | "phone" | "phonePrefix" | "city"
>;

export type LocationGroupDto = { id: number; name: string; locations: { id: number; name: string }[] };
