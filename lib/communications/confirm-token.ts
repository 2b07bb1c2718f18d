import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The token of a message's confirmation link (DOMAIN.md "Communications to hotels"):
 * `<nonce>.<mac>`, both base64url. The nonce is 128 random bits, so a token cannot be guessed;
 * the mac (HMAC-SHA256 with AUTH_SECRET, first 128 bits) binds it to the event and the hotel,
 * so a client cannot make up a token of its own for a send. A message is looked up by the token's
 * SHA-256 (`communications_sent.confirm_token_hash`, unique); the link itself is in the text.
 */

const NONCE_BYTES = 16;
const MAC_BYTES = 16;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/;
/** A link inside a message's text, whatever the public address in front of it. */
const LINK_IN_TEXT = /\/conferma\/([A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22})(?![A-Za-z0-9_.-])/;

function secret(): string {
  const value = process.env.AUTH_SECRET;
  if (!value || value.length < 32) throw new Error("AUTH_SECRET must be set to at least 32 characters");
  return value;
}

function mac(nonce: string, eventId: number, locationId: number): Buffer {
  return createHmac("sha256", secret())
    .update(`hotel-confirmation:${eventId}:${locationId}:${nonce}`)
    .digest()
    .subarray(0, MAC_BYTES);
}

export function createConfirmToken({ eventId, locationId }: { eventId: number; locationId: number }): string {
  const nonce = randomBytes(NONCE_BYTES).toString("base64url");
  return `${nonce}.${mac(nonce, eventId, locationId).toString("base64url")}`;
}

/** Whether `token` has the token's shape (checked before any database read). */
export function isConfirmTokenShape(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** Whether `token` was made by this app for that event and hotel. */
export function confirmTokenMatches(
  token: string,
  { eventId, locationId }: { eventId: number; locationId: number },
): boolean {
  if (!isConfirmTokenShape(token)) return false;
  const [nonce, given] = token.split(".") as [string, string];
  const expected = mac(nonce, eventId, locationId);
  const actual = Buffer.from(given, "base64url");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** What the database stores and looks a token up by. */
export function confirmTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** The public address the links point to: APP_PUBLIC_URL, else this server on localhost. */
export function appPublicUrl(): string {
  const configured = process.env.APP_PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  return `http://localhost:${process.env.PORT ?? 3000}`;
}

export function confirmLink(token: string): string {
  return `${appPublicUrl()}/conferma/${token}`;
}

/** The token of the first confirmation link in a message's text, if any. */
export function confirmTokenInText(text: string): string | null {
  return LINK_IN_TEXT.exec(text)?.[1] ?? null;
}
