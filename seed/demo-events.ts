import { eq, inArray } from "drizzle-orm";
import { searchKey } from "@/lib/names/fold-name";
import type { Tx } from "@/db/client";
import { dailyAvailabilities, events, locations, periodPricings, roomPricings, roomTypes } from "@/db/schema";
import { addDays, romeToday } from "@/lib/dates";

type DemoRoom = {
  type: string;
  sellPrice: string;
  cost: string;
  costNotSell: string;
  costStaff: string;
  availability: number;
  /** Per-night allotments, as days from the period's check-in. */
  overrides?: { night: number; availability: number }[];
};
type DemoPeriod = { hotel: string; fromStart: number; toStart: number; dailyTax: string; rooms: DemoRoom[] };
type DemoEvent = {
  name: string;
  type: string;
  /** Start and end as days from today (or from the first day of last month for the past event). */
  start: (today: string) => string;
  days: number;
  launchBefore: number;
  location: string;
  buyIn: string;
  feePerPartecipant: string;
  guaranteedValue: string;
  toPrizePoolValue: string;
  earningFeePercentage: string;
  final?: { entries: number; partecipants: number; notBooking: number };
  cashModuleEnabled: boolean;
  /** Periods by hotel; days relative to the event's start. */
  periods: DemoPeriod[];
};

const room = (
  type: string,
  sellPrice: number,
  availability: number,
  overrides?: DemoRoom["overrides"],
): DemoRoom => ({
  type,
  sellPrice: sellPrice.toFixed(2),
  cost: (sellPrice * 0.7).toFixed(2),
  costNotSell: (sellPrice * 0.35).toFixed(2),
  costStaff: (sellPrice * 0.5).toFixed(2),
  availability,
  overrides,
});

const firstOfLastMonth = (today: string) => {
  const [y, m] = today.split("-").map(Number) as [number, number];
  const month = m === 1 ? 12 : m - 1;
  const year = m === 1 ? y - 1 : y;
  return `${year}-${String(month).padStart(2, "0")}-01`;
};

const DEMO_EVENTS: DemoEvent[] = [
  {
    // Finished last month: final figures are in.
    name: "Italian Poker Open Sanremo",
    type: "IPO",
    start: (today) => addDays(firstOfLastMonth(today), 9),
    days: 7,
    launchBefore: 120,
    location: "Casinò di Sanremo",
    buyIn: "550.00",
    feePerPartecipant: "50.00",
    guaranteedValue: "500000.00",
    toPrizePoolValue: "500.00",
    earningFeePercentage: "60.00",
    final: { entries: 1184, partecipants: 763, notBooking: 142 },
    cashModuleEnabled: false,
    periods: [
      {
        hotel: "Grand Hotel Riviera dei Fiori",
        fromStart: -1,
        toStart: 3,
        dailyTax: "3.50",
        rooms: [
          room("Singola", 95, 10),
          room("Doppia", 120, 40, [{ night: 1, availability: 45 }]),
          room("Suite", 260, 4),
        ],
      },
      {
        hotel: "Grand Hotel Riviera dei Fiori",
        fromStart: 3,
        toStart: 8,
        dailyTax: "3.50",
        rooms: [
          room("Singola", 110, 10),
          room("Doppia", 140, 40, [{ night: 2, availability: 50 }]),
          room("Suite", 290, 4),
        ],
      },
      {
        hotel: "B&B Villa Ormond",
        fromStart: 0,
        toStart: 7,
        dailyTax: "2.00",
        rooms: [room("Singola", 60, 6), room("Doppia", 85, 12, [{ night: 5, availability: 8 }])],
      },
    ],
  },
  {
    // Running now, with the cash module.
    name: "Saint-Vincent Poker Festival",
    type: "SVPF",
    start: (today) => addDays(today, -2),
    days: 6,
    launchBefore: 90,
    location: "Grand Hotel Saint-Vincent",
    buyIn: "350.00",
    feePerPartecipant: "40.00",
    guaranteedValue: "200000.00",
    toPrizePoolValue: "310.00",
    earningFeePercentage: "55.00",
    cashModuleEnabled: true,
    periods: [
      {
        hotel: "Grand Hotel Saint-Vincent",
        fromStart: -1,
        toStart: 7,
        dailyTax: "2.50",
        rooms: [
          room("Doppia", 130, 30, [
            { night: 3, availability: 24 },
            { night: 4, availability: 24 },
          ]),
          room("Tripla", 165, 8),
          room("Suite", 280, 3, [{ night: 5, availability: 5 }]),
        ],
      },
      {
        hotel: "Grand Hotel Riviera dei Fiori",
        fromStart: 0,
        toStart: 6,
        dailyTax: "3.50",
        rooms: [room("Singola", 90, 5), room("Doppia", 115, 12)],
      },
    ],
  },
  {
    // In two months.
    name: "Venezia Poker Cup",
    type: "VPC",
    start: (today) => addDays(today, 60),
    days: 5,
    launchBefore: 60,
    location: "Casinò di Venezia Ca' Noghera",
    buyIn: "450.00",
    feePerPartecipant: "50.00",
    guaranteedValue: "300000.00",
    toPrizePoolValue: "400.00",
    earningFeePercentage: "60.00",
    cashModuleEnabled: true,
    periods: [
      {
        hotel: "Hotel Laguna Palace",
        fromStart: -1,
        toStart: 2,
        dailyTax: "4.00",
        rooms: [
          room("Singola", 100, 15),
          room("Doppia", 135, 50, [{ night: 0, availability: 30 }]),
          room("Quadrupla", 210, 6),
        ],
      },
      {
        hotel: "Hotel Laguna Palace",
        fromStart: 2,
        toStart: 6,
        dailyTax: "4.00",
        rooms: [
          room("Singola", 115, 15),
          room("Doppia", 150, 60, [{ night: 1, availability: 70 }]),
          room("Quadrupla", 230, 6),
        ],
      },
      {
        hotel: "Hotel Perla Nova Gorica",
        fromStart: 0,
        toStart: 5,
        dailyTax: "2.50",
        rooms: [room("Doppia", 105, 20), room("Suite", 220, 2)],
      },
    ],
  },
];

/**
 * Three demo events around today: one finished last month (with final entries and
 * participants), one running, one in two months, each with hotel periods of the demo hotels.
 * Hotels are looked up by name (seed/demo-locations.ts); without them nothing is created.
 * Idempotent: an event whose name exists is left alone.
 */
export async function seedDemoEvents(tx: Tx): Promise<void> {
  const hotelNames = [...new Set(DEMO_EVENTS.flatMap((e) => [e.location, ...e.periods.map((p) => p.hotel)]))];
  const hotels = await tx
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(inArray(locations.name, hotelNames));
  if (hotels.length === 0) return;
  const hotelId = (name: string) => hotels.find((hotel) => hotel.name === name)?.id;
  const types = await tx.select({ id: roomTypes.id, type: roomTypes.type }).from(roomTypes);
  const today = romeToday();

  for (const demo of DEMO_EVENTS) {
    const [existing] = await tx.select({ id: events.id }).from(events).where(eq(events.name, demo.name));
    if (existing) continue;
    const dateFrom = demo.start(today);
    const [event] = await tx
      .insert(events)
      .values({
        name: demo.name,
        searchKey: searchKey([demo.name]),
        type: demo.type,
        dateFrom,
        dateTo: addDays(dateFrom, demo.days - 1),
        launchDate: addDays(dateFrom, -demo.launchBefore),
        locationId: hotelId(demo.location) ?? null,
        buyIn: demo.buyIn,
        feePerPartecipant: demo.feePerPartecipant,
        guaranteedValue: demo.guaranteedValue,
        toPrizePoolValue: demo.toPrizePoolValue,
        earningFeePercentage: demo.earningFeePercentage,
        finalEntries: demo.final?.entries ?? null,
        finalPartecipants: demo.final?.partecipants ?? null,
        finalPartecipantsNotBooking: demo.final?.notBooking ?? null,
        cashModuleEnabled: demo.cashModuleEnabled,
      })
      .returning({ id: events.id });

    for (const period of demo.periods) {
      const locationId = hotelId(period.hotel);
      if (!locationId) continue;
      const checkIn = addDays(dateFrom, period.fromStart);
      const [saved] = await tx
        .insert(periodPricings)
        .values({
          eventId: event!.id,
          locationId,
          checkIn,
          checkOut: addDays(dateFrom, period.toStart),
          dailyTax: period.dailyTax,
        })
        .returning({ id: periodPricings.id });
      for (const demoRoom of period.rooms) {
        const roomTypeId = types.find((type) => type.type === demoRoom.type)?.id;
        if (!roomTypeId) continue;
        const { type: _type, overrides, ...prices } = demoRoom;
        const [pricing] = await tx
          .insert(roomPricings)
          .values({ periodPricingId: saved!.id, roomTypeId, ...prices })
          .returning({ id: roomPricings.id });
        if (overrides?.length) {
          await tx.insert(dailyAvailabilities).values(
            overrides.map((o) => ({
              roomPricingId: pricing!.id,
              day: addDays(checkIn, o.night),
              availability: o.availability,
            })),
          );
        }
      }
    }
  }
}
