import type { PeriodPricingDto } from "./schemas";

/** What the audit keeps of a period: its fields, and per room type its prices and overrides. */
export function auditSnapshot(period: PeriodPricingDto): Record<string, unknown> {
  return {
    eventId: period.eventId,
    locationId: period.location.id,
    checkIn: period.checkIn,
    checkOut: period.checkOut,
    dailyTax: period.dailyTax,
    roomPricings: period.roomPricings.map((room) => ({
      roomTypeId: room.roomType.id,
      sellPrice: room.sellPrice,
      cost: room.cost,
      costNotSell: room.costNotSell,
      costStaff: room.costStaff,
      availability: room.availability,
      overrides: room.dailyAvailabilities
        .filter((night) => night.availability !== room.availability)
        .map((night) => ({ day: night.day, availability: night.availability })),
    })),
  };
}
