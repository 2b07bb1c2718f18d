import { randomBytes } from "node:crypto";
import PgBoss from "pg-boss";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import {
  drainJobs,
  enqueueJob,
  registerJobHandler,
  startJobQueue,
  stopJobQueue,
  wakeJobWorkers,
} from "@/lib/jobs/job-queue";

afterAll(async () => {
  await stopJobQueue();
});

const queueName = (label: string) => `test_${label}_${randomBytes(3).toString("hex")}`;

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting for the condition");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function waitingJobs(name: string): Promise<number> {
  const result = await getDb().execute(
    sql`select count(*)::int as n from pgboss.job where name = ${name} and state in ('created', 'retry')`,
  );
  return (result.rows[0] as { n: number }).n;
}

describe("job queue", () => {
  it("writes a job with the transaction: none after a rollback, one after a commit", async () => {
    const name = queueName("tx");
    const seen: number[] = [];
    await registerJobHandler<{ n: number }>(name, async ({ n }) => {
      seen.push(n);
    });
    await startJobQueue({ work: false });

    await expect(
      getDb().transaction(async (tx) => {
        await enqueueJob({ db: tx, name, data: { n: 1 } });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await waitingJobs(name)).toBe(0);

    await getDb().transaction(async (tx) => {
      await enqueueJob({ db: tx, name, data: { n: 2 } });
    });
    expect(await waitingJobs(name)).toBe(1);
    expect(await drainJobs({ name })).toBe(1);
    expect(seen).toEqual([2]);
    expect(await waitingJobs(name)).toBe(0);
  });

  it("marks a job failed when its handler throws, and runs the next one", async () => {
    const name = queueName("fail");
    const seen: number[] = [];
    await registerJobHandler<{ n: number }>(
      name,
      async ({ n }) => {
        if (n === 1) throw new Error("broken");
        seen.push(n);
      },
      { retryLimit: 0 },
    );
    await enqueueJob({ name, data: { n: 1 } });
    await enqueueJob({ name, data: { n: 2 } });
    expect(await drainJobs({ name })).toBe(2);
    expect(seen).toEqual([2]);
    const failed = await getDb().execute(
      sql`select output from pgboss.job where name = ${name} and state = 'failed'`,
    );
    expect(failed.rows).toHaveLength(1);
    expect(JSON.stringify(failed.rows[0])).toContain("broken");
  });

  it("a job enqueued while no worker runs is done once a worker starts (a restart)", async () => {
    const name = queueName("restart");
    const seen: number[] = [];
    await registerJobHandler<{ n: number }>(name, async ({ n }) => {
      seen.push(n);
    });
    await startJobQueue({ work: false });
    await enqueueJob({ name, data: { n: 7 } });
    await stopJobQueue();

    await startJobQueue({ work: true });
    await waitFor(() => seen.length === 1);
    expect(seen).toEqual([7]);
    await stopJobQueue();
  });

  it("two workers on one database never take the same job", async () => {
    const name = queueName("pair");
    const runs = new Map<number, string[]>();
    const handle = (worker: string) => async (n: number) => {
      runs.set(n, [...(runs.get(n) ?? []), worker]);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await registerJobHandler<{ n: number }>(name, async ({ n }) => handle("app")(n), { concurrency: 2 });
    await startJobQueue({ work: true });
    // A second, independent pg-boss instance: what another server process runs.
    const other = new PgBoss({ connectionString: process.env.DATABASE_URL!, max: 2 });
    await other.start();
    try {
      await other.work<{ n: number }>(name, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) =>
        handle("other")(job!.data.n),
      );
      const total = 40;
      for (let n = 0; n < total; n++) await enqueueJob({ name, data: { n } });
      wakeJobWorkers(name);
      await waitFor(() => runs.size === total, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect([...runs.values()].every((workers) => workers.length === 1)).toBe(true);
      expect(runs.size).toBe(total);
    } finally {
      await other.stop({ graceful: false, wait: true });
      await stopJobQueue();
    }
  });
});
