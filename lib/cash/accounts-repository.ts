import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";

/** Outbound minus Inbound movements of the Hotel item, per hotel (null: payments naming no hotel). */
export async function hotelPaymentsByLocation(
  db: DbOrTx,
  eventId: number,
): Promise<{ location_id: number | null; paid: string }[]> {
  const result = await db.execute<{ location_id: number | null; paid: string }>(sql`
    select p.location_id,
           (coalesce(sum(p.amount) filter (where p.typology = 'Outbound'), 0)
            - coalesce(sum(p.amount) filter (where p.typology = 'Inbound'), 0))::numeric(14,2)::text as paid
      from payments p
      join payment_items pi on pi.id = p.payment_item_id and pi.system_item = 'Hotel'
     where p.event_id = ${eventId}
     group by p.location_id`);
  return result.rows;
}

export type ItemEffectiveRow = {
  id: number;
  description: string;
  category: "Income" | "Cost" | "Refund";
  system_item: string | null;
  /** Income items: inbound - outbound; cost and refund items: outbound - inbound. */
  amount: string;
};

/**
 * Every income, cost and refund item (not the Transfer item) with the effective amount of its
 * movements in the event, in one aggregate query: system items first, then by description.
 */
export async function itemEffectiveAmounts(db: DbOrTx, eventId: number): Promise<ItemEffectiveRow[]> {
  const result = await db.execute<ItemEffectiveRow>(sql`
    select pi.id, pi.description, pi.category::text as category, pi.system_item::text as system_item,
           (case when pi.category = 'Income' then 1 else -1 end
             * (coalesce(m.inbound, 0) - coalesce(m.outbound, 0)))::numeric(14,2)::text as amount
      from payment_items pi
      -- The event's movements summed per item first (one pass, no join per movement).
      left join (
        select payment_item_id, sum(amount) filter (where typology = 'Inbound') as inbound,
               sum(amount) filter (where typology = 'Outbound') as outbound
          from payments
         where event_id = ${eventId}
         group by payment_item_id
      ) m on m.payment_item_id = pi.id
     where pi.system_item is distinct from 'Transfer'
       and (pi.is_visible or m.payment_item_id is not null)
     order by pi.is_custom, case pi.category when 'Income' then 0 else 1 end, lower(pi.description), pi.id`);
  return result.rows;
}
