import type { Db } from "@/db/client";
import { calculateEventAccounting } from "./calculate-event-accounting";
import { claimRequest, markCompleted, markError, markInProcess } from "./requests-repository";
import type { EventAccounting } from "./types";

type Calculate = typeof calculateEventAccounting;

/**
 * The worker's part: InQueue -> Starting -> InProcess -> Completed (snapshot and totalNetGain) or
 * Error (the reason). A request already taken by another worker, finished or deleted is left alone.
 * The figures are read in one read-only repeatable-read transaction: one consistent moment.
 */
export async function runAccountingRequest({
  db,
  requestId,
  calculate = calculateEventAccounting,
}: {
  db: Db;
  requestId: number;
  /** The calculation (tests pass a failing one to see the Error path). */
  calculate?: Calculate;
}): Promise<"Completed" | "Error" | "skipped"> {
  const request = await claimRequest(db, requestId);
  if (!request) return "skipped";
  await markInProcess(db, requestId);
  let accounting: EventAccounting | null;
  try {
    accounting = await db.transaction((tx) => calculate({ db: tx, eventId: request.eventId }), {
      isolationLevel: "repeatable read",
      accessMode: "read only",
    });
  } catch (error) {
    await markError(db, requestId, error instanceof Error ? error.message : String(error));
    return "Error";
  }
  if (!accounting) {
    await markError(db, requestId, "Evento non trovato");
    return "Error";
  }
  await markCompleted(db, requestId, accounting);
  return "Completed";
}
