import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as healthRoute, POST as healthPost } from "@/app/api/health/route";
import type { Db } from "@/db/client";
import { HEALTH_TIMEOUT_MS, checkHealth } from "@/lib/health/check-health";
import { startJobQueue, stopJobQueue } from "@/lib/jobs/job-queue";
import { invoke } from "../support/api";

beforeAll(async () => {
  await startJobQueue({ work: false });
});
afterAll(async () => {
  await stopJobQueue();
});

const health = () => invoke<{ database: string; queue: string }>(healthRoute, { path: "/api/health" });

describe("GET /api/health", () => {
  it("200 without a token when the database and the queue answer, and nothing else in the answer", async () => {
    const answer = await health();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      messages: [],
      entity: { database: "ok", queue: "ok" },
      validationCodes: [],
      validationLevel: "Valid",
    });
  });

  it("503 naming the queue when the queue is stopped, 200 again once it runs", async () => {
    await stopJobQueue();
    try {
      const answer = await health();
      expect(answer.status).toBe(503);
      expect(answer.response.headers.get("retry-after")).toBe("5");
      expect(answer.body.success).toBe(false);
      expect(answer.body.entity).toEqual({ database: "ok", queue: "fail" });
      expect(answer.body.messages).toEqual(["Servizio non disponibile: coda dei lavori"]);
    } finally {
      await startJobQueue({ work: false });
    }
    expect((await health()).status).toBe(200);
  });

  it("a database that does not answer fails its part (the use case, bounded in time)", async () => {
    // Nothing listens on port 1: the connection is refused.
    const pool = new pg.Pool({ connectionString: "postgres://postgres@127.0.0.1:1/none", max: 1 });
    try {
      const report = await checkHealth({ db: drizzle(pool) as unknown as Db, timeoutMs: 2_000 });
      expect(report).toEqual({ database: "fail", queue: "ok" });
    } finally {
      await pool.end();
    }
  });

  it("a check that hangs counts as failed when its timeout, the one given, runs out", async () => {
    let asked = 0;
    const hanging = {
      execute: () => {
        asked += 1;
        return new Promise(() => {});
      },
    } as unknown as Db;
    const timers = vi.spyOn(globalThis, "setTimeout");
    try {
      expect(await checkHealth({ db: hanging, timeoutMs: 200 })).toEqual({ database: "fail", queue: "ok" });
      // The database was asked and never answered: only the timer armed for it can have failed it.
      expect(asked).toBe(1);
      expect(timers.mock.calls.filter(([, ms]) => ms === 200)).toHaveLength(2);
    } finally {
      timers.mockRestore();
    }
  });

  it("the route's check is bounded by HEALTH_TIMEOUT_MS, each part", async () => {
    const timers = vi.spyOn(globalThis, "setTimeout");
    try {
      expect((await health()).status).toBe(200);
      expect(timers.mock.calls.filter(([, ms]) => ms === HEALTH_TIMEOUT_MS)).toHaveLength(2);
    } finally {
      timers.mockRestore();
    }
  });

  it("other methods are 405", async () => {
    const answer = await invoke(healthPost, { method: "POST", path: "/api/health", body: {} });
    expect(answer.status).toBe(405);
  });
});
