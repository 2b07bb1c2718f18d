CREATE TYPE "public"."communication_answer" AS ENUM('confirmed', 'problem');--> statement-breakpoint
CREATE TYPE "public"."communication_channel" AS ENUM('clipboard', 'email');--> statement-breakpoint
CREATE TYPE "public"."communication_delivery" AS ENUM('queued', 'failed', 'sent');--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "booking_email" text;--> statement-breakpoint
ALTER TABLE "communications_sent" ADD COLUMN "channel" "communication_channel" DEFAULT 'clipboard' NOT NULL;--> statement-breakpoint
ALTER TABLE "communications_sent" ADD COLUMN "delivery_status" "communication_delivery" DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "communications_sent" ADD COLUMN "recipient" text;--> statement-breakpoint
ALTER TABLE "communications_sent" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "communications_sent" ADD COLUMN "delivery_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "communications_sent" ADD COLUMN "delivery_error" text;--> statement-breakpoint
ALTER TABLE "communications_sent" ADD COLUMN "delivery_error_detail" text;--> statement-breakpoint
ALTER TABLE "communications_sent" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "communications_sent" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "communications_sent" ADD COLUMN "answer" "communication_answer";--> statement-breakpoint
ALTER TABLE "communications_sent" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "communications_sent" ADD COLUMN "answer_note" text;--> statement-breakpoint
ALTER TABLE "communications_sent" ADD COLUMN "answer_address" text;--> statement-breakpoint
ALTER TABLE "communications_sent" ADD COLUMN "reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "communications_sent" ADD COLUMN "last_reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "communications_reservation_sent_idx" ON "communications" USING btree ("reservation_ref","communication_sent_id") WHERE "communications"."communication_sent_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "communications_sent_confirm_token_unique" ON "communications_sent" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "communications_sent_unanswered_idx" ON "communications_sent" USING btree ("sent_at") WHERE "communications_sent"."answer" is null and "communications_sent"."delivery_status" = 'sent';