CREATE TYPE "public"."entry_edit_source" AS ENUM('Entry', 'Reservation');--> statement-breakpoint
CREATE TYPE "public"."payment_typology" AS ENUM('Inbound', 'Outbound', 'CashFund');--> statement-breakpoint
CREATE TYPE "public"."reservation_status" AS ENUM('NotConfirmed', 'Confirmed', 'Settled', 'Canceled');--> statement-breakpoint
CREATE TYPE "public"."reservation_type" AS ENUM('Standard', 'Packet', 'StaffHotel', 'Guest', 'Staff');--> statement-breakpoint
CREATE TABLE "entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"number" integer DEFAULT 1 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"edit_source" "entry_edit_source" DEFAULT 'Entry' NOT NULL,
	"reservation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entries_number_check" CHECK ("entries"."number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"typology" "payment_typology" NOT NULL,
	"payment_item_id" integer,
	"payment_method_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"payment_date" date NOT NULL,
	"notes" text,
	"reservation_id" integer,
	"agent_profile_id" integer,
	"location_id" integer,
	"linked_payment_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "reservation_agents" (
	"reservation_id" integer NOT NULL,
	"agent_role_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	CONSTRAINT "reservation_agents_reservation_id_agent_role_id_pk" PRIMARY KEY("reservation_id","agent_role_id")
);
--> statement-breakpoint
CREATE TABLE "reservation_customers" (
	"reservation_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"position" integer NOT NULL,
	"is_agent_player" boolean DEFAULT false NOT NULL,
	CONSTRAINT "reservation_customers_reservation_id_customer_id_pk" PRIMARY KEY("reservation_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "reservation_days" (
	"reservation_id" integer NOT NULL,
	"day" date NOT NULL,
	"sell_price" numeric(12, 2) NOT NULL,
	"daily_tax" numeric(12, 2) NOT NULL,
	CONSTRAINT "reservation_days_reservation_id_day_pk" PRIMARY KEY("reservation_id","day")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"progressive_number" integer,
	"location_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"status" "reservation_status" DEFAULT 'NotConfirmed' NOT NULL,
	"type" "reservation_type" DEFAULT 'Standard' NOT NULL,
	"discount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total_no_tax" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total_tax" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total_pay" numeric(12, 2) DEFAULT '0' NOT NULL,
	"notes" text,
	"is_web_reservation" boolean DEFAULT false NOT NULL,
	"check_in_done" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_stay_check" CHECK ("reservations"."check_out" > "reservations"."check_in"),
	CONSTRAINT "reservations_progressive_number_check" CHECK ("reservations"."progressive_number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_item_id_payment_items_id_fk" FOREIGN KEY ("payment_item_id") REFERENCES "public"."payment_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_agent_profile_id_profiles_id_fk" FOREIGN KEY ("agent_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_linked_payment_id_payments_id_fk" FOREIGN KEY ("linked_payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_agents" ADD CONSTRAINT "reservation_agents_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_agents" ADD CONSTRAINT "reservation_agents_agent_role_id_agent_roles_id_fk" FOREIGN KEY ("agent_role_id") REFERENCES "public"."agent_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_agents" ADD CONSTRAINT "reservation_agents_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_customers" ADD CONSTRAINT "reservation_customers_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_customers" ADD CONSTRAINT "reservation_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_days" ADD CONSTRAINT "reservation_days_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entries_event_customer_unique" ON "entries" USING btree ("event_id","customer_id");--> statement-breakpoint
CREATE INDEX "entries_customer_idx" ON "entries" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "entries_reservation_idx" ON "entries" USING btree ("reservation_id") WHERE "entries"."reservation_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_event_date_idx" ON "payments" USING btree ("event_id","payment_date","id");--> statement-breakpoint
CREATE INDEX "payments_reservation_idx" ON "payments" USING btree ("reservation_id") WHERE "payments"."reservation_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_event_method_idx" ON "payments" USING btree ("event_id","payment_method_id","typology");--> statement-breakpoint
CREATE INDEX "payments_agent_idx" ON "payments" USING btree ("agent_profile_id") WHERE "payments"."agent_profile_id" is not null;--> statement-breakpoint
CREATE INDEX "reservation_agents_profile_idx" ON "reservation_agents" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "reservation_customers_customer_idx" ON "reservation_customers" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_event_progressive_unique" ON "reservations" USING btree ("event_id","progressive_number") WHERE "reservations"."progressive_number" is not null;--> statement-breakpoint
CREATE INDEX "reservations_availability_idx" ON "reservations" USING btree ("event_id","location_id","room_type_id","check_in","check_out") WHERE "reservations"."status" <> 'Canceled';--> statement-breakpoint
CREATE INDEX "reservations_event_check_in_idx" ON "reservations" USING btree ("event_id","check_in","id");--> statement-breakpoint
CREATE INDEX "reservations_location_idx" ON "reservations" USING btree ("location_id");