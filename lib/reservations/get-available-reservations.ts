import type { DbOrTx } from "@/db/client";
import { nightsOfStay } from "@/lib/period-pricings/nights";
import { quoteNights, toReservationDays } from "./availability";
import { assertStayReferences } from "./references";
import type { QuoteDto, QuoteSearchQuery } from "./schemas";
import { computeTotals } from "./totals";

/**
 * The quote search (GET /api/reservations/getavailablereservations): per hotel of the event whose
 * pricing of the room type covers every night of the stay, the nightly prices and free rooms and
 * the totals (tax = daily tax x capacity per night), by hotel name.
 */
export async function getAvailableReservations({
  db,
  query,
}: {
  db: DbOrTx;
  query: QuoteSearchQuery;
}): Promise<QuoteDto[]> {
  const { roomType } = await assertStayReferences(db, query);
  const nightTotal = nightsOfStay(query).length;
  const byHotel = await quoteNights(db, query);
  const quotes: QuoteDto[] = [];
  for (const [locationId, hotel] of byHotel) {
    if (hotel.nights.length !== nightTotal) continue;
    const days = toReservationDays(hotel.nights);
    const totals = computeTotals({ nights: days, capacity: roomType.capacity });
    quotes.push({
      location: { id: locationId, name: hotel.name },
      roomType,
      reservationDays: days,
      totalNoTax: totals.totalNoTax,
      totalTax: totals.totalTax,
      totalPay: totals.totalPay,
      minAvailability: Math.min(...days.map((day) => day.availability)),
    });
  }
  return quotes;
}
