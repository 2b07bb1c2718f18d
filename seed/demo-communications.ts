import { asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { accounts, communications, communicationsSent, events, locations, reservations } from "@/db/schema";
import { confirmLink, confirmTokenHash, createConfirmToken } from "@/lib/communications/confirm-token";
import { buildCommunicationMessage } from "@/lib/communications/message";
import { addDays } from "@/lib/dates";
import { communicationsByIds, messageHeading } from "@/lib/communications/repository";

/** The running demo event (seed/demo-events.ts), whose desk talks to its hotels every day. */
const EVENT_NAME = "Saint-Vincent Poker Festival";
const SENDER = "mrossi";

const STAFF_TYPES = new Set(["Staff", "StaffHotel"]);

const dayBefore = (day: string) => addDays(day, -1);

type SentInsert = typeof communicationsSent.$inferInsert;

/** What the desk sends in one go: its communications, when, how, and what became of it. */
type DemoSend = {
  rows: (typeof communications.$inferInsert)[];
  /** How long ago it was sent, e.g. "1 day". */
  ago: string;
  delivery: { [K in keyof SentInsert]?: SentInsert[K] | SQL };
};

/**
 * The running event's hotels have been told about their first bookings, over several messages
 * (as the desk would have sent them), one in each state a hotel's answer can leave it: waiting,
 * confirmed, a problem reported with a note, superseded (its stays told again in a later message),
 * plus an e-mail the mail server gave up on (failed) and one still queued, both still "Da inviare".
 * The later bookings are New to send, one stay told shorter than it now is is Modified, and the
 * cancelled bookings that had been told are Canceled.
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

  /** Stores one message: its communications bound to it, its text built from them. */
  const send = async (locationId: number, { rows, ago, delivery }: DemoSend): Promise<void> => {
    if (!rows.length) return;
    const ids = (await tx.insert(communications).values(rows).returning({ id: communications.id })).map(
      (c) => c.id,
    );
    const heading = (await messageHeading(tx, event.id, locationId))!;
    const token = createConfirmToken({ eventId: event.id, locationId });
    const text = buildCommunicationMessage(heading, await communicationsByIds(tx, ids), confirmLink(token));
    const sentAt: SQL = sql.raw(`now() - interval '${ago}'`);
    const [sent] = await tx
      .insert(communicationsSent)
      .values({
        eventId: event.id,
        locationId,
        text,
        sentBy: sender?.profileId ?? null,
        sentByName: "Mario Rossi",
        sentAt,
        confirmTokenHash: confirmTokenHash(token),
        ...delivery,
      })
      .returning({ id: communicationsSent.id });
    await tx
      .update(communications)
      .set({ communicationSentId: sent!.id })
      .where(inArray(communications.id, ids));
  };

  const hotels = await tx.select({ id: locations.id, bookingEmail: locations.bookingEmail }).from(locations);
  const byHotel = new Map<number, typeof booked>();
  for (const r of booked) byHotel.set(r.locationId, [...(byHotel.get(r.locationId) ?? []), r]);
  let hotelIndex = 0;
  for (const [locationId, rows] of byHotel) {
    const first = hotelIndex++ === 0;
    const recipient =
      hotels.find((h) => h.id === locationId)?.bookingEmail ?? `prenotazioni.hotel${locationId}@example.com`;
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
    const longEnough = (r: (typeof rows)[number]) =>
      r.status !== "Canceled" && dayBefore(r.checkOut) > r.checkIn;
    // One stay was told a night shorter than it now is: the hotel was sent that shorter stay, and
    // the extension waits as a Modified from it (the Modified starts from the stay the hotel was
    // told, not from the current one).
    const extended = told.find(longEnough);
    // The second hotel's first stays were first told a night shorter, then told again (Modified)
    // in its next message: that first message is superseded.
    const retold = first ? [] : told.filter((r) => r !== extended && longEnough(r)).slice(0, 2);
    const newRow = (r: (typeof rows)[number]) => ({
      ...base(r),
      communicationType: "New" as const,
      ...(r === extended ? { actCheckOut: dayBefore(r.checkOut) } : {}),
    });
    const rowOf = (r: (typeof rows)[number]) =>
      retold.includes(r)
        ? {
            ...base(r),
            communicationType: "Modified" as const,
            prevCheckIn: r.checkIn,
            prevCheckOut: dayBefore(r.checkOut),
            prevRoomTypeId: r.roomTypeId,
          }
        : newRow(r);
    // Three messages' worth (each stay in one, in turn); the stays told again go in the first, a
    // delivered one.
    const others = told.filter((r) => !retold.includes(r));
    const [part1, part2, part3] = [0, 1, 2].map((i) =>
      [...(i === 0 ? retold : []), ...others.filter((_, index) => index % 3 === i)].map(rowOf),
    );
    const email = { channel: "email" as const, recipient };
    const delivered = { ...email, deliveryStatus: "sent" as const, deliveryAttempts: 1 };
    const sends: DemoSend[] = first
      ? [
          {
            rows: part1!,
            ago: "3 days",
            delivery: {
              ...delivered,
              answer: "confirmed",
              answeredAt: sql`now() - interval '3 days' + interval '2 hours'`,
              answerAddress: "203.0.113.10",
            },
          },
          { rows: part2!, ago: "1 day", delivery: delivered },
          // Accepted by the app a moment ago, the mail server not yet reached.
          {
            rows: part3!,
            ago: "2 minutes",
            delivery: { ...email, deliveryStatus: "queued", nextAttemptAt: sql`now() + interval '1 minute'` },
          },
        ]
      : [
          {
            rows: retold.map((r) => ({
              ...base(r),
              communicationType: "New" as const,
              actCheckOut: dayBefore(r.checkOut),
            })),
            ago: "4 days",
            delivery: { channel: "clipboard" },
          },
          {
            rows: part1!,
            ago: "2 days",
            delivery: {
              channel: "clipboard",
              answer: "problem",
              answeredAt: sql`now() - interval '1 day' - interval '20 hours'`,
              answerNote: `Manca la camera doppia per il ${Number(told[0]!.checkIn.slice(8, 10))}`,
              answerAddress: "198.51.100.23",
            },
          },
          // The mail server could not be reached five times: given up, the desk phones or copies it.
          {
            rows: part2!,
            ago: "1 day",
            delivery: {
              ...email,
              deliveryStatus: "failed",
              deliveryAttempts: 5,
              deliveryError: "unreachable",
              deliveryErrorDetail: "connect ECONNREFUSED 192.0.2.25:587",
            },
          },
          { rows: part3!, ago: "20 hours", delivery: delivered },
        ];
    for (const message of sends) await send(locationId, message);

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
