import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { events } from "./events";
import { accounts } from "./foundation";

/** SPEC.md section 4 "Accounting request status". */
export const accountingRequestStatus = pgEnum("accounting_request_status", [
  "InQueue",
  "Starting",
  "InProcess",
  "Error",
  "Completed",
]);

/**
 * A classic accounting report: asked for (InQueue), computed by a background worker, then kept as
 * a snapshot of the whole Event accounting (Completed) or the reason it failed (Error).
 */
export const accountingRequests = pgTable(
  "accounting_requests",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    status: accountingRequestStatus("status").notNull().default("InQueue"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    requestedBy: integer("requested_by").references(() => accounts.id, { onDelete: "set null" }),
    /** While a worker holds the request; a run whose lease passed was lost and may be taken again. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    totalNetGain: numeric("total_net_gain", { precision: 14, scale: 2 }),
    /** The EventAccounting computed (lib/accounting/types.ts). */
    snapshot: jsonb("snapshot"),
    errorMessage: text("error_message"),
  },
  (t) => [
    index("accounting_requests_event_idx").on(t.eventId, t.requestedAt.desc(), t.id.desc()),
    index("accounting_requests_open_idx")
      .on(t.status)
      .where(sql`${t.status} in ('InQueue', 'Starting', 'InProcess')`),
  ],
);
