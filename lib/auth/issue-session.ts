import { randomUUID } from "node:crypto";
import type { DbOrTx } from "@/db/client";
import { refreshTokens } from "@/db/schema";
import { instantToApi } from "@/lib/dates";
import type { AuthData } from "./schemas";
import { REFRESH_TOKEN_DAYS, hashToken, issueAccessToken, newOpaqueToken } from "./tokens";

/**
 * A new access token plus a refresh token in `family` (a new family at sign-in). `tokenVersion`
 * is the account's current accounts.token_version.
 */
export async function issueSession(
  db: DbOrTx,
  {
    accountId,
    tokenVersion,
    family = randomUUID(),
  }: { accountId: number; tokenVersion: number; family?: string },
): Promise<AuthData> {
  const { token, expires } = await issueAccessToken(accountId, tokenVersion, family);
  const refreshToken = newOpaqueToken();
  await db.insert(refreshTokens).values({
    accountId,
    tokenHash: hashToken(refreshToken),
    family,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
  });
  return { token, refreshToken, accountId, expires: instantToApi(expires)! };
}
