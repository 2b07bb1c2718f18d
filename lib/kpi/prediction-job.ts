import { getDb } from "@/db/client";
import { registerJobHandler } from "@/lib/jobs/job-queue";
import { runPrediction } from "./run-prediction";

/** The queue of the prediction job (lib/jobs), one job per POST /api/predictions/{eventId}. */
export const PREDICTION_JOB = "kpi_prediction";

/** Registers the prediction job; runPrediction only rewrites the prediction row, so a retry is safe. */
export async function registerPredictionJobs(): Promise<void> {
  await registerJobHandler<{ predictionId: number }>(PREDICTION_JOB, ({ predictionId }) =>
    runPrediction({ db: getDb(), predictionId }),
  );
}
