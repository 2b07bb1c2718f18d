import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { predictions } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { enqueueJob, wakeJobWorkers } from "@/lib/jobs/job-queue";
import { PREDICTION_JOB } from "./prediction-job";
import { findKpiEvents, findPredictionOfEvent } from "./repository";
import { MAX_PREDICTION_EVENTS } from "./limits";

/**
 * POST /api/predictions/{eventId} {ids}: stores the prediction (status Calculating) with the
 * selected past events (at most 10, each ended before this event starts) and queues its job.
 */
export async function createPrediction({
  db,
  caller,
  eventId,
  ids,
}: {
  db: Db;
  caller: Caller;
  eventId: number;
  ids: number[];
}): Promise<{ id: number }> {
  const selectedIds = [...new Set(ids)];
  if (selectedIds.length > MAX_PREDICTION_EVENTS) {
    throw new DomainError("predictionTooManyEvents", { params: { limit: MAX_PREDICTION_EVENTS } });
  }
  if (selectedIds.length === 0) throw new DomainError("predictionNoEvents");
  const created = await db.transaction(async (tx) => {
    // The event row locked: two POSTs for one event queue here; the second finds the first.
    const [event] = (
      await tx.execute<{ id: number; dateFrom: string }>(
        sql`select id, date_from as "dateFrom" from events where id = ${eventId} for update`,
      )
    ).rows;
    if (!event) throw new DomainError("eventNotFound");
    if (await findPredictionOfEvent(tx, eventId)) throw new DomainError("predictionExists");
    const selected = await findKpiEvents(tx, selectedIds);
    if (
      selected.length !== selectedIds.length ||
      selected.some((e) => e.id === eventId || e.dateTo >= event.dateFrom)
    ) {
      throw new DomainError("predictionEventNotFound");
    }
    const [row] = await tx
      .insert(predictions)
      .values({ eventId, selectedEventIds: selectedIds })
      .returning({ id: predictions.id });
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "prediction",
      entityId: row!.id,
      action: "create",
      after: { eventId, selectedEventIds: selectedIds },
    });
    // The job is written by this transaction: no prediction without its job, nor the reverse.
    await enqueueJob({ db: tx, name: PREDICTION_JOB, data: { predictionId: row!.id } });
    return row!;
  });
  wakeJobWorkers(PREDICTION_JOB);
  return created;
}
