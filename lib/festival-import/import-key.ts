import { createHash } from "node:crypto";
import { nameKey, personNameKeys } from "./names";
import type { ReservationRow } from "./rows";

/**
 * The natural key of an imported reservation (docs/DECISIONS.md "Past festivals import"): what the
 * file says of the room that does not change when the stay is corrected later (hotel and room type
 * as written, dates, booking date, guests), plus its occurrence among identical rows of the file
 * (two identical rooms booked the same day stay two). The total paid and the status are not part
 * of it: importing a corrected file updates them. Stored hashed in reservations.import_key, unique
 * per event.
 */
export function reservationImportKeys(rows: ReservationRow[]): string[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const guests = row.guests
      .map((g) => g.email ?? personNameKeys(g).sort()[0]!)
      .sort()
      .join("|");
    const base = [
      nameKey(row.hotel),
      nameKey(row.roomType),
      row.checkIn,
      row.checkOut,
      row.bookingDate,
      guests,
    ].join("\u001f");
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    return createHash("sha256").update(`${base}\u001f${occurrence}`).digest("base64url").slice(0, 32);
  });
}
