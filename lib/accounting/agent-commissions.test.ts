import { describe, expect, it } from "vitest";
import { computeAgentCommission } from "./agent-commissions";
import type { AgentActivity } from "./calculation-repository";
import { computeOverlay } from "./calculate-event-accounting";

const activity = (values: Partial<AgentActivity>): AgentActivity => ({
  profile_id: 1,
  first_name: "A",
  last_name: "B",
  template_type: "Modello",
  mode: "Percentage",
  commission_for_room: "0",
  commission_for_room_mode: "Percentage",
  commission_for_player: "0",
  commission_for_player_mode: "Percentage",
  player_commission_source: "BuyIn",
  reservations_number: 2,
  nights_accounted: 5,
  room_revenue: "1234.56",
  guest_reservations: 0,
  guest_nights: 0,
  entries_number: 3,
  paid: "0",
  ...values,
});
const event = { buyIn: "250", feePerPartecipant: "40.50" };

describe("agent commission", () => {
  it("Fixed: euros per night and per entry", () => {
    const fixed = activity({ mode: "Fixed", commission_for_room: "12.50", commission_for_player: "15" });
    expect(computeAgentCommission(fixed, event)).toEqual({ roomsCents: 6250, entriesCents: 4500 });
  });

  it("Percentage on the buy-in: percent of room revenue and of buy-in x entries, to the cent", () => {
    const percent = activity({ commission_for_room: "7.5", commission_for_player: "3" });
    // 7.5 % x 1234.56 = 92.592 -> 92.59; 3 % x 250 x 3 = 22.50
    expect(computeAgentCommission(percent, event)).toEqual({ roomsCents: 9259, entriesCents: 2250 });
  });

  it("Percentage on the fee", () => {
    const onFee = activity({ commission_for_player: "10", player_commission_source: "Fee" });
    // 10 % x 40.50 x 3 = 12.15
    expect(computeAgentCommission(onFee, event).entriesCents).toBe(1215);
  });

  it("Mixed: each sub-mode applies", () => {
    const mixed = activity({
      mode: "Mixed",
      commission_for_room: "10",
      commission_for_room_mode: "Percentage",
      commission_for_player: "20",
      commission_for_player_mode: "Fixed",
    });
    // 10 % x 1234.56 = 123.456 -> 123.46; 20 x 3 = 60
    expect(computeAgentCommission(mixed, event)).toEqual({ roomsCents: 12346, entriesCents: 6000 });
  });

  it("no template: nothing earned", () => {
    expect(computeAgentCommission(activity({ mode: null }), event)).toEqual({
      roomsCents: 0,
      entriesCents: 0,
    });
  });
});

describe("overlay", () => {
  it("below break-even the shortfall is the organiser's", () => {
    expect(computeOverlay({ entriesNumber: 66, guaranteedValue: "10000", toPrizePoolValue: "150" })).toEqual({
      prizePoolCollectedCents: 990_000,
      overlayCents: 10_000,
      breakEvenEntries: 67,
    });
  });

  it("at and above break-even there is no overlay", () => {
    expect(
      computeOverlay({ entriesNumber: 67, guaranteedValue: "10000", toPrizePoolValue: "150" }).overlayCents,
    ).toBe(0);
    expect(
      computeOverlay({ entriesNumber: 80, guaranteedValue: "10000.00", toPrizePoolValue: "125" }),
    ).toEqual({
      prizePoolCollectedCents: 1_000_000,
      overlayCents: 0,
      breakEvenEntries: 80,
    });
  });

  it("without a prize pool share there is no break-even", () => {
    expect(computeOverlay({ entriesNumber: 5, guaranteedValue: "1000", toPrizePoolValue: null })).toEqual({
      prizePoolCollectedCents: 0,
      overlayCents: 100_000,
      breakEvenEntries: null,
    });
  });
});
