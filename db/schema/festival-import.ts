import { sql } from "drizzle-orm";
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { locations, roomTypes } from "./registries";

/**
 * A hotel or room type name written in an imported file that the user mapped to an existing one
 * in the mapping step (lib/festival-import): later imports match it without asking again. `name_key`
 * is the name as compared (lib/festival-import/names.ts nameKey). Exactly one target.
 */
export const importNameAliases = pgTable(
  "import_name_aliases",
  {
    id: serial("id").primaryKey(),
    nameKey: text("name_key").notNull(),
    locationId: integer("location_id").references(() => locations.id, { onDelete: "cascade" }),
    roomTypeId: integer("room_type_id").references(() => roomTypes.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("import_name_aliases_one_target", sql`(${t.locationId} is null) <> (${t.roomTypeId} is null)`),
    uniqueIndex("import_name_aliases_location_unique")
      .on(t.nameKey)
      .where(sql`${t.locationId} is not null`),
    uniqueIndex("import_name_aliases_room_type_unique")
      .on(t.nameKey)
      .where(sql`${t.roomTypeId} is not null`),
  ],
);
