import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, type DbOrTx } from "@/db/client";
import { readSideBySide } from "@/db/read-side-by-side";

/** An advisory lock key of this file's own: the gate the reads below wait at. */
const GATE = 730_417;

/** A read that answers its backend's pid. */
const pidOf = (db: DbOrTx) => async () =>
  (await db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]!.pid;

/** A read that first waits for the gate to open (a shared lock on it), then answers its backend's pid. */
const gatedPid = (db: DbOrTx) => async () =>
  (
    await db.execute<{ pid: number }>(
      sql`select pg_backend_pid() as pid, pg_advisory_xact_lock_shared(${GATE})::text as gate`,
    )
  ).rows[0]!.pid;

/** How many backends of this database are waiting for the gate right now. */
const waitingAtGate = async (db: DbOrTx) =>
  (
    await db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_locks
          where locktype = 'advisory' and classid = 0 and objid = ${GATE} and not granted
            and database = (select oid from pg_database where datname = current_database())`,
    )
  ).rows[0]!.waiting;

describe("readSideBySide", () => {
  it("runs the reads together on separate pool connections from the root database", async () => {
    const db = getDb();
    let reads: Promise<[number, number, number]> | undefined;
    // The gate is held shut by a transaction while the reads start: all three are seen waiting at
    // it at once, which reads run one after the other never are (only the first would get there).
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${GATE})::text`);
      reads = readSideBySide(db, [gatedPid(db), gatedPid(db), gatedPid(db)]);
      await expect.poll(() => waitingAtGate(db), { timeout: 10_000 }).toBe(3);
    });
    const pids = await reads!;
    expect(new Set(pids).size).toBe(3);
  });

  it("runs them one after the other on a transaction's one connection, in order", async () => {
    const order: string[] = [];
    const { results, transactionPid } = await getDb().transaction(async (tx) => ({
      transactionPid: await pidOf(tx)(),
      // Started together, the second would note itself while the first still waits for its answer.
      results: await readSideBySide(tx, [
        async () => {
          const pid = await pidOf(tx)();
          order.push("first");
          return pid;
        },
        async () => {
          order.push("second");
          return (await tx.execute<{ n: number }>(sql`select 2 as n`)).rows[0]!.n;
        },
      ]),
    }));
    expect(order).toEqual(["first", "second"]);
    expect(results).toEqual([transactionPid, 2]);
  });
});
