import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, type Tx } from "@/db/client";
import { events, paymentItems, payments } from "@/db/schema";
import { seedDemoAgents } from "@/seed/demo-agents";
import { seedDemoCash, seedDemoIncomeItems } from "@/seed/demo-cash";
import { seedDemoCustomers } from "@/seed/demo-customers";
import { seedDemoEvents } from "@/seed/demo-events";
import { seedDemoLocations } from "@/seed/demo-locations";
import { seedDemoReservations } from "@/seed/demo-reservations";
import { cashRegisterTotals, searchMovementRows } from "@/lib/cash/repository";
import { movementSearchSchema } from "@/lib/cash/schemas";

class Rollback extends Error {}

describe("demo cash movements", () => {
  it("gives the running cash-module event cash funds, income, agent and hotel payments and a transfer pair, once", async () => {
    await expect(
      getDb().transaction(async (tx: Tx) => {
        await seedDemoLocations(tx);
        await seedDemoAgents(tx);
        await seedDemoCustomers(tx);
        await seedDemoEvents(tx);
        await seedDemoReservations(tx);
        await seedDemoCash(tx);
        const [event] = await tx.select().from(events).where(eq(events.name, "Saint-Vincent Poker Festival"));
        expect(event!.cashModuleEnabled).toBe(true);
        const count = await tx.$count(payments, eq(payments.eventId, event!.id));
        await seedDemoCash(tx);
        expect(await tx.$count(payments, eq(payments.eventId, event!.id))).toBe(count);

        const rows = await searchMovementRows(tx, movementSearchSchema.parse({ eventId: event!.id }), {
          limit: 500,
          offset: 0,
        });
        const kinds = new Set(rows.map((row) => `${row.typology}:${row.systemItem ?? "-"}`));
        for (const kind of [
          "CashFund:-",
          "Inbound:Reservation",
          "Inbound:Entries",
          "Outbound:Agent",
          "Outbound:Hotel",
        ]) {
          expect(kinds, kind).toContain(kind);
        }
        const transfer = rows.filter((row) => row.systemItem === "Transfer");
        expect(transfer).toHaveLength(2);
        expect(transfer[0]!.linkedPaymentId).toBe(transfer[1]!.id);
        expect(
          await tx.$count(payments, and(eq(payments.eventId, event!.id), eq(payments.typology, "CashFund"))),
        ).toBe(2);
        const register = await cashRegisterTotals(tx, event!.id);
        expect(Number(register.totalCashFund)).toBe(1700);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
  });

  it("adds the income items Sponsor and Side event, one movement each on the running event, once", async () => {
    await expect(
      getDb().transaction(async (tx: Tx) => {
        await seedDemoLocations(tx);
        await seedDemoAgents(tx);
        await seedDemoCustomers(tx);
        await seedDemoEvents(tx);
        await seedDemoReservations(tx);
        await seedDemoCash(tx);
        await seedDemoIncomeItems(tx);
        await seedDemoIncomeItems(tx);
        const items = await tx
          .select({
            id: paymentItems.id,
            description: paymentItems.description,
            category: paymentItems.category,
          })
          .from(paymentItems)
          .where(
            and(
              eq(paymentItems.category, "Income"),
              inArray(paymentItems.description, ["Sponsor", "Side event"]),
            ),
          );
        expect(items.map((item) => `${item.category}:${item.description}`).sort()).toEqual([
          "Income:Side event",
          "Income:Sponsor",
        ]);
        const [event] = await tx.select().from(events).where(eq(events.name, "Saint-Vincent Poker Festival"));
        for (const item of items) {
          const rows = await searchMovementRows(
            tx,
            movementSearchSchema.parse({ eventId: event!.id, paymentItem: item.id }),
            { limit: 10, offset: 0 },
          );
          expect(rows.map((row) => row.typology)).toEqual(["Inbound"]);
          expect(rows[0]!.reservationId).toBeNull();
        }
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
  });
});
