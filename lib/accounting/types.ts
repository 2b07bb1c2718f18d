/**
 * The Event accounting of SPEC.md section 3, plus the overlay fields (what the organiser pays when
 * the entries fall short of the guaranteed prize pool). Money is a decimal string with 2 decimals;
 * counts are integers.
 */

export type AgentAccountingRow = {
  id: number;
  firstName: string;
  lastName: string;
  /** The commission template's type ("Manual" for an agent's own copy); null without one. */
  type: string | null;
  mode: "Fixed" | "Percentage" | "Mixed" | null;
  commissionForRoom: string;
  commissionForRoomMode: "Fixed" | "Percentage" | null;
  commissionForPlayer: string;
  commissionForPlayerMode: "Fixed" | "Percentage" | null;
  playerCommissionSource: "BuyIn" | "Fee" | null;
  reservationsNumber: number;
  guestReservations: number;
  nightsAccounted: number;
  guestNights: number;
  entriesNumber: number;
  totalReservationsEarning: string;
  totalEntriesEarning: string;
  totalEarning: string;
  paid: string;
  toPay: string;
  /** Paid in this event without any reservation or entry earning a commission. */
  standalonePayments: boolean;
  /** The last row: the sums of all agents. */
  totalRow: boolean;
};

/** One room pricing (room type of a hotel period): its five kinds of nights and their costs. */
export type HotelNightsAccounting = {
  roomPricingId: number;
  checkIn: string;
  checkOut: string;
  /** The room type. */
  type: string;
  capacity: number;
  dailyTax: string;
  cost: string;
  costUnsold: string;
  costStaff: string;
  totalSold: number;
  totalSoldCost: string;
  totalUnsold: number;
  totalUnsoldCost: string;
  totalStaffHotel: number;
  totalStaffHotelCost: string;
  totalStaff: number;
  totalStaffCost: string;
  totalGuest: number;
  totalGuestCost: string;
  /** Tourist tax of its sold (cash and web), staff, staff-hotel and guest nights. */
  standardBookingTax: string;
  webBookingTax: string;
  staffBookingTax: string;
  staffHotelBookingTax: string;
  guestBookingTax: string;
};

export type HotelAccounting = {
  id: number;
  name: string;
  totalRoomCost: string;
  /** Tourist tax of Standard and Packet nights, cash and web. */
  standardBookingTax: string;
  staffBookingTax: string;
  staffHotelBookingTax: string;
  guestBookingTax: string;
  /** Room cost + every tax. */
  totalCost: string;
  hotelNightsAccountings: HotelNightsAccounting[];
};

export type EventAccounting = {
  eventId: number;
  eventName: string;
  totalStandardBookingGross: string;
  totalWebBookingGross: string;
  totalEarningByEntries: string;
  totalAgentsCostByReservations: string;
  totalAgentsCostByEntries: string;
  totalSoldNightsCost: string;
  totalUnsoldNightsCost: string;
  totalStaffNightsCost: string;
  totalStaffHotelNightsCost: string;
  totalGuestNightsCost: string;
  totalStandardBookingTax: string;
  totalWebBookingTax: string;
  totalStaffTax: string;
  totalStaffHotelTax: string;
  totalGuestTax: string;
  /** DOMAIN.md "Event accounting": gross + entries earning - agents - nights - taxes. */
  totalNetGain: string;
  /** Overlay risk: entries x toPrizePoolValue against the guaranteed prize pool. */
  entriesNumber: number;
  guaranteedValue: string;
  toPrizePoolValue: string;
  prizePoolCollected: string;
  /** max(0, guaranteedValue - prizePoolCollected): paid by the organiser. */
  overlay: string;
  /** ceil(guaranteedValue / toPrizePoolValue); null when nothing goes to the prize pool. */
  breakEvenEntries: number | null;
  netGainAfterOverlay: string;
  agentsAccounting: AgentAccountingRow[];
  hotelsAccounting: HotelAccounting[];
};
