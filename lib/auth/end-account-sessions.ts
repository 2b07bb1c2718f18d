import { and, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { accounts, refreshTokens } from "@/db/schema";

/**
 * Ends every session of an account at once, inside the caller's transaction: its refresh tokens
 * are revoked and its token version is raised, so access tokens issued before stop working too
 * (and stay dead if the account is enabled again). Called when the password changes, the
 * account is disabled or its role changes.
 */
export async function endAccountSessions(tx: Tx, accountId: number): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt)));
  await tx
    .update(accounts)
    .set({ tokenVersion: sql`${accounts.tokenVersion} + 1` })
    .where(eq(accounts.id, accountId));
}
