import { describe, expect, it } from "vitest";
import { DomainError } from "@/lib/api/errors";
import { reservationImportKeys } from "./import-key";
import { readEntryRows, readReservationRows, type ImportTable } from "./rows";

const table = (headers: string[], ...rows: (string | number | Date | null)[][]): ImportTable => ({
  headers,
  rows: rows.map((cells, i) => ({ line: i + 2, cells })),
});

describe("festival import rows", () => {
  it("reads players by separate or single name columns, in English too, and lists bad rows", () => {
    const { rows, issues } = readEntryRows(
      table(
        ["E-mail", "Player", "N. entries"],
        ["", "De Luca Marco", 2],
        ["anna@example.it", "", "3"],
        ["", "", 1],
        ["x@", "Rossi Mario", 1],
        ["", "Bianchi Luca", 0],
        [null, null, null],
      ),
    );
    expect(rows).toEqual([
      { line: 2, person: { lastName: "De Luca", firstName: "Marco", email: null }, entries: 2 },
      { line: 3, person: { lastName: "", firstName: "", email: "anna@example.it" }, entries: 3 },
    ]);
    expect(issues.map((i) => [i.line, i.code])).toEqual([
      [4, "rowPlayerMissing"],
      [5, "rowEmailInvalid"],
      [6, "rowEntriesInvalid"],
    ]);
    expect(() => readEntryRows(table(["Cognome", "Nome"], ["Rossi", "Mario"]))).toThrow(DomainError);
  });

  it("reads reservations: guests split by ';', dates and amounts in any form, status by name", () => {
    const headers = [
      "Ospiti",
      "Albergo",
      "Tipologia camera",
      "Arrivo",
      "Partenza",
      "Prenotata il",
      "Pagato",
      "Stato",
    ];
    const { rows, issues } = readReservationRows(
      table(
        headers,
        [
          "Rossi Mario; Bianchi Anna <anna@example.it>",
          "Hotel X",
          "Doppia",
          "08/04/2025",
          new Date(Date.UTC(2025, 3, 10)),
          45_717,
          "1.234,50",
          "confermata",
        ],
        ["", "Hotel X", "Singola", "2025-04-08", "2025-04-09", "2025-03-01", 80, ""],
        ["", "Hotel X", "Singola", "2025-04-08", "2025-04-08", "2025-03-01", 80, ""],
        ["", "Hotel X", "Singola", "2025-04-08", "2025-04-09", "2031-03-01", 80, ""],
        ["", "Hotel X", "Singola", "2025-04-08", "2025-04-09", "2025-03-01", 80, "forse"],
      ),
      "2026-01-01",
    );
    expect(rows[0]).toEqual({
      line: 2,
      guests: [
        { lastName: "Rossi", firstName: "Mario", email: null },
        { lastName: "Bianchi", firstName: "Anna", email: "anna@example.it" },
      ],
      hotel: "Hotel X",
      roomType: "Doppia",
      checkIn: "2025-04-08",
      checkOut: "2025-04-10",
      bookingDate: "2025-03-01",
      totalPaid: "1234.50",
      status: "Confirmed",
    });
    expect(rows[1]).toMatchObject({ guests: [], status: "Settled", totalPaid: "80.00" });
    expect(issues.map((i) => [i.line, i.code])).toEqual([
      [4, "rowStayInvalid"],
      [5, "rowBookingDateFuture"],
      [6, "rowStatusInvalid"],
    ]);
  });

  it("keys a reservation by what a correction keeps, counting identical rooms apart", () => {
    const base = {
      line: 2,
      guests: [{ lastName: "Rossi", firstName: "Mario", email: null }],
      hotel: "Hotel X",
      roomType: "Doppia",
      checkIn: "2025-04-08",
      checkOut: "2025-04-10",
      bookingDate: "2025-03-01",
      totalPaid: "100.00",
      status: "Settled" as const,
    };
    const [a, b] = reservationImportKeys([base, { ...base, line: 3 }]);
    expect(a).not.toBe(b);
    // The same room written with another case and spacing of its hotel.
    expect(reservationImportKeys([{ ...base, hotel: "HOTEL  x" }])).toEqual([a]);
    const [corrected] = reservationImportKeys([
      {
        ...base,
        totalPaid: "120.00",
        status: "Canceled",
        guests: [{ lastName: "Mario", firstName: "Rossi", email: null }],
      },
    ]);
    expect(corrected).toBe(a);
  });
});
