// The reservation list part of `npm run bench` (BENCH_ONLY=list runs it alone): on the dataset of
// bench/reservations.bench.ts, the search route handler (zod, token check, caller load, one SQL,
// envelope; no network hop) at 1, 8 and 32 concurrent callers for four criteria, and the Excel
// export of the largest events: rows per second and the process's peak memory.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { issueAccessToken } from "@/lib/auth/tokens";
import { POST as searchRoute } from "@/app/api/reservations/search/route";
import { POST as excelRoute } from "@/app/api/reservations/printexcel/route";

const REQUESTS_PER_LEVEL = Number(process.env.BENCH_LIST_REQUESTS ?? 160);

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function call(handler: Handler, path: string, token: string, body: unknown): Promise<Response> {
  const response = await handler(
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** `callers` loops sharing REQUESTS_PER_LEVEL requests; p50/p95 of each request's latency. */
async function concurrent(label: string, callers: number, run: (i: number) => Promise<unknown>) {
  const samples: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (next < REQUESTS_PER_LEVEL) {
        const i = next++;
        const start = performance.now();
        await run(i);
        samples.push(performance.now() - start);
      }
    }),
  );
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(1);
  console.log(
    `${`${label}, ${callers} callers`.padEnd(56)} p50 ${at(0.5).padStart(7)} ms   p95 ${at(0.95).padStart(7)} ms`,
  );
}

/** A user holding the Reservations permission, and its access token. */
async function benchToken(db: Db): Promise<string> {
  const one = async <T>(query: ReturnType<typeof sql>) =>
    (await db.execute<T & Record<string, unknown>>(query)).rows[0]!;
  const role = await one<{ id: number }>(sql`insert into roles (name) values ('Bench list') returning id`);
  await db.execute(sql`
    insert into role_permissions (role_id, permission_id)
    select ${role.id}, id from permissions where code = 'Reservations'`);
  const profile = await one<{ id: number }>(
    sql`insert into profiles (type, last_name) values ('User', 'Bench list') returning id`,
  );
  const account = await one<{ id: number }>(sql`
    insert into accounts (profile_id, username, password_hash, role_id)
    values (${profile.id}, 'bench-list', 'not a hash', ${role.id}) returning id`);
  return (await issueAccessToken(account.id, 0, randomUUID())).token;
}

export async function benchReservationList(db: Db): Promise<void> {
  const token = await benchToken(db);
  // Numbers for the sort by progressive number, as the desk gives them.
  await db.execute(sql`
    update reservations r set progressive_number = n.rn
      from (select id, row_number() over (partition by event_id order by check_in, id) as rn from reservations) n
     where n.id = r.id`);
  await db.execute(sql`analyze reservations`);
  const events = (
    await db.execute<{ event_id: number; first_day: string; name: string }>(sql`
      select r.event_id, to_char(min(r.check_in) + 2, 'YYYY-MM-DD') as first_day,
             (select substr(c.last_name, 2, 4) from reservation_customers rc join customers c on c.id = rc.customer_id
               where rc.reservation_id = min(r.id)) as name
        from reservations r group by r.event_id order by md5(r.event_id::text) limit 100`)
  ).rows;
  const pick = (i: number) => events[i % events.length]!;
  const criteria: [string, (i: number) => unknown][] = [
    ["list: first page, default criteria", (i) => ({ eventId: pick(i).event_id })],
    ["list: customer name filter", (i) => ({ eventId: pick(i).event_id, customerContacts: pick(i).name })],
    [
      "list: check-in range",
      (i) => ({ eventId: pick(i).event_id, checkInFrom: pick(i).first_day, checkInTo: pick(i).first_day }),
    ],
    [
      "list: sort by progressive number, descending",
      (i) => ({ eventId: pick(i).event_id, orderField: "ProgressiveNumber", orderDirection: "Descending" }),
    ],
  ];
  console.log("");
  for (const [label, body] of criteria) {
    for (const callers of [1, 8, 32]) {
      await concurrent(label, callers, (i) =>
        call(searchRoute as Handler, "/api/reservations/search", token, body(i)),
      );
    }
  }
  await benchReservationExcel(db, token);
}

/**
 * The Excel export (`BENCH_ONLY=excel` runs it alone): the generated events hold about 800
 * reservations each, so it is measured on extra events of BENCH_EXCEL_ROWS reservations each
 * (comma separated, default 50,000 and 200,000; one guest each, a note on every fifth), through
 * the route handler, reading the streamed answer to its end: rows per second and the process's
 * RSS before and at its peak (sampled every 5 ms), to show memory does not grow with rows, and
 * the CPU time the app process spent (the rest of the wall time is PostgreSQL's, or waiting for
 * a core on a busy machine).
 */
export async function benchReservationExcel(db: Db, token?: string): Promise<void> {
  const caller = token ?? (await benchToken(db));
  const one = async <T>(query: ReturnType<typeof sql>) =>
    (await db.execute<T & Record<string, unknown>>(query)).rows[0]!;
  await db.execute(sql`
    insert into locations (name, city) select 'Bench Excel hotel', 'Sanremo'
     where not exists (select 1 from locations)`);
  await db.execute(sql`
    insert into room_types (type, capacity) select 'Bench Excel room', 2
     where not exists (select 1 from room_types)`);
  const sizes = (process.env.BENCH_EXCEL_ROWS ?? "50000,200000").split(",").map(Number);
  console.log("");
  for (const excelRows of sizes) {
    const big = await one<{ id: number }>(sql`
      insert into events (name, type, date_from, date_to)
      values (${`Bench largest event ${excelRows}`}, 'IPO', '2031-01-10', '2031-01-20')
      returning id`);
    await db.execute(sql`
      insert into reservations (event_id, location_id, room_type_id, check_in, check_out, status, type,
                                total_no_tax, total_tax, total_pay, notes)
      select ${big.id}, (select min(id) from locations), (select min(id) from room_types),
             date '2031-01-10' + k % 7, date '2031-01-12' + k % 7, 'Confirmed', 'Standard', 200, 10, 210,
             case when k % 5 = 0 then 'Nota ' || k end
        from generate_series(1, ${excelRows}) k`);
    await db.execute(sql`
      insert into reservation_customers (reservation_id, event_id, customer_id, position)
      select r.id, r.event_id, c.first + (r.id::bigint * 7919) % c.total, 0
        from reservations r, (select min(id) as first, count(*) as total from customers) c
       where r.event_id = ${big.id}`);
    await db.execute(sql`vacuum analyze reservations`);
    await db.execute(sql`analyze reservation_customers`);
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const before = process.memoryUsage().rss;
    const cpu = process.cpuUsage();
    const start = performance.now();
    const response = await call(excelRoute as Handler, "/api/reservations/printexcel", caller, {
      eventId: big.id,
    });
    const firstByte = performance.now() - start;
    let bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    const seconds = (performance.now() - start) / 1000;
    const used = process.cpuUsage(cpu);
    clearInterval(sampler);
    console.log(
      `list: Excel of ${excelRows} rows (${(bytes / 2 ** 20).toFixed(1)} MiB)`.padEnd(40) +
        ` ${(excelRows / seconds).toFixed(0)} rows/s, first byte ${firstByte.toFixed(0)} ms,` +
        ` rss ${(before / 2 ** 20).toFixed(0)} -> peak ${(peak / 2 ** 20).toFixed(0)} MiB,` +
        ` app CPU ${((used.user + used.system) / 1e6).toFixed(1)} s`,
    );
  }
}
