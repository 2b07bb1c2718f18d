import type { DbOrTx } from "@/db/client";
import { loadCaller, type Caller } from "./caller";
import { PAGE_SESSION_FLAG_COOKIE } from "./page-session-flag";
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_DAYS, verifyAccessToken } from "./tokens";

/**
 * The page-read session: the access token also travels in an HttpOnly, SameSite=Strict
 * cookie so that the server can render a signed-in screen with its content (the menu a user's
 * permissions give, a list's first page) instead of a spinner waiting for the browser's token.
 * Only page renders read it: every /api route authenticates with the bearer token alone and
 * ignores cookies, so the cookie gives a forged cross-site request nothing (no CSRF surface), and
 * script cannot read it. It is set with each token the sign-in and the refresh answer, beside its
 * companion PAGE_SESSION_FLAG_COOKIE (./page-session-flag.ts), and logout's answer removes both.
 * A render is signed in only with both, and only while the token's sign-in lasts (logout revokes
 * its refresh family, and the token with it).
 */
export const PAGE_SESSION_COOKIE = "bo_page";
export { PAGE_SESSION_FLAG_COOKIE };

/** Max-Age of the page-read cookies with remember-me: the token's life, never past the refresh token's. */
export const PAGE_SESSION_REMEMBERED_SECONDS = Math.min(ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_DAYS * 86_400);

/**
 * Set-Cookie lines for an access token just issued. With remember-me they expire with the token;
 * without, they are session cookies, dropped when the browser closes as the tokens the client
 * keeps in sessionStorage are: the next person on a shared tablet gets no page rendered with the
 * previous user's data.
 */
export function pageSessionCookies(
  token: string,
  { secure, remember }: { secure: boolean; remember: boolean },
): string[] {
  const maxAge = remember ? PAGE_SESSION_REMEMBERED_SECONDS : undefined;
  return [
    cookie(`${PAGE_SESSION_COOKIE}=${token}`, { maxAge, secure, httpOnly: true }),
    cookie(`${PAGE_SESSION_FLAG_COOKIE}=1`, { maxAge, secure, httpOnly: false }),
  ];
}

/** Set-Cookie lines removing the page-read session (logout). */
export function endedPageSessionCookies(secure: boolean): string[] {
  return [
    cookie(`${PAGE_SESSION_COOKIE}=`, { maxAge: 0, secure, httpOnly: true }),
    cookie(`${PAGE_SESSION_FLAG_COOKIE}=`, { maxAge: 0, secure, httpOnly: false }),
  ];
}

function cookie(
  pair: string,
  { maxAge, secure, httpOnly }: { maxAge: number | undefined; secure: boolean; httpOnly: boolean },
): string {
  const attributes = [pair, "Path=/"];
  if (maxAge !== undefined) attributes.push(`Max-Age=${maxAge}`);
  if (httpOnly) attributes.push("HttpOnly");
  attributes.push("SameSite=Strict");
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

/** The request's cookies as Next's `cookies()` gives them. */
export type PageCookies = { get(name: string): { value: string } | undefined };

/**
 * The caller the page-read cookies name: both must be there (a logout made offline removed the
 * companion), and the token passes the same checks as a bearer token (signature, expiry, the
 * account enabled, its token version current, its sign-in not ended), so a password or role
 * change or a logout ends it too.
 */
export async function pageSessionCaller(db: DbOrTx, cookies: PageCookies): Promise<Caller | null> {
  const token = cookies.get(PAGE_SESSION_COOKIE)?.value;
  if (!token || cookies.get(PAGE_SESSION_FLAG_COOKIE)?.value !== "1") return null;
  const claims = await verifyAccessToken(token);
  return claims ? loadCaller(db, claims) : null;
}
