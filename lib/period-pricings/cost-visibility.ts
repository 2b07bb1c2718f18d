import { hasPermission, type Caller } from "@/lib/auth/caller";
import type { PermissionCode } from "@/lib/auth/permission-codes";
import type { PeriodPricingDto } from "./schemas";

/**
 * Who sees what the hotels charge (cost, costNotSell, costStaff: the organiser's margin) when
 * reading a hotel configuration (docs/DECISIONS.md): those who set events up (Events,
 * EventsHotel, which enters the costs) and accounting (EventAccounting, whose statements are
 * made of them). Reservations alone (reception, sales agents) reads sale prices and availability
 * only: the cost fields come back null.
 */
export const HOTEL_COST_PERMISSIONS: readonly PermissionCode[] = ["EventsHotel", "Events", "EventAccounting"];

export function canSeeHotelCosts(caller: Caller): boolean {
  return HOTEL_COST_PERMISSIONS.some((code) => hasPermission(caller, code));
}

/** The period as this caller may read it: the cost fields null unless canSeeHotelCosts. */
export function periodForCaller(period: PeriodPricingDto, caller: Caller): PeriodPricingDto {
  if (canSeeHotelCosts(caller)) return period;
  return {
    ...period,
    roomPricings: period.roomPricings.map((room) => ({
      ...room,
      cost: null,
      costNotSell: null,
      costStaff: null,
    })),
  };
}
