import { z } from "zod";
import { dbIdSchema } from "@/lib/api/validation";
import type { BacktestRow } from "./forecast";
import type { Reliability } from "./reliability";

export { MAX_PREDICTION_EVENTS } from "./limits";

/** /api/predictions/{id}: the event for GET and POST, the prediction for DELETE. */
export const predictionRouteParamsSchema = z.object({ id: dbIdSchema });
export const eventIdParamsSchema = z.object({ eventId: dbIdSchema });

/** POST /api/predictions/{eventId} {ids}: the past events to compare with. */
export const createPredictionSchema = z.object({ ids: z.array(dbIdSchema).max(1000) });

export type PredictionStatus =
  "Calculating" | "CalculatingTimeSeries" | "Error" | "Completed" | "PredictError";

export type RoomDetailDto = {
  id: number;
  type: string;
  isPaid: boolean;
  customerType: "Guest" | "Other";
  bookings: number;
  guests: number;
  nights: number;
};

export type KpiDetailsDto = {
  totalBookings: number;
  totalGuestBookings: number;
  totalSoldBookings: number;
  totalSoldGuestBookings: number;
  totalEstimatedReservations: number | null;
  totalBookedNights: number;
  totalGuestNights: number;
  totalCollectedNights: number;
  totalCollectedOfferedNights: number;
  totalEstimatedSoldNights: number | null;
  totalGuests: number;
  totalGuestOffered: number;
  totalExpectedGuests: number | null;
  totalSoldPaingGuests: number;
  totalSoldGuestOffered: number;
  totalEstimatedGuests: number | null;
  hotelDetails: { id: number; name: string; roomDetails: RoomDetailDto[] }[];
};

export type ExposureNightDto = {
  night: string;
  allotted: number;
  booked: number;
  free: number;
  unsoldCost: string;
  expectedBooked: number | null;
  expectedUnsoldCost: string | null;
  lowUnsoldCost: string | null;
  highUnsoldCost: string | null;
  releaseAdvised: boolean;
};

export type ExposureDto = {
  /** Whether the expected figures come from a completed booking prediction. */
  predicted: boolean;
  hotels: {
    id: number;
    name: string;
    roomTypes: {
      id: number;
      type: string;
      unsoldCost: string;
      expectedUnsoldCost: string | null;
      nights: ExposureNightDto[];
    }[];
  }[];
};

export type SelectedEventDto = { id: number; name: string; dateFrom: string };

/** GET /api/predictions/{eventId}: SPEC.md section 3 "KPI / prediction", plus the prediction's id. */
export type KpiDto = {
  id: number | null;
  eventId: number;
  predictionCreated: boolean;
  predictionStatus: PredictionStatus | null;
  warningMessages: string[];
  selectedEvents: SelectedEventDto[];
  eventsForAverageAndConsumerPrediction: number[];
  eventsForBookingPrediction: number[];
  daysBeforeStart: number;
  actualBookedPercentage: number | null;
  averageBookedPercentage: number | null;
  differencePercentage: number | null;
  /** date: days before start; value: this event's booked %; comparedValue: the selected events' average. */
  actualAndAverageKpi: { date: number; value: number | null; comparedValue: number | null }[];
  predictionBookingFinalEntries: number | null;
  predictionBookingLowerBoundFinalEntries: number | null;
  predictionBookingUpperBoundFinalEntries: number | null;
  eventsForBookingEstimate: number;
  predictedConsumerFinalEntries: number | null;
  predictedConsumerLowerBoundFinalEntries: number | null;
  predictedConsumerUpperBoundFinalEntries: number | null;
  eventsForConsumerEstimate: number;
  backtest: BacktestRow[];
  /**
   * Whether the completed prediction can be trusted, with the reasons when not (lib/kpi/reliability.ts);
   * null without a computed prediction. The entries figures above are already at least entriesCount.
   */
  reliability: Reliability | null;
  breakEven: { entries: number; status: "above" | "straddles" | "below" } | null;
  totalNights: number;
  players: number;
  entriesCount: number;
  estimatedEntries: number | null;
  kpiDetails: KpiDetailsDto;
  exposure: ExposureDto;
};
