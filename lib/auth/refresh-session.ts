import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { accounts, refreshTokens } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import { issueSession } from "./issue-session";
import type { AuthData } from "./schemas";
import { hashToken } from "./tokens";

/**
 * Rotates a refresh token. Presenting one that was already used (a replay, e.g. a stolen copy)
 * revokes its whole family, so both the thief and the owner must sign in again. A family with any
 * revoked token is ended (as for access tokens, lib/auth/caller.ts): a token issued by a rotation
 * running while the family was being revoked is not missed.
 */
export async function refreshSession({
  db,
  input,
}: {
  db: Db;
  input: { accountId: number; refreshToken: string };
}): Promise<AuthData> {
  const outcome = await db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(input.refreshToken)))
      .for("update");
    if (!stored || stored.accountId !== input.accountId) return { ok: false as const };
    const [revokedInFamily] = await tx
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.family, stored.family), isNotNull(refreshTokens.revokedAt)))
      .limit(1);
    if (stored.usedAt || stored.revokedAt || revokedInFamily) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(eq(refreshTokens.family, stored.family));
      return { ok: false as const };
    }
    if (stored.expiresAt.getTime() <= Date.now()) return { ok: false as const };
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, stored.accountId));
    if (!account || account.isDisabled) return { ok: false as const };
    await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, stored.id));
    return {
      ok: true as const,
      auth: await issueSession(tx, {
        accountId: account.id,
        tokenVersion: account.tokenVersion,
        family: stored.family,
      }),
    };
  });
  if (!outcome.ok) throw new DomainError("invalidRefreshToken");
  return outcome.auth;
}
