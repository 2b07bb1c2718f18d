// `npm run bench:accounting`: the event accounting calculation on one large generated event
// (p50/p95) and the queue latency of a classic report (request -> Completed, real pg-boss worker).
// Uses BENCH_DATABASE_URL (a throwaway database is created there) or an embedded PostgreSQL in a
// temporary folder. Size: BENCH_ACCOUNTING_RESERVATIONS (default 6000) reservations over 8 hotels
// x 6 room types x 20 nights, 40 agents, entries for 5000 customers.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { closeDb, getDb } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { accountingRequests } from "@/db/schema";
import { createAdmin } from "@/seed/create-admin";
import { ensureReferenceData } from "@/seed/reference-data";
import { calculateEventAccounting } from "@/lib/accounting/calculate-event-accounting";
import { registerAccountingJobs } from "@/lib/accounting/register-accounting-jobs";
import { requestEventAccounting } from "@/lib/accounting/request-event-accounting";
import { startJobQueue, stopJobQueue } from "@/lib/jobs/job-queue";
import { benchDatabase } from "./dataset";

const RESERVATIONS = Number(process.env.BENCH_ACCOUNTING_RESERVATIONS ?? 6000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const QUEUE_ROUNDS = Number(process.env.BENCH_QUEUE_ROUNDS ?? 20);
process.env.AUTH_SECRET ??= `bench-${randomBytes(24).toString("hex")}`;

function report(label: string, samples: number[]) {
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(1);
  console.log(`${label.padEnd(44)} p50 ${at(0.5).padStart(7)} ms   p95 ${at(0.95).padStart(7)} ms`);
}

/** One large event: every figure family has rows (agents, agent-players, entries, payments). */
async function loadEvent(): Promise<number> {
  const db = getDb();
  const [event] = (
    await db.execute<{ id: number }>(sql`
      insert into events (name, type, date_from, date_to, fee_per_partecipant, buy_in, guaranteed_value,
                          to_prize_pool_value, earning_fee_percentage)
      values ('Bench accounting', 'IPO', '2030-05-01', '2030-05-20', 50, 500, 1000000, 450, 20)
      returning id`)
  ).rows;
  const eventId = event!.id;
  await db.execute(sql`
    insert into room_types (type, capacity) select 'Bench acc ' || n, 1 + n % 3 from generate_series(1, 6) n`);
  await db.execute(sql`
    insert into locations (name, city) select 'Bench acc hotel ' || n, 'Sanremo' from generate_series(1, 8) n`);
  await db.execute(sql`
    insert into period_pricings (event_id, location_id, check_in, check_out, daily_tax)
    select ${eventId}, id, date '2030-05-01', date '2030-05-21', 2.50 from locations where name like 'Bench acc hotel %'`);
  await db.execute(sql`
    insert into room_pricings (period_pricing_id, room_type_id, sell_price, cost, cost_not_sell, cost_staff, availability)
    select pp.id, rt.id, 120, 80, 40, 60, 40
    from period_pricings pp cross join (select id from room_types where type like 'Bench acc %') rt
    where pp.event_id = ${eventId}`);
  await db.execute(sql`
    insert into daily_availabilities (room_pricing_id, day, availability)
    select rp.id, date '2030-05-01' + (rp.id % 20), 10
    from room_pricings rp join period_pricings pp on pp.id = rp.period_pricing_id where pp.event_id = ${eventId}`);
  await db.execute(sql`
    insert into customers (first_name, last_name)
    select 'Bench', 'Giocatore ' || n from generate_series(1, 5000) n`);
  await db.execute(sql`
    insert into commission_templates (type, is_default, mode, commission_for_room, commission_for_player,
                                      commission_for_room_mode, commission_for_player_mode, player_commission_source)
    values ('Bench pct', true, 'Percentage', 10, 5, 'Percentage', 'Percentage', 'BuyIn'),
           ('Bench fixed', true, 'Fixed', 6, 15, 'Fixed', 'Fixed', null)`);
  await db.execute(sql`
    with new_profiles as (
      insert into profiles (type, first_name, last_name)
      select 'Agent', 'Agente', 'Bench ' || n from generate_series(1, 40) n returning id
    )
    insert into agents (profile_id, commission_template_id)
    select p.id, (select id from commission_templates where type = case when p.id % 2 = 0 then 'Bench pct' else 'Bench fixed' end)
    from new_profiles p`);
  await db.execute(sql`insert into agent_roles (role_description) values ('Bench ruolo')`);
  await db.execute(sql`
    insert into reservations (event_id, location_id, room_type_id, check_in, check_out, status, type,
                              is_web_reservation, total_no_tax, total_tax, total_pay)
    select ${eventId}, pp.location_id, rp.room_type_id,
           date '2030-05-01' + (k * 7) % 15, date '2030-05-01' + (k * 7) % 15 + 1 + k % 5,
           (case when k % 10 = 0 then 'Canceled' else 'Confirmed' end)::reservation_status,
           (case when k % 11 = 0 then 'Staff' when k % 13 = 0 then 'Guest' when k % 17 = 0 then 'StaffHotel'
                 when k % 4 = 0 then 'Packet' else 'Standard' end)::reservation_type,
           k % 6 = 0, 120 * (1 + k % 5), 5 * (1 + k % 5), 125 * (1 + k % 5)
    from generate_series(1, ${RESERVATIONS}) k
    join lateral (
      select rp.room_type_id, rp.period_pricing_id from room_pricings rp
      join period_pricings p on p.id = rp.period_pricing_id where p.event_id = ${eventId}
      order by rp.id offset k % 48 limit 1
    ) rp on true
    join period_pricings pp on pp.id = rp.period_pricing_id`);
  await db.execute(sql`
    insert into reservation_customers (reservation_id, event_id, customer_id, position, is_agent_player)
    select r.id, r.event_id, c.first + (r.id::bigint * 7919) % c.total, 0, r.id % 3 = 0
    from reservations r, (select min(id) as first, count(*) as total from customers where last_name like 'Giocatore %') c
    where r.event_id = ${eventId}`);
  await db.execute(sql`
    insert into reservation_agents (reservation_id, agent_role_id, profile_id)
    select r.id, (select id from agent_roles where role_description = 'Bench ruolo'),
           a.first + r.id % a.total
    from reservations r, (select min(profile_id) as first, count(*) as total from agents) a
    where r.event_id = ${eventId} and r.id % 2 = 0`);
  await db.execute(sql`
    insert into entries (event_id, customer_id, number)
    select ${eventId}, id, 1 + id % 3 from customers where last_name like 'Giocatore %'`);
  await db.execute(sql`
    insert into payments (event_id, typology, payment_item_id, payment_method_id, amount, payment_date, agent_profile_id)
    select ${eventId}, 'Outbound', (select id from payment_items where system_item = 'Agent'),
           (select min(id) from payment_methods), 100, date '2030-05-20', profile_id
    from agents`);
  await db.execute(sql`vacuum analyze`);
  return eventId;
}

async function main() {
  const { url, cleanup } = await benchDatabase();
  try {
    process.env.DATABASE_URL = url;
    const db = getDb();
    await runMigrations(db);
    await ensureReferenceData(db);
    const started = performance.now();
    const eventId = await loadEvent();
    const counts = (
      await db.execute<{ reservations: number; nights: number }>(sql`
        select count(*)::int as reservations, coalesce(sum(check_out - check_in), 0)::int as nights
        from reservations where event_id = ${eventId}`)
    ).rows[0]!;
    console.log(
      `event: ${counts.reservations} reservations, ${counts.nights} reservation-nights, 48 room pricings x 20 nights, 40 agents, 5000 entries rows; generated in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
    const first = await calculateEventAccounting({ db, eventId });
    console.log(
      `net ${first!.totalNetGain}, overlay ${first!.overlay}, agents ${first!.agentsAccounting.length - 1}`,
    );
    const samples: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const start = performance.now();
      await calculateEventAccounting({ db, eventId });
      samples.push(performance.now() - start);
    }
    report("accounting calculation (largest event)", samples);

    await createAdmin(db, { username: "bench", password: "bench-password" });
    await registerAccountingJobs();
    await startJobQueue({ work: true });
    const [caller] = (await db.execute<{ id: number }>(sql`select id from accounts limit 1`)).rows;
    const latency: number[] = [];
    for (let round = 0; round < QUEUE_ROUNDS; round++) {
      const start = performance.now();
      const request = await requestEventAccounting({
        db,
        caller: { accountId: caller!.id, profileId: 0, profileType: "User", roleId: 0, permissions: [] },
        eventId,
      });
      for (;;) {
        const [row] = await db
          .select({ status: accountingRequests.status })
          .from(accountingRequests)
          .where(eq(accountingRequests.id, request.id));
        if (row?.status === "Completed" || row?.status === "Error") break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      latency.push(performance.now() - start);
    }
    report("queue latency (request -> Completed)", latency);
    await stopJobQueue();
  } finally {
    (getDb() as unknown as { $client: pg.Pool }).$client.on("error", () => {});
    await closeDb();
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
