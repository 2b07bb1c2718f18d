import { and, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { accountingRequests } from "@/db/schema";
import { instantToApi } from "@/lib/dates";
import type { AccountingRequestDto } from "./schemas";
import type { EventAccounting } from "./types";

type RequestRow = typeof accountingRequests.$inferSelect;

/** How long a worker holds a request; past it the run counts as lost and may be taken again. */
export const ACCOUNTING_LEASE_SECONDS = 120;

export function toRequestDto(row: RequestRow): AccountingRequestDto {
  return {
    id: row.id,
    eventId: row.eventId,
    requestDate: instantToApi(row.requestedAt)!,
    status: row.status,
    totalNetGain: row.totalNetGain,
    errorMessage: row.errorMessage,
  };
}

export async function insertAccountingRequest(
  db: DbOrTx,
  values: { eventId: number; requestedBy: number | null },
): Promise<RequestRow> {
  const [row] = await db.insert(accountingRequests).values(values).returning();
  return row!;
}

export function listRequestsOfEvent(db: DbOrTx, eventId: number): Promise<RequestRow[]> {
  return db
    .select()
    .from(accountingRequests)
    .where(eq(accountingRequests.eventId, eventId))
    .orderBy(desc(accountingRequests.requestedAt), desc(accountingRequests.id));
}

export async function findRequest(db: DbOrTx, id: number): Promise<RequestRow | null> {
  const [row] = await db.select().from(accountingRequests).where(eq(accountingRequests.id, id));
  return row ?? null;
}

/**
 * Takes the request for one run (-> Starting, with a lease): only when it waits (InQueue) or its
 * last run was lost (lease passed). The row lock makes two workers racing for it get it once.
 */
export async function claimRequest(db: DbOrTx, id: number): Promise<RequestRow | null> {
  const [row] = await db
    .update(accountingRequests)
    .set({
      status: "Starting",
      startedAt: sql`now()`,
      leaseUntil: sql`now() + make_interval(secs => ${ACCOUNTING_LEASE_SECONDS})`,
      attempts: sql`${accountingRequests.attempts} + 1`,
    })
    .where(
      and(
        eq(accountingRequests.id, id),
        or(
          eq(accountingRequests.status, "InQueue"),
          and(
            inArray(accountingRequests.status, ["Starting", "InProcess"]),
            lt(accountingRequests.leaseUntil, sql`now()`),
          ),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

export async function markInProcess(db: DbOrTx, id: number): Promise<void> {
  await db.update(accountingRequests).set({ status: "InProcess" }).where(eq(accountingRequests.id, id));
}

export async function markCompleted(db: DbOrTx, id: number, accounting: EventAccounting): Promise<void> {
  await db
    .update(accountingRequests)
    .set({
      status: "Completed",
      snapshot: accounting,
      totalNetGain: accounting.totalNetGain,
      finishedAt: sql`now()`,
      leaseUntil: null,
      errorMessage: null,
    })
    .where(eq(accountingRequests.id, id));
}

export async function markError(db: DbOrTx, id: number, reason: string): Promise<void> {
  await db
    .update(accountingRequests)
    .set({ status: "Error", errorMessage: reason, finishedAt: sql`now()`, leaseUntil: null })
    .where(eq(accountingRequests.id, id));
}
