import { z } from "zod";
import { dbIdSchema } from "@/lib/api/validation";

export const authenticateSchema = z.object({
  username: z.string({ error: "usernameRequired" }).trim().min(1, { error: "usernameRequired" }).max(100),
  password: z.string({ error: "passwordRequired" }).min(1, { error: "passwordRequired" }).max(200),
});
export type AuthenticateInput = z.infer<typeof authenticateSchema>;

export const refreshTokenSchema = z.object({
  accountId: dbIdSchema,
  refreshToken: z.string().min(1).max(200),
});

/** The "Auth data" of SPEC.md section 3; expires is a local timestamp (Europe/Rome). */
export type AuthData = { token: string; refreshToken: string; accountId: number; expires: string };
