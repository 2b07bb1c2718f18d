import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";

describe("the connection pool", () => {
  afterEach(() => vi.restoreAllMocks());

  it("survives the server dropping its idle connections, and the next query gets a new one", async () => {
    const db = getDb();
    const logged: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(" "));
    });
    const before = (await db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]!.pid;
    // Another session ends the pool's (now idle) backend, as a PostgreSQL restart would.
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      await admin.query("select pg_terminate_backend($1)", [before]);
    } finally {
      await admin.end();
    }
    await vi.waitFor(() =>
      expect(logged.some((line) => line.includes("[db] idle connection lost"))).toBe(true),
    );
    const after = (await db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]!.pid;
    expect(after).not.toBe(before);
  });
});
