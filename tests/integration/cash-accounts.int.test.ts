import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { insertMovement } from "@/lib/cash/repository";
import { events } from "@/db/schema";
import { GET as agentsRoute } from "@/app/api/accountings/agents/[eventId]/route";
import { GET as hotelsRoute } from "@/app/api/accountings/hotels/[eventId]/route";
import { GET as summaryRoute } from "@/app/api/accountings/summary/[eventId]/route";
import { POST as incomeRoute } from "@/app/api/payments/income/route";
import { POST as outcomeRoute } from "@/app/api/payments/outcome/route";
import { DELETE as deleteRoute } from "@/app/api/payments/[paymentId]/[eventId]/route";
import { ensureEventReferenceData } from "@/seed/reference-events";
import type { AccountingSummaryDto, AgentsAccountDto, HotelsAccountDto } from "@/lib/cash/accounts-schemas";
import type { MovementDto } from "@/lib/cash/schemas";
import { invoke } from "../support/api";
import { createUser, type TestUser } from "../support/factories";
import { createHandComputedEvent } from "../support/factories-accounting";
import {
  createEvent,
  createPaymentItem,
  systemPaymentItem,
  systemPaymentMethod,
} from "../support/factories-events";

/*
 * On the hand-computed event of tests/support/factories-accounting.ts (its figures are written
 * there): Mario earns 50 and was paid 10, Paola (no booking) was paid 25; Hotel Alfa costs
 * 510 of nights + 30 of taxes = 540. Here: Mario paid 20 more, Alfa 300, 50 more for no hotel,
 * a custom cost of 15 and a Reservation income of 100.
 */
let accountant: TestUser;
let outsider: TestUser;
let fixture: Awaited<ReturnType<typeof createHandComputedEvent>>;
let marioPayment: MovementDto;
let customCost: number;

const LOCAL_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

beforeAll(async () => {
  await ensureEventReferenceData(getDb());
  accountant = await createUser({ permissions: ["EventAccounting"] });
  outsider = await createUser({ permissions: ["Events", "Reservations", "Agents"] });
  fixture = await createHandComputedEvent();
  await getDb().update(events).set({ cashModuleEnabled: true }).where(eq(events.id, fixture.event.id));
  const cash = (await systemPaymentMethod("Contanti")).id;
  const bank = (await systemPaymentMethod("Bonifico")).id;
  const base = { eventId: fixture.event.id, paymentDate: "2031-05-12", methodId: bank };
  const post = async (route: typeof incomeRoute, body: Record<string, unknown>) => {
    const answer = await invoke<MovementDto>(route, { token: accountant.token, body: { ...base, ...body } });
    expect(answer.status, JSON.stringify(answer.body.messages)).toBe(200);
    return answer.body.entity!;
  };
  marioPayment = await post(outcomeRoute, {
    paymentItemId: (await systemPaymentItem("Agent")).id,
    agentId: fixture.agents.mario.id,
    amount: "20",
    methodId: cash,
  });
  const hotelItem = (await systemPaymentItem("Hotel")).id;
  await post(outcomeRoute, { paymentItemId: hotelItem, locationId: fixture.hotel.id, amount: "300" });
  // A hotel payment naming no hotel, as older data may hold (the hotel is required on save).
  await insertMovement(getDb(), {
    eventId: fixture.event.id,
    typology: "Outbound",
    paymentItemId: hotelItem,
    paymentMethodId: bank,
    amount: "50",
    paymentDate: "2031-05-12",
    notes: null,
    agentProfileId: null,
    locationId: null,
    createdBy: accountant.profileId,
  });
  customCost = (await createPaymentItem({ category: "Cost" })).id;
  await post(outcomeRoute, { paymentItemId: customCost, amount: "15" });
  // A reservation's payment (saved with the reservation; the cash screens refuse this item).
  await insertMovement(getDb(), {
    eventId: fixture.event.id,
    typology: "Inbound",
    paymentItemId: (await systemPaymentItem("Reservation")).id,
    paymentMethodId: bank,
    amount: "100",
    paymentDate: "2031-05-12",
    notes: null,
    agentProfileId: null,
    locationId: null,
    createdBy: accountant.profileId,
  });
});

const get = <T>(
  route: typeof agentsRoute,
  eventId = fixture.event.id,
  token: string | null = accountant.token,
) => invoke<T>(route, { token, params: { eventId } });

describe("agents account", () => {
  it("sets each agent's computed commissions against the Agent payments; Da pagare drops after a payment", async () => {
    const account = (await get<AgentsAccountDto>(agentsRoute)).body.entity!;
    expect(account.lastUpdate).toMatch(LOCAL_TIMESTAMP);
    const byId = new Map(account.agentsAccounting.map((row) => [row.id, row]));
    expect(byId.get(fixture.agents.mario.id)).toMatchObject({
      totalEarning: "50.00",
      paid: "30.00",
      toPay: "20.00",
    });
    expect(byId.get(fixture.agents.luigi.id)).toMatchObject({
      totalEarning: "40.00",
      paid: "0.00",
      toPay: "40.00",
    });
    expect(byId.get(fixture.agents.paola.id)).toMatchObject({ paid: "25.00", standalonePayments: true });
    expect(account.agentsAccounting.at(-1)).toMatchObject({
      totalRow: true,
      totalEarning: "102.00",
      paid: "55.00",
    });

    // Deleting Mario's 20 raises his Da pagare back to 40.
    const deleted = await invoke(deleteRoute, {
      method: "DELETE",
      token: accountant.token,
      params: { paymentId: marioPayment.id, eventId: fixture.event.id },
    });
    expect(deleted.status).toBe(200);
    const after = (await get<AgentsAccountDto>(agentsRoute)).body.entity!;
    expect(after.agentsAccounting.find((row) => row.id === fixture.agents.mario.id)).toMatchObject({
      paid: "10.00",
      toPay: "40.00",
    });
    // Restore the payment for the other checks.
    const again = await invoke(outcomeRoute, {
      token: accountant.token,
      body: {
        eventId: fixture.event.id,
        paymentItemId: marioPayment.paymentItemId,
        agentId: fixture.agents.mario.id,
        methodId: marioPayment.methodId,
        paymentDate: "2031-05-12",
        amount: "20",
      },
    });
    expect(again.status).toBe(200);
  });
});

describe("hotels account", () => {
  it("sets the hotels' night costs and taxes against the Hotel payments", async () => {
    const account = (await get<HotelsAccountDto>(hotelsRoute)).body.entity!;
    expect(account).toMatchObject({
      totalSoldNightsCost: "340.00",
      totalUnsoldNightsCost: "90.00",
      totalStaffNightsCost: "40.00",
      totalStaffHotelNightsCost: "0.00",
      totalGuestNightsCost: "40.00",
      totalBookingTax: "22.00",
      totalStaffTax: "4.00",
      totalStaffHotelTax: "2.00",
      totalGuestTax: "2.00",
      totalHotelsCost: "540.00",
      totalHotelsPayment: "350.00",
      toPayHotels: "190.00",
    });
    expect(account.lastUpdate).toMatch(LOCAL_TIMESTAMP);
    expect(account.hotels).toHaveLength(1);
    expect(account.hotels[0]).toMatchObject({
      id: fixture.hotel.id,
      totalCost: "540.00",
      paid: "300.00",
      toPay: "240.00",
    });
  });
});

describe("summary", () => {
  it("gives calculated, effective and residual per item and the totals, with the overlay risk", async () => {
    const summary = (await get<AccountingSummaryDto>(summaryRoute)).body.entity!;
    const row = (systemItem: string) => summary.summaries.find((entry) => entry.systemItem === systemItem);
    expect(row("Reservation")).toMatchObject({
      category: "Income",
      calculatedAmount: "812.00",
      amount: "100.00",
      residual: "712.00",
    });
    expect(row("Entries")).toMatchObject({
      category: "Income",
      calculatedAmount: "110.00",
      amount: "0.00",
      residual: "110.00",
    });
    expect(row("Agent")).toMatchObject({
      category: "Cost",
      calculatedAmount: "102.00",
      amount: "55.00",
      residual: "47.00",
    });
    expect(row("Hotel")).toMatchObject({
      category: "Cost",
      calculatedAmount: "540.00",
      amount: "350.00",
      residual: "190.00",
    });
    expect(summary.summaries.find((entry) => entry.paymentItemId === customCost)).toMatchObject({
      category: "Cost",
      calculatedAmount: "0.00",
      amount: "15.00",
      residual: "-15.00",
    });
    expect(summary.summaries.some((entry) => entry.systemItem === "Transfer")).toBe(false);
    const costs = summary.summaries.filter((entry) => entry.category === "Cost");
    const incomes = summary.summaries.filter((entry) => entry.category === "Income");
    const cents = (values: string[]) =>
      values.reduce((total, value) => total + Math.round(Number(value) * 100), 0);
    expect(Math.round(Number(summary.totalCost.calculatedAmount) * 100)).toBe(
      cents(costs.map((c) => c.calculatedAmount)),
    );
    expect(Math.round(Number(summary.totalIncome.amount) * 100)).toBe(cents(incomes.map((c) => c.amount)));
    expect(summary.total).toEqual({
      calculatedAmount: (
        Number(summary.totalIncome.calculatedAmount) - Number(summary.totalCost.calculatedAmount)
      ).toFixed(2),
      amount: (Number(summary.totalIncome.amount) - Number(summary.totalCost.amount)).toFixed(2),
      residual: (Number(summary.totalIncome.residual) - Number(summary.totalCost.residual)).toFixed(2),
    });
    expect(summary.overlayRisk).toEqual({
      entriesNumber: 11,
      guaranteedValue: "10000.00",
      prizePoolCollected: "1650.00",
      overlay: "8350.00",
      breakEvenEntries: 67,
      totalNetGain: "280.00",
      netGainAfterOverlay: "-8070.00",
    });
    expect(summary.isFreezed).toBe(false);
    expect(summary.lastUpdate).toMatch(LOCAL_TIMESTAMP);
  });
});

describe("access", () => {
  it("answers 401, 403 and 404 on the three accounts", async () => {
    for (const route of [agentsRoute, hotelsRoute, summaryRoute]) {
      expect((await get(route, fixture.event.id, null)).status).toBe(401);
      const forbidden = await get(route, fixture.event.id, outsider.token);
      expect(forbidden.status).toBe(403);
      const missing = await get(route, 99999999);
      expect(missing.status).toBe(404);
      expect(missing.body.messages).toEqual(["Evento non trovato"]);
      const invalid = await invoke(route, { token: accountant.token, params: { eventId: "abc" } });
      expect(invalid.status).toBe(400);
    }
  });

  it("reads an empty event as zeros", async () => {
    const event = await createEvent({ cashModuleEnabled: true });
    const hotels = (await get<HotelsAccountDto>(hotelsRoute, event.id)).body.entity!;
    expect(hotels).toMatchObject({ totalHotelsCost: "0.00", toPayHotels: "0.00", hotels: [] });
    const summary = (await get<AccountingSummaryDto>(summaryRoute, event.id)).body.entity!;
    expect(summary.total).toEqual({ calculatedAmount: "0.00", amount: "0.00", residual: "0.00" });
  });
});
