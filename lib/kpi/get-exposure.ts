import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { dateToApi, romeToday } from "@/lib/dates";
import { centsToDecimal, requireCents, sumCents } from "@/lib/money/cents";
import { nightExposure } from "./forecast";
import type { PredictionResult } from "./prediction-result";
import { exposureRows, findKpiEvents, findPredictionOfEvent } from "./repository";
import type { ExposureDto } from "./schemas";

const money = (cents: number | null) => (cents === null ? null : centsToDecimal(cents));

/**
 * The allotment exposure: per hotel, room type and night still to come, the
 * unsold rooms and their cost if nobody books them, and with a booking prediction the expected
 * unsold cost with its range, flagging nights to release.
 */
export async function getExposure({
  db,
  eventId,
  fromDay,
  pickup,
}: {
  db: DbOrTx;
  eventId: number;
  fromDay: string;
  pickup: PredictionResult["pickup"];
}): Promise<ExposureDto> {
  const rows = await exposureRows(db, eventId, fromDay);
  const hotels: ExposureDto["hotels"] = [];
  for (const row of rows) {
    let hotel = hotels.find((h) => h.id === row.locationId);
    if (!hotel) hotels.push((hotel = { id: row.locationId, name: row.locationName, roomTypes: [] }));
    let roomType = hotel.roomTypes.find((r) => r.id === row.roomTypeId);
    if (!roomType) {
      hotel.roomTypes.push(
        (roomType = {
          id: row.roomTypeId,
          type: row.roomType,
          unsoldCost: "0.00",
          expectedUnsoldCost: null,
          nights: [],
        }),
      );
    }
    const night = nightExposure({ ...row, pickup });
    roomType.nights.push({
      night: dateToApi(row.night)!,
      allotted: row.allotted,
      booked: row.booked,
      free: night.free,
      unsoldCost: money(night.unsoldCostCents)!,
      expectedBooked: night.expectedBooked,
      expectedUnsoldCost: money(night.expectedUnsoldCostCents),
      lowUnsoldCost: money(night.lowUnsoldCostCents),
      highUnsoldCost: money(night.highUnsoldCostCents),
      releaseAdvised: night.releaseAdvised,
    });
  }
  for (const roomType of hotels.flatMap((h) => h.roomTypes)) {
    const total = (
      pick: (n: ExposureDto["hotels"][number]["roomTypes"][number]["nights"][number]) => string | null,
    ) => centsToDecimal(sumCents(roomType.nights.map((n) => requireCents(pick(n) ?? 0))));
    roomType.unsoldCost = total((n) => n.unsoldCost);
    roomType.expectedUnsoldCost = pickup ? total((n) => n.expectedUnsoldCost) : null;
  }
  return { predicted: Boolean(pickup), hotels };
}

/** GET /api/predictions/exposure/{eventId}: the exposure for the event's hotel cards. */
export async function getEventExposure({
  db,
  eventId,
}: {
  db: DbOrTx;
  eventId: number;
}): Promise<ExposureDto> {
  const [event] = await findKpiEvents(db, [eventId]);
  if (!event) throw new DomainError("eventNotFound");
  const prediction = await findPredictionOfEvent(db, eventId);
  const pickup = (prediction?.result as PredictionResult | null)?.pickup ?? null;
  return getExposure({ db, eventId, fromDay: romeToday(), pickup });
}
