import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Tx } from "@/db/client";
import {
  agents,
  customers,
  entries,
  events,
  paymentItems,
  paymentMethods,
  payments,
  periodPricings,
  reservationAgents,
  reservationCustomers,
  reservationDays,
  reservations,
  roomPricings,
  roomTypes,
} from "@/db/schema";
import { addDays, romeToday } from "@/lib/dates";
import { nightCount, nightsOfStay } from "@/lib/period-pricings/nights";
import { isFreeType, type ReservationStatus, type ReservationType } from "@/lib/reservations/rules";
import { centsToDecimal, requireCents, roundDiv } from "@/lib/money/cents";
import { computeTotals } from "@/lib/reservations/totals";
import { applyStatusTransitions } from "@/lib/reservations/transitions";

/** The demo events that get bookings: the finished one and the running one (seed/demo-events.ts). */
const BOOKED_EVENTS = [
  { name: "Italian Poker Open Sanremo", finished: true },
  { name: "Saint-Vincent Poker Festival", finished: false },
];

const TYPES: ReservationType[] = [
  "Standard",
  "Standard",
  "Packet",
  "Standard",
  "Guest",
  "StaffHotel",
  "Standard",
  "Staff",
];
const STATUSES: ReservationStatus[] = [
  "Confirmed",
  "NotConfirmed",
  "Settled",
  "Confirmed",
  "Canceled",
  "NotConfirmed",
];

/**
 * Reservations of mixed types and states, with guests, agents, payments (deposits, balances, a
 * refund), check-ins and Packet entries, in the finished and the running demo events. Each room
 * type of a period gets a few rooms, never more than a third of its allotment, so every hotel card
 * shows real, still positive free counts. Idempotent: an event that has reservations is skipped.
 */
export async function seedDemoReservations(tx: Tx): Promise<void> {
  const guests = await tx.select({ id: customers.id }).from(customers).orderBy(asc(customers.id)).limit(200);
  if (guests.length === 0) return;
  const agentRows = await tx
    .select({ profileId: agents.profileId, agentRoleId: agents.agentRoleId })
    .from(agents)
    .where(isNotNull(agents.agentRoleId))
    .orderBy(asc(agents.profileId));
  const [cash] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.method, "Contanti"));
  const [card] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.method, "Carta"));
  const [reservationItem] = await tx
    .select({ id: paymentItems.id })
    .from(paymentItems)
    .where(eq(paymentItems.systemItem, "Reservation"));
  const refundItem = await demoRefundItem(tx);
  const today = romeToday();

  for (const demo of BOOKED_EVENTS) {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.name, demo.name));
    if (!event) continue;
    const [already] = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.eventId, event.id))
      .limit(1);
    if (already) continue;
    const rooms = await tx
      .select({
        locationId: periodPricings.locationId,
        checkIn: periodPricings.checkIn,
        checkOut: periodPricings.checkOut,
        dailyTax: periodPricings.dailyTax,
        roomTypeId: roomPricings.roomTypeId,
        capacity: roomTypes.capacity,
        sellPrice: roomPricings.sellPrice,
        availability: roomPricings.availability,
      })
      .from(roomPricings)
      .innerJoin(periodPricings, eq(periodPricings.id, roomPricings.periodPricingId))
      .innerJoin(roomTypes, eq(roomTypes.id, roomPricings.roomTypeId))
      .where(eq(periodPricings.eventId, event.id))
      .orderBy(asc(periodPricings.id), asc(roomPricings.id));

    let guestIndex = 0;
    let counter = 0;
    type Planned = {
      values: typeof reservations.$inferInsert;
      days: { day: string; sellPrice: string; dailyTax: string }[];
      guestIds: number[];
      agent: { profileId: number; agentRoleId: number } | null;
      payments: {
        amount: string;
        typology: "Inbound" | "Outbound";
        itemId: number;
        methodId: number;
        paymentDate: string;
      }[];
    };
    const planned: Planned[] = [];
    for (const room of rooms) {
      const periodNights = nightCount(room);
      const count = Math.min(4, Math.floor(room.availability / 3));
      for (let i = 0; i < count; i++, counter++) {
        const offset = (i * 2) % Math.max(1, periodNights - 1);
        const checkIn = addDays(room.checkIn, offset);
        const checkOut = addDays(checkIn, Math.min(1 + (counter % 3), periodNights - offset));
        const type = TYPES[counter % TYPES.length]!;
        const isWebReservation = type === "Standard" && counter % 5 === 0;
        const chosen = STATUSES[counter % STATUSES.length]!;
        // A canceled booking's guest never arrived (a check-in would confirm it again).
        const checkInDone = chosen !== "Canceled" && checkIn <= today && (demo.finished || counter % 2 === 0);
        const { status } = applyStatusTransitions({
          before: null,
          after: { status: chosen, type, isWebReservation, checkInDone },
        });
        const guestCount = type === "StaffHotel" ? 0 : 1 + (counter % Math.max(1, room.capacity));
        const guestIds: number[] = [];
        for (let g = 0; g < guestCount && guestIndex < guests.length; g++)
          guestIds.push(guests[guestIndex++]!.id);
        const days = nightsOfStay({ checkIn, checkOut }).map((day) => ({
          day,
          sellPrice: room.sellPrice,
          dailyTax: room.dailyTax,
        }));
        const totals = computeTotals({
          nights: days,
          capacity: room.capacity,
          discount: counter % 4 === 1 ? "10" : "0",
          free: isFreeType(type),
        });
        const agent = agentRows.length && counter % 3 === 0 ? agentRows[counter % agentRows.length]! : null;
        const paymentDate = addDays(checkIn, -7) < today ? addDays(checkIn, -7) : today;
        // Booked 8 to 57 days before check-in (the KPI's booking history follows, seed/demo-kpi.ts);
        // a stay checking in after today is booked now, during the running event.
        const bookedOn = addDays(checkIn, -(8 + ((counter * 7) % 50)));
        const createdAt = checkIn <= today ? new Date(`${bookedOn}T10:00:00+01:00`) : undefined;
        const paid: Planned["payments"] = [];
        const total = requireCents(totals.totalPay);
        if (reservationItem && cash && card && total > 0 && status !== "Canceled") {
          const methodId = counter % 2 ? cash.id : card.id;
          if (status === "Settled") {
            paid.push({
              amount: totals.totalPay,
              typology: "Inbound",
              itemId: reservationItem.id,
              methodId,
              paymentDate,
            });
          } else if (status === "Confirmed") {
            paid.push({
              amount: centsToDecimal(roundDiv(total, 2)),
              typology: "Inbound",
              itemId: reservationItem.id,
              methodId,
              paymentDate,
            });
          }
        }
        if (
          refundItem &&
          cash &&
          reservationItem &&
          status === "Settled" &&
          total > 2000 &&
          counter % 4 === 2
        ) {
          // Paid a little too much and got the change back.
          paid.push({
            amount: "20.00",
            typology: "Inbound",
            itemId: reservationItem.id,
            methodId: cash.id,
            paymentDate,
          });
          paid.push({
            amount: "20.00",
            typology: "Outbound",
            itemId: refundItem.id,
            methodId: cash.id,
            paymentDate,
          });
        }
        planned.push({
          values: {
            eventId: event.id,
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
            notes: counter % 6 === 0 ? "Richiesto piano alto" : null,
            isWebReservation,
            checkInDone,
            createdAt,
            updatedAt: createdAt,
          },
          days,
          guestIds,
          agent:
            agent && agent.agentRoleId
              ? { profileId: agent.profileId, agentRoleId: agent.agentRoleId }
              : null,
          payments: paid,
        });
      }
    }
    if (planned.length === 0) continue;
    const ids = (
      await tx
        .insert(reservations)
        .values(planned.map((p) => p.values))
        .returning({ id: reservations.id })
    ).map((row) => row.id);
    const withId = planned.map((p, index) => ({ ...p, id: ids[index]! }));
    await tx
      .insert(reservationDays)
      .values(withId.flatMap((p) => p.days.map((d) => ({ reservationId: p.id, ...d }))));
    const guestRows = withId.flatMap((p) =>
      p.guestIds.map((customerId, position) => ({
        reservationId: p.id,
        eventId: event.id,
        customerId,
        position,
        isAgentPlayer: Boolean(p.agent) && position === 0,
      })),
    );
    if (guestRows.length) await tx.insert(reservationCustomers).values(guestRows);
    const agentInserts = withId.flatMap((p) => (p.agent ? [{ reservationId: p.id, ...p.agent }] : []));
    if (agentInserts.length) await tx.insert(reservationAgents).values(agentInserts);
    const paymentRows = withId.flatMap((p) =>
      p.payments.map((pay) => ({
        eventId: event.id,
        typology: pay.typology,
        paymentItemId: pay.itemId,
        paymentMethodId: pay.methodId,
        amount: pay.amount,
        paymentDate: pay.paymentDate,
        reservationId: p.id,
      })),
    );
    if (paymentRows.length) await tx.insert(payments).values(paymentRows);
    const entryRows = withId
      .filter((p) => p.values.type === "Packet" && p.values.status !== "Canceled")
      .flatMap((p) =>
        p.guestIds.map((customerId) => ({
          eventId: event.id,
          customerId,
          number: demo.finished ? 2 : 1,
          editSource: "Reservation" as const,
          reservationId: p.id,
        })),
      );
    if (entryRows.length) {
      const existing = await tx
        .select({ customerId: entries.customerId })
        .from(entries)
        .where(
          and(
            eq(entries.eventId, event.id),
            inArray(
              entries.customerId,
              entryRows.map((e) => e.customerId),
            ),
          ),
        );
      const fresh = entryRows.filter((e) => !existing.some((x) => x.customerId === e.customerId));
      if (fresh.length) await tx.insert(entries).values(fresh);
    }
  }
}

/** A Refund-category item for the demo refunds: the first one, or "Rimborso prenotazione" created once. */
async function demoRefundItem(tx: Tx): Promise<{ id: number }> {
  const [existing] = await tx
    .select({ id: paymentItems.id })
    .from(paymentItems)
    .where(eq(paymentItems.category, "Refund"))
    .orderBy(asc(paymentItems.id))
    .limit(1);
  if (existing) return existing;
  const [created] = await tx
    .insert(paymentItems)
    .values({ category: "Refund", description: "Rimborso prenotazione", isCustom: true })
    .returning({ id: paymentItems.id });
  return created!;
}
