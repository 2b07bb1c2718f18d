import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { refreshTokens } from "@/db/schema";
import { hashToken } from "./tokens";

/**
 * POST /api/profiles/logout: ends the sign-in the refresh token belongs to (its whole family, so
 * a copy taken before logout is refused too). The refresh token alone proves the sign-in: no
 * access token is needed. The access tokens of that sign-in (their `fam` claim) and the page-read
 * cookies holding them are refused from then on (lib/auth/caller.ts). The answer is the same
 * whether the token was known or not.
 */
export async function endSession({
  db,
  input,
}: {
  db: Db;
  input: { accountId: number; refreshToken: string };
}): Promise<null> {
  const [stored] = await db
    .select({ family: refreshTokens.family, accountId: refreshTokens.accountId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(input.refreshToken)));
  if (stored && stored.accountId === input.accountId) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.family, stored.family), isNull(refreshTokens.revokedAt)));
  }
  return null;
}
