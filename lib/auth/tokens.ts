import { createHash, randomBytes } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { authSecretKey } from "./secret";

export const ACCESS_TOKEN_SECONDS = Number(process.env.ACCESS_TOKEN_SECONDS ?? 30 * 60);
export const REFRESH_TOKEN_DAYS = Number(process.env.REFRESH_TOKEN_DAYS ?? 30);

/**
 * `tokenVersion` is the account's token version at issue time (accounts.token_version): a
 * password change, a disable or a role change raises it, which ends every token issued before.
 * `family` is the sign-in's refresh family (refresh_tokens.family, claim `fam`): once it is
 * revoked (logout, a replayed refresh token) the access tokens of that sign-in are refused too.
 */
export async function issueAccessToken(
  accountId: number,
  tokenVersion: number,
  family: string,
): Promise<{ token: string; expires: Date }> {
  const expires = new Date(Date.now() + ACCESS_TOKEN_SECONDS * 1000);
  const token = await new SignJWT({ ver: tokenVersion, fam: family })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(accountId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .sign(authSecretKey());
  return { token, expires };
}

export type AccessTokenClaims = { accountId: number; tokenVersion: number; family: string };

/**
 * Tokens already verified, with their claims and expiry: a signature check costs more than the
 * rest of a cheap call, and a client sends the same token for up to ACCESS_TOKEN_SECONDS. Only
 * the signature and claims are remembered (the account's state is read on every call), under the
 * secret that verified them. Bounded: emptied when full.
 */
const verified = new Map<string, { secret: string; claims: AccessTokenClaims; expiresAt: number }>();
const VERIFIED_LIMIT = 10_000;

/**
 * The account, token version and refresh family of a valid, unexpired token; null otherwise (a
 * token without a family, issued before families were carried, too: the client refreshes it).
 */
export async function verifyAccessToken(token: string): Promise<AccessTokenClaims | null> {
  const secret = process.env.AUTH_SECRET ?? "";
  const nowSeconds = Math.floor(Date.now() / 1000);
  const known = verified.get(token);
  if (known && known.secret === secret) return known.expiresAt > nowSeconds ? known.claims : null;
  try {
    const { payload } = await jwtVerify(token, authSecretKey(), { algorithms: ["HS256"] });
    const accountId = Number(payload.sub);
    // Tokens from before versions existed carry none: version 0, the column's default.
    const tokenVersion = payload.ver ?? 0;
    if (!Number.isInteger(accountId) || accountId <= 0) return null;
    if (typeof tokenVersion !== "number" || !Number.isInteger(tokenVersion)) return null;
    const family = payload.fam;
    if (typeof family !== "string" || !family || family.length > 64) return null;
    const claims = { accountId, tokenVersion, family };
    if (typeof payload.exp === "number") {
      if (verified.size >= VERIFIED_LIMIT) verified.clear();
      verified.set(token, { secret, claims, expiresAt: payload.exp });
    }
    return claims;
  } catch {
    return null;
  }
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
