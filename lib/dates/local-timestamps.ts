import { isValidCalendarDate, type IsoDay } from "./day";

/**
 * The API's date form (SPEC.md section 7): a local timestamp "YYYY-MM-DDTHH:mm:ss" without zone;
 * the business runs in Europe/Rome.
 */
export const BUSINESS_TIME_ZONE = "Europe/Rome";

export const LOCAL_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/** "YYYY-MM-DD" (a date column) -> "YYYY-MM-DDT00:00:00". */
export function dateToApi(value: string | null | undefined): string | null {
  return value ? `${value.slice(0, 10)}T00:00:00` : null;
}

let romeFormat: Intl.DateTimeFormat | undefined;
/**
 * Made once: a formatter with a time zone costs milliseconds to make (its zone data), and the
 * browser calls this before every API request (the token's expiry, lib/client/api-client.ts).
 */
function romeWallClock(): Intl.DateTimeFormat {
  romeFormat ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: BUSINESS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
  return romeFormat;
}

/** An instant -> the Europe/Rome wall-clock time as "YYYY-MM-DDTHH:mm:ss". */
export function instantToApi(value: Date | null | undefined): string | null {
  if (!value) return null;
  const parts = romeWallClock().formatToParts(value);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}:${get("second")}`;
}

/** Today's calendar day in Europe/Rome, where the business runs, whatever the zone of the process. */
export function romeToday(now: Date = new Date()): IsoDay {
  return instantToApi(now)!.slice(0, 10);
}

/** A Europe/Rome local timestamp -> the instant it names; null when it is not a valid timestamp. */
export function apiToInstant(value: string | null | undefined): Date | null {
  const match = value?.match(LOCAL_TIMESTAMP);
  if (!match) return null;
  const [, y, mo, d, h = "0", mi = "0", s = "0"] = match;
  if (!isValidCalendarDate(Number(y), Number(mo), Number(d))) return null;
  const wallClock = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  // Rome's offset at that moment (twice, to settle across a daylight-saving change).
  let instant = wallClock - romeOffsetMs(wallClock);
  instant = wallClock - romeOffsetMs(instant);
  return new Date(instant);
}

function romeOffsetMs(instant: number): number {
  const local = instantToApi(new Date(instant))!;
  const [datePart, timePart] = local.split("T") as [string, string];
  const [y, mo, d] = datePart.split("-").map(Number) as [number, number, number];
  const [h, mi, s] = timePart.split(":").map(Number) as [number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(instant / 1000) * 1000;
}
