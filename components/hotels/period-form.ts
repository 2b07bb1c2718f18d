import { isNightInPeriod, type NightAllotment } from "@/lib/period-pricings/nights";
import type { PeriodPricingDto } from "@/lib/period-pricings/schemas";
import type { HotelRef } from "./HotelSelectDialog";

export type RoomTypeRef = { id: number; type: string; capacity: number };

/** One room type in the form: enabled or not, its prices, allotment and per-night overrides. */
export type RoomFormValue = {
  roomTypeId: number;
  enabled: boolean;
  sellPrice: string | null;
  cost: string | null;
  costNotSell: string | null;
  costStaff: string | null;
  availability: number | null;
  /** Nights whose allotment differs from `availability` ("YYYY-MM-DD"). */
  overrides: NightAllotment[];
};

export type PeriodFormValue = {
  checkIn: string;
  checkOut: string;
  hotel: HotelRef | null;
  dailyTax: string | null;
  rooms: RoomFormValue[];
};

function emptyRoom(roomTypeId: number): RoomFormValue {
  return {
    roomTypeId,
    enabled: false,
    sellPrice: null,
    cost: null,
    costNotSell: null,
    costStaff: null,
    availability: null,
    overrides: [],
  };
}

/** The form of a period (or a new one): one entry per room type, enabled where the period has it. */
export function periodFormValue(
  period: PeriodPricingDto | null,
  roomTypes: readonly RoomTypeRef[],
): PeriodFormValue {
  return {
    checkIn: period?.checkIn.slice(0, 10) ?? "",
    checkOut: period?.checkOut.slice(0, 10) ?? "",
    hotel: period ? { id: period.location.id, name: period.location.name } : null,
    dailyTax: period?.dailyTax ?? null,
    rooms: roomTypes.map((roomType) => {
      const pricing = period?.roomPricings.find((room) => room.roomType.id === roomType.id);
      if (!pricing) return emptyRoom(roomType.id);
      return {
        roomTypeId: roomType.id,
        enabled: true,
        sellPrice: pricing.sellPrice,
        cost: pricing.cost,
        costNotSell: pricing.costNotSell,
        costStaff: pricing.costStaff,
        availability: pricing.availability,
        overrides: pricing.dailyAvailabilities
          .filter((night) => night.availability !== pricing.availability)
          .map((night) => ({ day: night.day.slice(0, 10), availability: night.availability })),
      };
    }),
  };
}

const apiDay = (day: string) => (day ? `${day}T00:00:00` : null);

/**
 * The body of POST /api/PeriodPricings: the enabled room types only, each with the overrides of
 * nights still inside the period (a shortened period drops the others).
 */
export function periodSaveBody(id: number | null, eventId: number, value: PeriodFormValue) {
  const period = { checkIn: value.checkIn, checkOut: value.checkOut };
  const hasDates = Boolean(value.checkIn && value.checkOut);
  return {
    id,
    event: { id: eventId },
    location: value.hotel ? { id: value.hotel.id } : null,
    checkIn: apiDay(value.checkIn),
    checkOut: apiDay(value.checkOut),
    dailyTax: value.dailyTax,
    roomPricings: value.rooms
      .filter((room) => room.enabled)
      .map((room) => ({
        roomType: { id: room.roomTypeId },
        sellPrice: room.sellPrice,
        cost: room.cost,
        costNotSell: room.costNotSell,
        costStaff: room.costStaff,
        availability: room.availability ?? 0,
        dailyAvailabilities: room.overrides
          .filter((night) => hasDates && isNightInPeriod(night.day, period))
          .map((night) => ({ day: apiDay(night.day), availability: night.availability })),
      })),
  };
}
