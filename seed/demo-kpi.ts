import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { personSearchKey, searchKey } from "@/lib/names/fold-name";
import type { Tx } from "@/db/client";
import {
  bookingHistory,
  customers,
  entries,
  events,
  periodPricings,
  predictions,
  reservationCustomers,
  reservationDays,
  reservations,
  roomPricings,
  roomTypes,
} from "@/db/schema";
import { addDays, daysBetween, romeToday } from "@/lib/dates";
import { runPrediction } from "@/lib/kpi/run-prediction";
import { computeTotals } from "@/lib/reservations/totals";

/** The running edition whose KPI the demo shows, and how many past editions it gets. */
const CURRENT = "Venezia Poker Cup";
const EDITIONS = 3;
const FIRST_NAMES = [
  "Marco",
  "Luca",
  "Andrea",
  "Paolo",
  "Stefano",
  "Davide",
  "Simone",
  "Matteo",
  "Elena",
  "Sara",
  "Chiara",
  "Giorgio",
  "Fabio",
  "Roberto",
  "Alessio",
  "Federica",
];
const LAST_NAMES = [
  "Ferrari",
  "Russo",
  "Romano",
  "Colombo",
  "Ricci",
  "Marino",
  "Greco",
  "Bruno",
  "Gallo",
  "Conti",
  "De Luca",
  "Mancini",
  "Costa",
  "Giordano",
  "Rizzo",
  "Lombardi",
];

/** A small deterministic random generator (mulberry32): the demo is the same on every start. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Days before start a booking arrives: two thirds spread over ~90..14 days, a late rush in the last two weeks. */
function bookingDay(rand: () => number, pace: number): number {
  if (rand() < 0.35) return Math.floor(rand() * 14);
  return 14 + Math.floor(76 * Math.pow(rand(), 1.5 * pace));
}

type Room = {
  locationId: number;
  roomTypeId: number;
  capacity: number;
  checkIn: string;
  checkOut: string;
  dailyTax: string;
  sellPrice: string;
  availability: number;
};

/**
 * KPI demo: three past editions of the Venezia Poker Cup, a year apart, with the same
 * hotel blocks, ~80 % of the allotment booked over ~90 days with a late rush (a few cancelled),
 * their booking history, entries of the booked players, and final entries, participants and
 * walk-ins; the running edition gets the bookings made so far at a slightly faster pace, and a
 * completed prediction against the three. Also backfills the booking history of demo reservations
 * written without it. Idempotent: nothing is added when the first past edition exists.
 */
export async function seedDemoKpi(tx: Tx): Promise<void> {
  const [current] = await tx.select().from(events).where(eq(events.name, CURRENT));
  if (current) {
    const year = Number(current.dateFrom.slice(0, 4));
    const [already] = await tx
      .select({ id: events.id })
      .from(events)
      .where(eq(events.name, `${CURRENT} ${year - 1}`));
    if (!already) await seedEditions(tx, current);
  }
  // Reservations written before (or without) the history count from their creation.
  await tx.execute(sql`
    insert into booking_history (event_id, reservation_id, location_id, room_type_id, check_in, check_out, rooms, recorded_at)
    select r.event_id, r.id, r.location_id, r.room_type_id, r.check_in, r.check_out, 1, r.created_at
    from reservations r
    where r.status <> 'Canceled' and not exists (select 1 from booking_history h where h.reservation_id = r.id)`);
}

async function seedEditions(tx: Tx, current: typeof events.$inferSelect): Promise<void> {
  const rand = random(20_241_123);
  const players = await demoPlayers(tx, rand);
  const rooms = await tx
    .select({
      locationId: periodPricings.locationId,
      roomTypeId: roomPricings.roomTypeId,
      capacity: roomTypes.capacity,
      checkIn: periodPricings.checkIn,
      checkOut: periodPricings.checkOut,
      dailyTax: periodPricings.dailyTax,
      sellPrice: roomPricings.sellPrice,
      cost: roomPricings.cost,
      costNotSell: roomPricings.costNotSell,
      costStaff: roomPricings.costStaff,
      availability: roomPricings.availability,
    })
    .from(roomPricings)
    .innerJoin(periodPricings, eq(periodPricings.id, roomPricings.periodPricingId))
    .innerJoin(roomTypes, eq(roomTypes.id, roomPricings.roomTypeId))
    .where(eq(periodPricings.eventId, current.id))
    .orderBy(asc(periodPricings.id), asc(roomPricings.id));
  if (rooms.length === 0) return;
  const today = romeToday();

  const pastIds: number[] = [];
  for (let k = EDITIONS; k >= 1; k--) {
    const dateFrom = addDays(current.dateFrom, -364 * k); // same weekday, a year earlier
    const [edition] = await tx
      .insert(events)
      .values({
        name: `${CURRENT} ${dateFrom.slice(0, 4)}`,
        searchKey: searchKey([`${CURRENT} ${dateFrom.slice(0, 4)}`]),
        type: current.type,
        dateFrom,
        dateTo: addDays(dateFrom, 4),
        launchDate: addDays(dateFrom, -100),
        locationId: current.locationId,
        buyIn: current.buyIn,
        feePerPartecipant: current.feePerPartecipant,
        guaranteedValue: current.guaranteedValue,
        toPrizePoolValue: current.toPrizePoolValue,
        earningFeePercentage: current.earningFeePercentage,
        isFreezed: true,
      })
      .returning({ id: events.id });
    const offset = (day: string) => addDays(day, -364 * k);
    const editionRooms = rooms.map((r) => ({
      ...r,
      checkIn: offset(r.checkIn),
      checkOut: offset(r.checkOut),
    }));
    // The same hotel blocks, a year earlier.
    for (const period of new Map(editionRooms.map((r) => [`${r.locationId}:${r.checkIn}`, r])).values()) {
      const [saved] = await tx
        .insert(periodPricings)
        .values({
          eventId: edition!.id,
          locationId: period.locationId,
          checkIn: period.checkIn,
          checkOut: period.checkOut,
          dailyTax: period.dailyTax,
        })
        .returning({ id: periodPricings.id });
      await tx.insert(roomPricings).values(
        editionRooms
          .filter((r) => r.locationId === period.locationId && r.checkIn === period.checkIn)
          .map((r) => ({
            periodPricingId: saved!.id,
            roomTypeId: r.roomTypeId,
            sellPrice: r.sellPrice,
            cost: r.cost,
            costNotSell: r.costNotSell,
            costStaff: r.costStaff,
            availability: r.availability,
          })),
      );
    }
    const fill = 0.72 + 0.06 * k; // older editions filled a little more
    const booked = await bookEdition(tx, {
      eventId: edition!.id,
      start: dateFrom,
      rooms: editionRooms,
      fill,
      pace: 1 + 0.1 * (k - 2),
      players,
      rand,
      until: null,
    });
    // Entries: about three booked players in four play, 1 to 3 buy-ins; walk-ins on top.
    const playing = booked.filter(() => rand() < 0.75);
    const buyIns = playing.map(() => 1 + Math.floor(rand() * rand() * 3.2));
    if (playing.length) {
      await tx
        .insert(entries)
        .values(playing.map((customerId, i) => ({ eventId: edition!.id, customerId, number: buyIns[i]! })));
    }
    const walkIns = 160 + Math.floor(rand() * 60);
    const bookedEntries = buyIns.reduce((a, b) => a + b, 0);
    await tx
      .update(events)
      .set({
        finalEntries: bookedEntries + Math.round(walkIns * (1.5 + rand() * 0.3)),
        finalPartecipants: playing.length + walkIns,
        finalPartecipantsNotBooking: walkIns,
      })
      .where(eq(events.id, edition!.id));
    pastIds.push(edition!.id);
  }

  // The running edition: what has been booked so far, a little ahead of the usual pace.
  await bookEdition(tx, {
    eventId: current.id,
    start: current.dateFrom,
    rooms,
    fill: 0.85,
    pace: 0.85,
    players,
    rand,
    until: today,
  });
  const [prediction] = await tx
    .insert(predictions)
    .values({ eventId: current.id, selectedEventIds: pastIds })
    .returning({ id: predictions.id });
  await runPrediction({ db: tx, predictionId: prediction!.id, today });
}

/** 160 demo players with ratings, created once ("Giocatore" in the notes tells them apart). */
async function demoPlayers(tx: Tx, rand: () => number): Promise<number[]> {
  const existing = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.notes, "Giocatore demo KPI"));
  if (existing.length) return existing.map((c) => c.id);
  const rows = Array.from({ length: 160 }, (_, i) => ({
    firstName: FIRST_NAMES[i % FIRST_NAMES.length]!,
    lastName: `${LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]!}`,
    searchKey: personSearchKey({
      lastName: LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]!,
      firstName: FIRST_NAMES[i % FIRST_NAMES.length]!,
    }),
    city: ["Venezia", "Padova", "Treviso", "Milano", "Trieste", "Verona"][i % 6]!,
    country: "Italia",
    phonePrefix: "+39",
    rating: Math.floor(rand() * 6),
    notes: "Giocatore demo KPI",
    privacy: true,
  }));
  return (await tx.insert(customers).values(rows).returning({ id: customers.id })).map((c) => c.id);
}

/**
 * Books about `fill` of an edition's room-nights: each booking arrives bookingDay() days before the
 * start (only those before `until`, for a running edition), 1 to 3 nights where the block has room,
 * 1 or 2 guests; 5 % Guest, 6 % cancelled a few days later. Writes the reservations, their nights,
 * guests and booking history with the arrival times; returns the distinct booked players.
 */
async function bookEdition(
  tx: Tx,
  o: {
    eventId: number;
    start: string;
    rooms: Room[];
    fill: number;
    pace: number;
    players: number[];
    rand: () => number;
    until: string | null;
  },
): Promise<number[]> {
  const { rand } = o;
  const used = new Map<string, number>();
  const allotted = o.rooms.reduce((sum, r) => sum + r.availability * daysBetween(r.checkIn, r.checkOut), 0);
  let bookedNights = 0;
  const guests = new Set<number>();
  const planned: {
    values: typeof reservations.$inferInsert;
    priced: { day: string; sellPrice: string; dailyTax: string }[];
    chosen: number[];
    canceledAt: Date | null;
  }[] = [];
  for (let attempt = 0; attempt < 4000 && bookedNights < allotted * o.fill; attempt++) {
    const room = o.rooms[Math.floor(rand() * o.rooms.length)]!;
    const span = daysBetween(room.checkIn, room.checkOut);
    const length = Math.min(span, 1 + Math.floor(rand() * 3));
    const checkIn = addDays(room.checkIn, Math.floor(rand() * (span - length + 1)));
    const checkOut = addDays(checkIn, length);
    const days = Array.from({ length }, (_, i) => addDays(checkIn, i));
    const key = (day: string) => `${room.locationId}:${room.roomTypeId}:${day}`;
    if (days.some((day) => (used.get(key(day)) ?? 0) >= room.availability)) continue;
    const arrival = addDays(o.start, -bookingDay(rand, o.pace));
    const cancelAfter = 2 + Math.floor(rand() * 10);
    // A running edition has only the cancellations that already happened.
    const canceled = rand() < 0.06 && (!o.until || addDays(arrival, cancelAfter) <= o.until);
    bookedNights += canceled ? 0 : length;
    if (o.until && arrival > o.until) continue;
    if (!canceled) for (const day of days) used.set(key(day), (used.get(key(day)) ?? 0) + 1);
    const type = rand() < 0.05 ? ("Guest" as const) : ("Standard" as const);
    const status = canceled
      ? "Canceled"
      : type === "Guest" || !o.until
        ? "Settled"
        : rand() < 0.5
          ? "Confirmed"
          : "NotConfirmed";
    const priced = days.map((day) => ({ day, sellPrice: room.sellPrice, dailyTax: room.dailyTax }));
    const totals = computeTotals({ nights: priced, capacity: room.capacity, free: type === "Guest" });
    const createdAt = new Date(
      `${arrival}T${String(9 + Math.floor(rand() * 10)).padStart(2, "0")}:15:00+01:00`,
    );
    const count = Math.min(room.capacity, 1 + (rand() < 0.4 ? 1 : 0));
    const chosen = [
      ...new Set(Array.from({ length: count }, () => o.players[Math.floor(rand() * o.players.length)]!)),
    ];
    if (!canceled) for (const c of chosen) guests.add(c);
    planned.push({
      values: {
        eventId: o.eventId,
        locationId: room.locationId,
        roomTypeId: room.roomTypeId,
        checkIn,
        checkOut,
        status,
        type,
        discount: totals.discount,
        totalNoTax: totals.totalNoTax,
        totalTax: totals.totalTax,
        totalPay: totals.totalPay,
        createdAt,
        updatedAt: createdAt,
      },
      priced,
      chosen,
      canceledAt: canceled ? new Date(createdAt.getTime() + cancelAfter * 86_400_000) : null,
    });
  }
  // One statement per table: the ids are taken from the sequence first.
  if (planned.length) {
    const ids = (
      await tx.execute<{ id: number }>(
        sql`select nextval('reservations_id_seq')::integer as id from generate_series(1, ${planned.length})`,
      )
    ).rows.map((r) => r.id);
    const rows = planned.map((p, i) => ({ ...p, id: ids[i]! }));
    await tx.insert(reservations).values(rows.map((p) => ({ id: p.id, ...p.values })));
    await tx
      .insert(reservationDays)
      .values(rows.flatMap((p) => p.priced.map((d) => ({ reservationId: p.id, ...d }))));
    await tx.insert(reservationCustomers).values(
      rows.flatMap((p) =>
        p.chosen.map((customerId, position) => ({
          reservationId: p.id,
          eventId: p.values.eventId,
          customerId,
          position,
        })),
      ),
    );
    await tx.insert(bookingHistory).values(
      rows.flatMap((p) => {
        const { eventId, locationId, roomTypeId, checkIn, checkOut, createdAt } = p.values;
        const stay = { eventId, reservationId: p.id, locationId, roomTypeId, checkIn, checkOut };
        return [
          { ...stay, rooms: 1, recordedAt: createdAt! },
          ...(p.canceledAt ? [{ ...stay, rooms: -1, recordedAt: p.canceledAt }] : []),
        ];
      }),
    );
  }
  // Guests and entries: a player booked in this edition may not yet have an entry.
  const existing = await tx
    .select({ customerId: entries.customerId })
    .from(entries)
    .where(and(eq(entries.eventId, o.eventId), inArray(entries.customerId, [...guests, 0])));
  const withEntry = new Set(existing.map((e) => e.customerId));
  return [...guests].filter((g) => !withEntry.has(g));
}
