import type { DbOrTx } from "@/db/client";
import { loadCaller, type Caller } from "./caller";
import { ACCESS_TOKEN_SECONDS, verifyAccessToken } from "./tokens";

/**
 * The page-read session (issue 23): the access token also travels in an HttpOnly, SameSite=Strict
 * cookie so that the server can render a signed-in screen with its content (the menu a user's
 * permissions give, a list's first page) instead of a spinner waiting for the browser's token.
 * Only page renders read it: every /api route authenticates with the bearer token alone and
 * ignores cookies, so the cookie gives a forged cross-site request nothing (no CSRF surface), and
 * script cannot read it. It is set with each token the sign-in and the refresh answer, lives as
 * long as that token, and logout's answer removes it.
 */
export const PAGE_SESSION_COOKIE = "bo_page";

export function requestIsSecure(req: Request): boolean {
  return new URL(req.url).protocol === "https:" || req.headers.get("x-forwarded-proto") === "https";
}

/** Set-Cookie for an access token just issued: it expires with the token. */
export function pageSessionCookie(token: string, secure: boolean): string {
  return cookie(`${PAGE_SESSION_COOKIE}=${token}`, ACCESS_TOKEN_SECONDS, secure);
}

/** Set-Cookie removing the page-read session (logout). */
export function endedPageSessionCookie(secure: boolean): string {
  return cookie(`${PAGE_SESSION_COOKIE}=`, 0, secure);
}

function cookie(pair: string, maxAge: number, secure: boolean): string {
  const attributes = [pair, "Path=/", `Max-Age=${maxAge}`, "HttpOnly", "SameSite=Strict"];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

/**
 * The caller a page-read cookie names: the same checks as a bearer token (signature, expiry, the
 * account enabled and its token version current), so a password or role change ends it too.
 */
export async function pageSessionCaller(db: DbOrTx, token: string | undefined): Promise<Caller | null> {
  if (!token) return null;
  const claims = await verifyAccessToken(token);
  return claims ? loadCaller(db, claims) : null;
}
