import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { events } from "./events";
import { locations, roomTypes } from "./registries";

/**
 * The booked rooms of an event over time (DOMAIN.md "KPI and prediction"): every change of a
 * counted (not Canceled) stay writes -1 for the stay it was and +1 for the stay it becomes, in the
 * reservation's save transaction. Summing the rows recorded up to a moment gives the bookings and
 * room-nights of that moment. No foreign key to the reservation: a deleted one keeps its history.
 */
export const bookingHistory = pgTable(
  "booking_history",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    reservationId: integer("reservation_id").notNull(),
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id),
    roomTypeId: integer("room_type_id")
      .notNull()
      .references(() => roomTypes.id),
    checkIn: date("check_in", { mode: "string" }).notNull(),
    checkOut: date("check_out", { mode: "string" }).notNull(),
    /** +1 the stay starts counting, -1 it stops. */
    rooms: integer("rooms").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_history_event_idx").on(t.eventId, t.recordedAt)],
);

export const predictionStatus = pgEnum("prediction_status", [
  "Calculating",
  "CalculatingTimeSeries",
  "Error",
  "Completed",
  "PredictError",
]);

/** The comparison and final-entries prediction of an event against selected past events. */
export const predictions = pgTable(
  "predictions",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    status: predictionStatus("status").notNull().default("Calculating"),
    selectedEventIds: integer("selected_event_ids").array().notNull(),
    warningMessages: jsonb("warning_messages")
      .$type<{ key: string; params: Record<string, string | number> }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The computed figures (lib/kpi/prediction-result.ts), filled as the job advances. */
    result: jsonb("result"),
    errorMessage: text("error_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("predictions_event_unique").on(t.eventId)],
);
