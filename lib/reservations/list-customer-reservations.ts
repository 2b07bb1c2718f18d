import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "@/db/client";
import { dbIdSchema } from "@/lib/api/validation";
import type { Caller } from "@/lib/auth/caller";
import { dateToApi } from "@/lib/dates";
import type { ReservationStatus } from "./rules";

export const customerIdParamsSchema = z.object({ customerId: dbIdSchema });

export type CustomerReservationDto = {
  id: number;
  event: { id: number; name: string };
  checkIn: string;
  checkOut: string;
  location: { id: number; name: string };
  roomType: { id: number; type: string };
  status: ReservationStatus;
  totalPay: string;
};

/** The most rows the customer page shows (a player's whole history fits). */
const LIMIT = 500;

/**
 * GET /api/reservations/bycustomer/{customerId}: the reservations a customer is a guest of, across
 * events, newest stay first, in one query (agents: only theirs). Unknown customer: empty.
 */
export async function listCustomerReservations({
  db,
  caller,
  customerId,
}: {
  db: DbOrTx;
  caller: Caller;
  customerId: number;
}): Promise<CustomerReservationDto[]> {
  const agentFilter =
    caller.profileType === "Agent"
      ? sql`and exists (select 1 from reservation_agents ra where ra.reservation_id = r.id and ra.profile_id = ${caller.profileId})`
      : sql``;
  const result = await db.execute<{
    id: number;
    event_id: number;
    event_name: string;
    check_in: string;
    check_out: string;
    location_id: number;
    location_name: string;
    room_type_id: number;
    room_type: string;
    status: ReservationStatus;
    total_pay: string;
  }>(sql`
    select r.id, e.id as event_id, e.name as event_name, to_char(r.check_in, 'YYYY-MM-DD') as check_in,
           to_char(r.check_out, 'YYYY-MM-DD') as check_out, l.id as location_id, l.name as location_name,
           rt.id as room_type_id, rt.type as room_type, r.status, r.total_pay
      from reservation_customers rc
      join reservations r on r.id = rc.reservation_id
      join events e on e.id = r.event_id
      join locations l on l.id = r.location_id
      join room_types rt on rt.id = r.room_type_id
     where rc.customer_id = ${customerId} ${agentFilter}
     order by r.check_in desc, r.id desc
     limit ${LIMIT}`);
  return result.rows.map((row) => ({
    id: row.id,
    event: { id: row.event_id, name: row.event_name },
    checkIn: dateToApi(row.check_in)!,
    checkOut: dateToApi(row.check_out)!,
    location: { id: row.location_id, name: row.location_name },
    roomType: { id: row.room_type_id, type: row.room_type },
    status: row.status,
    totalPay: row.total_pay,
  }));
}
