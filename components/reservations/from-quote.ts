/**
 * The {fromquote} segment of /events/{eventId}/reservations/createfromquote/{fromquote}: the quote
 * result a new reservation starts from, as `{locationId}-{roomTypeId}-{checkIn}-{checkOut}` with
 * the dates as YYYYMMDD (e.g. "12-3-20261120-20261123"): readable, URL-safe, no encoding step.
 */
export type QuotePrefill = { locationId: number; roomTypeId: number; checkIn: string; checkOut: string };

const PATTERN = /^(\d{1,9})-(\d{1,9})-(\d{4})(\d{2})(\d{2})-(\d{4})(\d{2})(\d{2})$/;

export function encodeFromQuote(prefill: QuotePrefill): string {
  const day = (value: string) => value.slice(0, 10).replaceAll("-", "");
  return `${prefill.locationId}-${prefill.roomTypeId}-${day(prefill.checkIn)}-${day(prefill.checkOut)}`;
}

/** Null when the segment is not one this app made (the editor then opens empty). */
export function decodeFromQuote(segment: string): QuotePrefill | null {
  const match = PATTERN.exec(decodeURIComponent(segment));
  if (!match) return null;
  const [, locationId, roomTypeId, y1, m1, d1, y2, m2, d2] = match;
  const locationNumber = Number(locationId);
  const roomTypeNumber = Number(roomTypeId);
  if (locationNumber < 1 || roomTypeNumber < 1) return null;
  return {
    locationId: locationNumber,
    roomTypeId: roomTypeNumber,
    checkIn: `${y1}-${m1}-${d1}`,
    checkOut: `${y2}-${m2}-${d2}`,
  };
}
