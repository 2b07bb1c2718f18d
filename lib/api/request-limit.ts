import { isIPv6 } from "node:net";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { DomainError, type ErrorKey } from "./errors";

/**
 * A fixed-window request limit kept in PostgreSQL (`request_limits`), so every server process of
 * the cluster counts the same requests, the way sign-in limits are kept (lib/auth/login-throttle.ts).
 * One statement counts the request and reads the count: concurrent requests queue on the row and
 * each sees the others' hits.
 */
export async function countRequest(
  db: DbOrTx,
  {
    key,
    limit,
    windowSeconds,
    error,
  }: { key: string; limit: number; windowSeconds: number; error: ErrorKey },
): Promise<void> {
  const window = sql.raw(`interval '${Math.trunc(windowSeconds)} seconds'`);
  const rows = await db.execute<{ hits: number; seconds_left: number }>(sql`
    insert into request_limits as l (key, hits, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      hits = case when l.window_start <= now() - ${window} then 1 else l.hits + 1 end,
      window_start = case when l.window_start <= now() - ${window} then now() else l.window_start end
    returning l.hits, extract(epoch from l.window_start + ${window} - now())::float8 as seconds_left`);
  const row = rows.rows[0]!;
  if (row.hits <= limit) return;
  const seconds = Math.max(1, Math.ceil(Number(row.seconds_left)));
  throw new DomainError(error, {
    params: { minutes: Math.ceil(seconds / 60) },
    retryAfterSeconds: seconds,
  });
}

/** Windows that ended a day ago or more (housekeeping; a new window starts afresh anyway). */
export async function forgetOldRequestLimits(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from request_limits where window_start < now() - interval '1 day'`);
}

/**
 * Whom a limit counts: an IPv4 address, or an IPv6 address's /64 network (one subscriber's line
 * usually holds a whole /64, so counting single addresses would let it pick a new one per request).
 */
export function limitedClient(address: string): string {
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [
        ...headGroups,
        ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill("0"),
        ...tailGroups,
      ]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
