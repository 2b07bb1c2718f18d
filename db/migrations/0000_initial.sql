CREATE TYPE "public"."profile_type" AS ENUM('User', 'Agent', 'Master');--> statement-breakpoint
CREATE TYPE "public"."commission_mode" AS ENUM('Fixed', 'Percentage', 'Mixed');--> statement-breakpoint
CREATE TYPE "public"."commission_sub_mode" AS ENUM('Fixed', 'Percentage');--> statement-breakpoint
CREATE TYPE "public"."document_object_type" AS ENUM('Profile', 'Agent', 'Customer', 'Location');--> statement-breakpoint
CREATE TYPE "public"."location_type" AS ENUM('Hotel', 'BedAndBreakfast', 'HotelAndCasino', 'Casino');--> statement-breakpoint
CREATE TYPE "public"."player_commission_source" AS ENUM('BuyIn', 'Fee');--> statement-breakpoint
CREATE TYPE "public"."payment_category" AS ENUM('Income', 'Cost', 'Refund');--> statement-breakpoint
CREATE TYPE "public"."system_item" AS ENUM('Agent', 'Reservation', 'Hotel', 'Entries', 'Transfer');--> statement-breakpoint
CREATE SEQUENCE "public"."object_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"role_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_profile_id_unique" UNIQUE("profile_id")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "permissions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" integer PRIMARY KEY DEFAULT nextval('object_ids') NOT NULL,
	"type" "profile_type" DEFAULT 'User' NOT NULL,
	"first_name" text,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"phone_prefix" text,
	"city" text,
	"country" text,
	"zip_code" text,
	"state_province" text,
	"address" text,
	"birth_date" date,
	"tax_code" text,
	"vat_number" text,
	"privacy" boolean DEFAULT false NOT NULL,
	"marketing_privacy" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"family" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" integer NOT NULL,
	"permission_id" integer NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"role_description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"agent_area" text,
	"agent_role_id" integer,
	"commission_template_id" integer
);
--> statement-breakpoint
CREATE TABLE "commission_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"visual_order" integer DEFAULT 0 NOT NULL,
	"mode" "commission_mode" DEFAULT 'Percentage' NOT NULL,
	"commission_for_player" numeric(12, 2) DEFAULT '0' NOT NULL,
	"commission_for_room" numeric(12, 2) DEFAULT '0' NOT NULL,
	"commission_for_player_mode" "commission_sub_mode" DEFAULT 'Percentage' NOT NULL,
	"commission_for_room_mode" "commission_sub_mode" DEFAULT 'Percentage' NOT NULL,
	"player_commission_source" "player_commission_source" DEFAULT 'BuyIn'
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY DEFAULT nextval('object_ids') NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"phone_prefix" text,
	"city" text,
	"country" text,
	"zip_code" text,
	"state_province" text,
	"address" text,
	"birth_date" date,
	"tax_code" text,
	"vat_number" text,
	"privacy" boolean DEFAULT false NOT NULL,
	"marketing_privacy" boolean DEFAULT false NOT NULL,
	"notes" text,
	"rating" smallint,
	"is_fake" boolean DEFAULT false NOT NULL,
	"qr_code" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_qr_code_unique" UNIQUE("qr_code")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_type" "document_object_type" NOT NULL,
	"object_id" integer NOT NULL,
	"name" text NOT NULL,
	"extension" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "location_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_room_type_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"information" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY DEFAULT nextval('object_ids') NOT NULL,
	"name" text NOT NULL,
	"type" "location_type" DEFAULT 'Hotel' NOT NULL,
	"email" text,
	"phone" text,
	"phone_prefix" text,
	"address" text,
	"city" text,
	"zip_code" text,
	"country" text,
	"state_province" text,
	"tax_code" text,
	"vat_number" text,
	"vat" numeric(5, 2),
	"info" text,
	"guests_for_communications" boolean DEFAULT false NOT NULL,
	"location_group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"capacity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_availabilities" (
	"room_pricing_id" integer NOT NULL,
	"day" date NOT NULL,
	"availability" integer NOT NULL,
	CONSTRAINT "daily_availabilities_room_pricing_id_day_pk" PRIMARY KEY("room_pricing_id","day")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"launch_date" date,
	"location_id" integer,
	"fee_per_partecipant" numeric(12, 2),
	"buy_in" numeric(12, 2),
	"guaranteed_value" numeric(12, 2),
	"to_prize_pool_value" numeric(12, 2),
	"earning_fee_percentage" numeric(5, 2),
	"final_entries" integer,
	"final_partecipants" integer,
	"final_partecipants_not_booking" integer,
	"is_freezed" boolean DEFAULT false NOT NULL,
	"cash_module_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" "payment_category" NOT NULL,
	"description" text NOT NULL,
	"is_custom" boolean DEFAULT true NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"system_item" "system_item"
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"is_custom" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "period_pricings" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"daily_tax" numeric(12, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_pricings" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_pricing_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"sell_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"cost" numeric(12, 2) DEFAULT '0' NOT NULL,
	"cost_not_sell" numeric(12, 2) DEFAULT '0' NOT NULL,
	"cost_staff" numeric(12, 2) DEFAULT '0' NOT NULL,
	"availability" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_agent_role_id_agent_roles_id_fk" FOREIGN KEY ("agent_role_id") REFERENCES "public"."agent_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_commission_template_id_commission_templates_id_fk" FOREIGN KEY ("commission_template_id") REFERENCES "public"."commission_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_room_type_info" ADD CONSTRAINT "location_room_type_info_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_room_type_info" ADD CONSTRAINT "location_room_type_info_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_location_group_id_location_groups_id_fk" FOREIGN KEY ("location_group_id") REFERENCES "public"."location_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_availabilities" ADD CONSTRAINT "daily_availabilities_room_pricing_id_room_pricings_id_fk" FOREIGN KEY ("room_pricing_id") REFERENCES "public"."room_pricings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_pricings" ADD CONSTRAINT "period_pricings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_pricings" ADD CONSTRAINT "period_pricings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_pricings" ADD CONSTRAINT "room_pricings_period_pricing_id_period_pricings_id_fk" FOREIGN KEY ("period_pricing_id") REFERENCES "public"."period_pricings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_pricings" ADD CONSTRAINT "room_pricings_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_username_unique" ON "accounts" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "profiles_last_name_idx" ON "profiles" USING btree (lower("last_name"));--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_unique" ON "roles" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "roles_single_default" ON "roles" USING btree ("is_default") WHERE "roles"."is_default";--> statement-breakpoint
CREATE INDEX "customers_last_name_idx" ON "customers" USING btree (lower("last_name"));--> statement-breakpoint
CREATE INDEX "customers_first_name_idx" ON "customers" USING btree (lower("first_name"));--> statement-breakpoint
CREATE INDEX "documents_object_idx" ON "documents" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE UNIQUE INDEX "location_room_type_info_unique" ON "location_room_type_info" USING btree ("location_id","room_type_id");--> statement-breakpoint
CREATE INDEX "locations_name_idx" ON "locations" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "room_types_type_unique" ON "room_types" USING btree (lower("type"));--> statement-breakpoint
CREATE INDEX "events_date_from_idx" ON "events" USING btree ("date_from");--> statement-breakpoint
CREATE INDEX "events_name_idx" ON "events" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_items_system_item_unique" ON "payment_items" USING btree ("system_item") WHERE "payment_items"."system_item" is not null;--> statement-breakpoint
CREATE INDEX "period_pricings_event_idx" ON "period_pricings" USING btree ("event_id","location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_pricings_period_room_type_unique" ON "room_pricings" USING btree ("period_pricing_id","room_type_id");