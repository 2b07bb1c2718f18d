ALTER TABLE "reservation_customers" ADD COLUMN "event_id" integer;--> statement-breakpoint
UPDATE "reservation_customers" AS rc SET "event_id" = r."event_id" FROM "reservations" AS r WHERE r."id" = rc."reservation_id";--> statement-breakpoint
ALTER TABLE "reservation_customers" ALTER COLUMN "event_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "reservation_customers_event_customer_idx" ON "reservation_customers" USING btree ("event_id","customer_id","reservation_id");
