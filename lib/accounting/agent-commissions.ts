import type { DbOrTx } from "@/db/client";
import { normalizeCommission } from "@/lib/agents/commission";
import { readAgentActivity, readEventPrices, type AgentActivity } from "./calculation-repository";
import { centsToDecimal, percentOf, requireCents } from "@/lib/money/cents";
import { readSideBySide } from "@/db/read-side-by-side";
import type { AgentAccountingRow } from "./types";

/** The event prices a player commission in percent is computed on. */
export type PlayerCommissionBase = { buyIn: string | null; feePerPartecipant: string | null };

/**
 * One agent's commissions (DOMAIN.md "Commissions"), in cents. Rooms: Fixed = euros per night of
 * their Standard/Packet reservations; Percentage = percent of those reservations' room revenue
 * (totalPay - totalTax). Players: Fixed = euros per entry; Percentage = percent of the event's
 * buy-in or fee per entry. Mixed applies each sub-mode. Rounded to the cent per agent. A price or
 * commission not set counts as 0.
 */
export function computeAgentCommission(
  activity: AgentActivity,
  event: PlayerCommissionBase,
): { roomsCents: number; entriesCents: number } {
  if (!activity.mode) return { roomsCents: 0, entriesCents: 0 };
  const rules = normalizeCommission({
    mode: activity.mode,
    commissionForRoom: activity.commission_for_room ?? "0",
    commissionForPlayer: activity.commission_for_player ?? "0",
    commissionForRoomMode: activity.commission_for_room_mode ?? "Percentage",
    commissionForPlayerMode: activity.commission_for_player_mode ?? "Percentage",
    playerCommissionSource: activity.player_commission_source,
  });
  const roomsCents =
    rules.commissionForRoomMode === "Fixed"
      ? requireCents(rules.commissionForRoom) * activity.nights_accounted
      : percentOf(requireCents(activity.room_revenue), rules.commissionForRoom);
  const playerBase = rules.playerCommissionSource === "Fee" ? event.feePerPartecipant : event.buyIn;
  const entriesCents =
    rules.commissionForPlayerMode === "Fixed"
      ? requireCents(rules.commissionForPlayer) * activity.entries_number
      : percentOf(requireCents(playerBase ?? 0) * activity.entries_number, rules.commissionForPlayer);
  return { roomsCents, entriesCents };
}

/** The agent rows of the accounting, plus a last total row. */
export function buildAgentRows(
  activities: AgentActivity[],
  event: PlayerCommissionBase,
): AgentAccountingRow[] {
  const rows = activities.map((activity) => {
    const { roomsCents, entriesCents } = computeAgentCommission(activity, event);
    const paidCents = requireCents(activity.paid);
    const earned = roomsCents + entriesCents;
    return {
      id: activity.profile_id,
      firstName: activity.first_name,
      lastName: activity.last_name,
      type: activity.template_type,
      mode: activity.mode,
      commissionForRoom: centsToDecimal(requireCents(activity.commission_for_room ?? 0)),
      commissionForRoomMode: activity.commission_for_room_mode,
      commissionForPlayer: centsToDecimal(requireCents(activity.commission_for_player ?? 0)),
      commissionForPlayerMode: activity.commission_for_player_mode,
      playerCommissionSource: activity.player_commission_source,
      reservationsNumber: activity.reservations_number,
      guestReservations: activity.guest_reservations,
      nightsAccounted: activity.nights_accounted,
      guestNights: activity.guest_nights,
      entriesNumber: activity.entries_number,
      totalReservationsEarning: centsToDecimal(roomsCents),
      totalEntriesEarning: centsToDecimal(entriesCents),
      totalEarning: centsToDecimal(earned),
      paid: centsToDecimal(paidCents),
      toPay: centsToDecimal(earned - paidCents),
      standalonePayments:
        paidCents > 0 &&
        activity.reservations_number === 0 &&
        activity.guest_reservations === 0 &&
        activity.entries_number === 0,
      totalRow: false,
    } satisfies AgentAccountingRow;
  });
  const sum = (pick: (row: AgentAccountingRow) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const sumCents = (pick: (row: AgentAccountingRow) => string) =>
    centsToDecimal(sum((row) => requireCents(pick(row))));
  const total: AgentAccountingRow = {
    id: 0,
    firstName: "",
    lastName: "",
    type: null,
    mode: null,
    commissionForRoom: "0.00",
    commissionForRoomMode: null,
    commissionForPlayer: "0.00",
    commissionForPlayerMode: null,
    playerCommissionSource: null,
    reservationsNumber: sum((row) => row.reservationsNumber),
    guestReservations: sum((row) => row.guestReservations),
    nightsAccounted: sum((row) => row.nightsAccounted),
    guestNights: sum((row) => row.guestNights),
    entriesNumber: sum((row) => row.entriesNumber),
    totalReservationsEarning: sumCents((row) => row.totalReservationsEarning),
    totalEntriesEarning: sumCents((row) => row.totalEntriesEarning),
    totalEarning: sumCents((row) => row.totalEarning),
    paid: sumCents((row) => row.paid),
    toPay: sumCents((row) => row.toPay),
    standalonePayments: false,
    totalRow: true,
  };
  return [...rows, total];
}

/**
 * Each agent's computed commissions and payments in an event (the cash module's agents account
 * reads these), the total row last. Empty when the event does not exist.
 */
export async function calculateAgentCommissions({
  db,
  eventId,
}: {
  db: DbOrTx;
  eventId: number;
}): Promise<AgentAccountingRow[]> {
  // The prices alone (not the event's gross figures), read side by side with the activity.
  const [event, activities] = await readSideBySide(db, [
    () => readEventPrices(db, eventId),
    () => readAgentActivity(db, eventId),
  ]);
  if (!event) return [];
  return buildAgentRows(activities, { buyIn: event.buy_in, feePerPartecipant: event.fee_per_partecipant });
}
