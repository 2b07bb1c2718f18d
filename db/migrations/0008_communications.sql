CREATE TYPE "public"."communication_type" AS ENUM('New', 'Modified', 'Canceled');--> statement-breakpoint
CREATE TABLE "communications" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"reservation_id" integer,
	"reservation_ref" integer NOT NULL,
	"progressive_number" integer,
	"communication_type" "communication_type" NOT NULL,
	"act_check_in" date NOT NULL,
	"act_check_out" date NOT NULL,
	"act_room_type_id" integer NOT NULL,
	"prev_check_in" date,
	"prev_check_out" date,
	"prev_room_type_id" integer,
	"is_staff_booking" boolean DEFAULT false NOT NULL,
	"guest_names" text DEFAULT '' NOT NULL,
	"communication_sent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communications_sent" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"text" text NOT NULL,
	"sent_by" integer,
	"sent_by_name" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_act_room_type_id_room_types_id_fk" FOREIGN KEY ("act_room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_prev_room_type_id_room_types_id_fk" FOREIGN KEY ("prev_room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_communication_sent_id_communications_sent_id_fk" FOREIGN KEY ("communication_sent_id") REFERENCES "public"."communications_sent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications_sent" ADD CONSTRAINT "communications_sent_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications_sent" ADD CONSTRAINT "communications_sent_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications_sent" ADD CONSTRAINT "communications_sent_sent_by_profiles_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "communications_pending_reservation_unique" ON "communications" USING btree ("reservation_id","location_id") WHERE "communications"."communication_sent_id" is null and "communications"."reservation_id" is not null;--> statement-breakpoint
CREATE INDEX "communications_pending_event_idx" ON "communications" USING btree ("event_id","location_id") WHERE "communications"."communication_sent_id" is null;--> statement-breakpoint
CREATE INDEX "communications_sent_idx" ON "communications" USING btree ("communication_sent_id");--> statement-breakpoint
CREATE INDEX "communications_sent_event_idx" ON "communications_sent" USING btree ("event_id","sent_at");