import { describe, expect, it } from "vitest";
import { collectReferences, formatAuditChanges, readableName } from "./format-changes";

const names = new Map([
  ["customer:5", "Rossi Anna"],
  ["customer:6", "Verdi Ugo"],
  ["method:2", "Carta"],
  ["roomType:3", "Doppia"],
  ["location:9", "Hotel Bellavista"],
]);

describe("formatAuditChanges", () => {
  it("formats money, days, booleans and enum values, in Italian and English, in the form's order", () => {
    const changes = {
      totalPay: { from: "1200.00", to: "99.5" },
      checkIn: { from: "2031-05-10T00:00:00", to: "2031-05-11T00:00:00" },
      checkInDone: { from: false, to: true },
      status: { from: "NotConfirmed", to: "Settled" },
      notes: { from: null, to: "Vista mare" },
    };
    const it = formatAuditChanges({ entity: "reservation", changes, locale: "it", names });
    expect(it.map((c) => `${c.label}: ${c.from} -> ${c.to}`)).toEqual([
      "Check in: 10/05/2031 -> 11/05/2031",
      "Stato: Non confermata -> Saldata",
      "Check-in effettuato: No -> Sì",
      "Totale da pagare: 1.200,00 € -> 99,50 €",
      "Note: — -> Vista mare",
    ]);
    const en = formatAuditChanges({ entity: "reservation", changes, locale: "en", names });
    expect(en.map((c) => `${c.label}: ${c.from} -> ${c.to}`)).toEqual([
      "Check in: 10/05/2031 -> 11/05/2031",
      "Status: Not confirmed -> Settled",
      "Checked in: No -> Yes",
      "Total to pay: €1,200.00 -> €99.50",
      "Notes: — -> Vista mare",
    ]);
  });

  it("shows what left and what came of a list, guests and payments by name", () => {
    const lines = formatAuditChanges({
      entity: "reservation",
      changes: {
        customers: { from: ["5", "6"], to: ["5 (agent player)"] },
        payments: { from: [], to: ["31 Outbound 20.00 2 2031-05-02"] },
      },
      locale: "it",
      names,
    });
    expect(lines).toEqual([
      {
        field: "customers",
        label: "Ospiti",
        from: "Rossi Anna; Verdi Ugo",
        to: "Rossi Anna (giocatore agente)",
      },
      { field: "payments", label: "Pagamenti", from: "—", to: "02/05/2031 20,00 € Carta (Uscita)" },
    ]);
  });

  it("splits a period's room pricings by room type and field, and names its hotel", () => {
    const lines = formatAuditChanges({
      entity: "periodPricing",
      changes: {
        locationId: { from: null, to: 9 },
        roomPricings: {
          from: [{ roomTypeId: 3, sellPrice: "100.00", availability: 10, overrides: [] }],
          to: [
            {
              roomTypeId: 3,
              sellPrice: "100.00",
              availability: 8,
              overrides: [{ day: "2031-05-11", availability: 4 }],
            },
          ],
        },
      },
      locale: "it",
      names,
    });
    expect(lines.map((c) => `${c.label}: ${c.from} -> ${c.to}`)).toEqual([
      "Hotel: — -> Hotel Bellavista",
      "Doppia · Disponibilità: 10 -> 8",
      "Doppia · Disponibilità per notte: — -> 11/05/2031: 4",
    ]);
  });

  it("leaves out lines that read the same on both sides (an empty list on a creation)", () => {
    const lines = formatAuditChanges({
      entity: "reservation",
      changes: {
        customers: { from: null, to: [] },
        notes: { from: null, to: "" },
        discount: { from: null, to: "0.00" },
      },
      locale: "it",
      names,
    });
    expect(lines).toEqual([{ field: "discount", label: "Sconto", from: "—", to: "0,00 €" }]);
  });

  it("falls back to a readable name and the value's shape for fields it does not know", () => {
    const [line] = formatAuditChanges({
      entity: "event",
      changes: { someNewFlag: { from: true, to: false } },
      locale: "it",
      names,
    });
    expect(line).toEqual({ field: "someNewFlag", label: "Some new flag", from: "Sì", to: "No" });
    expect(readableName("checkInFrom")).toBe("Check in from");
  });

  it("leaves out ids and the QR code, and shows an unknown reference by its id", () => {
    const lines = formatAuditChanges({
      entity: "payment",
      changes: {
        id: { from: null, to: 4 },
        paymentMethodId: { from: null, to: 77 },
        itemDescription: { from: null, to: "Prenotazioni" },
      },
      locale: "it",
      names,
    });
    expect(lines).toEqual([{ field: "paymentMethodId", label: "Metodo", from: "—", to: "#77" }]);
  });
});

describe("collectReferences", () => {
  it("gathers the ids of every referenced record of a page, by kind", () => {
    const wanted = collectReferences("reservation", [
      { customers: { from: ["5"], to: ["6 (agent player)"] }, profiles: { from: [], to: ["8 (2)"] } },
      { payments: { from: null, to: ["1 Inbound 10.00 4 2031-01-01"] } },
    ]);
    expect(Object.fromEntries([...wanted].map(([kind, ids]) => [kind, [...ids]]))).toEqual({
      customer: [5, 6],
      profile: [8],
      agentRole: [2],
      method: [4],
    });
  });
});
