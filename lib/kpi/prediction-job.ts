import type { Db } from "@/db/client";
import { runPrediction } from "./run-prediction";

/**
 * Starts the prediction job of a committed prediction row.
 * FOR THE LEAD TO WIRE: the shared PostgreSQL job queue (lib/jobs, branch "accounting") had not
 * landed when this was written; enqueue runPrediction on it here. Until then the job runs in this
 * process after the answer (a restart meanwhile leaves the row in Calculating; delete and recreate).
 */
export function startPredictionJob({ db, predictionId }: { db: Db; predictionId: number }): void {
  setImmediate(() => {
    runPrediction({ db, predictionId }).catch((error: unknown) => {
      console.error(`Prediction ${predictionId} failed`, error);
    });
  });
}
