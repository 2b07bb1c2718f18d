import { inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { loginThrottle } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";

/**
 * Sign-in limits (docs/DECISIONS.md, "Session and access"). None of them locks an account out
 * for everybody at a stranger's will:
 * - an account and address pair that keeps failing is slowed down: after PAIR_FREE_FAILURES
 *   failures each further attempt waits a delay that doubles up to PAIR_MAX_DELAY_SECONDS;
 *   other addresses are not affected, so the owner still signs in;
 * - an address may fail MAX_FAILURES_PER_IP times in IP_WINDOW_MINUTES, whatever the usernames;
 * - an account may fail MAX_FAILURES_PER_ACCOUNT times in ACCOUNT_WINDOW_MINUTES from all
 *   addresses together: high enough not to be reached by mistakes, low enough that guessing a
 *   password stays impossible.
 */
export const PAIR_FREE_FAILURES = 3;
export const PAIR_FIRST_DELAY_SECONDS = 2;
export const PAIR_MAX_DELAY_SECONDS = 15 * 60;
/** A pair's count starts again after this long without failures. */
export const PAIR_FORGET_MINUTES = 60;
export const MAX_FAILURES_PER_IP = 20;
export const IP_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 100;
export const ACCOUNT_WINDOW_MINUTES = 60;

function keys(username: string, ip: string) {
  const user = username.trim().toLowerCase();
  return { account: `user:${user}`, ip: `ip:${ip}`, pair: `pair:${ip}|${user}` };
}

/** Seconds a pair must wait after its last failure, once it has `failures` of them. */
export function pairDelaySeconds(failures: number): number {
  if (failures < PAIR_FREE_FAILURES) return 0;
  return Math.min(PAIR_MAX_DELAY_SECONDS, PAIR_FIRST_DELAY_SECONDS * 2 ** (failures - PAIR_FREE_FAILURES));
}

function tooMany(secondsLeft: number): DomainError {
  const seconds = Math.max(1, Math.ceil(secondsLeft));
  return seconds < 60
    ? new DomainError("tooManyAttemptsSeconds", { params: { seconds } })
    : new DomainError("tooManyAttempts", { params: { minutes: Math.ceil(seconds / 60) } });
}

/** Refuses with 429 while one of the limits holds for this username and address. */
export async function assertNotThrottled(db: DbOrTx, username: string, ip: string): Promise<void> {
  const names = keys(username, ip);
  const rows = await db
    .select()
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, [names.account, names.ip, names.pair]));
  const now = Date.now();
  let waitSeconds = 0;
  for (const row of rows) {
    if (row.key === names.pair) {
      if (row.lastFailureAt.getTime() < now - PAIR_FORGET_MINUTES * 60_000) continue;
      const retryAt = row.lastFailureAt.getTime() + pairDelaySeconds(row.failures) * 1000;
      waitSeconds = Math.max(waitSeconds, (retryAt - now) / 1000);
      continue;
    }
    const [limit, windowMinutes] =
      row.key === names.ip
        ? [MAX_FAILURES_PER_IP, IP_WINDOW_MINUTES]
        : [MAX_FAILURES_PER_ACCOUNT, ACCOUNT_WINDOW_MINUTES];
    const windowEnd = row.windowStart.getTime() + windowMinutes * 60_000;
    if (windowEnd > now && row.failures >= limit)
      waitSeconds = Math.max(waitSeconds, (windowEnd - now) / 1000);
  }
  if (waitSeconds > 0) throw tooMany(waitSeconds);
}

/** One failed attempt for the pair, the address and the account, in one statement. */
export async function recordFailedLogin(db: DbOrTx, username: string, ip: string): Promise<void> {
  const names = keys(username, ip);
  // Fixed windows for the address and the account; the pair is forgotten after a quiet hour.
  const expired = sql`case
    when ${loginThrottle.key} like 'ip:%' then ${loginThrottle.windowStart} < now() - ${sql.raw(`interval '${IP_WINDOW_MINUTES} minutes'`)}
    when ${loginThrottle.key} like 'user:%' then ${loginThrottle.windowStart} < now() - ${sql.raw(`interval '${ACCOUNT_WINDOW_MINUTES} minutes'`)}
    else ${loginThrottle.lastFailureAt} < now() - ${sql.raw(`interval '${PAIR_FORGET_MINUTES} minutes'`)}
  end`;
  await db
    .insert(loginThrottle)
    .values(
      [names.account, names.ip, names.pair].map((key) => ({
        key,
        failures: 1,
        windowStart: sql`now()`,
        lastFailureAt: sql`now()`,
      })),
    )
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${loginThrottle.windowStart} end`,
        lastFailureAt: sql`now()`,
      },
    });
}

/**
 * After a successful sign-in: the pair starts afresh. The address's and the account's counts
 * stay, so that a correct password now and then does not reopen guessing.
 */
export async function clearPairFailures(db: DbOrTx, username: string, ip: string): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [keys(username, ip).pair]));
}
