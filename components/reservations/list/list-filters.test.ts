import { describe, expect, it } from "vitest";
import { reservationCriteriaSchema } from "@/lib/reservations/search-schemas";
import { EMPTY_FILTERS, advancedFilterCount, infoTone, rowTone, toCriteria } from "./list-filters";

describe("toCriteria", () => {
  it("sends nothing but the defaults for empty filters, and parses on the server", () => {
    const criteria = toCriteria(5, EMPTY_FILTERS);
    const parsed = reservationCriteriaSchema.parse(criteria);
    expect(parsed).toMatchObject({
      eventId: 5,
      statesSelected: ["Confirmed", "NotConfirmed", "Settled"],
      orderField: "CheckIn",
      orderDirection: "Ascending",
      pageNumber: 0,
    });
    expect(parsed.customerContacts).toBeUndefined();
    expect(parsed.totalPayFrom).toBeNull();
  });

  it("drops a 'to' date whose 'from' is empty and converts yes/no, ids and decimal commas", () => {
    const criteria = toCriteria(1, {
      ...EMPTY_FILTERS,
      checkInTo: "2031-05-10",
      checkOutFrom: "2031-05-11",
      checkOutTo: "2031-05-12",
      webReservation: "false",
      checkInDone: "true",
      locationId: "12",
      progressiveNumber: " 7 ",
      totalPayFrom: "10,5",
    });
    expect(criteria).toMatchObject({
      checkInFrom: null,
      checkInTo: null,
      checkOutFrom: "2031-05-11",
      checkOutTo: "2031-05-12",
      webReservation: false,
      checkInDone: true,
      locationId: 12,
      progressiveNumber: 7,
      totalPayFrom: "10.5",
    });
  });

  it("reads the amount filters as an amount field does: 1.250,50 is 1250.50", () => {
    for (const typed of ["1.250,50", "1250,50", "1250.50"]) {
      expect(toCriteria(1, { ...EMPTY_FILTERS, totalPayFrom: typed, totalPayTo: typed })).toMatchObject({
        totalPayFrom: "1250.50",
        totalPayTo: "1250.50",
      });
    }
    expect(toCriteria(1, { ...EMPTY_FILTERS, totalPayTo: "1.250" }).totalPayTo).toBe("1250");
  });

  it("counts the advanced filters that differ from the defaults", () => {
    expect(advancedFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(advancedFilterCount({ ...EMPTY_FILTERS, notes: "x", statesSelected: ["Canceled"] })).toBe(2);
    expect(advancedFilterCount({ ...EMPTY_FILTERS, orderDirection: "Descending" })).toBe(1);
  });
});

describe("row and info colours", () => {
  it("colours rows by status and check-in", () => {
    expect(rowTone({ status: "Settled", checkInDone: true })).toBe("success");
    expect(rowTone({ status: "Canceled", checkInDone: false })).toBe("error");
    expect(rowTone({ status: "Confirmed", checkInDone: false })).toBe("warning");
    expect(rowTone({ status: "NotConfirmed", checkInDone: true })).toBe("error");
  });

  it("colours the info icon", () => {
    expect(infoTone({ status: "Settled", toPay: "5.00", notes: "x" })).toBe("error");
    expect(infoTone({ status: "Confirmed", toPay: "-1.00", notes: null })).toBe("warning");
    expect(infoTone({ status: "Confirmed", toPay: "10.00", notes: "Vista mare" })).toBe("info");
    expect(infoTone({ status: "Confirmed", toPay: "10.00", notes: null })).toBe("default");
  });
});
