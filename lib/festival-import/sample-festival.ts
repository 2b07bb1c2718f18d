/**
 * The demo's sample past festival: the rows of samples/festival-entries.csv and
 * samples/festival-reservations.xlsx, built deterministically (scripts/generate-festival-samples.ts
 * writes them; the browser and integration tests read the same figures from here). Its players are
 * partly the demo's customers (matched by e-mail, or by name in either order), partly new; a few
 * hotel and room type names are unknown to the demo and need the mapping step; a few rows are bad
 * and are skipped. Also used by bench/import-festival.bench.ts with a larger `reservations` count.
 */

import { addDays, formatDay } from "@/lib/dates";
import { centsToDecimal } from "@/lib/money/cents";

export const SAMPLE_EVENT = {
  type: "IPO",
  name: "Sanremo 2025 (storico)",
  dateFrom: "2025-04-07",
  dateTo: "2025-04-13",
  finalEntries: 412,
  finalPartecipants: 268,
  finalPartecipantsNotBooking: 61,
};

/** Demo customers (seed/demo-customers.ts) and how the entries file names them. */
const DEMO_PLAYERS: { lastName: string; firstName: string; email: string | null; reversed?: boolean }[] = [
  { lastName: "Esposito", firstName: "Giuseppe", email: "giuseppe.esposito@example.it" },
  { lastName: "Romano", firstName: "Francesca", email: "FRANCESCA.ROMANO@example.it" },
  { lastName: "Colombo", firstName: "Alessandro", email: "a.colombo@example.it" },
  { lastName: "Ricci", firstName: "Chiara", email: "chiara.ricci@example.it" },
  { lastName: "Greco", firstName: "Sara", email: "sara.greco@example.it" },
  { lastName: "Bruno", firstName: "Lorenzo", email: "lorenzo.bruno@example.it" },
  { lastName: "DE LUCA", firstName: "elena", email: null },
  { lastName: "Mancini", firstName: "Simone", email: "simone.mancini@example.it" },
  { lastName: "Giordano", firstName: "Andrea", email: "andrea.giordano@example.it" },
  { lastName: "Rizzo", firstName: "Giulia", email: null },
  { lastName: "Lombardi", firstName: "Federico", email: "federico.lombardi@example.it" },
  { lastName: "D’Angelo", firstName: "Anna Maria", email: null },
  { lastName: "Barbieri", firstName: "Roberto", email: null },
  { lastName: "Fontana", firstName: "Paola", email: "paola.fontana@example.it" },
  { lastName: "Novak", firstName: "Luka", email: "luka.novak@example.si" },
  { lastName: "Horvat", firstName: "Ana", email: "ana.horvat@example.hr" },
  { lastName: "Dubois", firstName: "Jean-Pierre", email: "jp.dubois@example.fr" },
  { lastName: "Muller", firstName: "Thomas", email: null },
  { lastName: "Gruber", firstName: "Stefan", email: "stefan.gruber@example.at" },
  { lastName: "Kowalski", firstName: "Piotr", email: null, reversed: true },
  { lastName: "Keller", firstName: "Marco", email: "marco.keller@example.ch" },
  { lastName: "García López", firstName: "Carlos", email: "carlos.garcia@example.es" },
];

const NEW_LAST = [
  "Sartori",
  "Benedetti",
  "Caruso",
  "Farina",
  "Pellegrini",
  "Bianco",
  "Marchetti",
  "Vitale",
  "Serra",
  "Messina",
  "Cattaneo",
  "Morelli",
  "Amato",
  "Silvestri",
  "Testa",
  "Fiore",
  "Parisi",
  "Fabbri",
  "Bernardi",
  "Martini",
  "Leone",
  "Gentile",
  "Martinelli",
  "Rinaldi",
  "Coppola",
  "D'Amico",
  "Santoro",
];
const NEW_FIRST = [
  "Niccolò",
  "Gianluca",
  "Tommaso",
  "Ilaria",
  "Beatrice",
  "Noemi",
  "Pietro",
  "Jacopo",
  "Filippo",
  "Emanuele",
  "Irene",
  "Alessandra",
  "Michele",
  "Riccardo",
  "Giacomo",
  "Caterina",
  "Mattia",
];

/** A small deterministic random generator (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const ascii = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z]/g, "")
    .toLowerCase();

type Person = { lastName: string; firstName: string; email: string | null };

export type SampleCell = string | number | Date | null;

export type SampleFestival = {
  entriesRows: SampleCell[][];
  reservationRows: SampleCell[][];
  expected: {
    /** Valid entry rows and what they add up to. */
    entryRows: number;
    players: number;
    entries: number;
    badEntryLines: number[];
    reservations: number;
    canceled: number;
    /** Sum of the total paid of the valid reservations, in cents. */
    totalPaidCents: number;
    badReservationLines: number[];
    /** Customers created on the demo database. */
    customersCreated: number;
    /** Counted (not cancelled) rooms per booking day, for the KPI curve. */
    countedByBookingDay: Record<string, number>;
    countedNights: number;
  };
};

export const ENTRY_HEADERS = ["Cognome", "Nome", "Email", "Entries"];
export const RESERVATION_HEADERS = [
  "Ospiti",
  "Hotel",
  "Tipo camera",
  "Check-in",
  "Check-out",
  "Data prenotazione",
  "Totale pagato",
  "Stato",
];

/** The hotel and room type names of the sample the demo does not know, and what the mapping step picks. */
export const SAMPLE_MAPPING = {
  hotels: [
    { name: "Grand Hotel Riviera", existing: "Grand Hotel Riviera dei Fiori" },
    { name: "Hotel Royal Sanremo", existing: null },
  ],
  roomTypes: [
    { name: "Matrimoniale", existing: "Doppia", capacity: null },
    { name: "Doppia uso singola", existing: null, capacity: 1 },
  ],
};

/**
 * The sample festival. `reservations`: how many good reservation rows (the demo sample has 90;
 * the benchmark asks for 5,000, with players in proportion).
 */
export function sampleFestival({ reservations = 90 }: { reservations?: number } = {}): SampleFestival {
  const rand = random(20250407);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
  const scale = Math.max(1, Math.round(reservations / 90));

  // Players: the demo's, then new ones (some with an e-mail).
  const newPlayers: Person[] = [];
  // Every (last, first) pair once: 27 and 17 names are coprime, so i -> (i mod 27, 5i mod 17) repeats after 459.
  const pairs = NEW_LAST.length * NEW_FIRST.length;
  for (let i = 0; newPlayers.length < 40 * scale; i++) {
    const first = NEW_FIRST[(5 * i) % NEW_FIRST.length]!;
    const lastName = `${NEW_LAST[i % NEW_LAST.length]!}${i >= pairs ? ` ${Math.floor(i / pairs) + 1}` : ""}`;
    newPlayers.push({
      lastName,
      firstName: first,
      email:
        i % 3 === 0
          ? `${ascii(first)}.${ascii(lastName)}${i >= pairs ? Math.floor(i / pairs) : ""}@example.it`
          : null,
    });
  }
  const entriesRows: SampleCell[][] = [];
  let entries = 0;
  const playerList: Person[] = [];
  for (const p of DEMO_PLAYERS) {
    const number = 1 + Math.floor(rand() * 4);
    entries += number;
    playerList.push(p);
    entriesRows.push(
      // Written "Nome Cognome" in the Nome column alone: matched in either order.
      p.reversed
        ? ["", `${p.firstName} ${p.lastName}`, "", number]
        : [p.lastName, p.firstName, p.email ?? "", number],
    );
  }
  for (const p of newPlayers) {
    const number = 1 + Math.floor(rand() * 3);
    entries += number;
    playerList.push(p);
    entriesRows.push([p.lastName, p.firstName, p.email ?? "", number]);
  }
  // The same player twice (a re-entry written on its own row): the rows add up.
  entriesRows.push(["Esposito", "Giuseppe", "giuseppe.esposito@example.it", 2]);
  entries += 2;
  // Bad rows: 0 entries, not a number, a broken e-mail, no player at all.
  const badEntries: SampleCell[][] = [
    ["Sartori", "Niccolò", "", 0],
    ["Benedetti", "Gianluca", "", "tre"],
    ["Caruso", "Tommaso", "tommaso.caruso@", 1],
    ["", "", "", 2],
  ];
  const badEntryLines: number[] = [];
  for (const [i, row] of badEntries.entries()) {
    const at = 5 + i * 9;
    entriesRows.splice(at, 0, row);
  }
  entriesRows.forEach((row, i) => {
    if (badEntries.includes(row)) badEntryLines.push(i + 2);
  });

  // Companions: guests who did not play, all new.
  const companions: Person[] = Array.from({ length: 10 * scale }, (_, i) => ({
    lastName: `${pick(NEW_LAST)} ${i >= 10 ? i : ""}`.trim(),
    firstName: ["Rosa", "Aurora", "Bianca", "Livia", "Greta"][i % 5]!,
    email: null,
  }));
  const companionKeys = new Set<string>();
  const uniqueCompanions = companions.filter((c) => {
    const key = `${c.lastName}|${c.firstName}`;
    if (companionKeys.has(key)) return false;
    companionKeys.add(key);
    return true;
  });

  const hotels = [
    {
      written: ["Grand Hotel Riviera dei Fiori", "GRAND HOTEL RIVIERA DEI FIORI", "Grand Hotel Riviera"],
      rooms: ["Doppia", "Singola", "Suite", "Matrimoniale"],
    },
    {
      written: ["B&B Villa Ormond", "b&b villa ormond", "B & B Villa Ormond"],
      rooms: ["Doppia", "Tripla", "DOPPIA"],
    },
    { written: ["Hotel Royal Sanremo"], rooms: ["Doppia", "Doppia uso singola", "Singola"] },
  ];
  const price: Record<string, number> = {
    doppia: 145,
    singola: 98,
    suite: 260,
    matrimoniale: 150,
    tripla: 180,
    "doppia uso singola": 115,
  };
  const reservationRows: SampleCell[][] = [];
  const countedByBookingDay: Record<string, number> = {};
  let canceled = 0;
  let totalPaidCents = 0;
  let countedNights = 0;
  const guestText = (p: Person, style: number) =>
    style === 0
      ? `${p.lastName} ${p.firstName}`
      : style === 1
        ? `${p.firstName} ${p.lastName}`
        : p.email
          ? `${p.lastName} ${p.firstName} <${p.email}>`
          : `${p.lastName} ${p.firstName}`;
  for (let i = 0; i < reservations; i++) {
    const hotel = hotels[i % 3 === 2 ? (i % 2 === 0 ? 2 : 1) : 0]!;
    const hotelName = pick(hotel.written);
    const room = pick(hotel.rooms);
    const checkIn = addDays(SAMPLE_EVENT.dateFrom, Math.floor(rand() * 4) - 1);
    const nights = 1 + Math.floor(rand() * 4);
    const checkOut = addDays(checkIn, nights);
    // Most bookings in the last weeks: days before the start, skewed towards it.
    const before = Math.floor(Math.pow(rand(), 2.2) * 110);
    const bookingDate = addDays(SAMPLE_EVENT.dateFrom, -before);
    const totalCents = price[room.toLowerCase()]! * 100 * nights + (rand() < 0.2 ? 50 : 0);
    const status = rand() < 0.07 ? "Annullata" : rand() < 0.12 ? "Confermata" : "Saldata";
    const guestCount = room.toLowerCase().includes("singola") ? 1 : rand() < 0.8 ? 2 : 1;
    const guests: Person[] = [];
    guests.push(playerList[(i * 7) % playerList.length]!);
    if (guestCount === 2) {
      guests.push(
        i % 4 === 0
          ? uniqueCompanions[i % uniqueCompanions.length]!
          : playerList[(i * 7 + 13) % playerList.length]!,
      );
    }
    const style = i % 5 === 0 ? 1 : i % 7 === 0 ? 2 : 0;
    const cells: SampleCell[] = [
      guests.map((g) => guestText(g, style)).join("; "),
      hotelName,
      room,
      i % 6 === 0 ? formatDay(checkIn) : new Date(`${checkIn}T00:00:00Z`),
      i % 6 === 0 ? formatDay(checkOut) : new Date(`${checkOut}T00:00:00Z`),
      i % 9 === 0 ? formatDay(bookingDate) : new Date(`${bookingDate}T00:00:00Z`),
      // Some totals typed as Italian text, the others number cells (a double, as a sheet stores it).
      i % 10 === 0 ? centsToDecimal(totalCents).replace(".", ",") : Number(centsToDecimal(totalCents)),
      status,
    ];
    reservationRows.push(cells);
    totalPaidCents += totalCents;
    if (status === "Annullata") canceled++;
    else {
      countedByBookingDay[bookingDate] = (countedByBookingDay[bookingDate] ?? 0) + 1;
      countedNights += nights;
    }
  }
  // Two identical rooms booked together, names to come: two reservations.
  for (let k = 0; k < 2; k++) {
    reservationRows.push([
      "",
      "B&B Villa Ormond",
      "Doppia",
      new Date("2025-04-08T00:00:00Z"),
      new Date("2025-04-10T00:00:00Z"),
      new Date("2025-03-01T00:00:00Z"),
      290,
      "Confermata",
    ]);
    totalPaidCents += 29_000;
    countedByBookingDay["2025-03-01"] = (countedByBookingDay["2025-03-01"] ?? 0) + 1;
    countedNights += 2;
  }
  const goodReservations = reservationRows.length;
  const badReservations: SampleCell[][] = [
    [
      "Esposito Giuseppe",
      "B&B Villa Ormond",
      "Doppia",
      "12/04/2025",
      "10/04/2025",
      "01/03/2025",
      290,
      "Saldata",
    ],
    [
      "Ricci Chiara",
      "Grand Hotel Riviera dei Fiori",
      "Doppia",
      "08/04/2025",
      "10/04/2025",
      "31/02/2025",
      290,
      "Saldata",
    ],
    ["Greco Sara", "", "Doppia", "08/04/2025", "10/04/2025", "01/03/2025", 290, "Saldata"],
    [
      "Bruno Lorenzo",
      "B&B Villa Ormond",
      "Tripla",
      "08/04/2025",
      "10/04/2025",
      "01/03/2025",
      "gratis",
      "Saldata",
    ],
    ["Mancini Simone", "B&B Villa Ormond", "Doppia", "08/04/2025", "10/04/2025", "01/03/2025", 290, "Forse"],
  ];
  for (const [i, row] of badReservations.entries()) reservationRows.splice(7 + i * 15, 0, row);
  const badReservationLines = reservationRows.flatMap((row, i) =>
    badReservations.includes(row) ? [i + 2] : [],
  );

  const playerKeys = new Set(playerList.map((p) => `${p.lastName}|${p.firstName}`));
  const usedCompanions = new Set<string>();
  // Companions actually written (only 2-guest rooms with i % 4 === 0 took one).
  for (const row of reservationRows) {
    const text = String(row[0] ?? "");
    for (const c of uniqueCompanions) {
      if (text.includes(`${c.lastName} ${c.firstName}`) || text.includes(`${c.firstName} ${c.lastName}`)) {
        if (!playerKeys.has(`${c.lastName}|${c.firstName}`))
          usedCompanions.add(`${c.lastName}|${c.firstName}`);
      }
    }
  }
  return {
    entriesRows,
    reservationRows,
    expected: {
      entryRows: entriesRows.length - badEntries.length,
      players: DEMO_PLAYERS.length + newPlayers.length,
      entries,
      badEntryLines,
      reservations: goodReservations,
      canceled,
      totalPaidCents,
      badReservationLines,
      customersCreated: newPlayers.length + usedCompanions.size,
      countedByBookingDay,
      countedNights,
    },
  };
}
