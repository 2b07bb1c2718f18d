import { describe, expect, it } from "vitest";
import { cellDay, cellInteger, cellMoney } from "./cells";
import { nameKey, parsePersonText, personNameKeys, splitFullName } from "./names";

describe("festival import cells", () => {
  it("reads days from sheets and text, refusing impossible ones", () => {
    expect(cellDay(new Date(Date.UTC(2025, 4, 10)))).toBe("2025-05-10");
    expect(cellDay(45_787)).toBe("2025-05-10");
    expect(cellDay("10/05/2025")).toBe("2025-05-10");
    expect(cellDay("1.5.25")).toBe("2025-05-01");
    expect(cellDay("2025-05-10")).toBe("2025-05-10");
    expect(cellDay("2025-05-10 14:30:00")).toBe("2025-05-10");
    expect(cellDay("31/02/2025")).toBeNull();
    expect(cellDay("domani")).toBeNull();
    expect(cellDay(null)).toBeNull();
  });

  it("reads amounts exactly, in Italian or plain form", () => {
    expect(cellMoney(310)).toBe("310.00");
    // A sheet stores doubles: float noise is its representation of 0.30, a third decimal is not.
    expect(cellMoney(0.1 + 0.2)).toBe("0.30");
    expect(cellMoney(12.345)).toBeNull();
    expect(cellMoney(1234.5)).toBe("1234.50");
    expect(cellMoney("1.234,50")).toBe("1234.50");
    expect(cellMoney("€ 1.234,5")).toBe("1234.50");
    expect(cellMoney("1234.50")).toBe("1234.50");
    expect(cellMoney("1,234.50")).toBe("1234.50");
    expect(cellMoney("1.234")).toBe("1234.00");
    expect(cellMoney("12,345")).toBeNull();
    expect(cellMoney("-5")).toBeNull();
    expect(cellMoney("80 euro")).toBe("80.00");
    expect(cellMoney(10_000_000_000)).toBeNull();
    expect(cellMoney("1.2.3,4")).toBeNull();
    expect(cellMoney("abc")).toBeNull();
  });

  it("reads whole numbers within bounds", () => {
    expect(cellInteger(3, 1, 999)).toBe(3);
    expect(cellInteger(" 12 ", 1, 999)).toBe(12);
    expect(cellInteger(0, 1, 999)).toBeNull();
    expect(cellInteger(2.5, 1, 999)).toBeNull();
    expect(cellInteger("1000", 1, 999)).toBeNull();
  });
});

describe("festival import names", () => {
  it("compares names without case, accents or spacing", () => {
    expect(nameKey("Casinò di Venezia  CA’ NOGHERA")).toBe(nameKey("casino di venezia ca' noghera"));
    expect(nameKey("B & B Villa Ormond")).toBe(nameKey("b&b villa ormond"));
    expect(nameKey("Doppia")).not.toBe(nameKey("Doppia uso singola"));
  });

  it("splits names and finds e-mails", () => {
    expect(splitFullName("De Luca Marco")).toEqual({ lastName: "De Luca", firstName: "Marco" });
    expect(parsePersonText("Rossi Mario <Mario.Rossi@Example.it>")).toEqual({
      lastName: "Rossi",
      firstName: "Mario",
      email: "mario.rossi@example.it",
    });
    expect(parsePersonText("anna@example.it")).toEqual({
      lastName: "",
      firstName: "",
      email: "anna@example.it",
    });
    expect(parsePersonText("Rossi <not-an-email>")).toBeNull();
    expect(personNameKeys({ lastName: "Rossi", firstName: "Mario" })).toEqual(["rossi mario", "mario rossi"]);
  });
});
