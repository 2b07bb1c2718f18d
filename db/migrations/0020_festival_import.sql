CREATE TABLE "import_name_aliases" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_key" text NOT NULL,
	"location_id" integer,
	"room_type_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_name_aliases_one_target" CHECK (("import_name_aliases"."location_id" is null) <> ("import_name_aliases"."room_type_id" is null))
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "import_key" text;--> statement-breakpoint
ALTER TABLE "import_name_aliases" ADD CONSTRAINT "import_name_aliases_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_name_aliases" ADD CONSTRAINT "import_name_aliases_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_name_aliases_location_unique" ON "import_name_aliases" USING btree ("name_key") WHERE "import_name_aliases"."location_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "import_name_aliases_room_type_unique" ON "import_name_aliases" USING btree ("name_key") WHERE "import_name_aliases"."room_type_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_event_import_key_unique" ON "reservations" USING btree ("event_id","import_key") WHERE "reservations"."import_key" is not null;