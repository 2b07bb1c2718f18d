import { createHash, randomBytes } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { authSecretKey } from "./secret";

export const ACCESS_TOKEN_SECONDS = Number(process.env.ACCESS_TOKEN_SECONDS ?? 30 * 60);
export const REFRESH_TOKEN_DAYS = Number(process.env.REFRESH_TOKEN_DAYS ?? 30);

export async function issueAccessToken(accountId: number): Promise<{ token: string; expires: Date }> {
  const expires = new Date(Date.now() + ACCESS_TOKEN_SECONDS * 1000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(accountId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .sign(authSecretKey());
  return { token, expires };
}

/** The account id of a valid, unexpired token; null otherwise. */
export async function verifyAccessToken(token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, authSecretKey(), { algorithms: ["HS256"] });
    const accountId = Number(payload.sub);
    return Number.isInteger(accountId) && accountId > 0 ? accountId : null;
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
