-- Search keys (docs/DECISIONS.md "Names in any alphabet"): names folded by lib/names/fold-name.ts,
-- which SQL cannot run; the rows already there get theirs at start-up (lib/names/fill-search-keys.ts).
DROP INDEX "profiles_last_name_idx";--> statement-breakpoint
DROP INDEX "profiles_first_name_trgm";--> statement-breakpoint
DROP INDEX "profiles_last_name_trgm";--> statement-breakpoint
DROP INDEX "profiles_email_trgm";--> statement-breakpoint
DROP INDEX "customers_last_name_idx";--> statement-breakpoint
DROP INDEX "customers_first_name_idx";--> statement-breakpoint
DROP INDEX "customers_first_name_trgm";--> statement-breakpoint
DROP INDEX "customers_last_name_trgm";--> statement-breakpoint
DROP INDEX "customers_email_trgm";--> statement-breakpoint
DROP INDEX "customers_last_name_tail_trgm";--> statement-breakpoint
DROP INDEX "locations_name_idx";--> statement-breakpoint
DROP INDEX "customers_list_order_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_key" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_key" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "search_key" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_key" text COLLATE "C";--> statement-breakpoint
CREATE INDEX "profiles_search_key_idx" ON "profiles" USING btree ("search_key","id");--> statement-breakpoint
CREATE INDEX "profiles_search_key_trgm" ON "profiles" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "customers_search_key_trgm" ON "customers" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "customers_search_key_tail_trgm" ON "customers" USING gin (substr("search_key", 2) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "customers_search_key_missing_idx" ON "customers" USING btree ("id") WHERE "customers"."search_key" is null;--> statement-breakpoint
CREATE INDEX "locations_search_key_idx" ON "locations" USING btree ("search_key","id");--> statement-breakpoint
CREATE INDEX "locations_search_key_trgm" ON "locations" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "events_search_key_trgm" ON "events" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "customers_list_order_idx" ON "customers" USING btree ("search_key","last_name" collate "C","first_name" collate "C","id");