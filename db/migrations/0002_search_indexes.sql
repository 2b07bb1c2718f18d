CREATE INDEX "profiles_first_name_trgm" ON "profiles" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_last_name_trgm" ON "profiles" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_email_trgm" ON "profiles" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_phone_digits_trgm" ON "profiles" USING gin (replace(coalesce("phone", ''), ' ', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_first_name_trgm" ON "customers" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_last_name_trgm" ON "customers" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_digits_trgm" ON "customers" USING gin (replace(coalesce("phone", ''), ' ', '') gin_trgm_ops);