import { createHash, randomUUID } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { authSecretKey } from "./secret";

/**
 * The device cookie (OWASP "device cookies" against lock-out): a successful sign-in leaves a
 * signed, HttpOnly cookie naming the account and a random device id, sent back only to the sign-in
 * route. When an account's hourly failure ceiling is reached (someone guessing from many
 * addresses), sign-ins carrying that account's device cookie are still checked, each device with
 * its own back-off; every other attempt waits for the hour to end. The owner keeps signing in on
 * the tablets and desks they used before; the attacker, without the secret, cannot make one.
 */
export const DEVICE_COOKIE_DAYS = 365;
export const SIGN_IN_PATH = "/api/profiles/authenticate";

const normalise = (username: string) => username.trim().toLowerCase();

/** One cookie per account on a shared desk tablet, named after a hash of the username. */
export function deviceCookieName(username: string): string {
  return `bo_device_${createHash("sha256").update(normalise(username)).digest("hex").slice(0, 16)}`;
}

/** The Set-Cookie value for a device that just signed in (a new id, or the one it already had). */
export async function deviceCookie({
  username,
  deviceId,
  secure,
}: {
  username: string;
  deviceId: string | null;
  secure: boolean;
}): Promise<string> {
  const token = await new SignJWT({ usr: normalise(username), typ: "device" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(deviceId ?? randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_COOKIE_DAYS}d`)
    .sign(authSecretKey());
  const attributes = [
    `${deviceCookieName(username)}=${token}`,
    `Path=${SIGN_IN_PATH}`,
    `Max-Age=${DEVICE_COOKIE_DAYS * 86_400}`,
    "HttpOnly",
    "SameSite=Strict",
  ];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

/** The device id of a valid device cookie of this username in the Cookie header, else null. */
export async function trustedDeviceId(cookieHeader: string | null, username: string): Promise<string | null> {
  if (!cookieHeader) return null;
  const name = deviceCookieName(username);
  const value = cookieHeader
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (!value) return null;
  try {
    const { payload } = await jwtVerify(value, authSecretKey(), { algorithms: ["HS256"] });
    if (payload.typ !== "device" || payload.usr !== normalise(username)) return null;
    return typeof payload.sub === "string" && payload.sub.length <= 64 ? payload.sub : null;
  } catch {
    return null;
  }
}
