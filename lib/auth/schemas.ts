import { z } from "zod";
import { dbIdSchema } from "@/lib/api/validation";

/**
 * "Ricordami" at sign-in: on, the client keeps its tokens past the browser's closing and the
 * page-read cookies expire with the token; off, they are session cookies. The client sends it at
 * sign-in and with every refresh; absent, it is on, as the sign-in form's default.
 */
const rememberSchema = z.boolean().optional().default(true);

export const authenticateSchema = z.object({
  username: z.string({ error: "usernameRequired" }).trim().min(1, { error: "usernameRequired" }).max(100),
  password: z.string({ error: "passwordRequired" }).min(1, { error: "passwordRequired" }).max(200),
  remember: rememberSchema,
});
export type AuthenticateInput = z.infer<typeof authenticateSchema>;

/** Logout's body: the refresh token of the sign-in to end. */
export const refreshTokenSchema = z.object({
  accountId: dbIdSchema,
  refreshToken: z.string().min(1).max(200),
});

/** The refresh's body: the refresh token, and whether the sign-in is remembered. */
export const refreshSchema = refreshTokenSchema.extend({ remember: rememberSchema });

/** The "Auth data" of SPEC.md section 3; expires is a local timestamp (Europe/Rome). */
export type AuthData = { token: string; refreshToken: string; accountId: number; expires: string };
