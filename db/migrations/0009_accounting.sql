CREATE TYPE "public"."accounting_request_status" AS ENUM('InQueue', 'Starting', 'InProcess', 'Error', 'Completed');--> statement-breakpoint
CREATE TABLE "accounting_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"status" "accounting_request_status" DEFAULT 'InQueue' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by" integer,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"total_net_gain" numeric(14, 2),
	"snapshot" jsonb,
	"error_message" text
);
--> statement-breakpoint
ALTER TABLE "accounting_requests" ADD CONSTRAINT "accounting_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_requests" ADD CONSTRAINT "accounting_requests_requested_by_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounting_requests_event_idx" ON "accounting_requests" USING btree ("event_id","requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "accounting_requests_open_idx" ON "accounting_requests" USING btree ("status") WHERE "accounting_requests"."status" in ('InQueue', 'Starting', 'InProcess');