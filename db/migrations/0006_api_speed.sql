CREATE TABLE "table_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "profiles_first_name_trgm";--> statement-breakpoint
DROP INDEX "profiles_last_name_trgm";--> statement-breakpoint
DROP INDEX "profiles_email_trgm";--> statement-breakpoint
DROP INDEX "profiles_phone_digits_trgm";--> statement-breakpoint
DROP INDEX "customers_first_name_trgm";--> statement-breakpoint
DROP INDEX "customers_last_name_trgm";--> statement-breakpoint
DROP INDEX "customers_email_trgm";--> statement-breakpoint
DROP INDEX "customers_phone_digits_trgm";--> statement-breakpoint
CREATE INDEX "customers_list_order_idx" ON "customers" USING btree (lower("last_name"),lower(coalesce("first_name", '')),"id");--> statement-breakpoint
CREATE INDEX "reservations_event_check_out_idx" ON "reservations" USING btree ("event_id","check_out","id");--> statement-breakpoint
CREATE INDEX "reservations_event_progressive_idx" ON "reservations" USING btree ("event_id","progressive_number","id");--> statement-breakpoint
CREATE INDEX "reservations_event_progressive_desc_idx" ON "reservations" USING btree ("event_id","progressive_number" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "profiles_first_name_trgm" ON "profiles" USING gin ("first_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "profiles_last_name_trgm" ON "profiles" USING gin ("last_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "profiles_email_trgm" ON "profiles" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "profiles_phone_digits_trgm" ON "profiles" USING gin (replace(coalesce("phone", ''), ' ', '') gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "customers_first_name_trgm" ON "customers" USING gin ("first_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "customers_last_name_trgm" ON "customers" USING gin ("last_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "customers_email_trgm" ON "customers" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "customers_phone_digits_trgm" ON "customers" USING gin (replace(coalesce("phone", ''), ' ', '') gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- "Clienti (n)": the count of customers, kept by statement triggers in the writing transaction.
-- One row per table: writers of customers wait for each other on it until they commit (customers
-- are written one at a time by the desk; bulk imports are single statements).
CREATE FUNCTION "table_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "table_counts" SET "total" = "total" + (SELECT count(*) FROM new_rows) WHERE "table_name" = TG_TABLE_NAME;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "table_counts" SET "total" = "total" - (SELECT count(*) FROM old_rows) WHERE "table_name" = TG_TABLE_NAME;
  ELSE
    UPDATE "table_counts" SET "total" = 0 WHERE "table_name" = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "customers_count_insert" AFTER INSERT ON "customers"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "table_counts_change"();--> statement-breakpoint
CREATE TRIGGER "customers_count_delete" AFTER DELETE ON "customers"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "table_counts_change"();--> statement-breakpoint
CREATE TRIGGER "customers_count_truncate" AFTER TRUNCATE ON "customers"
  FOR EACH STATEMENT EXECUTE FUNCTION "table_counts_change"();--> statement-breakpoint
LOCK TABLE "customers" IN SHARE MODE;--> statement-breakpoint
INSERT INTO "table_counts" ("table_name", "total") SELECT 'customers', count(*) FROM "customers";
