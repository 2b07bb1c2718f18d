import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  entries,
  events,
  payments,
  reservationAgents,
  reservationCustomers,
  reservations,
  roomPricings,
} from "@/db/schema";
import { createAgent, createAgentRole, createNamedTemplate } from "./factories-agents";
import { createCustomer } from "./factories-customers";
import {
  createEvent,
  createHotel,
  createPeriodPricing,
  createRoomType,
  systemPaymentItem,
  systemPaymentMethod,
} from "./factories-events";
import { uniqueName } from "./factories";

type ReservationType = "Standard" | "Packet" | "StaffHotel" | "Guest" | "Staff";

/** A reservation written straight to the database with its stored totals. */
export async function insertAccountingReservation(options: {
  eventId: number;
  locationId: number;
  roomTypeId: number;
  checkIn: string;
  checkOut: string;
  type?: ReservationType;
  status?: "NotConfirmed" | "Confirmed" | "Settled" | "Canceled";
  isWebReservation?: boolean;
  totalNoTax?: string;
  totalTax?: string;
  totalPay?: string;
  agent?: { profileId: number; agentRoleId: number };
  customers?: { customerId: number; isAgentPlayer?: boolean }[];
}) {
  const db = getDb();
  const [row] = await db
    .insert(reservations)
    .values({
      eventId: options.eventId,
      locationId: options.locationId,
      roomTypeId: options.roomTypeId,
      checkIn: options.checkIn,
      checkOut: options.checkOut,
      type: options.type ?? "Standard",
      status: options.status ?? "Confirmed",
      isWebReservation: options.isWebReservation ?? false,
      totalNoTax: options.totalNoTax ?? "0",
      totalTax: options.totalTax ?? "0",
      totalPay: options.totalPay ?? "0",
    })
    .returning();
  if (options.agent) await db.insert(reservationAgents).values({ reservationId: row!.id, ...options.agent });
  for (const [position, customer] of (options.customers ?? []).entries()) {
    await db.insert(reservationCustomers).values({
      reservationId: row!.id,
      eventId: row!.eventId,
      customerId: customer.customerId,
      position,
      isAgentPlayer: customer.isAgentPlayer ?? false,
    });
  }
  return row!;
}

/**
 * The hand-computed event of the accounting tests: every figure it must give is written in
 * tests/integration/accounting-calculation.int.test.ts.
 */
export async function createHandComputedEvent() {
  const db = getDb();
  const event = await createEvent({ dateFrom: "2031-05-10", dateTo: "2031-05-13" });
  await db
    .update(events)
    .set({
      feePerPartecipant: "50",
      buyIn: "200",
      guaranteedValue: "10000",
      toPrizePoolValue: "150",
      earningFeePercentage: "20",
    })
    .where(eq(events.id, event.id));
  const hotel = await createHotel({ name: uniqueName("Hotel Alfa") });
  const double = await createRoomType({ type: uniqueName("Doppia"), capacity: 2 });
  const single = await createRoomType({ type: uniqueName("Singola"), capacity: 1 });
  const period = await createPeriodPricing({
    eventId: event.id,
    locationId: hotel.id,
    checkIn: "2031-05-10",
    checkOut: "2031-05-13",
    dailyTax: "2",
    rooms: [
      { roomTypeId: double.id, availability: 3, overrides: [{ day: "2031-05-11", availability: 1 }] },
      { roomTypeId: single.id, availability: 1 },
    ],
  });
  const setCosts = (roomTypeId: number, cost: string, costNotSell: string, costStaff: string) =>
    db
      .update(roomPricings)
      .set({ cost, costNotSell, costStaff })
      .where(and(eq(roomPricings.periodPricingId, period.id), eq(roomPricings.roomTypeId, roomTypeId)));
  await setCosts(double.id, "60", "30", "40");
  await setCosts(single.id, "40", "20", "25");

  const role = await createAgentRole();
  const template = (values: Parameters<typeof createNamedTemplate>[0]) => createNamedTemplate(values);
  const mario = await createAgent({
    firstName: "Mario",
    lastName: uniqueName("A Bianchi"),
    commissionTemplateId: (
      await template({
        mode: "Percentage",
        commissionForRoom: "10",
        commissionForPlayer: "5",
        playerCommissionSource: "BuyIn",
      })
    ).id,
  });
  const paola = await createAgent({
    firstName: "Paola",
    lastName: uniqueName("B Neri"),
    commissionTemplateId: (await template({ mode: "Percentage" })).id,
  });
  const luigi = await createAgent({
    firstName: "Luigi",
    lastName: uniqueName("C Rossi"),
    commissionTemplateId: (
      await template({
        mode: "Fixed",
        commissionForRoom: "5",
        commissionForPlayer: "10",
        commissionForRoomMode: "Fixed",
        commissionForPlayerMode: "Fixed",
        playerCommissionSource: null,
      })
    ).id,
  });
  const anna = await createAgent({
    firstName: "Anna",
    lastName: uniqueName("D Verdi"),
    commissionTemplateId: (
      await template({
        mode: "Mixed",
        commissionForRoom: "7",
        commissionForRoomMode: "Fixed",
        commissionForPlayer: "10",
        commissionForPlayerMode: "Percentage",
        playerCommissionSource: "Fee",
      })
    ).id,
  });

  const customers = [];
  for (let i = 1; i <= 6; i++)
    customers.push(await createCustomer({ lastName: uniqueName(`Giocatore${i}`) }));
  const [c1, c2, c3, c4, c5, c6] = customers.map((c) => c.id) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const at = { eventId: event.id, locationId: hotel.id };
  const agentOf = (profileId: number) => ({ profileId, agentRoleId: role.id });

  await insertAccountingReservation({
    ...at,
    roomTypeId: double.id,
    checkIn: "2031-05-10",
    checkOut: "2031-05-13",
    totalNoTax: "300",
    totalTax: "12",
    totalPay: "312",
    agent: agentOf(mario.id),
    customers: [{ customerId: c1, isAgentPlayer: true }, { customerId: c2 }],
  });
  await insertAccountingReservation({
    ...at,
    roomTypeId: double.id,
    checkIn: "2031-05-10",
    checkOut: "2031-05-12",
    type: "Packet",
    isWebReservation: true,
    totalNoTax: "400",
    totalTax: "8",
    totalPay: "408",
    agent: agentOf(luigi.id),
    customers: [{ customerId: c3, isAgentPlayer: true }],
  });
  await insertAccountingReservation({
    ...at,
    roomTypeId: double.id,
    checkIn: "2031-05-11",
    checkOut: "2031-05-12",
    type: "Staff",
  });
  await insertAccountingReservation({
    ...at,
    roomTypeId: single.id,
    checkIn: "2031-05-10",
    checkOut: "2031-05-11",
    type: "StaffHotel",
  });
  await insertAccountingReservation({
    ...at,
    roomTypeId: single.id,
    checkIn: "2031-05-12",
    checkOut: "2031-05-13",
    type: "Guest",
    agent: agentOf(mario.id),
  });
  await insertAccountingReservation({
    ...at,
    roomTypeId: double.id,
    checkIn: "2031-05-10",
    checkOut: "2031-05-13",
    status: "Canceled",
    totalNoTax: "300",
    totalTax: "12",
    totalPay: "312",
    agent: agentOf(luigi.id),
    customers: [{ customerId: c6, isAgentPlayer: true }],
  });
  await insertAccountingReservation({
    ...at,
    roomTypeId: single.id,
    checkIn: "2031-05-11",
    checkOut: "2031-05-12",
    totalNoTax: "90",
    totalTax: "2",
    totalPay: "92",
    agent: agentOf(anna.id),
    customers: [{ customerId: c4, isAgentPlayer: true }],
  });

  await db.insert(entries).values([
    { eventId: event.id, customerId: c1, number: 2 },
    { eventId: event.id, customerId: c2, number: 1 },
    { eventId: event.id, customerId: c3, number: 3 },
    { eventId: event.id, customerId: c4, number: 1 },
    { eventId: event.id, customerId: c5, number: 4 },
    { eventId: event.id, customerId: c6, number: 5, isDeleted: true },
  ]);

  const agentItem = await systemPaymentItem("Agent");
  const cash = await systemPaymentMethod("Contanti");
  await db.insert(payments).values([
    {
      eventId: event.id,
      typology: "Outbound",
      paymentItemId: agentItem.id,
      paymentMethodId: cash.id,
      amount: "10",
      paymentDate: "2031-05-12",
      agentProfileId: mario.id,
    },
    {
      eventId: event.id,
      typology: "Outbound",
      paymentItemId: agentItem.id,
      paymentMethodId: cash.id,
      amount: "25",
      paymentDate: "2031-05-12",
      agentProfileId: paola.id,
    },
  ]);
  return { event, hotel, double, single, agents: { mario, paola, luigi, anna } };
}
