import type { DbOrTx } from "@/db/client";
import { fromCents, toCents } from "@/lib/accounting/cents";
import { calculateHotelCosts } from "@/lib/accounting/hotel-costs";
import { readSideBySide } from "@/db/read-side-by-side";
import { DomainError } from "@/lib/api/errors";
import { instantToApi } from "@/lib/dates";
import { hotelPaymentsByLocation } from "./accounts-repository";
import type { HotelsAccountDto } from "./accounts-schemas";
import { eventExists } from "./repository";

/**
 * GET /api/accountings/hotels/{eventId}: the hotels' night costs and taxes (the one calculation)
 * against the Outbound movements of the Hotel item, live (lastUpdate = now).
 */
export async function getHotelsAccount({
  db,
  eventId,
}: {
  db: DbOrTx;
  eventId: number;
}): Promise<HotelsAccountDto> {
  const [exists, { hotels, totals }, paidRows] = await readSideBySide(db, [
    () => eventExists(db, eventId),
    () => calculateHotelCosts({ db, eventId }),
    () => hotelPaymentsByLocation(db, eventId),
  ]);
  if (!exists) throw new DomainError("eventNotFound");
  const paidByHotel = new Map(paidRows.map((row) => [row.location_id, toCents(row.paid)]));
  const totalCost = hotels.reduce((sum, hotel) => sum + toCents(hotel.totalCost), 0);
  const totalPaid = paidRows.reduce((sum, row) => sum + toCents(row.paid), 0);
  return {
    totalSoldNightsCost: fromCents(totals.soldCents),
    totalUnsoldNightsCost: fromCents(totals.unsoldCents),
    totalStaffNightsCost: fromCents(totals.staffCents),
    totalStaffHotelNightsCost: fromCents(totals.staffHotelCents),
    totalGuestNightsCost: fromCents(totals.guestCents),
    totalBookingTax: fromCents(totals.standardTaxCents + totals.webTaxCents),
    totalStaffTax: fromCents(totals.staffTaxCents),
    totalStaffHotelTax: fromCents(totals.staffHotelTaxCents),
    totalGuestTax: fromCents(totals.guestTaxCents),
    totalHotelsCost: fromCents(totalCost),
    totalHotelsPayment: fromCents(totalPaid),
    toPayHotels: fromCents(totalCost - totalPaid),
    lastUpdate: instantToApi(new Date())!,
    hotels: hotels.map((hotel) => {
      const paid = paidByHotel.get(hotel.id) ?? 0;
      return { ...hotel, paid: fromCents(paid), toPay: fromCents(toCents(hotel.totalCost) - paid) };
    }),
  };
}
