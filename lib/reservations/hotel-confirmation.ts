import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import type { HotelConfirmationDto } from "@/lib/communications/schemas";
import { instantToApi } from "@/lib/dates";

/** The columns `hotelConfirmationLateral` adds to a row. */
export type HotelConfirmationColumns = {
  hc_state: HotelConfirmationDto["state"] | null;
  hc_sent_id: number | null;
  /** Milliseconds: the driver hands timestamps of raw statements back as text. */
  hc_since: number | null;
};

/**
 * `left join lateral (...) hc on true` giving reservation `alias`'s hotel state (DOMAIN.md
 * "Communications to hotels"): 'toSend' while a communication of it waits (not sent, or bound to
 * an e-mail not delivered), else the state of the latest delivered message that included it for
 * its current hotel; no row when it was never communicated. At most two index probes per row
 * (communications_pending_reservation_unique, communications_reservation_sent_idx): the second
 * branch runs only when the first finds nothing. The latest message holding the reservation is
 * never superseded for it, so its state is its answer, else waiting (none: sent without a link).
 */
export function hotelConfirmationLateral(alias: string): SQL {
  const r = sql.raw(alias);
  return sql`left join lateral (
      (select 'toSend' as hc_state, null::integer as hc_sent_id, null::float8 as hc_since
        where exists (select 1 from communications c
                       where c.reservation_id = ${r}.id and c.communication_sent_id is null)
           or exists (select 1 from communications c
                        join communications_sent s on s.id = c.communication_sent_id
                       where c.reservation_ref = ${r}.id and c.communication_sent_id is not null
                         and s.delivery_status <> 'sent'))
      union all
      (select coalesce(s.answer::text, case when s.confirm_token_hash is null then 'none' else 'waiting' end),
              s.id, (extract(epoch from coalesce(s.answered_at, s.sent_at)) * 1000)::float8
         from communications c join communications_sent s on s.id = c.communication_sent_id
        where c.reservation_ref = ${r}.id and c.communication_sent_id is not null
          and c.location_id = ${r}.location_id and s.delivery_status = 'sent'
        order by c.communication_sent_id desc
        limit 1)
      limit 1) hc on true`;
}

export function toHotelConfirmation(row: HotelConfirmationColumns): HotelConfirmationDto | null {
  if (row.hc_state === null) return null;
  return {
    state: row.hc_state,
    sentId: row.hc_sent_id,
    since: row.hc_since === null ? null : instantToApi(new Date(Number(row.hc_since))),
  };
}

/** One reservation's hotel state (the save's answer, after its communications are queued). */
export async function hotelConfirmationOf(
  db: DbOrTx,
  reservationId: number,
): Promise<HotelConfirmationDto | null> {
  const rows = await db.execute<HotelConfirmationColumns>(sql`
    select hc.hc_state, hc.hc_sent_id, hc.hc_since from reservations r ${hotelConfirmationLateral("r")}
     where r.id = ${reservationId}`);
  const row = rows.rows[0];
  return row ? toHotelConfirmation(row) : null;
}
