import { z } from "zod";
import { dbIdSchema } from "@/lib/api/validation";
import { apiDateSchema } from "@/lib/dates/schema";
import { storedPhone } from "@/lib/phone-number";

/** Optional free text: trimmed, empty becomes null. */
export const optionalText = (max = 200) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => (value ?? "").trim() || null)
    .pipe(z.string().max(max).nullable());

export const optionalEmail = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (value ?? "").trim() || null)
  .pipe(z.email({ error: "wrongEmail" }).max(200).nullable());

/** Digits and spaces, kept as lib/phone-number.ts stores them (the players import writes the same). */
export const optionalPhone = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (value ?? "").trim() || null)
  .pipe(
    z
      .string()
      .regex(/^[0-9 ]+$/, { error: "phoneDigits" })
      .max(30)
      .nullable(),
  )
  .transform(storedPhone);

/** The personal fields shared by users, agents and customers (SPEC.md section 3, Profile). */
export const personFields = {
  firstName: optionalText(100),
  lastName: z.string({ error: "lastNameRequired" }).trim().min(1, { error: "lastNameRequired" }).max(100),
  email: optionalEmail,
  phone: optionalPhone,
  phonePrefix: optionalText(8),
  city: optionalText(100),
  country: optionalText(100),
  zipCode: optionalText(20),
  stateProvince: optionalText(100),
  address: optionalText(200),
  birthDate: apiDateSchema,
  taxCode: optionalText(30),
  vatNumber: optionalText(30),
  privacy: z.boolean().optional().default(false),
};

export const accountInputSchema = z.object({
  username: z.string({ error: "usernameRequired" }).trim().min(1, { error: "usernameRequired" }).max(100),
  password: z.string().max(200).optional().nullable(),
  confirmPassword: z.string().max(200).optional().nullable(),
  isDisabled: z.boolean().optional().default(false),
  role: z.object({ id: dbIdSchema }).nullable().optional(),
});
export type AccountInput = z.infer<typeof accountInputSchema>;

export const saveProfileSchema = z.object({
  id: dbIdSchema.nullable().optional(),
  /** Left out on update: the type is kept. New profiles are Users unless said otherwise. */
  type: z.enum(["User", "Master"]).optional(),
  ...personFields,
  account: accountInputSchema.nullable().optional(),
});
export type SaveProfileInput = z.infer<typeof saveProfileSchema>;

/** One's own data: no type, role or disabled flag; the password may be changed, given the current one. */
export const saveMyDataSchema = z.object({
  ...personFields,
  account: z
    .object({
      currentPassword: z.string().max(200).optional().nullable(),
      password: z.string().max(200).optional().nullable(),
      confirmPassword: z.string().max(200).optional().nullable(),
    })
    .nullable()
    .optional(),
});
export type SaveMyDataInput = z.infer<typeof saveMyDataSchema>;

export const idParamsSchema = z.object({ id: dbIdSchema });

export type ProfileType = "User" | "Agent" | "Master";

/** A profile as the API returns it. */
export type ProfileDto = {
  id: number;
  type: ProfileType;
  firstName: string | null;
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
  account: {
    id: number;
    username: string;
    isDisabled: boolean;
    role: { id: number; name: string } | null;
  } | null;
};

export type ProfileListItem = Pick<
  ProfileDto,
  "id" | "type" | "firstName" | "lastName" | "email" | "phone" | "phonePrefix"
> & { role: { id: number; name: string } | null };
