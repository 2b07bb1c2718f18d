import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";

/** A stay as a hotel reads it: dates and room type. */
type Stay = { checkIn: string; checkOut: string; roomTypeId: number };

const key = (s: Stay | null) => (s ? `${s.checkIn}..${s.checkOut} room ${s.roomTypeId}` : "nothing");

/**
 * DOMAIN.md "Communications to hotels", checked on the database of one event: for every hotel and
 * reservation, "known" is what the hotel was last sent (the act of the newest sent New or Modified;
 * nothing after a Canceled or when never told), "now" is the reservation as it is (nothing when
 * cancelled, deleted or at another hotel). The unsent row must bridge the two:
 * known = now: no row; nothing -> stay: New(act = now); stay -> nothing: Canceled(prev = act =
 * known); stay -> other stay: Modified(prev = known, act = now). Returns the faults, [] when none.
 */
export async function communicationFaults(db: DbOrTx, eventId: number): Promise<string[]> {
  const rows = (
    await db.execute<{
      location_id: number;
      reservation_ref: number;
      communication_type: "New" | "Modified" | "Canceled";
      act_check_in: string;
      act_check_out: string;
      act_room_type_id: number;
      prev_check_in: string | null;
      prev_check_out: string | null;
      prev_room_type_id: number | null;
      communication_sent_id: number | null;
    }>(sql`
      select location_id, reservation_ref, communication_type, act_check_in::text, act_check_out::text,
             act_room_type_id, prev_check_in::text, prev_check_out::text, prev_room_type_id, communication_sent_id
        from communications where event_id = ${eventId}
       order by communication_sent_id nulls last, id`)
  ).rows;
  const now = (
    await db.execute<{
      id: number;
      location_id: number;
      check_in: string;
      check_out: string;
      room_type_id: number;
      status: string;
    }>(sql`
      select id, location_id, check_in::text, check_out::text, room_type_id, status
        from reservations where event_id = ${eventId}`)
  ).rows;

  const pairs = new Map<string, { known: Stay | null; pending: typeof rows; now: Stay | null }>();
  const pair = (locationId: number, reservationId: number) => {
    const id = `hotel ${locationId} reservation ${reservationId}`;
    if (!pairs.has(id)) pairs.set(id, { known: null, pending: [], now: null });
    return pairs.get(id)!;
  };
  for (const r of rows) {
    const entry = pair(r.location_id, r.reservation_ref);
    if (r.communication_sent_id === null) entry.pending.push(r);
    else if (r.communication_type === "Canceled") entry.known = null;
    else entry.known = { checkIn: r.act_check_in, checkOut: r.act_check_out, roomTypeId: r.act_room_type_id };
  }
  for (const r of now) {
    if (r.status === "Canceled") continue;
    pair(r.location_id, r.id).now = {
      checkIn: r.check_in,
      checkOut: r.check_out,
      roomTypeId: r.room_type_id,
    };
  }

  const faults: string[] = [];
  for (const [id, { known, pending, now: current }] of pairs) {
    const expected =
      key(known) === key(current)
        ? "no message"
        : !known
          ? `New act ${key(current)}`
          : !current
            ? `Canceled prev ${key(known)} act ${key(known)}`
            : `Modified prev ${key(known)} act ${key(current)}`;
    const act = (p: (typeof rows)[number]) => ({
      checkIn: p.act_check_in,
      checkOut: p.act_check_out,
      roomTypeId: p.act_room_type_id,
    });
    const prev = (p: (typeof rows)[number]) =>
      p.prev_check_in && p.prev_check_out && p.prev_room_type_id
        ? { checkIn: p.prev_check_in, checkOut: p.prev_check_out, roomTypeId: p.prev_room_type_id }
        : null;
    const actual =
      pending.length === 0
        ? "no message"
        : pending
            .map((p) =>
              p.communication_type === "New"
                ? `New act ${key(act(p))}${prev(p) ? ` prev ${key(prev(p))}` : ""}`
                : `${p.communication_type} prev ${key(prev(p))} act ${key(act(p))}`,
            )
            .join(" + ");
    if (actual !== expected)
      faults.push(
        `${id}: hotel knows ${key(known)}, now ${key(current)}: expected ${expected}, queued ${actual}`,
      );
  }
  return faults;
}
