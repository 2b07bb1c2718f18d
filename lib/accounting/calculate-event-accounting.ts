import type { DbOrTx } from "@/db/client";
import { buildAgentRows } from "./agent-commissions";
import { readAgentActivity, readEventFigures, readRoomPricingNights } from "./calculation-repository";
import { fromCents, percentOf, toCents } from "./cents";
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

  const standardGross = toCents(event.standard_gross);
  const webGross = toCents(event.web_gross);
  const entriesEarning = percentOf(
    toCents(event.fee_per_partecipant) * event.entries_number,
    event.earning_fee_percentage,
  );
  const agentRooms = toCents(agentTotal.totalReservationsEarning);
  const agentEntries = toCents(agentTotal.totalEntriesEarning);
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
    totalStandardBookingGross: fromCents(standardGross),
    totalWebBookingGross: fromCents(webGross),
    totalEarningByEntries: fromCents(entriesEarning),
    totalAgentsCostByReservations: fromCents(agentRooms),
    totalAgentsCostByEntries: fromCents(agentEntries),
    totalSoldNightsCost: fromCents(totals.soldCents),
    totalUnsoldNightsCost: fromCents(totals.unsoldCents),
    totalStaffNightsCost: fromCents(totals.staffCents),
    totalStaffHotelNightsCost: fromCents(totals.staffHotelCents),
    totalGuestNightsCost: fromCents(totals.guestCents),
    totalStandardBookingTax: fromCents(totals.standardTaxCents),
    totalWebBookingTax: fromCents(totals.webTaxCents),
    totalStaffTax: fromCents(totals.staffTaxCents),
    totalStaffHotelTax: fromCents(totals.staffHotelTaxCents),
    totalGuestTax: fromCents(totals.guestTaxCents),
    totalNetGain: fromCents(netGain),
    entriesNumber: event.entries_number,
    guaranteedValue: fromCents(toCents(event.guaranteed_value)),
    toPrizePoolValue: fromCents(toCents(event.to_prize_pool_value)),
    prizePoolCollected: fromCents(overlay.prizePoolCollectedCents),
    overlay: fromCents(overlay.overlayCents),
    breakEvenEntries: overlay.breakEvenEntries,
    netGainAfterOverlay: fromCents(netGain - overlay.overlayCents),
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
  const guaranteed = toCents(guaranteedValue);
  const perEntry = toCents(toPrizePoolValue);
  const collected = perEntry * entriesNumber;
  return {
    prizePoolCollectedCents: collected,
    overlayCents: Math.max(0, guaranteed - collected),
    breakEvenEntries: perEntry > 0 ? Math.ceil(guaranteed / perEntry) : null,
  };
}

/** The calculated column of the cash module's summary for the system items. */
export function systemItemCalculatedAmounts(accounting: EventAccounting): SystemItemCalculatedAmounts {
  const sum = (...values: string[]) => fromCents(values.reduce((total, value) => total + toCents(value), 0));
  return {
    Reservation: sum(accounting.totalStandardBookingGross, accounting.totalWebBookingGross),
    Entries: accounting.totalEarningByEntries,
    Agent: sum(accounting.totalAgentsCostByReservations, accounting.totalAgentsCostByEntries),
    Hotel: sum(...accounting.hotelsAccounting.map((hotel) => hotel.totalCost)),
    Transfer: "0.00",
  };
}
