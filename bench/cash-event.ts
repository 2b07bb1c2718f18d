// The cash benchmark's generated event (bench/cash.bench.ts, bench/cash-explain.ts): one
// cash-module event of `reservations` reservations (4 hotels x 4 room types, 200 agents, 20,000
// customers, 8,000 entries rows) with a payment per non-cancelled reservation, agent and hotel
// payments and cash funds. Returns the event id.
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

export async function seedCashEvent(db: Db, reservations: number): Promise<number> {
  const RESERVATIONS = reservations;
  const one = async <T>(query: ReturnType<typeof sql>) =>
    (await db.execute<T & Record<string, unknown>>(query)).rows[0]!;
  const event = await one<{ id: number }>(sql`
    insert into events (name, type, date_from, date_to, fee_per_partecipant, buy_in, guaranteed_value,
                        to_prize_pool_value, earning_fee_percentage, cash_module_enabled)
    values ('Bench cash event', 'IPO', '2031-01-10', '2031-01-20', 50, 500, 1000000, 400, 60, true)
    returning id`);
  const eventId = event.id;
  await db.execute(
    sql`insert into room_types (type, capacity) select 'Cash ' || n, 1 + n % 3 from generate_series(1, 4) n`,
  );
  await db.execute(
    sql`insert into locations (name, city) select 'Cash hotel ' || n, 'Sanremo' from generate_series(1, 4) n`,
  );
  await db.execute(sql`
    insert into period_pricings (event_id, location_id, check_in, check_out, daily_tax)
    select ${eventId}, id, date '2031-01-07', date '2031-01-27', 2.50 from locations where name like 'Cash hotel %'`);
  await db.execute(sql`
    insert into room_pricings (period_pricing_id, room_type_id, sell_price, cost, cost_not_sell, cost_staff, availability)
    select pp.id, rt.id, 120, 70, 35, 45, ${Math.ceil(RESERVATIONS / 16)}
    from period_pricings pp cross join (select id from room_types where type like 'Cash %') rt
    where pp.event_id = ${eventId}`);
  await db.execute(sql`
    insert into customers (first_name, last_name) select 'Nome', 'Cliente ' || n from generate_series(1, 20000) n`);
  await db.execute(sql`
    insert into commission_templates (type, mode, commission_for_room, commission_for_player,
                                      commission_for_room_mode, commission_for_player_mode)
    values ('Bench', 'Mixed', 5, 10, 'Fixed', 'Percentage')`);
  await db.execute(sql`insert into agent_roles (role_description) values ('Bench')`);
  await db.execute(sql`
    insert into profiles (type, first_name, last_name) select 'Agent', 'Agente', 'Bench ' || n from generate_series(1, 200) n`);
  await db.execute(sql`
    insert into agents (profile_id, agent_role_id, commission_template_id)
    select p.id, (select id from agent_roles limit 1), (select id from commission_templates where type = 'Bench')
    from profiles p where p.last_name like 'Bench %' and p.type = 'Agent'`);
  await db.execute(sql`
    insert into reservations (event_id, location_id, room_type_id, check_in, check_out, status, type,
                              total_no_tax, total_tax, total_pay, is_web_reservation)
    select ${eventId}, rp_loc, rp_type, date '2031-01-07' + k % 13, date '2031-01-07' + k % 13 + 1 + k % 7,
           (case when k % 10 = 0 then 'Canceled' when k % 3 = 0 then 'Settled' else 'Confirmed' end)::reservation_status,
           (case when k % 23 = 0 then 'Staff' when k % 29 = 0 then 'Guest' when k % 9 = 0 then 'Packet' else 'Standard' end)::reservation_type,
           120 * (1 + k % 7), 5 * (1 + k % 7), 125 * (1 + k % 7), k % 5 = 0
    from generate_series(1, ${RESERVATIONS}) k
    cross join lateral (
      select pp.location_id as rp_loc, rp.room_type_id as rp_type
      from room_pricings rp join period_pricings pp on pp.id = rp.period_pricing_id
      where pp.event_id = ${eventId} order by rp.id offset k % 16 limit 1) pick`);
  await db.execute(sql`
    insert into reservation_days (reservation_id, day, sell_price, daily_tax)
    select r.id, g::date, 120, 2.50
    from reservations r cross join generate_series(r.check_in, r.check_out - 1, interval '1 day') g
    where r.event_id = ${eventId}`);
  await db.execute(sql`
    insert into reservation_customers (reservation_id, event_id, customer_id, position, is_agent_player)
    select r.id, r.event_id, c.first + (r.id::bigint * 7919) % c.total, 0, r.id % 4 = 0
    from reservations r, (select min(id) as first, count(*) as total from customers) c
    where r.event_id = ${eventId}`);
  await db.execute(sql`
    insert into reservation_agents (reservation_id, agent_role_id, profile_id)
    select r.id, (select id from agent_roles limit 1), a.first + r.id % 200
    from reservations r, (select min(profile_id) as first from agents) a
    where r.event_id = ${eventId} and r.id % 3 <> 0`);
  await db.execute(sql`
    insert into entries (event_id, customer_id, number)
    select ${eventId}, id, 1 + id % 3 from customers order by id limit 8000`);
  // A payment per non-cancelled reservation, 2,000 agent payments, 400 hotel payments, cash funds.
  await db.execute(sql`
    insert into payments (event_id, typology, payment_item_id, payment_method_id, amount, payment_date, reservation_id)
    select ${eventId}, 'Inbound', (select id from payment_items where system_item = 'Reservation'),
           (select id from payment_methods order by id offset r.id % 4 limit 1), r.total_pay, r.check_in, r.id
    from reservations r where r.event_id = ${eventId} and r.status <> 'Canceled'`);
  await db.execute(sql`
    insert into payments (event_id, typology, payment_item_id, payment_method_id, amount, payment_date, agent_profile_id)
    select ${eventId}, 'Outbound', (select id from payment_items where system_item = 'Agent'),
           (select id from payment_methods order by id limit 1), 25, date '2031-01-15', a.first + n % 200
    from generate_series(1, 2000) n, (select min(profile_id) as first from agents) a`);
  await db.execute(sql`
    insert into payments (event_id, typology, payment_item_id, payment_method_id, amount, payment_date, location_id)
    select ${eventId}, 'Outbound', (select id from payment_items where system_item = 'Hotel'),
           (select id from payment_methods order by id offset 2 limit 1), 1000, date '2031-01-16', l.id
    from generate_series(1, 100) n cross join (select id from locations where name like 'Cash hotel %') l`);
  await db.execute(sql`
    insert into payments (event_id, typology, payment_method_id, amount, payment_date)
    select ${eventId}, 'CashFund', id, 500, date '2031-01-10' from payment_methods`);
  await db.execute(sql`analyze`);
  return eventId;
}
