import type { EventAccounting, HotelAccounting, HotelNightsAccounting } from "./types";
import { formatEuro, formatPercent } from "@/lib/client/format";

/** The Totale tab's lines, in order (the screen and the Excel's first sheet share them). */
export const TOTAL_LINES = [
  "totalStandardBookingGross",
  "totalWebBookingGross",
  "totalEarningByEntries",
  "totalAgentsCostByReservations",
  "totalAgentsCostByEntries",
  "totalSoldNightsCost",
  "totalUnsoldNightsCost",
  "totalStaffNightsCost",
  "totalStaffHotelNightsCost",
  "totalGuestNightsCost",
  "totalStandardBookingTax",
  "totalWebBookingTax",
  "totalStaffTax",
  "totalStaffHotelTax",
  "totalGuestTax",
  "totalNetGain",
] as const satisfies readonly (keyof EventAccounting)[];

/** A hotel card's figures, in order. */
export const HOTEL_SUMMARY_LINES = [
  "totalRoomCost",
  "standardBookingTax",
  "staffBookingTax",
  "staffHotelBookingTax",
  "guestBookingTax",
  "totalCost",
] as const satisfies readonly (keyof HotelAccounting)[];

/** The five rows of a room in Costo Hotels: kind, unit cost, nights and total. */
export function hotelRoomRows(n: HotelNightsAccounting) {
  return [
    { kind: "sold", cost: n.cost, nights: n.totalSold, total: n.totalSoldCost },
    { kind: "unsold", cost: n.costUnsold, nights: n.totalUnsold, total: n.totalUnsoldCost },
    { kind: "staffHotel", cost: "0.00", nights: n.totalStaffHotel, total: n.totalStaffHotelCost },
    { kind: "staff", cost: n.costStaff, nights: n.totalStaff, total: n.totalStaffCost },
    { kind: "guest", cost: n.cost, nights: n.totalGuest, total: n.totalGuestCost },
  ] as const;
}

/** A commission as text: "5,00 €" (fixed) or "10 % (buy-in)", in the locale's number format. */
export function commissionText(
  mode: "Fixed" | "Percentage" | null,
  value: string,
  sourceLabel?: string,
  locale: string = "it",
): string {
  if (!mode) return "";
  if (mode === "Fixed") return formatEuro(value, locale);
  return `${formatPercent(value, locale)}${sourceLabel ? ` (${sourceLabel})` : ""}`;
}
