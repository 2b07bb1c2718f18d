ALTER TABLE "accounts" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "last_failure_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "previous_failure_at" timestamp with time zone;--> statement-breakpoint
-- Rows that concurrent saves duplicated before these indexes existed keep their id but get a distinct name (" (id)" appended), so the unique indexes can be built.
UPDATE "location_groups" g SET "name" = g."name" || ' (' || g."id" || ')' WHERE EXISTS (SELECT 1 FROM "location_groups" o WHERE lower(o."name") = lower(g."name") AND o."id" < g."id");--> statement-breakpoint
UPDATE "payment_items" i SET "description" = i."description" || ' (' || i."id" || ')' WHERE EXISTS (SELECT 1 FROM "payment_items" o WHERE o."category" = i."category" AND lower(o."description") = lower(i."description") AND o."id" < i."id");--> statement-breakpoint
UPDATE "payment_methods" m SET "method" = m."method" || ' (' || m."id" || ')' WHERE EXISTS (SELECT 1 FROM "payment_methods" o WHERE lower(o."method") = lower(m."method") AND o."id" < m."id");--> statement-breakpoint
CREATE UNIQUE INDEX "location_groups_name_unique" ON "location_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_items_description_unique" ON "payment_items" USING btree ("category",lower("description"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_method_unique" ON "payment_methods" USING btree (lower("method"));