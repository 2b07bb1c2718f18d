import type { EventDto } from "@/lib/events/schemas";

/** What the event form edits: dates as "YYYY-MM-DD" or "", money as decimal strings or null. */
export type EventFormValue = {
  type: string;
  name: string;
  dateFrom: string;
  dateTo: string;
  launchDate: string;
  location: { id: number; name: string } | null;
  buyIn: string | null;
  feePerPartecipant: string | null;
  guaranteedValue: string | null;
  toPrizePoolValue: string | null;
  earningFeePercentage: string | null;
  finalEntries: number | null;
  finalPartecipants: number | null;
  finalPartecipantsNotBooking: number | null;
  cashModuleEnabled: boolean;
};

export const MONEY_FIELDS = ["buyIn", "feePerPartecipant", "guaranteedValue", "toPrizePoolValue"] as const;
export const COUNT_FIELDS = ["finalEntries", "finalPartecipants", "finalPartecipantsNotBooking"] as const;

const day = (value: string | null | undefined) => value?.slice(0, 10) ?? "";

export function eventFormValue(event: EventDto | null): EventFormValue {
  return {
    type: event?.type ?? "",
    name: event?.name ?? "",
    dateFrom: day(event?.dateFrom),
    dateTo: day(event?.dateTo),
    launchDate: day(event?.launchDate),
    location: event?.location ?? null,
    buyIn: event?.buyIn ?? null,
    feePerPartecipant: event?.feePerPartecipant ?? null,
    guaranteedValue: event?.guaranteedValue ?? null,
    toPrizePoolValue: event?.toPrizePoolValue ?? null,
    earningFeePercentage: event?.earningFeePercentage ?? null,
    finalEntries: event?.finalEntries ?? null,
    finalPartecipants: event?.finalPartecipants ?? null,
    finalPartecipantsNotBooking: event?.finalPartecipantsNotBooking ?? null,
    cashModuleEnabled: event?.cashModuleEnabled ?? false,
  };
}

const apiDay = (value: string) => (value ? `${value}T00:00:00` : null);

export function eventSaveBody(id: number | null, value: EventFormValue) {
  return {
    ...value,
    id,
    dateFrom: apiDay(value.dateFrom),
    dateTo: apiDay(value.dateTo),
    launchDate: apiDay(value.launchDate),
    location: value.location ? { id: value.location.id } : null,
  };
}
