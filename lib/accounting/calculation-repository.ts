import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";

/**
 * The few aggregate queries the accounting is computed from (set-based: one statement per
 * figure family, whatever the size of the event). Money comes back as numeric strings.
 */

export type EventFigures = {
  id: number;
  name: string;
  fee_per_partecipant: string | null;
  buy_in: string | null;
  guaranteed_value: string | null;
  to_prize_pool_value: string | null;
  earning_fee_percentage: string | null;
  /** Sum of `number` of the event's entries that are not deleted. */
  entries_number: number;
  /** totalPay of non-cancelled Standard/Packet reservations, not web and web. */
  standard_gross: string;
  web_gross: string;
};

export async function readEventFigures(db: DbOrTx, eventId: number): Promise<EventFigures | null> {
  const result = await db.execute<EventFigures>(sql`
    select e.id, e.name, e.fee_per_partecipant, e.buy_in, e.guaranteed_value, e.to_prize_pool_value,
      e.earning_fee_percentage,
      (select coalesce(sum(en.number), 0)::int from entries en
        where en.event_id = e.id and not en.is_deleted) as entries_number,
      coalesce(g.standard_gross, 0)::text as standard_gross,
      coalesce(g.web_gross, 0)::text as web_gross
    from events e
    left join lateral (
      select sum(r.total_pay) filter (where not r.is_web_reservation) as standard_gross,
        sum(r.total_pay) filter (where r.is_web_reservation) as web_gross
      from reservations r
      where r.event_id = e.id and r.status <> 'Canceled' and r.type in ('Standard', 'Packet')
    ) g on true
    where e.id = ${eventId}
  `);
  return result.rows[0] ?? null;
}

/** The event prices the player commissions are computed on, without the figures' aggregates. */
export async function readEventPrices(
  db: DbOrTx,
  eventId: number,
): Promise<Pick<EventFigures, "buy_in" | "fee_per_partecipant"> | null> {
  const result = await db.execute<Pick<EventFigures, "buy_in" | "fee_per_partecipant">>(sql`
    select e.buy_in, e.fee_per_partecipant from events e where e.id = ${eventId}
  `);
  return result.rows[0] ?? null;
}

/** One room pricing (a room type in a hotel period) with its nights per booking category. */
export type RoomPricingNights = {
  room_pricing_id: number;
  period_pricing_id: number;
  location_id: number;
  location_name: string;
  check_in: string;
  check_out: string;
  room_type: string;
  capacity: number;
  daily_tax: string;
  cost: string;
  cost_not_sell: string;
  cost_staff: string;
  sold_nights: number;
  sold_web_nights: number;
  staff_nights: number;
  staff_hotel_nights: number;
  guest_nights: number;
  unsold_nights: number;
};

/**
 * Every room pricing of the event with its nights: each night of a non-cancelled reservation is
 * matched to the room pricing of its hotel and room type whose period covers it (periods of one
 * room type never overlap); unsold = sum over the period's nights of max(0, allotted - booked),
 * the allotment of a night being its daily override or the room pricing's availability.
 */
export async function readRoomPricingNights(db: DbOrTx, eventId: number): Promise<RoomPricingNights[]> {
  const result = await db.execute<RoomPricingNights>(sql`
    with event_pricings as (
      select rp.id as room_pricing_id, pp.id as period_pricing_id, pp.location_id, pp.check_in,
        pp.check_out, pp.daily_tax, rp.room_type_id, rp.cost, rp.cost_not_sell, rp.cost_staff,
        rp.availability
      from period_pricings pp
      join room_pricings rp on rp.period_pricing_id = pp.id
      where pp.event_id = ${eventId}
    ),
    -- The event's non-cancelled reservations grouped by stay (hotel, room type, dates) with the
    -- rooms of each booking category: one pass over the reservations, and the work below grows
    -- with the distinct stays (a few thousand), not with the reservations or their nights.
    stays as (
      select location_id, room_type_id, check_in, check_out, count(*)::int as rooms,
        count(*) filter (where type in ('Standard', 'Packet') and not is_web_reservation)::int as sold,
        count(*) filter (where type in ('Standard', 'Packet') and is_web_reservation)::int as sold_web,
        count(*) filter (where type = 'Staff')::int as staff,
        count(*) filter (where type = 'StaffHotel')::int as staff_hotel,
        count(*) filter (where type = 'Guest')::int as guest
      from reservations
      where event_id = ${eventId} and status <> 'Canceled'
      group by location_id, room_type_id, check_in, check_out
    ),
    -- Each stay clipped to each period it overlaps: nights are span lengths and the booked rooms
    -- of a night come from +rooms/-rooms deltas at the span's ends.
    reservation_spans as (
      select ep.room_pricing_id, s.rooms, s.sold, s.sold_web, s.staff, s.staff_hotel, s.guest,
        greatest(s.check_in, ep.check_in) as span_start, least(s.check_out, ep.check_out) as span_end
      from stays s
      join event_pricings ep on ep.location_id = s.location_id and ep.room_type_id = s.room_type_id
        and s.check_in < ep.check_out and s.check_out > ep.check_in
    ),
    by_category as (
      select room_pricing_id,
        sum(sold * (span_end - span_start))::int as sold_nights,
        sum(sold_web * (span_end - span_start))::int as sold_web_nights,
        sum(staff * (span_end - span_start))::int as staff_nights,
        sum(staff_hotel * (span_end - span_start))::int as staff_hotel_nights,
        sum(guest * (span_end - span_start))::int as guest_nights
      from reservation_spans
      group by room_pricing_id
    ),
    booking_deltas as (
      select room_pricing_id, day, sum(delta)::int as delta
      from (
        select room_pricing_id, span_start as day, rooms as delta from reservation_spans
        union all
        select room_pricing_id, span_end as day, -rooms as delta from reservation_spans
      ) deltas
      group by room_pricing_id, day
    ),
    -- The rooms booked on a night are the running sum of the deltas up to that night.
    unsold as (
      select room_pricing_id, sum(greatest(0, allotted - booked))::int as unsold_nights
      from (
        select ep.room_pricing_id, coalesce(da.availability, ep.availability) as allotted,
          coalesce(sum(bd.delta) over (partition by ep.room_pricing_id order by d.day), 0) as booked
        from event_pricings ep
        cross join lateral generate_series(ep.check_in, ep.check_out - 1, interval '1 day') d(day)
        left join daily_availabilities da on da.room_pricing_id = ep.room_pricing_id and da.day = d.day::date
        left join booking_deltas bd on bd.room_pricing_id = ep.room_pricing_id and bd.day = d.day::date
      ) nights
      group by room_pricing_id
    )
    select ep.room_pricing_id, ep.period_pricing_id, ep.location_id, l.name as location_name,
      ep.check_in, ep.check_out, rt.type as room_type, rt.capacity, ep.daily_tax, ep.cost,
      ep.cost_not_sell, ep.cost_staff,
      coalesce(c.sold_nights, 0) as sold_nights, coalesce(c.sold_web_nights, 0) as sold_web_nights,
      coalesce(c.staff_nights, 0) as staff_nights, coalesce(c.staff_hotel_nights, 0) as staff_hotel_nights,
      coalesce(c.guest_nights, 0) as guest_nights, coalesce(u.unsold_nights, 0) as unsold_nights
    from event_pricings ep
    join locations l on l.id = ep.location_id
    join room_types rt on rt.id = ep.room_type_id
    left join by_category c on c.room_pricing_id = ep.room_pricing_id
    left join unsold u on u.room_pricing_id = ep.room_pricing_id
    order by l.name, ep.location_id, ep.check_in, rt.type, ep.room_pricing_id
  `);
  return result.rows;
}

/** An agent of the event: their commission template, activity and payments received. */
export type AgentActivity = {
  profile_id: number;
  first_name: string;
  last_name: string;
  template_type: string | null;
  mode: "Fixed" | "Percentage" | "Mixed" | null;
  commission_for_room: string | null;
  commission_for_room_mode: "Fixed" | "Percentage" | null;
  commission_for_player: string | null;
  commission_for_player_mode: "Fixed" | "Percentage" | null;
  player_commission_source: "BuyIn" | "Fee" | null;
  reservations_number: number;
  nights_accounted: number;
  /** Sum of totalPay - totalTax of the agent's Standard/Packet reservations. */
  room_revenue: string;
  guest_reservations: number;
  guest_nights: number;
  entries_number: number;
  /** Outbound movements of the Agent item for this agent. */
  paid: string;
};

/**
 * Every agent with a non-cancelled reservation in the event, or a payment of the Agent item in
 * it. Entries are those of the customers the agent brought as agent-players (each customer once
 * per agent, whatever the number of their reservations).
 */
export async function readAgentActivity(db: DbOrTx, eventId: number): Promise<AgentActivity[]> {
  const result = await db.execute<AgentActivity>(sql`
    with agent_reservations as (
      select ra.profile_id, r.id, r.type, r.check_out - r.check_in as nights, r.total_pay, r.total_tax
      from reservation_agents ra
      join reservations r on r.id = ra.reservation_id
      where r.event_id = ${eventId} and r.status <> 'Canceled'
    ),
    -- Per agent and booking type first (plain sums, no per-row filters), then per agent.
    by_type as (
      select profile_id, type, count(*)::int as reservations, sum(nights)::int as nights,
        sum(total_pay) - sum(total_tax) as room_revenue
      from agent_reservations
      group by profile_id, type
    ),
    rooms as (
      select profile_id,
        coalesce(sum(reservations) filter (where type in ('Standard', 'Packet')), 0)::int as reservations_number,
        coalesce(sum(nights) filter (where type in ('Standard', 'Packet')), 0)::int as nights_accounted,
        coalesce(sum(room_revenue) filter (where type in ('Standard', 'Packet')), 0) as room_revenue,
        coalesce(sum(reservations) filter (where type = 'Guest'), 0)::int as guest_reservations,
        coalesce(sum(nights) filter (where type = 'Guest'), 0)::int as guest_nights
      from by_type
      group by profile_id
    ),
    agent_players as (
      select distinct ar.profile_id, rc.customer_id
      from agent_reservations ar
      join reservation_customers rc on rc.reservation_id = ar.id and rc.is_agent_player
    ),
    players as (
      select ap.profile_id, sum(en.number)::int as entries_number
      from agent_players ap
      join entries en on en.event_id = ${eventId} and en.customer_id = ap.customer_id and not en.is_deleted
      group by ap.profile_id
    ),
    paid as (
      select p.agent_profile_id as profile_id, sum(p.amount) as paid
      from payments p
      join payment_items pi on pi.id = p.payment_item_id and pi.system_item = 'Agent'
      where p.event_id = ${eventId} and p.typology = 'Outbound' and p.agent_profile_id is not null
      group by p.agent_profile_id
    ),
    agent_ids as (
      select profile_id from rooms union select profile_id from paid
    )
    select pr.id as profile_id, pr.first_name, pr.last_name, ct.type as template_type, ct.mode,
      ct.commission_for_room::text, ct.commission_for_room_mode, ct.commission_for_player::text,
      ct.commission_for_player_mode, ct.player_commission_source,
      coalesce(ro.reservations_number, 0) as reservations_number,
      coalesce(ro.nights_accounted, 0) as nights_accounted,
      coalesce(ro.room_revenue, 0)::text as room_revenue,
      coalesce(ro.guest_reservations, 0) as guest_reservations,
      coalesce(ro.guest_nights, 0) as guest_nights,
      coalesce(pl.entries_number, 0) as entries_number,
      coalesce(pa.paid, 0)::text as paid
    from agent_ids ids
    join profiles pr on pr.id = ids.profile_id
    left join agents a on a.profile_id = pr.id
    left join commission_templates ct on ct.id = a.commission_template_id
    left join rooms ro on ro.profile_id = pr.id
    left join players pl on pl.profile_id = pr.id
    left join paid pa on pa.profile_id = pr.id
    order by pr.search_key, pr.last_name collate "C", pr.first_name collate "C", pr.id
  `);
  return result.rows;
}
