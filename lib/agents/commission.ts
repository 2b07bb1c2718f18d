/**
 * Commission template rules (SPEC.md sections 3, 5 and 9; DOMAIN.md "Commissions"), shared by the
 * server and the commission modal.
 */

import { parseMoney } from "@/lib/money/cents";

export const COMMISSION_MODES = ["Fixed", "Percentage", "Mixed"] as const;
export type CommissionMode = (typeof COMMISSION_MODES)[number];
export const COMMISSION_SUB_MODES = ["Fixed", "Percentage"] as const;
export type CommissionSubMode = (typeof COMMISSION_SUB_MODES)[number];
export const PLAYER_COMMISSION_SOURCES = ["BuyIn", "Fee"] as const;
export type PlayerCommissionSource = (typeof PLAYER_COMMISSION_SOURCES)[number];

/** The type of an agent's own copy of a template. */
export const MANUAL_TEMPLATE_TYPE = "Manual";

/** The editable values of a template. Amounts are decimal strings (euros or percent). */
export type CommissionValues = {
  mode: CommissionMode;
  commissionForPlayer: string;
  commissionForRoom: string;
  commissionForPlayerMode: CommissionSubMode;
  commissionForRoomMode: CommissionSubMode;
  playerCommissionSource: PlayerCommissionSource | null;
};

/** A new Manual template: 0 and 0, Percentage, BuyIn (SPEC.md sections 5 and 9). */
export const NEW_MANUAL_VALUES: CommissionValues = {
  mode: "Percentage",
  commissionForPlayer: "0",
  commissionForRoom: "0",
  commissionForPlayerMode: "Percentage",
  commissionForRoomMode: "Percentage",
  playerCommissionSource: "BuyIn",
};

/**
 * The values made consistent: Fixed or Percentage sets both sub-modes to it; Mixed means the
 * sub-modes differ, so a "Mixed" whose sub-modes are equal becomes that sub-mode; the player
 * source is kept only when the player commission is a percentage (BuyIn when missing).
 */
export function normalizeCommission(values: CommissionValues): CommissionValues {
  let { commissionForPlayerMode, commissionForRoomMode } = values;
  let mode = values.mode;
  if (mode === "Fixed" || mode === "Percentage") {
    commissionForPlayerMode = mode;
    commissionForRoomMode = mode;
  } else if (commissionForPlayerMode === commissionForRoomMode) {
    mode = commissionForPlayerMode;
  }
  return {
    mode,
    commissionForPlayer: values.commissionForPlayer,
    commissionForRoom: values.commissionForRoom,
    commissionForPlayerMode,
    commissionForRoomMode,
    playerCommissionSource:
      commissionForPlayerMode === "Percentage" ? (values.playerCommissionSource ?? "BuyIn") : null,
  };
}

/** The same amount or percentage ("10" equals "10.00"); text that is not an amount only equals itself. */
function sameAmount(a: string, b: string): boolean {
  const cents = parseMoney(a);
  return cents === null ? a === b : cents === parseMoney(b);
}

/** True when both describe the same commission once normalized ("10" equals "10.00"). */
export function sameCommissionValues(a: CommissionValues, b: CommissionValues): boolean {
  const x = normalizeCommission(a);
  const y = normalizeCommission(b);
  return (
    x.mode === y.mode &&
    x.commissionForPlayerMode === y.commissionForPlayerMode &&
    x.commissionForRoomMode === y.commissionForRoomMode &&
    x.playerCommissionSource === y.playerCommissionSource &&
    sameAmount(x.commissionForPlayer, y.commissionForPlayer) &&
    sameAmount(x.commissionForRoom, y.commissionForRoom)
  );
}

/** Only the editable values of a template (drops id, type and the other columns). */
export function commissionValuesOf(template: CommissionValues): CommissionValues {
  return {
    mode: template.mode,
    commissionForPlayer: template.commissionForPlayer,
    commissionForRoom: template.commissionForRoom,
    commissionForPlayerMode: template.commissionForPlayerMode,
    commissionForRoomMode: template.commissionForRoomMode,
    playerCommissionSource: template.playerCommissionSource,
  };
}
