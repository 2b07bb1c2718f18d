// The soak run of `npm run bench:http` (BENCH_ONLY=soak): BENCH_SOAK_DESKS (32) desks
// each loop for BENCH_SOAK_SECONDS (300) over a mix of what a festival desk does, through HTTP on
// the production server and the benchmark dataset: customer searches (rare term, "ross", the
// whole list with its count), reservation searches, reservation saves (a new booking, as the form
// sends it), payments (the booking saved again with a payment, as the payment dialog does) and cash
// movements (an income). Prints p50/p95/p99 per call type, the errors (must be 0) and the resident
// memory (VmRSS) of the server's processes at the start, every 30 s and at the end.
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const DESKS = Number(process.env.BENCH_SOAK_DESKS ?? 32);

type Request = { method: "GET" | "POST"; path: string; body?: unknown };
type Send = (request: Request) => Promise<string>;

/** The process and its descendants (the cluster workers of scripts/start.mjs). */
function processTree(pid: number): number[] {
  const children: number[] = [];
  try {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const text = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      if (text) children.push(...text.split(/\s+/).map(Number));
    }
  } catch {
    return [];
  }
  return [pid, ...children.flatMap(processTree)];
}

/** VmRSS in MiB of each server process, from /proc/<pid>/status. */
function serverMemory(pid: number): { pid: number; name: string; rss: number }[] {
  return processTree(pid).flatMap((one) => {
    try {
      const status = fs.readFileSync(`/proc/${one}/status`, "utf8");
      const kib = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
      const name = /Name:\s+(\S+)/.exec(status)?.[1] ?? "?";
      return [{ pid: one, name, rss: kib / 1024 }];
    } catch {
      return [];
    }
  });
}

function memoryText(pid: number): string {
  const list = serverMemory(pid);
  const total = list.reduce((sum, one) => sum + one.rss, 0);
  return `${total.toFixed(0)} MiB (${list.map((one) => `${one.name} ${one.pid}: ${one.rss.toFixed(0)}`).join(", ")})`;
}

type Group = { event_id: number; location_id: number; room_type_id: number; check_in: string };

export async function runSoak({
  db,
  send,
  serverPid,
  load,
}: {
  db: Db;
  send: Send;
  serverPid: number;
  load: () => string;
}): Promise<void> {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await db.execute<T & Record<string, unknown>>(query)).rows;
  const rare = (
    await rows<{ term: string }>(sql`
      select substr(last_name, 2, 5) as term from customers where last_name not like 'Ross%'
       order by id limit 200`)
  ).map((row) => row.term);
  const customerIds = (
    await rows<{ id: number }>(sql`select id from customers order by md5(id::text) limit 2000`)
  ).map((row) => row.id);
  const groups = await rows<Group>(sql`
    select pp.event_id, pp.location_id, rp.room_type_id, to_char(pp.check_in, 'YYYY-MM-DD') as check_in
      from period_pricings pp join room_pricings rp on rp.period_pricing_id = pp.id
     order by md5(pp.id::text || rp.id::text) limit 500`);
  const names = await rows<{ event_id: number; name: string }>(sql`
    select r.event_id, (select substr(c.last_name, 2, 4) from reservation_customers rc
                          join customers c on c.id = rc.customer_id where rc.reservation_id = min(r.id)) as name
      from reservations r group by r.event_id`);
  // The festival's cash desk is open on every event (income movements need it).
  await db.execute(sql`update events set cash_module_enabled = true`);
  const [item] = await rows<{ id: number }>(sql`
    insert into payment_items (category, description) values ('Income', 'Soak varie') returning id`);
  if (!groups.length || !names.length || !item) throw new Error("the soak needs the reservations dataset");

  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const day = (from: string, plus: number) => {
    const date = new Date(`${from}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + plus);
    return date.toISOString().slice(0, 10);
  };
  const saveQuery = "skipCapacityValidation=true&skipCustomerCheck=true";
  type Booking = { body: Record<string, unknown>; paid: boolean };
  const newBooking = (): Record<string, unknown> => {
    const group = pick(groups);
    const offset = Math.floor(Math.random() * 10);
    return {
      event: { id: group.event_id },
      location: { id: group.location_id },
      roomType: { id: group.room_type_id },
      checkIn: day(group.check_in, offset),
      checkOut: day(group.check_in, offset + 1 + Math.floor(Math.random() * 4)),
      status: "Confirmed",
      type: "Standard",
      customers: [{ id: pick(customerIds), isAgentPlayer: false }],
      profiles: [],
      payments: [],
      notes: "soak",
    };
  };

  /** run: the call; it may answer the label it was counted as. */
  type Kind = { label: string; weight: number; run: (desk: { last?: Booking }) => Promise<unknown> };
  const kinds: Kind[] = [
    {
      label: "customers/search, rare term",
      weight: 10,
      run: () => send({ method: "GET", path: `/api/customers/search?search=${pick(rare)}` }),
    },
    {
      label: 'customers/search "ross"',
      weight: 5,
      run: () => send({ method: "GET", path: "/api/customers/search?search=ross" }),
    },
    {
      label: "customers list + count",
      weight: 5,
      run: () =>
        Promise.all([
          send({ method: "GET", path: "/api/customers/search" }),
          send({ method: "GET", path: "/api/customers/count" }),
        ]),
    },
    {
      label: "reservations/search + count",
      weight: 15,
      run: () => {
        const event = pick(names);
        const criteria =
          Math.random() < 0.5
            ? { eventId: event.event_id }
            : { eventId: event.event_id, customerContacts: event.name };
        return Promise.all([
          send({ method: "POST", path: "/api/reservations/search", body: criteria }),
          send({ method: "POST", path: "/api/reservations/count", body: criteria }),
        ]);
      },
    },
    {
      label: "reservations/save, new booking",
      weight: 20,
      run: async (desk) => {
        const body = newBooking();
        const answer = JSON.parse(
          await send({
            method: "POST",
            path: `/api/reservations/save?${saveQuery}`,
            body: { reservation: body },
          }),
        ) as { entity: { reservation: { id: number } } };
        desk.last = { body: { ...body, id: answer.entity.reservation.id }, paid: false };
      },
    },
    {
      // The desk's last booking saved again with one payment, as the payment dialog does (a desk
      // without an unpaid booking makes a new one instead, counted as such).
      label: "reservations/save, payment",
      weight: 15,
      run: async (desk) => {
        const booking = desk.last;
        if (!booking || booking.paid) {
          await kinds.find((kind) => kind.label === "reservations/save, new booking")!.run(desk);
          return "reservations/save, new booking";
        }
        const payment = { amount: "50.00", methodId: 1, paymentDate: booking.body.checkIn, notes: "soak" };
        await send({
          method: "POST",
          path: `/api/reservations/save?${saveQuery}`,
          body: { reservation: { ...booking.body, payments: [payment] } },
        });
        booking.paid = true;
      },
    },
    {
      label: "payments/income (cash movement)",
      weight: 10,
      run: () =>
        send({
          method: "POST",
          path: "/api/payments/income",
          body: {
            eventId: pick(names).event_id,
            methodId: 1,
            paymentItemId: item.id,
            paymentDate: "2026-11-24",
            amount: "20.00",
            notes: "soak",
          },
        }),
    },
  ];
  const totalWeight = kinds.reduce((sum, kind) => sum + kind.weight, 0);
  const choose = () => {
    let value = Math.random() * totalWeight;
    for (const kind of kinds) if ((value -= kind.weight) < 0) return kind;
    return kinds[kinds.length - 1]!;
  };

  // Warm-up: each call type a few times, so that the start figure is a served, not a cold, process.
  const warm = { last: undefined as Booking | undefined };
  for (const kind of kinds) for (let i = 0; i < 5; i++) await kind.run(warm);

  const samples = new Map<string, number[]>(kinds.map((kind) => [kind.label, []]));
  const errors = new Map<string, number>();
  const firstErrors: string[] = [];
  console.log(
    `\nsoak: ${DESKS} desks for ${SECONDS} s; load average ${load()}\nserver memory at start: ${memoryText(serverPid)}`,
  );
  const started = performance.now();
  const until = started + SECONDS * 1000;
  const ticker = setInterval(() => {
    const elapsed = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`  ${elapsed} s: server memory ${memoryText(serverPid)}; load average ${load()}`);
  }, 30_000);
  await Promise.all(
    Array.from({ length: DESKS }, async () => {
      const desk: { last?: Booking } = {};
      while (performance.now() < until) {
        const kind = choose();
        const start = performance.now();
        try {
          const counted = await kind.run(desk);
          samples
            .get(typeof counted === "string" && samples.has(counted) ? counted : kind.label)!
            .push(performance.now() - start);
        } catch (error) {
          errors.set(kind.label, (errors.get(kind.label) ?? 0) + 1);
          if (firstErrors.length < 5) firstErrors.push(`${kind.label}: ${String(error).slice(0, 400)}`);
        }
      }
    }),
  );
  clearInterval(ticker);
  const elapsed = (performance.now() - started) / 1000;
  const [written] = await rows<{ reservations: number; payments: number; movements: number }>(sql`
    select (select count(*) from reservations where notes = 'soak')::int as reservations,
           (select count(*) from payments where notes = 'soak' and reservation_id is not null)::int as payments,
           (select count(*) from payments where notes = 'soak' and reservation_id is null)::int as movements`).catch(
    () => [undefined],
  );
  console.log(`server memory at end: ${memoryText(serverPid)}; load average ${load()}\n`);
  const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
  console.log(`${"call".padEnd(36)} ${"calls".padStart(7)} ${"errors".padStart(6)}   p50 / p95 / p99 ms`);
  let all = 0;
  for (const kind of kinds) {
    const list = samples.get(kind.label)!.sort((a, b) => a - b);
    all += list.length;
    const at = (q: number) => list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? NaN;
    console.log(
      `${kind.label.padEnd(36)} ${String(list.length).padStart(7)} ${String(errors.get(kind.label) ?? 0).padStart(6)}   ${ms(at(0.5))} / ${ms(at(0.95))} / ${ms(at(0.99))}`,
    );
  }
  const errorTotal = [...errors.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `\n${all} desk actions in ${elapsed.toFixed(0)} s (${(all / elapsed).toFixed(0)}/s), errors ${errorTotal}` +
      (written
        ? `; written: ${written.reservations} bookings, ${written.payments} payments, ${written.movements} movements`
        : ""),
  );
  for (const line of firstErrors) console.log(`  error: ${line}`);
}
