import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { idempotencyKeys } from "@/db/schema";
import type { Caller } from "@/lib/auth/caller";
import type { ApiTranslator } from "@/lib/i18n/server-translator";
import { failEnvelope } from "./envelope";

/**
 * Retry-safe writes (docs/DECISIONS.md "Idempotency keys"). A POST/PUT/PATCH/DELETE sent by a
 * signed-in caller with an `Idempotency-Key` header (a UUID) runs in one transaction that first
 * claims the key (account, key) with INSERT ... ON CONFLICT, then runs the route with that
 * transaction as its `db` and stores the answer before committing:
 * - a repeat with the same key and body answers the stored result, without a second write;
 * - a concurrent repeat waits on the unique index until the first commits, then does the same;
 * - the same key with another method, address or body is 422;
 * - a failed call (any status >= 400) rolls back with its change, so a retry runs it again.
 * Without the header (or for a public call without a caller) the route simply runs, each call on its own.
 */
export const IDEMPOTENCY_HEADER = "idempotency-key";
/** Keys older than this are expired: a repeat runs again, and the clean-up job removes them. */
export const IDEMPOTENCY_TTL_HOURS = 24;

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Thrown inside the transaction to roll it back while still answering `response`. */
class Rollback extends Error {
  constructor(readonly response: Response) {
    super("idempotent call rolled back");
  }
}

export async function withIdempotency({
  req,
  caller,
  db,
  t,
  multipart,
  respond,
  fail,
}: {
  req: Request;
  caller: Caller | null;
  db: Db;
  t: ApiTranslator;
  /** The body is a multipart upload, streamed to the route: only the address is hashed. */
  multipart: boolean;
  /** Runs the route on `db` and turns its result or failure into a Response. */
  respond: (db: Db) => Promise<Response>;
  /** The answer to an error thrown outside the route (claim, commit). */
  fail: (error: unknown) => Response;
}): Promise<Response> {
  const key = req.headers.get(IDEMPOTENCY_HEADER);
  if (key === null || !WRITE_METHODS.has(req.method) || !caller) return respond(db);
  if (!UUID.test(key.trim())) {
    return Response.json(failEnvelope([t("errors.idempotencyKeyInvalid")]), { status: 400 });
  }
  const url = new URL(req.url);
  const route = url.pathname + url.search;
  // The JSON body as sent (a retry sends the same text). A multipart body is left to the route:
  // a browser re-encodes a form with a new boundary on each send, so its bytes differ anyway.
  const body = multipart ? "multipart" : await req.clone().text();
  const bodyHash = createHash("sha256").update(`${req.method}\n${route}\n${body}`).digest("hex");
  const claim = {
    accountId: caller.accountId,
    key: key.trim().toLowerCase(),
    method: req.method,
    route,
    bodyHash,
  };

  try {
    return await db.transaction(async (tx) => {
      if (!(await claimKey(tx, claim))) {
        // Claimed by a call that committed (a concurrent one was waited for by the insert).
        const [stored] = await tx
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.accountId, claim.accountId), eq(idempotencyKeys.key, claim.key)));
        if (!stored || stored.bodyHash !== bodyHash) {
          throw new Rollback(
            Response.json(failEnvelope([t("errors.idempotencyKeyReused")]), { status: 422 }),
          );
        }
        if (stored.status === null) {
          throw new Rollback(Response.json(failEnvelope([t("errors.conflict")]), { status: 409 }));
        }
        return Response.json(stored.response, {
          status: stored.status,
          headers: { "idempotency-replayed": "true" },
        });
      }
      // Drizzle turns a nested `transaction` of the route's use case into a savepoint.
      const response = await respond(tx as unknown as Db);
      if (!response.ok) throw new Rollback(response);
      if (!(response.headers.get("content-type") ?? "").includes("application/json")) {
        // A file (xlsx, pdf) is not stored: it may be large, and a repeat may simply run again.
        // Its body is read here, inside the transaction, because a streamed file reads the
        // database while it is sent; the key is released so a retry runs the call again.
        const file = await response.arrayBuffer();
        await releaseKey(tx, claim);
        return new Response(file, { status: response.status, headers: response.headers });
      }
      const envelope: unknown = await response.json();
      await tx
        .update(idempotencyKeys)
        .set({ status: response.status, response: envelope })
        .where(and(eq(idempotencyKeys.accountId, claim.accountId), eq(idempotencyKeys.key, claim.key)));
      return Response.json(envelope, { status: response.status, headers: response.headers });
    });
  } catch (error) {
    if (error instanceof Rollback) return error.response;
    return fail(error);
  }
}

type Claim = { accountId: number; key: string; method: string; route: string; bodyHash: string };

/**
 * Takes the key: true when this call owns it. A key whose row expired is taken over. The insert
 * of a key another transaction holds waits until that one commits or rolls back.
 */
async function claimKey(tx: DbOrTx, claim: Claim): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoUpdate({
      target: [idempotencyKeys.accountId, idempotencyKeys.key],
      set: {
        method: claim.method,
        route: claim.route,
        bodyHash: claim.bodyHash,
        status: null,
        response: null,
        createdAt: sql`now()`,
      },
      setWhere: lt(idempotencyKeys.createdAt, expiredBefore()),
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

async function releaseKey(tx: DbOrTx, claim: Claim): Promise<void> {
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.accountId, claim.accountId), eq(idempotencyKeys.key, claim.key)));
}

function expiredBefore() {
  return sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;
}

/** Removes the expired keys; the number removed. */
export async function deleteExpiredIdempotencyKeys({ db }: { db: DbOrTx }): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, expiredBefore()))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
