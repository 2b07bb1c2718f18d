CREATE TYPE "public"."prediction_status" AS ENUM('Calculating', 'CalculatingTimeSeries', 'Error', 'Completed', 'PredictError');--> statement-breakpoint
CREATE TABLE "booking_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"rooms" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "predictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"status" "prediction_status" DEFAULT 'Calculating' NOT NULL,
	"selected_event_ids" integer[] NOT NULL,
	"warning_messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result" jsonb,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_history_event_idx" ON "booking_history" USING btree ("event_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "predictions_event_unique" ON "predictions" USING btree ("event_id");--> statement-breakpoint
-- The bookings made before the history existed count from their creation.
INSERT INTO "booking_history" ("event_id", "reservation_id", "location_id", "room_type_id", "check_in", "check_out", "rooms", "recorded_at")
SELECT "event_id", "id", "location_id", "room_type_id", "check_in", "check_out", 1, "created_at" FROM "reservations" WHERE "status" <> 'Canceled';
