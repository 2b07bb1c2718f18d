import { inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { loginThrottle } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";

export const THROTTLE_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

function keys(username: string, ip: string) {
  return { account: `user:${username.trim().toLowerCase()}`, ip: `ip:${ip}` };
}

/** Refuses with 429 while the username or the address has too many recent failures. */
export async function assertNotThrottled(db: DbOrTx, username: string, ip: string): Promise<void> {
  const { account, ip: ipKey } = keys(username, ip);
  const rows = await db
    .select()
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, [account, ipKey]));
  const windowStart = Date.now() - THROTTLE_WINDOW_MINUTES * 60_000;
  for (const row of rows) {
    if (row.windowStart.getTime() < windowStart) continue;
    const limit = row.key === account ? MAX_FAILURES_PER_ACCOUNT : MAX_FAILURES_PER_IP;
    if (row.failures >= limit) {
      const minutesLeft = Math.max(1, Math.ceil((row.windowStart.getTime() - windowStart) / 60_000));
      throw new DomainError("tooManyAttempts", { params: { minutes: minutesLeft } });
    }
  }
}

export async function recordFailedLogin(db: DbOrTx, username: string, ip: string): Promise<void> {
  const { account, ip: ipKey } = keys(username, ip);
  const windowInterval = sql.raw(`interval '${THROTTLE_WINDOW_MINUTES} minutes'`);
  await db
    .insert(loginThrottle)
    .values([account, ipKey].map((key) => ({ key, failures: 1, windowStart: new Date() })))
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.windowStart} < now() - ${windowInterval} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${loginThrottle.windowStart} < now() - ${windowInterval} then now() else ${loginThrottle.windowStart} end`,
      },
    });
}

export async function clearAccountFailures(db: DbOrTx, username: string): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [keys(username, "").account]));
}
