import { and, asc, eq, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { accounts, communications, communicationsSent, events, reservations } from "@/db/schema";
import { confirmLink, confirmTokenHash, createConfirmToken } from "@/lib/communications/confirm-token";
import { buildCommunicationMessage } from "@/lib/communications/message";
import { addDays } from "@/lib/dates";
import { communicationsByIds, messageHeading } from "@/lib/communications/repository";

/** The running demo event (seed/demo-events.ts), whose desk talks to its hotels every day. */
const EVENT_NAME = "Saint-Vincent Poker Festival";
const SENDER = "mrossi";

const STAFF_TYPES = new Set(["Staff", "StaffHotel"]);

const dayBefore = (day: string) => addDays(day, -1);

/**
 * The running event's hotels have been told about their first bookings (one sent message per
 * hotel, as the desk would have sent it); the later bookings are New to send, one stay told
 * shorter than it now is is Modified, and the cancelled bookings that had been told are Canceled.
 * Idempotent: an event that has communications is skipped.
 */
export async function seedDemoCommunications(tx: Tx): Promise<void> {
  const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.name, EVENT_NAME));
  if (!event) return;
  const [already] = await tx
    .select({ id: communications.id })
    .from(communications)
    .where(eq(communications.eventId, event.id))
    .limit(1);
  if (already) return;
  const [sender] = await tx
    .select({ profileId: accounts.profileId })
    .from(accounts)
    .where(eq(accounts.username, SENDER));
  const booked = await tx
    .select({
      id: reservations.id,
      locationId: reservations.locationId,
      roomTypeId: reservations.roomTypeId,
      checkIn: reservations.checkIn,
      checkOut: reservations.checkOut,
      status: reservations.status,
      type: reservations.type,
      progressiveNumber: reservations.progressiveNumber,
      // The guests in their order, "Rossi Mario, Bianchi Anna" (written out: a correlated subquery).
      guestNames: sql<string>`coalesce((
        select string_agg(trim(c.last_name || ' ' || coalesce(c.first_name, '')), ', ' order by rc.position)
          from reservation_customers rc join customers c on c.id = rc.customer_id
         where rc.reservation_id = "reservations"."id"), '')`,
    })
    .from(reservations)
    .where(eq(reservations.eventId, event.id))
    .orderBy(asc(reservations.locationId), asc(reservations.id));
  if (!booked.length) return;

  const byHotel = new Map<number, typeof booked>();
  for (const r of booked) byHotel.set(r.locationId, [...(byHotel.get(r.locationId) ?? []), r]);
  for (const [locationId, rows] of byHotel) {
    // The first half was told, and every cancelled one (as it was before the cancel); the rest not yet.
    const half = Math.ceil(rows.length / 2);
    const told = rows.filter((r, index) => index < half || r.status === "Canceled");
    const notTold = rows.filter((r) => !told.includes(r));
    const base = (r: (typeof rows)[number]) => ({
      eventId: event.id,
      locationId,
      reservationId: r.id,
      reservationRef: r.id,
      progressiveNumber: r.progressiveNumber,
      actCheckIn: r.checkIn,
      actCheckOut: r.checkOut,
      actRoomTypeId: r.roomTypeId,
      isStaffBooking: STAFF_TYPES.has(r.type),
      guestNames: r.guestNames,
    });
    // One stay was told a night shorter than it now is: the hotel was sent that shorter stay, and
    // the extension waits as a Modified from it (the Modified starts from the stay the hotel was
    // told, not from the current one).
    const extended = told.find((r) => r.status !== "Canceled" && dayBefore(r.checkOut) > r.checkIn);
    const toldIds = (
      await tx
        .insert(communications)
        .values(
          told.map((r) => ({
            ...base(r),
            communicationType: "New" as const,
            ...(r === extended ? { actCheckOut: dayBefore(r.checkOut) } : {}),
          })),
        )
        .returning({ id: communications.id })
    ).map((c) => c.id);
    const heading = (await messageHeading(tx, event.id, locationId))!;
    const token = createConfirmToken({ eventId: event.id, locationId });
    const text = buildCommunicationMessage(
      heading,
      await communicationsByIds(tx, toldIds),
      confirmLink(token),
    );
    const [sent] = await tx
      .insert(communicationsSent)
      .values({
        eventId: event.id,
        locationId,
        text,
        sentBy: sender?.profileId ?? null,
        sentByName: "Mario Rossi",
        sentAt: sql`now() - interval '1 day'`,
        confirmTokenHash: confirmTokenHash(token),
      })
      .returning({ id: communicationsSent.id });
    await tx
      .update(communications)
      .set({ communicationSentId: sent!.id })
      .where(and(eq(communications.eventId, event.id), eq(communications.locationId, locationId)));

    const pending: (typeof communications.$inferInsert)[] = notTold.map((r) => ({
      ...base(r),
      communicationType: "New" as const,
    }));
    for (const r of told.filter((r) => r.status === "Canceled")) {
      pending.push({
        ...base(r),
        communicationType: "Canceled",
        prevCheckIn: r.checkIn,
        prevCheckOut: r.checkOut,
        prevRoomTypeId: r.roomTypeId,
      });
    }
    if (extended) {
      pending.push({
        ...base(extended),
        communicationType: "Modified",
        prevCheckIn: extended.checkIn,
        prevCheckOut: dayBefore(extended.checkOut),
        prevRoomTypeId: extended.roomTypeId,
      });
    }
    if (pending.length) await tx.insert(communications).values(pending);
  }
}
