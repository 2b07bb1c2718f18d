import { z } from "zod";
import { searchTextSchema } from "@/lib/api/paging";
import { dbIdSchema } from "@/lib/api/validation";
import { DEFAULT_PHONE_PREFIX } from "@/lib/phone-prefixes";
import { optionalText, personFields } from "@/lib/profiles/schemas";
import type { ReliabilityGrade } from "./statistics";

export const RATING_MIN = 0;
export const RATING_MAX = 5;

// Last name before first name: the server reports "Cognome obbligatorio" before "Nome obbligatorio"
// (SPEC.md section 5), and zod reports issues in the order of the object's keys.
const { firstName: _firstName, lastName, phonePrefix: _phonePrefix, ...otherPersonFields } = personFields;

/** POST /api/customers: creates (no id) or updates a customer. */
export const saveCustomerSchema = z.object({
  id: dbIdSchema.nullable().optional(),
  lastName,
  firstName: z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().min(1, { error: "firstNameRequired" }).max(100)),
  ...otherPersonFields,
  phonePrefix: optionalText(8).transform((value) => value ?? DEFAULT_PHONE_PREFIX),
  marketingPrivacy: z.boolean().optional().default(false),
  notes: optionalText(4000),
  rating: z
    .union(
      [
        z
          .number({ error: "ratingRange" })
          .int({ error: "ratingRange" })
          .min(RATING_MIN, { error: "ratingRange" })
          .max(RATING_MAX, { error: "ratingRange" }),
        z.null(),
      ],
      { error: "ratingRange" },
    )
    .optional()
    .transform((value) => value ?? null),
  isFake: z.boolean().optional().default(false),
});
export type SaveCustomerInput = z.infer<typeof saveCustomerSchema>;

export const customerIdParamsSchema = z.object({ id: dbIdSchema });

/**
 * GET /api/customers/byqr/{code}: the content of a scanned QR code. Any text a QR code can hold is
 * accepted (a health pass scanned by mistake answers "no customer", not a validation error).
 */
export const customerQrParamsSchema = z.object({ code: z.string().trim().min(1).max(8000) });

/** GET /api/customers/count: all customers, or those matching `search`. */
export const customerCountQuerySchema = z.object({
  search: searchTextSchema,
});
export type CustomerCountQuery = z.infer<typeof customerCountQuerySchema>;

/**
 * A customer's history (DOMAIN.md "Customer statistics"). Counts are integers, averageBooking is
 * money (a decimal string), the averages and trusted ratios are numbers (a ratio of 0.75 is shown
 * as 75 %).
 */
export type CustomerStatistics = {
  paidReservations: number;
  totalReservations: number;
  averageBooking: string;
  totalBuyEntries: number;
  totalEventsPlayed: number;
  averageEntries: number;
  totalEventsInvolved: number;
  trustedAverageBooking: number;
  trustedAverageEntries: number;
  trustedAverageEntriesOnBooking: number;
  /** Alta (High) from 4 events involved, Media (Medium) from 3, else Bassa (Low). */
  reliability: ReliabilityGrade;
};

/** A customer as GET /api/customers/{id} and POST /api/customers return it. */
export type CustomerDto = {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  phonePrefix: string | null;
  city: string | null;
  country: string | null;
  zipCode: string | null;
  stateProvince: string | null;
  address: string | null;
  birthDate: string | null;
  taxCode: string | null;
  vatNumber: string | null;
  privacy: boolean;
  marketingPrivacy: boolean;
  notes: string | null;
  rating: number | null;
  isFake: boolean;
  /** The content of the customer's own QR code. */
  qrCode: string;
  statistics: CustomerStatistics;
};

/**
 * A row of GET /api/customers/search. City and birth date (same form as CustomerDto's) tell
 * namesakes apart in the pickers.
 */
export type CustomerListItem = Pick<
  CustomerDto,
  | "id"
  | "firstName"
  | "lastName"
  | "email"
  | "phone"
  | "phonePrefix"
  | "city"
  | "birthDate"
  | "rating"
  | "isFake"
>;
