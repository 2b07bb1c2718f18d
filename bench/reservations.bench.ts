// The reservations part of `npm run bench` (called by bench/search.bench.ts on the same database):
// a generated dataset of BENCH_EVENTS events (300) with hotel periods and about
// BENCH_RESERVATION_NIGHTS (1,000,000) reservation-nights, loaded with set-based SQL, then
// CheckAvailability and the quote through their use cases, and saves per second with 16
// concurrent writers through the save use case (lib/reservations/save-reservation.ts, the code
// the route handler calls, without HTTP).
import { randomUUID } from "node:crypto";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "@/db/client";
import type { Caller } from "@/lib/auth/caller";
import { addDays } from "@/lib/dates";
import { checkAvailability } from "@/lib/reservations/check-availability";
import { getAvailableReservations } from "@/lib/reservations/get-available-reservations";
import { saveReservation } from "@/lib/reservations/save-reservation";
import { reservationInputSchema, type ReservationInput } from "@/lib/reservations/schemas";
import { issueAccessToken } from "@/lib/auth/tokens";
import { POST as saveRoute } from "@/app/api/reservations/save/route";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 300);
const RESERVATION_NIGHTS = Number(process.env.BENCH_RESERVATION_NIGHTS ?? 1_000_000);
const WRITERS = 16;
const SAVES_PER_WRITER = Number(process.env.BENCH_SAVES_PER_WRITER ?? 25);
const HOTELS_PER_EVENT = 4;
const ROOM_TYPES = 4;
/** Stays of 1..7 nights starting within the first 13 nights of a 20-night period: 4 nights on average. */
const AVERAGE_NIGHTS = 4;

/**
 * Counts the statements sent to PostgreSQL (every pool and transaction query goes through
 * pg.Client#query, BEGIN and COMMIT included): the round trips of one operation do not depend on
 * the machine's load, unlike its timings. `capture` keeps the text and parameters of each one.
 */
const roundTrips = { count: 0, captured: null as null | { text: string; values: unknown[] }[] };
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  roundTrips.count++;
  const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown];
  if (roundTrips.captured) {
    roundTrips.captured.push(
      typeof config === "string"
        ? { text: config, values: Array.isArray(values) ? values : [] }
        : { text: config.text, values: config.values ?? (Array.isArray(values) ? values : []) },
    );
  }
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof clientQuery;

async function countRoundTrips<T>(
  run: () => Promise<T>,
): Promise<{ count: number; statements: { text: string; values: unknown[] }[] }> {
  roundTrips.count = 0;
  roundTrips.captured = [];
  try {
    await run();
    return { count: roundTrips.count, statements: roundTrips.captured };
  } finally {
    roundTrips.captured = null;
  }
}

type Timer = (label: string, run: (round: number) => Promise<unknown>) => Promise<number[]>;

export async function loadDataset(db: Db): Promise<{ reservations: number; nights: number }> {
  const groups = EVENTS * HOTELS_PER_EVENT * ROOM_TYPES;
  const perGroup = Math.max(1, Math.round(RESERVATION_NIGHTS / AVERAGE_NIGHTS / groups));
  await db.execute(sql`
    insert into room_types (type, capacity)
    select 'Bench ' || n, 1 + n % 3 from generate_series(1, ${ROOM_TYPES}) n`);
  await db.execute(sql`
    insert into events (name, type, date_from, date_to)
    select 'Bench event ' || n, 'IPO', date '2020-01-05' + n * 12, date '2020-01-05' + n * 12 + 9
    from generate_series(1, ${EVENTS}) n`);
  await db.execute(sql`
    insert into locations (name, city) select 'Bench hotel ' || n, 'Sanremo' from generate_series(1, 20) n`);
  await db.execute(sql`
    insert into period_pricings (event_id, location_id, check_in, check_out, daily_tax)
    select e.id, l.id, e.date_from - 3, e.date_from + 17, 2.50
    from events e
    cross join lateral (
      select id from locations where name like 'Bench hotel %' order by id offset (e.id % 5) * ${HOTELS_PER_EVENT} limit ${HOTELS_PER_EVENT}
    ) l
    where e.name like 'Bench event %'`);
  await db.execute(sql`
    insert into room_pricings (period_pricing_id, room_type_id, sell_price, availability)
    select pp.id, rt.id, 90 + rt.id % 50, 400
    from period_pricings pp cross join (select id from room_types where type like 'Bench %') rt`);
  await db.execute(sql`
    insert into reservations (event_id, location_id, room_type_id, check_in, check_out, status, type,
                              total_no_tax, total_tax, total_pay)
    select pp.event_id, pp.location_id, rp.room_type_id,
           pp.check_in + (k * 7) % 13, pp.check_in + (k * 7) % 13 + 1 + k % 7,
           (case when k % 10 = 0 then 'Canceled' when k % 3 = 0 then 'Settled' else 'Confirmed' end)::reservation_status,
           (case when k % 9 = 0 then 'Packet' else 'Standard' end)::reservation_type,
           100 * (1 + k % 7), 5 * (1 + k % 7), 105 * (1 + k % 7)
    from room_pricings rp
    join period_pricings pp on pp.id = rp.period_pricing_id
    cross join generate_series(1, ${perGroup}) k
    where rp.room_type_id in (select id from room_types where type like 'Bench %')`);
  await db.execute(sql`
    insert into reservation_days (reservation_id, day, sell_price, daily_tax)
    select r.id, g::date, 100, 2.50
    from reservations r cross join generate_series(r.check_in, r.check_out - 1, interval '1 day') g`);
  await db.execute(sql`
    insert into reservation_customers (reservation_id, event_id, customer_id, position)
    select r.id, r.event_id, c.first + (r.id::bigint * 7919) % c.total, 0
    from reservations r, (select min(id) as first, count(*) as total from customers) c`);
  const counts = await db.execute<{ reservations: number; nights: number }>(sql`
    select (select count(*) from reservations)::int as reservations, (select count(*) from reservation_days)::int as nights`);
  return counts.rows[0]!;
}

export async function benchReservations(db: Db, time: Timer): Promise<void> {
  const started = performance.now();
  const { reservations, nights } = await loadDataset(db);
  await db.execute(sql`vacuum analyze`);
  console.log(
    `\nreservations dataset: ${EVENTS} events, ${reservations} reservations, ${nights} reservation-nights, generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const groups = (
    await db.execute<{ event_id: number; location_id: number; room_type_id: number; check_in: string }>(sql`
      select pp.event_id, pp.location_id, rp.room_type_id, to_char(pp.check_in, 'YYYY-MM-DD') as check_in
      from period_pricings pp join room_pricings rp on rp.period_pricing_id = pp.id
      order by md5(pp.id::text || rp.id::text) limit 500`)
  ).rows;
  const stay = (round: number) => {
    const g = groups[round % groups.length]!;
    const checkIn = addDays(g.check_in, round % 4);
    return { g, checkIn, checkOut: addDays(checkIn, 14) };
  };
  const availability = await time("reservations: CheckAvailability, 14 nights", (round) => {
    const { g, checkIn, checkOut } = stay(round);
    return checkAvailability({
      db,
      query: {
        eventId: g.event_id,
        locationId: g.location_id,
        roomTypeId: g.room_type_id,
        checkIn,
        checkOut,
        reservationsNumber: 1,
      },
    });
  });
  await time("reservations: quote (every hotel), 14 nights", (round) => {
    const { g, checkIn, checkOut } = stay(round);
    return getAvailableReservations({
      db,
      query: { eventId: g.event_id, roomTypeId: g.room_type_id, checkIn, checkOut },
    });
  });

  // Round trips of one CheckAvailability call, and the plan of its availability statement(s).
  const probe = stay(1);
  const availabilityTrips = await countRoundTrips(() =>
    checkAvailability({
      db,
      query: {
        eventId: probe.g.event_id,
        locationId: probe.g.location_id,
        roomTypeId: probe.g.room_type_id,
        checkIn: probe.checkIn,
        checkOut: probe.checkOut,
        reservationsNumber: 1,
      },
    }),
  );
  console.log(`reservations: CheckAvailability round trips: ${availabilityTrips.count}`);
  await explain(db, "CheckAvailability (a dataset group, 14 nights)", availabilityTrips.statements);

  const target = groups[0]!;
  // Room enough for every save: the figure is the cost of the check and the write, not refusals.
  await db.execute(sql`
    update room_pricings rp set availability = 100000 from period_pricings pp
    where pp.id = rp.period_pricing_id and pp.event_id = ${target.event_id}`);
  const keys = (
    await db.execute<{ location_id: number; room_type_id: number }>(sql`
      select pp.location_id, rp.room_type_id from period_pricings pp join room_pricings rp on rp.period_pricing_id = pp.id
      where pp.event_id = ${target.event_id} order by 1, 2 limit ${WRITERS}`)
  ).rows;
  const fixture = await saveFixture(db);
  const caller: Caller = {
    accountId: fixture.accountId,
    profileId: fixture.profileId,
    profileType: "Master",
    roleId: fixture.roleId,
    permissions: [],
  };
  const checkIn = addDays(target.check_in, 2);
  const checkOut = addDays(target.check_in, 6);
  /** The save body as the client sends it; `full`: 2 guests, 1 agent, 1 payment. */
  const body = (key: { location_id: number; room_type_id: number }, full = false, id?: number) => ({
    id: id ?? null,
    event: { id: target.event_id },
    location: { id: key.location_id },
    roomType: { id: key.room_type_id },
    checkIn,
    checkOut,
    type: "Standard",
    customers: full
      ? fixture.customerIds.map((customerId) => ({ id: customerId, isAgentPlayer: false }))
      : [],
    profiles: full ? [{ id: fixture.agentId, agentRole: { id: fixture.agentRoleId } }] : [],
    discount: "0",
    notes: id ? "edited" : null,
    payments: full
      ? [{ amount: "100.00", methodId: fixture.paymentMethodId, paymentDate: checkIn, notes: null }]
      : [],
  });
  const input = (...args: Parameters<typeof body>): ReservationInput =>
    reservationInputSchema.parse(body(...args));
  const options = {
    creationMode: "Classic" as const,
    reservationsNumber: 1,
    skipCapacityValidation: false,
    skipCustomerCheck: false,
  };

  // Round trips of one Classic save with 2 guests, 1 agent and 1 payment, then of its edit.
  const countedKey = keys[keys.length - 1]!;
  let savedId = 0;
  const createTrips = await countRoundTrips(async () => {
    savedId = (await saveReservation({ db, caller, input: input(countedKey, true), options })).reservation.id;
  });
  const editTrips = await countRoundTrips(() =>
    saveReservation({ db, caller, input: input(countedKey, true, savedId), options }),
  );
  console.log(
    `reservations: save round trips (Classic, 2 guests, 1 agent, 1 payment): create ${createTrips.count}, edit ${editTrips.count}`,
  );
  if (process.env.BENCH_SHOW_STATEMENTS) {
    for (const statement of createTrips.statements) console.log(`  ${statement.text.replace(/\s+/g, " ")}`);
  }
  await db.execute(sql`delete from reservations where id = ${savedId}`);

  const savesPerSecond = async (
    label: string,
    keyOf: (writer: number) => { location_id: number; room_type_id: number },
    save: (key: { location_id: number; room_type_id: number }) => Promise<unknown>,
  ) => {
    const start = performance.now();
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, writer) => {
        const key = keyOf(writer);
        for (let i = 0; i < SAVES_PER_WRITER; i++) await save(key);
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    const rate = (WRITERS * SAVES_PER_WRITER) / seconds;
    console.log(
      `${label.padEnd(44)} ${rate.toFixed(0).padStart(7)} saves/s (${WRITERS} writers x ${SAVES_PER_WRITER} saves, pool ${process.env.DB_POOL_SIZE}, load average ${os.loadavg()[0]!.toFixed(1)})`,
    );
    return rate;
  };
  const useCase = (key: { location_id: number; room_type_id: number }) =>
    saveReservation({ db, caller, input: input(key), options });
  await savesPerSecond("reservations: saves, 16 writers, one room type", () => keys[0]!, useCase);
  await savesPerSecond(
    `reservations: saves, 16 writers, ${keys.length} room types`,
    (writer) => keys[writer % keys.length]!,
    useCase,
  );
  // The same through the route handler, called with a Request as Next calls it (token check,
  // caller load, zod parsing, envelope), still without a network hop.
  const route = async (key: { location_id: number; room_type_id: number }) => {
    const response = await saveRoute(
      new Request("http://localhost/api/reservations/save?creationMode=Classic", {
        method: "POST",
        headers: { authorization: `Bearer ${fixture.token}`, "content-type": "application/json" },
        body: JSON.stringify({ reservation: body(key) }),
      }),
      { params: Promise.resolve({}) },
    );
    if (response.status !== 200)
      throw new Error(`save route answered ${response.status}: ${await response.text()}`);
  };
  await savesPerSecond(
    `reservations: route saves, 16 writers, ${keys.length} types`,
    (writer) => keys[writer % keys.length]!,
    route,
  );

  // The busiest group now holds the dataset's bookings plus the saves above.
  const busy = await countRoundTrips(() =>
    checkAvailability({
      db,
      query: {
        eventId: target.event_id,
        locationId: keys[0]!.location_id,
        roomTypeId: keys[0]!.room_type_id,
        checkIn: target.check_in,
        checkOut: addDays(target.check_in, 14),
        reservationsNumber: 1,
      },
    }),
  );
  await explain(db, "CheckAvailability (the group that took the saves, 14 nights)", busy.statements);
  const sorted = [...availability].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))]!;
  console.log(
    `CheckAvailability p95 ${p95.toFixed(1)} ms (target <= 8 ms); load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(", ")}`,
  );
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statements that read reservations or their nights. */
async function explain(db: Db, label: string, statements: { text: string; values: unknown[] }[]) {
  const client = (db as unknown as { $client: pg.Pool }).$client;
  for (const statement of statements.filter(
    (s) => /reservation/i.test(s.text) && /^\s*(with|select)/i.test(s.text),
  )) {
    const plan = await client.query<{ "QUERY PLAN": string }>(
      `explain (analyze, buffers) ${statement.text}`,
      statement.values,
    );
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS), ${label}:`);
    for (const row of plan.rows) console.log(`  ${row["QUERY PLAN"]}`);
  }
}

/** A Master user with a token (the route), 2 fresh guests, an agent with its role, a payment method. */
async function saveFixture(db: Db) {
  const one = async <T>(query: ReturnType<typeof sql>) =>
    (await db.execute<T & Record<string, unknown>>(query)).rows[0]!;
  const role = await one<{ id: number }>(
    sql`insert into roles (name) values ('Bench reservations') returning id`,
  );
  await db.execute(sql`
    insert into role_permissions (role_id, permission_id)
    select ${role.id}, id from permissions where code = 'Reservations'`);
  const profile = await one<{ id: number }>(
    sql`insert into profiles (type, last_name) values ('Master', 'Bench') returning id`,
  );
  const account = await one<{ id: number }>(sql`
    insert into accounts (profile_id, username, password_hash, role_id)
    values (${profile.id}, 'bench-reservations', 'not a hash', ${role.id}) returning id`);
  const guests = await db.execute<{ id: number }>(sql`
    insert into customers (first_name, last_name) values ('Ospite', 'Bench uno'), ('Ospite', 'Bench due') returning id`);
  const agentRole = await one<{ id: number }>(
    sql`insert into agent_roles (role_description) values ('Bench role') returning id`,
  );
  const agent = await one<{ id: number }>(
    sql`insert into profiles (type, last_name) values ('Agent', 'Bench agent') returning id`,
  );
  await db.execute(sql`insert into agents (profile_id, agent_role_id) values (${agent.id}, ${agentRole.id})`);
  const method = await one<{ id: number }>(sql`select id from payment_methods order by id limit 1`);
  return {
    roleId: role.id,
    profileId: profile.id,
    accountId: account.id,
    token: (await issueAccessToken(account.id, 0, randomUUID())).token,
    customerIds: guests.rows.map((row) => row.id),
    agentId: agent.id,
    agentRoleId: agentRole.id,
    paymentMethodId: method.id,
  };
}
