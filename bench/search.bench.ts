// `npm run bench`: times the list searches on a generated dataset and prints the figures.
// Uses BENCH_DATABASE_URL (a throwaway database is created there) or an embedded PostgreSQL in a
// temporary folder. Sizes: BENCH_CUSTOMERS (default 100000), BENCH_USERS (default 5000); the
// reservations part: see bench/reservations.bench.ts.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { ensureReferenceData } from "@/seed/reference-data";
import { countCustomers } from "@/lib/customers/count-customers";
import { getCustomer } from "@/lib/customers/get-customer";
import { searchCustomers } from "@/lib/customers/search-customers";
import { searchProfiles } from "@/lib/profiles/search-profiles";
import { benchDatabase, generatePeople } from "./dataset";
import { benchReservationExcel, benchReservationList } from "./reservation-list.bench";
import { benchReservations, loadDataset } from "./reservations.bench";

// 16 concurrent writers in the reservations part share a small pool: on 2 cores shared by the
// app and PostgreSQL, more backends than about twice the cores only add context switches (and a
// writer waiting for a room type's lock would hold a connection anyway). See README.
process.env.DB_POOL_SIZE ??= "4";
// The reservations part calls the save route handler, which checks a signed token.
process.env.AUTH_SECRET ??= `bench-${randomBytes(24).toString("hex")}`;

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const USERS = Number(process.env.BENCH_USERS ?? 5_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);

async function time(label: string, run: (round: number) => Promise<unknown>) {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    await run(round);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(1);
  console.log(`${label.padEnd(44)} p50 ${at(0.5).padStart(7)} ms   p95 ${at(0.95).padStart(7)} ms`);
  return samples;
}

async function main() {
  const { url, cleanup } = await benchDatabase();
  try {
    process.env.DATABASE_URL = url;
    const db = getDb();
    await runMigrations(db);
    await ensureReferenceData(db);
    const started = performance.now();
    // Varied names (no trigram shared by every row), as a real customer base has.
    await generatePeople(db, { customers: CUSTOMERS, users: USERS });
    await db.execute(sql`analyze`);
    console.log(
      `dataset: ${CUSTOMERS} customers, ${USERS} users, generated in ${((performance.now() - started) / 1000).toFixed(1)} s; ${ROUNDS} rounds each\n`,
    );
    // BENCH_ONLY=reservations: the reservations part alone (on the same customers).
    if (process.env.BENCH_ONLY === "reservations") {
      await benchReservations(db, time);
      return;
    }
    // BENCH_ONLY=excel: the reservation Excel export alone (on the same customers).
    if (process.env.BENCH_ONLY === "excel") {
      await benchReservationExcel(db);
      return;
    }
    // BENCH_ONLY=list: the reservation list part alone (dataset of the reservations part).
    if (process.env.BENCH_ONLY === "list") {
      await loadDataset(db);
      await db.execute(sql`vacuum analyze`);
      await benchReservationList(db);
      return;
    }
    const page = (pageNumber: number, search?: string) => ({ search, pageNumber, preservePages: false });
    const sample = async (expression: ReturnType<typeof sql>) =>
      (
        await db.execute<{ term: string }>(
          sql`select ${expression} as term from customers order by id limit ${ROUNDS}`,
        )
      ).rows.map((row) => row.term);
    const surnames = await sample(sql`substr(last_name, 2, 5)`);
    const fullNames = await sample(sql`first_name || ' ' || substr(last_name, 1, 4)`);
    const phones = await sample(sql`substr(phone, 4, 5)`);
    await time("customers: first page, no search", () => searchCustomers({ db, query: page(0) }));
    await time("customers: page 50, no search", () => searchCustomers({ db, query: page(50) }));
    await time("customers: search part of a surname", (r) =>
      searchCustomers({ db, query: page(0, surnames[r]) }),
    );
    await time("customers: search name and surname", (r) =>
      searchCustomers({ db, query: page(0, fullNames[r]) }),
    );
    await time("customers: search by phone digits", (r) =>
      searchCustomers({ db, query: page(0, phones[r]) }),
    );
    await time("customers: preserved pages 0..9", () =>
      searchCustomers({ db, query: { search: undefined, pageNumber: 9, preservePages: true } }),
    );
    await time("customers: count, no search", () => countCustomers({ db, query: { search: undefined } }));
    await time("customers: count with search", (r) => countCustomers({ db, query: { search: surnames[r] } }));
    const [{ id: firstId }] = (
      await db.execute<{ id: number }>(sql`select min(id)::int as id from customers`)
    ).rows as [{ id: number }];
    await time("customers: one customer with statistics", (r) => getCustomer({ db, id: firstId + r * 97 }));
    await time("users: search one word", (r) => searchProfiles({ db, query: page(0, surnames[r]) }));
    await benchReservations(db, time);
    await benchReservationList(db);
  } finally {
    // pool.end() resolves before its sockets close: the server's shutdown then reaches clients
    // still closing, whose "terminating connection" error must not crash the finished run.
    (getDb() as unknown as { $client: pg.Pool }).$client.on("error", () => {});
    await closeDb();
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
