import { createSecretKey, type KeyObject } from "node:crypto";

let cached: { secret: string; key: KeyObject } | undefined;

/**
 * HMAC key for access tokens. Production sets AUTH_SECRET; the embedded start-up writes one to .data.
 * Kept as a KeyObject: jose would import a raw secret again on every signature.
 */
export function authSecretKey(): KeyObject {
  const secret = process.env.AUTH_SECRET;
  if (!secret || secret.length < 32) {
    throw new Error("AUTH_SECRET must be set to at least 32 characters");
  }
  if (cached?.secret !== secret) cached = { secret, key: createSecretKey(Buffer.from(secret, "utf8")) };
  return cached.key;
}
