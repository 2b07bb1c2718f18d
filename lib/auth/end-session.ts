import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { refreshTokens } from "@/db/schema";
import { hashToken } from "./tokens";

/**
 * POST /api/profiles/logout: ends the sign-in the refresh token belongs to (its whole family, so
 * a copy taken before logout is refused too). The access tokens already issued run out on their
 * own (at most ACCESS_TOKEN_SECONDS). The answer is the same whether the token was known or not.
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
