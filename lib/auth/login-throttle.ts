import { eq, inArray, sql } from "drizzle-orm";
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
 *   password stays impossible. One address (one pair) adds at most MAX_FAILURES_PER_IP of them,
 *   so it takes many addresses to reach it;
 * - a device that signed in to the account before (its device cookie, lib/auth/trusted-device.ts)
 *   is held to neither ceiling, only to its own back-off (the pair is that device and the
 *   account), so a stranger who fills the account's or the address's quota does not lock the
 *   owner out of the devices they use.
 *
 * Each attempt is counted as a failure before the password is checked, in one statement that
 * also decides (rows locked one after the other), so a burst of parallel guesses gets no more
 * tries than a sequence would. An attempt refused with 429 is no failure of the account nor of
 * the address (nothing was tried): in the same transaction, with the rows still locked, it gives
 * their count back, so hammering one address does not fill the account's ceiling for everybody.
 * It stays counted on its pair (the wait starts again). A success takes its count back.
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

/** The three keys of an attempt; `accountCounted`: whether it is among the account's failures. */
type ThrottleKeys = { account: string; ip: string; pair: string; accountCounted: boolean };

function keys(username: string, ip: string, deviceId: string | null): ThrottleKeys {
  const user = username.trim().toLowerCase();
  const pair = deviceId ? `pair:device:${deviceId}|${user}` : `pair:${ip}|${user}`;
  return { account: `user:${user}`, ip: `ip:${ip}`, pair, accountCounted: true };
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

const interval = (minutes: number) => sql.raw(`interval '${minutes} minutes'`);

/**
 * Counts this attempt as a failure of the pair, the address and the account, then refuses it
 * with 429 when a limit holds (a trusted device: only its own pair's). Returns the keys to pass to
 * `forgiveAttempt` on success.
 */
export async function countAttempt(
  db: DbOrTx,
  username: string,
  ip: string,
  trustedDeviceId: string | null = null,
): Promise<ThrottleKeys> {
  const names = keys(username, ip, trustedDeviceId);
  const waitSeconds = await db.transaction(async (tx) => {
    const rows = await countFailure(tx, names);
    const pair = rows.find((row) => row.key === names.pair);
    let wait = 0;
    if (pair) {
      // This attempt is number `failures`; it may go ahead once the wait earned by the ones
      // before it has passed since the previous one.
      // now() is each transaction's start: an attempt that waited for the row's lock can find
      // a previous failure stamped later than itself. That is no time since it, not less.
      const since = Math.max(0, pair.secondsSincePrevious ?? Infinity);
      if (since < pairDelaySeconds(pair.failures - 1)) wait = pairDelaySeconds(pair.failures);
    }
    for (const row of rows) {
      if (row.key === names.pair || trustedDeviceId) continue;
      const [limit, windowMinutes] =
        row.key === names.ip
          ? [MAX_FAILURES_PER_IP, IP_WINDOW_MINUTES]
          : [MAX_FAILURES_PER_ACCOUNT, ACCOUNT_WINDOW_MINUTES];
      if (row.failures > limit) wait = Math.max(wait, windowMinutes * 60 - row.secondsSinceWindowStart);
    }
    if (wait > 0) {
      await giveBack(tx, [names.ip, names.account]);
      return wait;
    }
    // A pair past MAX_FAILURES_PER_IP failures has added its share to the account already.
    if (pair && pair.failures > MAX_FAILURES_PER_IP) {
      await giveBack(tx, [names.account]);
      names.accountCounted = false;
    }
    return 0;
  });
  if (waitSeconds > 0) throw tooMany(waitSeconds);
  return names;
}

/** One statement: each of the three counts one more failure (or starts a new window at 1). */
function countFailure(db: DbOrTx, names: ThrottleKeys) {
  // Fixed windows for the address and the account; the pair is forgotten after a quiet hour.
  const expired = sql`case
    when ${loginThrottle.key} like 'ip:%' then ${loginThrottle.windowStart} < now() - ${interval(IP_WINDOW_MINUTES)}
    when ${loginThrottle.key} like 'user:%' then ${loginThrottle.windowStart} < now() - ${interval(ACCOUNT_WINDOW_MINUTES)}
    else ${loginThrottle.lastFailureAt} < now() - ${interval(PAIR_FORGET_MINUTES)}
  end`;
  return (
    db
      .insert(loginThrottle)
      .values(
        // Always locked in this order (account, address, pair), so concurrent attempts cannot
        // wait on each other in a circle.
        [names.account, names.ip, names.pair].map((key) => ({
          key,
          failures: 1,
          windowStart: sql`now()`,
          lastFailureAt: sql`now()`,
          previousFailureAt: null,
        })),
      )
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          // SET reads the row as it was, locked: concurrent attempts see each other's counts.
          failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
          windowStart: sql`case when ${expired} then now() else ${loginThrottle.windowStart} end`,
          previousFailureAt: sql`case when ${expired} then null else ${loginThrottle.lastFailureAt} end`,
          lastFailureAt: sql`now()`,
        },
      })
      // Durations measured by the database's clock, the one that wrote the timestamps.
      .returning({
        key: loginThrottle.key,
        failures: loginThrottle.failures,
        secondsSincePrevious: sql<
          number | null
        >`extract(epoch from now() - ${loginThrottle.previousFailureAt})::float8`,
        secondsSinceWindowStart: sql<number>`extract(epoch from now() - ${loginThrottle.windowStart})::float8`,
      })
  );
}

/** Takes one failure back from each key, in place (rows this transaction already holds). */
async function giveBack(db: DbOrTx, names: string[]): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(inArray(loginThrottle.key, names));
}

/**
 * After a successful sign-in: the pair starts afresh, and the address and the account get this
 * attempt back. Their earlier failures stay, so a correct password now and then does not reopen
 * guessing. One row per statement: no statement here holds two of them at once.
 */
export async function forgiveAttempt(db: DbOrTx, names: ThrottleKeys): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, names.pair));
  await giveBack(db, [names.ip]);
  if (names.accountCounted) await giveBack(db, [names.account]);
}
