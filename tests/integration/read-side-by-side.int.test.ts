import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, type DbOrTx } from "@/db/client";
import { readSideBySide } from "@/db/read-side-by-side";

/** A read that sleeps 150 ms in the database and answers its backend's pid. */
const slowPid = (db: DbOrTx) => async () =>
  (await db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid, pg_sleep(0.15)`)).rows[0]!.pid;

describe("readSideBySide", () => {
  it("runs the reads together on separate pool connections from the root database", async () => {
    const db = getDb();
    const start = performance.now();
    const [first, second, third] = await readSideBySide(db, [slowPid(db), slowPid(db), slowPid(db)]);
    const elapsed = performance.now() - start;
    expect(new Set([first, second, third]).size).toBe(3);
    expect(elapsed).toBeLessThan(450);
  });

  it("runs them one after the other on a transaction's one connection, in order", async () => {
    const order: string[] = [];
    const results = await getDb().transaction(async (tx) =>
      readSideBySide(tx, [
        async () => {
          const pid = await slowPid(tx)();
          order.push("first");
          return pid;
        },
        async () => {
          order.push("second");
          return (await tx.execute<{ n: number }>(sql`select 2 as n`)).rows[0]!.n;
        },
      ]),
    );
    expect(order).toEqual(["first", "second"]);
    expect(results[1]).toBe(2);
  });
});
