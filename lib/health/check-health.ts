import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jobQueueAnswers } from "@/lib/jobs/job-queue";

export type HealthPart = "ok" | "fail";
export type HealthReport = { database: HealthPart; queue: HealthPart };

/** A part that has not answered in this long counts as failed (a load balancer waits less). */
export const HEALTH_TIMEOUT_MS = 3_000;

/**
 * What a load balancer needs to know about this node (GET /api/health): whether the database
 * answers through the app's pool, and whether the job queue runs here and answers through its
 * own connections. Both checked at once, each bounded in time; nothing else is revealed.
 */
export async function checkHealth({
  db,
  timeoutMs = HEALTH_TIMEOUT_MS,
}: {
  db: Db;
  timeoutMs?: number;
}): Promise<HealthReport> {
  const [database, queue] = await Promise.all([
    part(async () => {
      await db.execute(sql`select 1`);
      return true;
    }, timeoutMs),
    part(jobQueueAnswers, timeoutMs),
  ]);
  return { database, queue };
}

async function part(check: () => Promise<boolean>, timeoutMs: number): Promise<HealthPart> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return (await Promise.race([check(), timeout])) ? "ok" : "fail";
  } catch {
    return "fail";
  } finally {
    clearTimeout(timer);
  }
}
