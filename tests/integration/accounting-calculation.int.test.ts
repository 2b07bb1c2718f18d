import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { calculateAgentCommissions } from "@/lib/accounting/agent-commissions";
import {
  calculateEventAccounting,
  systemItemCalculatedAmounts,
} from "@/lib/accounting/calculate-event-accounting";
import { calculateHotelCosts } from "@/lib/accounting/hotel-costs";
import type { EventAccounting } from "@/lib/accounting/types";
import { eq } from "drizzle-orm";
import { roomPricings } from "@/db/schema";
import { createHandComputedEvent, insertAccountingReservation } from "../support/factories-accounting";
import { createEvent, createHotel, createPeriodPricing, createRoomType } from "../support/factories-events";
import { uniqueName } from "../support/factories";

/*
 * The hand-computed event (tests/support/factories-accounting.ts):
 * fee 50, buy-in 200, guaranteed 10,000, to prize pool 150 per entry, earning fee 20 %.
 * Hotel Alfa, nights 10, 11, 12 May, tourist tax 2.00 per guest per night.
 *   Doppia (capacity 2): allotment 3, night 11 overridden to 1; cost 60, unsold 30, staff 40.
 *   Singola (capacity 1): allotment 1; cost 40, unsold 20, staff 25.
 * R1 Doppia Standard cash 10-13 (3 nights) pay 312 (tax 12), agent Mario, C1 agent-player, C2.
 * R2 Doppia Packet web 10-12 (2 nights) pay 408 (tax 8), agent Luigi, C3 agent-player.
 * R3 Doppia Staff 11-12. R4 Singola StaffHotel 10-11. R5 Singola Guest 12-13, agent Mario.
 * R6 Doppia Standard 10-13 Canceled (agent Luigi, C6): ignored everywhere.
 * R7 Singola Standard cash 11-12 pay 92 (tax 2), agent Anna, C4 agent-player.
 * Entries: C1 2, C2 1, C3 3, C4 1, C5 4, C6 5 deleted -> 11.
 * Agent payments: Mario 10, Paola 25 (Paola has no booking: standalone).
 *
 * Doppia booked per night: 2, 3, 1 against 3, 1, 3 -> unsold 1 + 0 + 2 = 3.
 * Doppia: sold 3 cash + 2 web = 5 x 60 = 300; unsold 3 x 30 = 90; staff 1 x 40 = 40.
 *   Tax per room-night 2 x 2 = 4: cash 12, web 8, staff 4.
 * Singola: sold 1 x 40 = 40; staff-hotel 1 x 0; guest 1 x 40 = 40; unsold 0.
 *   Tax per room-night 2 x 1 = 2: cash 2, staff-hotel 2, guest 2.
 * Gross: cash 312 + 92 = 404, web 408. Entries earning 11 x 50 x 20 % = 110.
 * Mario (Percentage 10 % room, 5 % of buy-in): 10 % x 300 = 30; 5 % x 200 x 2 entries = 20.
 * Luigi (Fixed 5 per night, 10 per entry): 2 nights = 10; 3 entries = 30.
 * Anna (Mixed: room Fixed 7, player 10 % of the fee): 1 night = 7; 10 % x 50 x 1 = 5.
 * Net = 404 + 408 + 110 - 47 - 55 - 510 (nights) - 30 (taxes) = 280.
 * Overlay: 11 x 150 = 1,650 against 10,000 -> 8,350; break-even ceil(66.67) = 67; after overlay -8,070.
 */

let fixture: Awaited<ReturnType<typeof createHandComputedEvent>>;
let accounting: EventAccounting;

beforeAll(async () => {
  fixture = await createHandComputedEvent();
  accounting = (await calculateEventAccounting({ db: getDb(), eventId: fixture.event.id }))!;
});

describe("event accounting of the hand-computed event", () => {
  it("gives every event total", () => {
    expect(accounting).toMatchObject({
      eventId: fixture.event.id,
      totalStandardBookingGross: "404.00",
      totalWebBookingGross: "408.00",
      totalEarningByEntries: "110.00",
      totalAgentsCostByReservations: "47.00",
      totalAgentsCostByEntries: "55.00",
      totalSoldNightsCost: "340.00",
      totalUnsoldNightsCost: "90.00",
      totalStaffNightsCost: "40.00",
      totalStaffHotelNightsCost: "0.00",
      totalGuestNightsCost: "40.00",
      totalStandardBookingTax: "14.00",
      totalWebBookingTax: "8.00",
      totalStaffTax: "4.00",
      totalStaffHotelTax: "2.00",
      totalGuestTax: "2.00",
      totalNetGain: "280.00",
    });
  });

  it("gives the overlay below break-even", () => {
    expect(accounting).toMatchObject({
      entriesNumber: 11,
      guaranteedValue: "10000.00",
      toPrizePoolValue: "150.00",
      prizePoolCollected: "1650.00",
      overlay: "8350.00",
      breakEvenEntries: 67,
      netGainAfterOverlay: "-8070.00",
    });
  });

  it("gives every agent row and the total row", () => {
    const [mario, paola, luigi, anna, total] = accounting.agentsAccounting;
    expect(accounting.agentsAccounting).toHaveLength(5);
    expect(mario).toMatchObject({
      id: fixture.agents.mario.id,
      firstName: "Mario",
      mode: "Percentage",
      commissionForRoom: "10.00",
      commissionForPlayer: "5.00",
      playerCommissionSource: "BuyIn",
      reservationsNumber: 1,
      nightsAccounted: 3,
      guestReservations: 1,
      guestNights: 1,
      entriesNumber: 2,
      totalReservationsEarning: "30.00",
      totalEntriesEarning: "20.00",
      totalEarning: "50.00",
      paid: "10.00",
      toPay: "40.00",
      standalonePayments: false,
      totalRow: false,
    });
    expect(paola).toMatchObject({
      id: fixture.agents.paola.id,
      reservationsNumber: 0,
      entriesNumber: 0,
      totalEarning: "0.00",
      paid: "25.00",
      toPay: "-25.00",
      standalonePayments: true,
    });
    expect(luigi).toMatchObject({
      id: fixture.agents.luigi.id,
      mode: "Fixed",
      reservationsNumber: 1,
      nightsAccounted: 2,
      guestReservations: 0,
      entriesNumber: 3,
      totalReservationsEarning: "10.00",
      totalEntriesEarning: "30.00",
      totalEarning: "40.00",
      paid: "0.00",
      toPay: "40.00",
    });
    expect(anna).toMatchObject({
      id: fixture.agents.anna.id,
      mode: "Mixed",
      commissionForRoomMode: "Fixed",
      commissionForPlayerMode: "Percentage",
      playerCommissionSource: "Fee",
      reservationsNumber: 1,
      nightsAccounted: 1,
      entriesNumber: 1,
      totalReservationsEarning: "7.00",
      totalEntriesEarning: "5.00",
      totalEarning: "12.00",
    });
    expect(total).toMatchObject({
      totalRow: true,
      reservationsNumber: 3,
      nightsAccounted: 6,
      guestReservations: 1,
      guestNights: 1,
      entriesNumber: 6,
      totalReservationsEarning: "47.00",
      totalEntriesEarning: "55.00",
      totalEarning: "102.00",
      paid: "35.00",
      toPay: "67.00",
    });
  });

  it("gives the hotel card and the five kinds of nights of each room", () => {
    expect(accounting.hotelsAccounting).toHaveLength(1);
    const [hotel] = accounting.hotelsAccounting;
    expect(hotel).toMatchObject({
      id: fixture.hotel.id,
      totalRoomCost: "510.00",
      standardBookingTax: "22.00",
      staffBookingTax: "4.00",
      staffHotelBookingTax: "2.00",
      guestBookingTax: "2.00",
      totalCost: "540.00",
    });
    const byType = Object.fromEntries(hotel!.hotelNightsAccountings.map((n) => [n.type, n]));
    expect(byType[fixture.double.type]).toMatchObject({
      checkIn: "2031-05-10",
      checkOut: "2031-05-13",
      cost: "60.00",
      costUnsold: "30.00",
      costStaff: "40.00",
      totalSold: 5,
      totalSoldCost: "300.00",
      totalUnsold: 3,
      totalUnsoldCost: "90.00",
      totalStaffHotel: 0,
      totalStaffHotelCost: "0.00",
      totalStaff: 1,
      totalStaffCost: "40.00",
      totalGuest: 0,
      totalGuestCost: "0.00",
      standardBookingTax: "12.00",
      webBookingTax: "8.00",
      staffBookingTax: "4.00",
    });
    expect(byType[fixture.single.type]).toMatchObject({
      totalSold: 1,
      totalSoldCost: "40.00",
      totalUnsold: 0,
      totalUnsoldCost: "0.00",
      totalStaffHotel: 1,
      totalStaffHotelCost: "0.00",
      totalStaff: 0,
      totalGuest: 1,
      totalGuestCost: "40.00",
      standardBookingTax: "2.00",
      staffHotelBookingTax: "2.00",
      guestBookingTax: "2.00",
    });
  });

  it("exports the same pieces for the cash module", async () => {
    const agents = await calculateAgentCommissions({ db: getDb(), eventId: fixture.event.id });
    expect(agents).toEqual(accounting.agentsAccounting);
    const hotels = await calculateHotelCosts({ db: getDb(), eventId: fixture.event.id });
    expect(hotels.hotels).toEqual(accounting.hotelsAccounting);
    expect(systemItemCalculatedAmounts(accounting)).toEqual({
      Reservation: "812.00",
      Entries: "110.00",
      Agent: "102.00",
      Hotel: "540.00",
      Transfer: "0.00",
    });
  });

  it("answers null for an event that does not exist", async () => {
    expect(await calculateEventAccounting({ db: getDb(), eventId: 987_654_321 })).toBeNull();
  });
});

/*
 * Reservations with the same stay are counted once each (the statement groups them by stay):
 * period 10-14 May (nights 10-13), one room type of capacity 2, allotment 4, cost 60, unsold 30,
 * staff 40, tax 2 per guest per night. Stay 10-13: Standard cash, Standard web, Staff, Guest, and
 * a Canceled one (ignored). Standard cash 11-15, clipped to the period: nights 11, 12, 13.
 * Booked per night 4, 5, 5, 1 -> unsold 0 + 0 + 0 + 3 = 3 x 30 = 90.
 * Sold 3 + 3 cash, 3 web = 9 x 60 = 540; staff 3 x 40 = 120; guest 3 x 60 = 180.
 * Tax per room-night 2 x 2 = 4: cash 24, web 12, staff 12, guest 12.
 */
describe("identical stays", () => {
  it("counts every reservation of a shared stay, clipped to the period", async () => {
    const event = await createEvent({ dateFrom: "2031-05-10", dateTo: "2031-05-14" });
    const hotel = await createHotel({ name: uniqueName("Hotel Stays") });
    const room = await createRoomType({ type: uniqueName("Doppia"), capacity: 2 });
    const period = await createPeriodPricing({
      eventId: event.id,
      locationId: hotel.id,
      checkIn: "2031-05-10",
      checkOut: "2031-05-14",
      dailyTax: "2",
      rooms: [{ roomTypeId: room.id, availability: 4 }],
    });
    await getDb()
      .update(roomPricings)
      .set({ cost: "60", costNotSell: "30", costStaff: "40" })
      .where(eq(roomPricings.periodPricingId, period.id));
    const stay = {
      eventId: event.id,
      locationId: hotel.id,
      roomTypeId: room.id,
      checkIn: "2031-05-10",
      checkOut: "2031-05-13",
    };
    await insertAccountingReservation({ ...stay, type: "Standard" });
    await insertAccountingReservation({ ...stay, type: "Standard", isWebReservation: true });
    await insertAccountingReservation({ ...stay, type: "Staff" });
    await insertAccountingReservation({ ...stay, type: "Guest" });
    await insertAccountingReservation({ ...stay, type: "Standard", status: "Canceled" });
    await insertAccountingReservation({ ...stay, checkIn: "2031-05-11", checkOut: "2031-05-15" });

    const { hotels, totals } = await calculateHotelCosts({ db: getDb(), eventId: event.id });
    expect(hotels[0]!.hotelNightsAccountings[0]).toMatchObject({
      totalSold: 9,
      totalSoldCost: "540.00",
      totalUnsold: 3,
      totalUnsoldCost: "90.00",
      totalStaff: 3,
      totalStaffCost: "120.00",
      totalGuest: 3,
      totalGuestCost: "180.00",
      standardBookingTax: "24.00",
      webBookingTax: "12.00",
      staffBookingTax: "12.00",
      guestBookingTax: "12.00",
    });
    expect(hotels[0]!.totalCost).toBe("990.00");
    expect(totals.unsoldCents).toBe(9000);
  });
});
