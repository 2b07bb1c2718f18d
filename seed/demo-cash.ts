import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import {
  agents,
  events,
  locations,
  paymentItems,
  paymentMethods,
  payments,
  reservationAgents,
  reservations,
} from "@/db/schema";
import { addDays, romeToday } from "@/lib/dates";

/** The running cash-module demo event (seed/demo-events.ts); its bookings already carry payments. */
const CASH_EVENT = "Saint-Vincent Poker Festival";

/**
 * Movements of the cash module on the running event besides the reservation payments: cash
 * funds, an entries income, agent and hotel payments and a transfer pair, so Cassa, Movimenti
 * and the accounts show something real. Idempotent: skipped once the event has a cash fund.
 */
export async function seedDemoCash(tx: Tx): Promise<void> {
  const [event] = await tx
    .select({ id: events.id, dateFrom: events.dateFrom })
    .from(events)
    .where(eq(events.name, CASH_EVENT));
  if (!event) return;
  const [existing] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.eventId, event.id), eq(payments.typology, "CashFund")))
    .limit(1);
  if (existing) return;
  const methods = new Map(
    (await tx.select({ id: paymentMethods.id, method: paymentMethods.method }).from(paymentMethods)).map(
      (m) => [m.method, m.id],
    ),
  );
  const items = new Map(
    (
      await tx
        .select({ id: paymentItems.id, systemItem: paymentItems.systemItem })
        .from(paymentItems)
        .where(isNotNull(paymentItems.systemItem))
    ).map((item) => [item.systemItem!, item.id]),
  );
  // The agents who sold rooms of this event, first two by id.
  const sellers = await tx
    .selectDistinct({ profileId: reservationAgents.profileId })
    .from(reservationAgents)
    .innerJoin(reservations, eq(reservations.id, reservationAgents.reservationId))
    .innerJoin(agents, eq(agents.profileId, reservationAgents.profileId))
    .where(eq(reservations.eventId, event.id))
    .orderBy(asc(reservationAgents.profileId))
    .limit(2);
  const [hotel] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(inArray(locations.name, ["Grand Hotel Saint-Vincent"]));
  const cash = methods.get("Contanti")!;
  const card = methods.get("Carta")!;
  const bank = methods.get("Bonifico")!;
  const day = (offset: number) => addDays(event.dateFrom, offset);
  const today = romeToday();
  const at = (offset: number) => (day(offset) > today ? today : day(offset));
  const base = { eventId: event.id, createdBy: null };
  const rows: (typeof payments.$inferInsert)[] = [
    {
      ...base,
      typology: "CashFund",
      paymentMethodId: cash,
      amount: "1500.00",
      paymentDate: at(0),
      notes: "Fondo cassa apertura",
    },
    {
      ...base,
      typology: "CashFund",
      paymentMethodId: card,
      amount: "200.00",
      paymentDate: at(0),
      notes: null,
    },
    {
      ...base,
      typology: "Inbound",
      paymentItemId: items.get("Entries")!,
      paymentMethodId: cash,
      amount: "2400.00",
      paymentDate: at(0),
      notes: "Iscrizioni al tavolo",
    },
    {
      ...base,
      typology: "Inbound",
      paymentItemId: items.get("Entries")!,
      paymentMethodId: card,
      amount: "1650.00",
      paymentDate: at(1),
      notes: null,
    },
    ...sellers.map((seller, index) => ({
      ...base,
      typology: "Outbound" as const,
      paymentItemId: items.get("Agent")!,
      paymentMethodId: index === 0 ? bank : cash,
      agentProfileId: seller.profileId,
      amount: index === 0 ? "150.00" : "80.00",
      paymentDate: at(1),
      notes: "Acconto provvigioni",
    })),
    ...(hotel
      ? [
          {
            ...base,
            typology: "Outbound" as const,
            paymentItemId: items.get("Hotel")!,
            paymentMethodId: bank,
            locationId: hotel.id,
            amount: "3000.00",
            paymentDate: at(1),
            notes: "Acconto camere",
          },
        ]
      : []),
  ];
  await tx.insert(payments).values(rows);
  // A transfer pair: cash taken to the bank.
  const transfer = {
    ...base,
    paymentItemId: items.get("Transfer")!,
    amount: "1000.00",
    paymentDate: at(1),
    notes: "Versamento in banca",
  };
  const [outbound] = await tx
    .insert(payments)
    .values({ ...transfer, typology: "Outbound", paymentMethodId: cash })
    .returning({ id: payments.id });
  const [inbound] = await tx
    .insert(payments)
    .values({ ...transfer, typology: "Inbound", paymentMethodId: bank, linkedPaymentId: outbound!.id })
    .returning({ id: payments.id });
  await tx.update(payments).set({ linkedPaymentId: inbound!.id }).where(eq(payments.id, outbound!.id));
}

/** Income items besides the system ones, so "Entrata" offers a choice; each with a movement. */
const DEMO_INCOME: { description: string; amount: string; method: string; notes: string }[] = [
  { description: "Sponsor", amount: "2000.00", method: "Bonifico", notes: "Sponsor ufficiale del festival" },
  { description: "Side event", amount: "450.00", method: "Contanti", notes: "Torneo di beneficenza" },
];

/**
 * The demo's own income items ("Sponsor", "Side event") and, on the running cash-module event,
 * one movement of each, so Movimenti and the summary show income besides Entries. Idempotent on
 * its own (an item by its description, a movement by its item), so an older demo gets them too.
 */
export async function seedDemoIncomeItems(tx: Tx): Promise<void> {
  const [event] = await tx
    .select({ id: events.id, dateFrom: events.dateFrom })
    .from(events)
    .where(eq(events.name, CASH_EVENT));
  const methods = new Map(
    (await tx.select({ id: paymentMethods.id, method: paymentMethods.method }).from(paymentMethods)).map(
      (m) => [m.method, m.id],
    ),
  );
  const today = romeToday();
  for (const income of DEMO_INCOME) {
    const [found] = await tx
      .select({ id: paymentItems.id })
      .from(paymentItems)
      .where(
        and(
          eq(paymentItems.category, "Income"),
          eq(sql`lower(${paymentItems.description})`, income.description.toLowerCase()),
        ),
      );
    const itemId =
      found?.id ??
      (
        await tx
          .insert(paymentItems)
          .values({ category: "Income", description: income.description, isCustom: true })
          .returning({ id: paymentItems.id })
      )[0]!.id;
    const methodId = methods.get(income.method);
    if (!event || !methodId) continue;
    const [recorded] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.eventId, event.id), eq(payments.paymentItemId, itemId)))
      .limit(1);
    if (recorded) continue;
    const day = addDays(event.dateFrom, 1);
    await tx.insert(payments).values({
      eventId: event.id,
      createdBy: null,
      typology: "Inbound",
      paymentItemId: itemId,
      paymentMethodId: methodId,
      amount: income.amount,
      paymentDate: day > today ? today : day,
      notes: income.notes,
    });
  }
}
