import { describe, expect, it } from "vitest";
import {
  NEW_MANUAL_VALUES,
  normalizeCommission,
  sameCommissionValues,
  type CommissionValues,
} from "./commission";

const base: CommissionValues = {
  mode: "Mixed",
  commissionForRoom: "7.5",
  commissionForPlayer: "8",
  commissionForRoomMode: "Fixed",
  commissionForPlayerMode: "Percentage",
  playerCommissionSource: "Fee",
};

describe("normalizeCommission", () => {
  it("Fixed and Percentage set both sub-modes", () => {
    expect(normalizeCommission({ ...base, mode: "Fixed" })).toMatchObject({
      mode: "Fixed",
      commissionForRoomMode: "Fixed",
      commissionForPlayerMode: "Fixed",
      playerCommissionSource: null,
    });
    expect(normalizeCommission({ ...base, mode: "Percentage" })).toMatchObject({
      mode: "Percentage",
      commissionForRoomMode: "Percentage",
      commissionForPlayerMode: "Percentage",
      playerCommissionSource: "Fee",
    });
  });

  it("Mixed keeps differing sub-modes and collapses equal ones", () => {
    expect(normalizeCommission(base)).toEqual(base);
    expect(normalizeCommission({ ...base, commissionForRoomMode: "Percentage" }).mode).toBe("Percentage");
    expect(
      normalizeCommission({ ...base, commissionForRoomMode: "Fixed", commissionForPlayerMode: "Fixed" }),
    ).toMatchObject({ mode: "Fixed", playerCommissionSource: null });
  });

  it("keeps the source only for a player percentage, BuyIn when missing", () => {
    expect(normalizeCommission({ ...base, playerCommissionSource: null }).playerCommissionSource).toBe(
      "BuyIn",
    );
    expect(
      normalizeCommission({
        ...base,
        commissionForRoomMode: "Percentage",
        commissionForPlayerMode: "Fixed",
      }).playerCommissionSource,
    ).toBeNull();
  });

  it("a new manual template is 0 and 0, Percentage, BuyIn", () => {
    expect(NEW_MANUAL_VALUES).toEqual({
      mode: "Percentage",
      commissionForRoom: "0",
      commissionForPlayer: "0",
      commissionForRoomMode: "Percentage",
      commissionForPlayerMode: "Percentage",
      playerCommissionSource: "BuyIn",
    });
    expect(normalizeCommission(NEW_MANUAL_VALUES)).toEqual(NEW_MANUAL_VALUES);
  });
});

describe("sameCommissionValues", () => {
  it("compares normalized values and amounts by cents", () => {
    expect(
      sameCommissionValues(base, { ...base, commissionForRoom: "7.50", commissionForPlayer: "8.00" }),
    ).toBe(true);
    expect(sameCommissionValues(base, { ...base, commissionForRoom: "7.51" })).toBe(false);
    expect(sameCommissionValues(base, { ...base, playerCommissionSource: "BuyIn" })).toBe(false);
    // The source does not matter when the player commission is fixed.
    const fixed = { ...base, mode: "Fixed" as const };
    expect(sameCommissionValues(fixed, { ...fixed, playerCommissionSource: "BuyIn" })).toBe(true);
    expect(sameCommissionValues(fixed, { ...fixed, mode: "Percentage" })).toBe(false);
  });
});
