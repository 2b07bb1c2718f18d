import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { dbIdSchema } from "@/lib/api/validation";
import { fileNamePart, xlsxResponse } from "@/lib/api/xlsx";
import type { Caller } from "@/lib/auth/caller";
import type { ApiTranslator } from "@/lib/i18n/server-translator";
import { xlsxSheet } from "@/lib/xlsx/sheet";
import { stayNights } from "./availability";
import { findEventName } from "./search-repository";

export const bookingStatusParamsSchema = z.object({
  eventId: dbIdSchema,
  locationId: dbIdSchema,
  roomTypeId: dbIdSchema,
});
export type BookingStatusParams = z.infer<typeof bookingStatusParamsSchema>;

type StayRow = {
  id: number;
  progressive_number: number | null;
  check_in: string;
  check_out: string;
  guests: string | null;
};

/**
 * GET /api/periodpricings/nested/{eventId}/{locationId}/{roomTypeId} ("Stato prenotazioni"): per
 * night of the hotel's periods for that room type, the rooms allotted, booked and free (negative
 * in red) and the reservations sleeping there. Agents see only their reservations listed; the
 * counts are the hotel's.
 */
export async function exportBookingStatus({
  db,
  caller,
  params,
  t,
}: {
  db: DbOrTx;
  caller: Caller;
  params: BookingStatusParams;
  t: ApiTranslator;
}): Promise<Response> {
  const { eventId, locationId, roomTypeId } = params;
  const eventName = await findEventName(db, eventId);
  if (eventName === null) throw new DomainError("eventNotFound");
  const range = await db.execute<{ first: string | null; last: string | null }>(sql`
    select to_char(min(pp.check_in), 'YYYY-MM-DD') as first, to_char(max(pp.check_out), 'YYYY-MM-DD') as last
      from period_pricings pp join room_pricings rp on rp.period_pricing_id = pp.id and rp.room_type_id = ${roomTypeId}
     where pp.event_id = ${eventId} and pp.location_id = ${locationId}`);
  const { first, last } = range.rows[0] ?? { first: null, last: null };
  if (!first || !last) throw new DomainError("periodPricingNotFound");
  const nights = (
    await stayNights(db, { eventId, locationId, roomTypeId, checkIn: first, checkOut: last })
  ).filter((night) => night.covered);
  const agentFilter =
    caller.profileType === "Agent"
      ? sql`and exists (select 1 from reservation_agents ra where ra.reservation_id = r.id and ra.profile_id = ${caller.profileId})`
      : sql``;
  const stays = await db.execute<StayRow>(sql`
    select r.id, r.progressive_number, to_char(r.check_in, 'YYYY-MM-DD') as check_in,
           to_char(r.check_out, 'YYYY-MM-DD') as check_out,
           (select string_agg(trim(c.last_name || ' ' || c.first_name), ', ' order by rc.position)
              from reservation_customers rc join customers c on c.id = rc.customer_id
             where rc.reservation_id = r.id) as guests
      from reservations r
     where r.event_id = ${eventId} and r.location_id = ${locationId} and r.room_type_id = ${roomTypeId}
       and r.status <> 'Canceled' and r.check_in < ${last}::date and r.check_out > ${first}::date ${agentFilter}
     order by r.check_in, r.id`);
  const w = (key: string) => t(`reservationDocuments.${key}`);
  const sleepingOn = (day: string) =>
    stays.rows
      .filter((stay) => stay.check_in <= day && stay.check_out > day)
      .map((stay) =>
        `${stay.progressive_number ? `${stay.progressive_number} ` : ""}#${stay.id} ${stay.guests ?? ""}`.trim(),
      )
      .join("; ");
  const sheet = xlsxSheet<(typeof nights)[number]>({
    name: w("nightsSheet"),
    columns: [
      { header: w("night"), type: "date", width: 12, value: (night) => night.day },
      { header: w("allotted"), type: "number", width: 10, value: (night) => night.allotted },
      { header: w("booked"), type: "number", width: 11, value: (night) => night.booked },
      { header: w("free"), type: "number", width: 10, alertWhenNegative: true, value: (night) => night.free },
      {
        header: w("reservations"),
        type: "text",
        width: 90,
        wrap: true,
        value: (night) => sleepingOn(night.day),
      },
    ],
    rows: [nights],
  });
  return xlsxResponse(`bookings_${fileNamePart(eventName)}.xlsx`, [sheet]);
}
