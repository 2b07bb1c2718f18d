import type { DbOrTx } from "@/db/client";
import { buildAgentRows } from "./agent-commissions";
import { readAgentActivity, readEventFigures, readRoomPricingNights } from "./calculation-repository";
import { centsToDecimal, percentOf, requireCents } from "@/lib/money/cents";
import { buildHotelAccounting } from "./hotel-costs";
import { readSideBySide } from "@/db/read-side-by-side";
import type { EventAccounting } from "./types";

/** The system payment items with an amount computed by the accounting (DOMAIN.md "Cash module"). */
export type SystemItemCalculatedAmounts = {
  /** Income: cash and web booking gross. */
  Reservation: string;
  /** Income: entries earning. */
  Entries: string;
  /** Cost: agent commissions for rooms and entries. */
  Agent: string;
  /** Cost: every night cost and tourist tax. */
  Hotel: string;
  /** Transfers move money between methods: never a cost or an income. */
  Transfer: string;
};

/**
 * An event's accounting computed from the current data (DOMAIN.md "Commissions" and "Event
 * accounting", plus the overlay risk): three aggregate queries sent together, exact cents. Null when the event
 * does not exist. The classic reports store its result; the cash module calls it live.
 */
export async function calculateEventAccounting({
  db,
  eventId,
}: {
  db: DbOrTx;
  eventId: number;
}): Promise<EventAccounting | null> {
  // Side by side on the root database (the live cash screens); in order on a transaction (the
  // classic report's one repeatable-read snapshot).
  const [event, agentActivity, roomPricings] = await readSideBySide(db, [
    () => readEventFigures(db, eventId),
    () => readAgentActivity(db, eventId),
    () => readRoomPricingNights(db, eventId),
  ]);
  if (!event) return null;

  const agentsAccounting = buildAgentRows(agentActivity, {
    buyIn: event.buy_in,
    feePerPartecipant: event.fee_per_partecipant,
  });
  const agentTotal = agentsAccounting[agentsAccounting.length - 1]!;
  const { hotels, totals } = buildHotelAccounting(roomPricings);

  const standardGross = requireCents(event.standard_gross);
  const webGross = requireCents(event.web_gross);
  const entriesEarning = percentOf(
    // An event price or percentage not set counts as 0, here and below.
    requireCents(event.fee_per_partecipant ?? 0) * event.entries_number,
    event.earning_fee_percentage ?? 0,
  );
  const agentRooms = requireCents(agentTotal.totalReservationsEarning);
  const agentEntries = requireCents(agentTotal.totalEntriesEarning);
  const nightCosts =
    totals.soldCents + totals.unsoldCents + totals.staffCents + totals.staffHotelCents + totals.guestCents;
  const taxes =
    totals.standardTaxCents +
    totals.webTaxCents +
    totals.staffTaxCents +
    totals.staffHotelTaxCents +
    totals.guestTaxCents;
  const netGain = standardGross + webGross + entriesEarning - agentRooms - agentEntries - nightCosts - taxes;
  const overlay = computeOverlay({
    entriesNumber: event.entries_number,
    guaranteedValue: event.guaranteed_value,
    toPrizePoolValue: event.to_prize_pool_value,
  });

  return {
    eventId: event.id,
    eventName: event.name,
    totalStandardBookingGross: centsToDecimal(standardGross),
    totalWebBookingGross: centsToDecimal(webGross),
    totalEarningByEntries: centsToDecimal(entriesEarning),
    totalAgentsCostByReservations: centsToDecimal(agentRooms),
    totalAgentsCostByEntries: centsToDecimal(agentEntries),
    totalSoldNightsCost: centsToDecimal(totals.soldCents),
    totalUnsoldNightsCost: centsToDecimal(totals.unsoldCents),
    totalStaffNightsCost: centsToDecimal(totals.staffCents),
    totalStaffHotelNightsCost: centsToDecimal(totals.staffHotelCents),
    totalGuestNightsCost: centsToDecimal(totals.guestCents),
    totalStandardBookingTax: centsToDecimal(totals.standardTaxCents),
    totalWebBookingTax: centsToDecimal(totals.webTaxCents),
    totalStaffTax: centsToDecimal(totals.staffTaxCents),
    totalStaffHotelTax: centsToDecimal(totals.staffHotelTaxCents),
    totalGuestTax: centsToDecimal(totals.guestTaxCents),
    totalNetGain: centsToDecimal(netGain),
    entriesNumber: event.entries_number,
    guaranteedValue: centsToDecimal(requireCents(event.guaranteed_value ?? 0)),
    toPrizePoolValue: centsToDecimal(requireCents(event.to_prize_pool_value ?? 0)),
    prizePoolCollected: centsToDecimal(overlay.prizePoolCollectedCents),
    overlay: centsToDecimal(overlay.overlayCents),
    breakEvenEntries: overlay.breakEvenEntries,
    netGainAfterOverlay: centsToDecimal(netGain - overlay.overlayCents),
    agentsAccounting,
    hotelsAccounting: hotels,
  };
}

/**
 * The overlay risk: the prize pool the entries fund (entries x toPrizePoolValue) against the
 * guaranteed value; the shortfall is the organiser's. Break-even = ceil(guaranteed / per entry).
 */
export function computeOverlay({
  entriesNumber,
  guaranteedValue,
  toPrizePoolValue,
}: {
  entriesNumber: number;
  guaranteedValue: string | null;
  toPrizePoolValue: string | null;
}): { prizePoolCollectedCents: number; overlayCents: number; breakEvenEntries: number | null } {
  const guaranteed = requireCents(guaranteedValue ?? 0);
  const perEntry = requireCents(toPrizePoolValue ?? 0);
  const collected = perEntry * entriesNumber;
  return {
    prizePoolCollectedCents: collected,
    overlayCents: Math.max(0, guaranteed - collected),
    breakEvenEntries: perEntry > 0 ? Math.ceil(guaranteed / perEntry) : null,
  };
}

/** The calculated column of the cash module's summary for the system items. */
export function systemItemCalculatedAmounts(accounting: EventAccounting): SystemItemCalculatedAmounts {
  const sum = (...values: string[]) =>
    centsToDecimal(values.reduce((total, value) => total + requireCents(value), 0));
  return {
    Reservation: sum(accounting.totalStandardBookingGross, accounting.totalWebBookingGross),
    Entries: accounting.totalEarningByEntries,
    Agent: sum(accounting.totalAgentsCostByReservations, accounting.totalAgentsCostByEntries),
    Hotel: sum(...accounting.hotelsAccounting.map((hotel) => hotel.totalCost)),
    Transfer: "0.00",
  };
}
