import { readSideBySide } from "@/db/read-side-by-side";
import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { dateToApi, daysBetween, romeToday } from "@/lib/dates";
import { requireCents } from "@/lib/money/cents";
import type { ApiTranslator } from "@/lib/i18n/server-translator";
import { bookedPercentCurve, breakEven } from "./forecast";
import { CURVE_DAYS, type PredictionResult, type PredictionWarning } from "./prediction-result";
import { getExposure } from "./get-exposure";
import { atLeastRecorded, forecastReliability } from "./reliability";
import {
  entryTotals,
  findKpiEvents,
  findPredictionOfEvent,
  historyDeltas,
  allottedNights as loadAllottedNights,
  roomDetailRows,
  type RoomDetailRow,
} from "./repository";
import type { KpiDetailsDto, KpiDto } from "./schemas";

/**
 * GET /api/predictions/{eventId}: the live KPI of the event (bookings, nights, guests, entries,
 * its booked-% curve, the allotment exposure) with the stored prediction, when there is one.
 */
export async function getKpi({
  db,
  eventId,
  t,
  today = romeToday(),
}: {
  db: DbOrTx;
  eventId: number;
  t: ApiTranslator;
  today?: string;
}): Promise<KpiDto> {
  const [event] = await findKpiEvents(db, [eventId]);
  if (!event) throw new DomainError("eventNotFound");
  const [prediction, deltas, allotted, rooms, entries] = await readSideBySide(db, [
    () => findPredictionOfEvent(db, eventId),
    () => historyDeltas(db, [eventId]),
    () => loadAllottedNights(db, [eventId]),
    () => roomDetailRows(db, eventId),
    () => entryTotals(db, eventId),
  ]);
  const result = (prediction?.result ?? null) as PredictionResult | null;
  const selected = prediction ? await findKpiEvents(db, prediction.selectedEventIds) : [];
  const daysBeforeStart = Math.max(0, daysBetween(today, event.dateFrom));
  const allottedNights = allotted.get(eventId) ?? 0;
  const eventDeltas = deltas.get(eventId) ?? [];

  // The curve: from CURVE_DAYS before start (or today, when earlier) to today. Once the event has
  // started, today is day 0, which counts every booking recorded so far: the figure Dettaglio shows.
  const own =
    eventDeltas.length && allottedNights > 0
      ? bookedPercentCurve({
          deltas: eventDeltas,
          start: event.dateFrom,
          allottedNights,
          fromDaysBefore: Math.max(CURVE_DAYS, daysBeforeStart),
          toDaysBefore: daysBeforeStart,
          asOf: today,
        })
      : [];
  const average = new Map((result?.averageCurve ?? []).map((p) => [p.daysBefore, p.value]));
  const ownByDay = new Map(own.map((p) => [p.daysBefore, p.value]));
  const days = [...new Set([...ownByDay.keys(), ...average.keys()])].sort((a, b) => b - a);
  const actualAndAverageKpi = own.length
    ? days.map((d) => ({ date: d, value: ownByDay.get(d) ?? null, comparedValue: average.get(d) ?? null }))
    : [];
  const actual = own.length ? own.at(-1)!.value : null;
  const averageNow = average.get(daysBeforeStart) ?? null;

  const pickup = result?.pickup?.expected ?? null;
  // Shown no lower than the entries recorded by now (the job may have run before they were).
  const recorded = entries.entries;
  const booking = result?.booking ? atLeastRecorded(result.booking, recorded) : null;
  const consumer = result?.consumer ? atLeastRecorded(result.consumer, recorded) : null;
  const lowers = [booking?.lower, consumer?.lower].filter((v): v is number => v !== undefined);
  const uppers = [booking?.upper, consumer?.upper].filter((v): v is number => v !== undefined);
  const details = kpiDetails(rooms, pickup);
  const warnings = (prediction?.warningMessages ?? []) as PredictionWarning[];

  return {
    id: prediction?.id ?? null,
    eventId,
    predictionCreated: Boolean(prediction),
    predictionStatus: prediction?.status ?? null,
    warningMessages: warnings.map((w) => t(`kpiWarnings.${w.key}`, w.params)),
    selectedEvents: selected
      .map((e) => ({ id: e.id, name: e.name, dateFrom: dateToApi(e.dateFrom)! }))
      .sort((a, b) => b.dateFrom.localeCompare(a.dateFrom)),
    eventsForAverageAndConsumerPrediction: result?.eventsForAverageAndConsumerPrediction ?? [],
    eventsForBookingPrediction: result?.eventsForBookingPrediction ?? [],
    daysBeforeStart,
    actualBookedPercentage: actual,
    averageBookedPercentage: averageNow,
    differencePercentage:
      actual !== null && averageNow !== null ? Math.round((actual - averageNow) * 100) / 100 : null,
    actualAndAverageKpi,
    predictionBookingFinalEntries: booking?.estimate ?? null,
    predictionBookingLowerBoundFinalEntries: booking?.lower ?? null,
    predictionBookingUpperBoundFinalEntries: booking?.upper ?? null,
    eventsForBookingEstimate: booking?.eventsUsed ?? 0,
    predictedConsumerFinalEntries: consumer?.estimate ?? null,
    predictedConsumerLowerBoundFinalEntries: consumer?.lower ?? null,
    predictedConsumerUpperBoundFinalEntries: consumer?.upper ?? null,
    eventsForConsumerEstimate: consumer?.eventsUsed ?? 0,
    backtest: result?.backtest ?? [],
    reliability: result
      ? forecastReliability({
          booking: result.booking,
          consumer: result.consumer,
          backtest: result.backtest,
          // The horizon the forecast was made at.
          daysBefore: result.daysBefore,
          recorded,
        })
      : null,
    breakEven:
      lowers.length && uppers.length
        ? breakEven({
            // In cents: the entries needed are a ratio, exact on integers.
            guaranteedValue: event.guaranteedValue === null ? null : requireCents(event.guaranteedValue),
            toPrizePoolValue: event.toPrizePoolValue === null ? null : requireCents(event.toPrizePoolValue),
            lower: Math.min(...lowers),
            upper: Math.max(...uppers),
          })
        : null,
    totalNights: details.totalBookedNights + details.totalGuestNights,
    players: entries.players,
    entriesCount: entries.entries,
    estimatedEntries: booking?.estimate ?? consumer?.estimate ?? null,
    kpiDetails: details,
    exposure: await getExposure({ db, eventId, fromDay: today, pickup: result?.pickup ?? null }),
  };
}

/** SPEC.md's kpiDetails from the per hotel / room type rows; Guest bookings are the "offered" ones. */
function kpiDetails(rows: RoomDetailRow[], pickup: number | null): KpiDetailsDto {
  const sum = (filter: (r: RoomDetailRow) => boolean, field: "bookings" | "guests" | "nights") =>
    rows.filter(filter).reduce((total, r) => total + r[field], 0);
  const other = (r: RoomDetailRow) => !r.isGuest;
  const guest = (r: RoomDetailRow) => r.isGuest;
  const paidOther = (r: RoomDetailRow) => r.isPaid && !r.isGuest;
  const paidGuest = (r: RoomDetailRow) => r.isPaid && r.isGuest;
  const estimate = (value: number) => (pickup === null ? null : Math.round(value * pickup));
  const hotels = new Map<number, KpiDetailsDto["hotelDetails"][number]>();
  for (const r of rows) {
    const hotel = hotels.get(r.locationId) ?? { id: r.locationId, name: r.locationName, roomDetails: [] };
    hotel.roomDetails.push({
      id: r.roomTypeId,
      type: r.roomType,
      isPaid: r.isPaid,
      customerType: r.isGuest ? "Guest" : "Other",
      bookings: r.bookings,
      guests: r.guests,
      nights: r.nights,
    });
    hotels.set(r.locationId, hotel);
  }
  return {
    totalBookings: sum(other, "bookings"),
    totalGuestBookings: sum(guest, "bookings"),
    totalSoldBookings: sum(paidOther, "bookings"),
    totalSoldGuestBookings: sum(paidGuest, "bookings"),
    totalEstimatedReservations: estimate(sum(other, "bookings")),
    totalBookedNights: sum(other, "nights"),
    totalGuestNights: sum(guest, "nights"),
    totalCollectedNights: sum(paidOther, "nights"),
    totalCollectedOfferedNights: sum(paidGuest, "nights"),
    totalEstimatedSoldNights: estimate(sum(other, "nights")),
    totalGuests: sum(other, "guests"),
    totalGuestOffered: sum(guest, "guests"),
    totalExpectedGuests: estimate(sum(other, "guests")),
    totalSoldPaingGuests: sum(paidOther, "guests"),
    totalSoldGuestOffered: sum(paidGuest, "guests"),
    totalEstimatedGuests: estimate(sum(other, "guests") + sum(guest, "guests")),
    hotelDetails: [...hotels.values()],
  };
}
