import { z } from "zod";
import { dbIdSchema } from "@/lib/api/validation";
import type { EventAccounting } from "./types";

export const ACCOUNTING_REQUEST_STATUSES = [
  "InQueue",
  "Starting",
  "InProcess",
  "Error",
  "Completed",
] as const;
export type AccountingRequestStatus = (typeof ACCOUNTING_REQUEST_STATUSES)[number];

/** The name of the job that computes a classic accounting report. */
export const EVENT_ACCOUNTING_JOB = "event-accounting";

export const accountingEventParamsSchema = z.object({ eventId: dbIdSchema });
export const accountingRequestParamsSchema = z.object({ id: dbIdSchema });

/** A row of /api/events/accountinglist/{eventId} (SPEC.md "Calculation request"). */
export type AccountingRequestDto = {
  id: number;
  eventId: number;
  /** Local timestamp (Europe/Rome). */
  requestDate: string;
  status: AccountingRequestStatus;
  totalNetGain: string | null;
  /** Why it failed (status Error). */
  errorMessage: string | null;
};

/** GET /api/events/accounting/{id}: the stored snapshot with its request. */
export type AccountingReportDto = EventAccounting & { id: number; requestDate: string };
