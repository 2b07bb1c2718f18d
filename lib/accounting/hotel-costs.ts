import type { DbOrTx } from "@/db/client";
import { readRoomPricingNights, type RoomPricingNights } from "./calculation-repository";
import { centsToDecimal, requireCents } from "@/lib/money/cents";
import type { HotelAccounting, HotelNightsAccounting } from "./types";

/** The hotel figures in cents, summed over every hotel (the event totals). */
export type HotelCostTotals = {
  soldCents: number;
  unsoldCents: number;
  staffCents: number;
  staffHotelCents: number;
  guestCents: number;
  standardTaxCents: number;
  webTaxCents: number;
  staffTaxCents: number;
  staffHotelTaxCents: number;
  guestTaxCents: number;
};

/**
 * DOMAIN.md "Event accounting": sold nights (Standard, Packet, web) x cost, unsold nights x
 * costNotSell, Staff nights x costStaff, StaffHotel nights free (rooms the hotel gives), Guest
 * nights x cost; tourist tax = the period's dailyTax x room capacity x nights, per category.
 */
export function buildRoomPricingAccounting(row: RoomPricingNights): HotelNightsAccounting {
  const cost = requireCents(row.cost);
  const costUnsold = requireCents(row.cost_not_sell);
  const costStaff = requireCents(row.cost_staff);
  const taxPerRoomNight = requireCents(row.daily_tax) * row.capacity;
  const soldNights = row.sold_nights + row.sold_web_nights;
  return {
    roomPricingId: row.room_pricing_id,
    checkIn: row.check_in,
    checkOut: row.check_out,
    type: row.room_type,
    capacity: row.capacity,
    dailyTax: centsToDecimal(requireCents(row.daily_tax)),
    cost: centsToDecimal(cost),
    costUnsold: centsToDecimal(costUnsold),
    costStaff: centsToDecimal(costStaff),
    totalSold: soldNights,
    totalSoldCost: centsToDecimal(soldNights * cost),
    totalUnsold: row.unsold_nights,
    totalUnsoldCost: centsToDecimal(row.unsold_nights * costUnsold),
    totalStaffHotel: row.staff_hotel_nights,
    totalStaffHotelCost: centsToDecimal(0),
    totalStaff: row.staff_nights,
    totalStaffCost: centsToDecimal(row.staff_nights * costStaff),
    totalGuest: row.guest_nights,
    totalGuestCost: centsToDecimal(row.guest_nights * cost),
    standardBookingTax: centsToDecimal(row.sold_nights * taxPerRoomNight),
    webBookingTax: centsToDecimal(row.sold_web_nights * taxPerRoomNight),
    staffBookingTax: centsToDecimal(row.staff_nights * taxPerRoomNight),
    staffHotelBookingTax: centsToDecimal(row.staff_hotel_nights * taxPerRoomNight),
    guestBookingTax: centsToDecimal(row.guest_nights * taxPerRoomNight),
  };
}

/** The hotels of the event (by name), each with its room pricings, and the totals over all. */
export function buildHotelAccounting(rows: RoomPricingNights[]): {
  hotels: HotelAccounting[];
  totals: HotelCostTotals;
} {
  const totals: HotelCostTotals = {
    soldCents: 0,
    unsoldCents: 0,
    staffCents: 0,
    staffHotelCents: 0,
    guestCents: 0,
    standardTaxCents: 0,
    webTaxCents: 0,
    staffTaxCents: 0,
    staffHotelTaxCents: 0,
    guestTaxCents: 0,
  };
  const byHotel = new Map<number, { name: string; nights: HotelNightsAccounting[] }>();
  for (const row of rows) {
    const nights = buildRoomPricingAccounting(row);
    const hotel = byHotel.get(row.location_id) ?? { name: row.location_name, nights: [] };
    hotel.nights.push(nights);
    byHotel.set(row.location_id, hotel);
    totals.soldCents += requireCents(nights.totalSoldCost);
    totals.unsoldCents += requireCents(nights.totalUnsoldCost);
    totals.staffCents += requireCents(nights.totalStaffCost);
    totals.staffHotelCents += requireCents(nights.totalStaffHotelCost);
    totals.guestCents += requireCents(nights.totalGuestCost);
    totals.standardTaxCents += requireCents(nights.standardBookingTax);
    totals.webTaxCents += requireCents(nights.webBookingTax);
    totals.staffTaxCents += requireCents(nights.staffBookingTax);
    totals.staffHotelTaxCents += requireCents(nights.staffHotelBookingTax);
    totals.guestTaxCents += requireCents(nights.guestBookingTax);
  }
  const hotels = [...byHotel].map(([id, { name, nights }]) => {
    const sum = (pick: (n: HotelNightsAccounting) => string) =>
      nights.reduce((total, n) => total + requireCents(pick(n)), 0);
    const roomCost =
      sum((n) => n.totalSoldCost) +
      sum((n) => n.totalUnsoldCost) +
      sum((n) => n.totalStaffCost) +
      sum((n) => n.totalStaffHotelCost) +
      sum((n) => n.totalGuestCost);
    const standardTax = sum((n) => n.standardBookingTax) + sum((n) => n.webBookingTax);
    const staffTax = sum((n) => n.staffBookingTax);
    const staffHotelTax = sum((n) => n.staffHotelBookingTax);
    const guestTax = sum((n) => n.guestBookingTax);
    return {
      id,
      name,
      totalRoomCost: centsToDecimal(roomCost),
      standardBookingTax: centsToDecimal(standardTax),
      staffBookingTax: centsToDecimal(staffTax),
      staffHotelBookingTax: centsToDecimal(staffHotelTax),
      guestBookingTax: centsToDecimal(guestTax),
      totalCost: centsToDecimal(roomCost + standardTax + staffTax + staffHotelTax + guestTax),
      hotelNightsAccountings: nights,
    } satisfies HotelAccounting;
  });
  return { hotels, totals };
}

/** Each hotel's computed night costs and tourist taxes in an event (the cash module's hotels account). */
export async function calculateHotelCosts({ db, eventId }: { db: DbOrTx; eventId: number }) {
  return buildHotelAccounting(await readRoomPricingNights(db, eventId));
}
