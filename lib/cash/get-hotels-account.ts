import type { DbOrTx } from "@/db/client";
import { centsToDecimal, requireCents } from "@/lib/money/cents";
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
  const paidByHotel = new Map(paidRows.map((row) => [row.location_id, requireCents(row.paid)]));
  const totalCost = hotels.reduce((sum, hotel) => sum + requireCents(hotel.totalCost), 0);
  const totalPaid = paidRows.reduce((sum, row) => sum + requireCents(row.paid), 0);
  return {
    totalSoldNightsCost: centsToDecimal(totals.soldCents),
    totalUnsoldNightsCost: centsToDecimal(totals.unsoldCents),
    totalStaffNightsCost: centsToDecimal(totals.staffCents),
    totalStaffHotelNightsCost: centsToDecimal(totals.staffHotelCents),
    totalGuestNightsCost: centsToDecimal(totals.guestCents),
    totalBookingTax: centsToDecimal(totals.standardTaxCents + totals.webTaxCents),
    totalStaffTax: centsToDecimal(totals.staffTaxCents),
    totalStaffHotelTax: centsToDecimal(totals.staffHotelTaxCents),
    totalGuestTax: centsToDecimal(totals.guestTaxCents),
    totalHotelsCost: centsToDecimal(totalCost),
    totalHotelsPayment: centsToDecimal(totalPaid),
    toPayHotels: centsToDecimal(totalCost - totalPaid),
    lastUpdate: instantToApi(new Date())!,
    hotels: hotels.map((hotel) => {
      const paid = paidByHotel.get(hotel.id) ?? 0;
      return {
        ...hotel,
        paid: centsToDecimal(paid),
        toPay: centsToDecimal(requireCents(hotel.totalCost) - paid),
      };
    }),
  };
}
