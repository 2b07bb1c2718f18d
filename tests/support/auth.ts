import { randomBytes, randomInt } from "node:crypto";
import { SignJWT } from "jose";
import { POST as authenticateRoute } from "@/app/api/profiles/authenticate/route";
import type { AuthData } from "@/lib/auth/schemas";
import { SOCKET_ADDRESS_HEADER } from "@/lib/api/client-ip";
import { authSecretKey } from "@/lib/auth/secret";
import { invoke, type ApiAnswer } from "./api";

/**
 * A private address no other test uses, as the socket address the server records. Sign-in failures are counted per client address, and
 * the test files share one database, so every sign-in from a test carries its own address.
 */
export function uniqueIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** POST /api/profiles/authenticate from `ip` (a fresh address unless given), with `cookie` if any. */
export function signIn(
  username: string,
  password: string,
  ip: string = uniqueIp(),
  cookie?: string,
): Promise<ApiAnswer<AuthData>> {
  return invoke<AuthData>(authenticateRoute, {
    path: "/api/profiles/authenticate",
    body: { username, password },
    headers: { [SOCKET_ADDRESS_HEADER]: ip, ...(cookie ? { cookie } : {}) },
  });
}

/** The "name=value" of the device cookie a successful sign-in answered. */
export function deviceCookieOf(answer: ApiAnswer<AuthData>): string {
  const setCookie = answer.response.headers.get("set-cookie") ?? "";
  return setCookie.split(";")[0]!;
}

/** A correctly signed access token that expired a minute ago. */
export function expiredToken(accountId: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(accountId))
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(authSecretKey());
}

/** A well-formed token for the account, signed with a key the server does not know. */
export function foreignToken(accountId: number): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(accountId))
    .setIssuedAt()
    .setExpirationTime("30m")
    .sign(new TextEncoder().encode(randomBytes(48).toString("hex")));
}

/** An unsigned ("alg: none") token claiming to be the account. */
export function unsignedToken(accountId: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: "none", typ: "JWT" })}.${encode({ sub: String(accountId), iat: now, exp: now + 600 })}.`;
}
