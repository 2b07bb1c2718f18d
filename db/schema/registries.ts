import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { objectIdColumn, personSearchIndexes, profiles, searchKeyColumn } from "./foundation";

// ---- Agents and commissions (SPEC.md section 3: Agent, Agent role, Commission template) ----

export const commissionMode = pgEnum("commission_mode", ["Fixed", "Percentage", "Mixed"]);
export const commissionSubMode = pgEnum("commission_sub_mode", ["Fixed", "Percentage"]);
export const playerCommissionSource = pgEnum("player_commission_source", ["BuyIn", "Fee"]);

export const agentRoles = pgTable("agent_roles", {
  id: serial("id").primaryKey(),
  roleDescription: text("role_description").notNull(),
});

/**
 * Named templates (isDefault: offered by /api/agents/defaultprovisionings) and Manual ones
 * (type "Manual": one agent's own copy, never offered to others).
 */
export const commissionTemplates = pgTable("commission_templates", {
  id: serial("id").primaryKey(),
  type: text("type").notNull(),
  isDefault: boolean("is_default").notNull().default(false),
  isDeleted: boolean("is_deleted").notNull().default(false),
  visualOrder: integer("visual_order").notNull().default(0),
  mode: commissionMode("mode").notNull().default("Percentage"),
  commissionForPlayer: numeric("commission_for_player", { precision: 12, scale: 2 }).notNull().default("0"),
  commissionForRoom: numeric("commission_for_room", { precision: 12, scale: 2 }).notNull().default("0"),
  commissionForPlayerMode: commissionSubMode("commission_for_player_mode").notNull().default("Percentage"),
  commissionForRoomMode: commissionSubMode("commission_for_room_mode").notNull().default("Percentage"),
  playerCommissionSource: playerCommissionSource("player_commission_source").default("BuyIn"),
});

/** The agent-only fields of a profile of type Agent. */
export const agents = pgTable("agents", {
  profileId: integer("profile_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  agentArea: text("agent_area"),
  agentRoleId: integer("agent_role_id").references(() => agentRoles.id),
  commissionTemplateId: integer("commission_template_id").references(() => commissionTemplates.id),
});

// ---- Customers (players) ----

export const customers = pgTable(
  "customers",
  {
    id: objectIdColumn(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    phonePrefix: text("phone_prefix"),
    city: text("city"),
    country: text("country"),
    zipCode: text("zip_code"),
    stateProvince: text("state_province"),
    address: text("address"),
    birthDate: date("birth_date", { mode: "string" }),
    taxCode: text("tax_code"),
    vatNumber: text("vat_number"),
    privacy: boolean("privacy").notNull().default(false),
    marketingPrivacy: boolean("marketing_privacy").notNull().default(false),
    notes: text("notes"),
    rating: smallint("rating"),
    isFake: boolean("is_fake").notNull().default(false),
    /** The content of the customer's own QR code: unguessable, unlike the id. */
    qrCode: uuid("qr_code").notNull().defaultRandom().unique(),
    /** personSearchKey(lastName, firstName, email): searched and sorted by (lib/names/fold-name.ts). */
    searchKey: searchKeyColumn(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's whole order (personListOrder): a page is read in order and stops after its
    // rows, also for a common search term ("ross"), without sorting every match.
    index("customers_list_order_idx").on(
      t.searchKey,
      sql`${t.lastName} collate "C"`,
      sql`${t.firstName} collate "C"`,
      t.id,
    ),
    ...personSearchIndexes("customers", t),
    // A one-word search reads the keys that START with the word as a range of
    // customers_list_order_idx (in order, stopping after the page) and finds the other matches
    // through the trigram indexes; this one answers "the word after the key's first letter"
    // without listing every Rossi for "ross" (lib/customers/repository.ts).
    index("customers_search_key_tail_trgm")
      .using("gin", sql`substr(${t.searchKey}, 2) gin_trgm_ops`)
      .with({ fastupdate: false }),
    // The rows whose key is still to be written (fillSearchKeys): found at once, also by the
    // players import, which checks before comparing names.
    index("customers_search_key_missing_idx")
      .on(t.id)
      .where(sql`${t.searchKey} is null`),
  ],
);

// ---- Hotels (locations), groups, room types ----

export const locationType = pgEnum("location_type", ["Hotel", "BedAndBreakfast", "HotelAndCasino", "Casino"]);

export const locationGroups = pgTable(
  "location_groups",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
  },
  (t) => [uniqueIndex("location_groups_name_unique").on(sql`lower(${t.name})`)],
);

export const locations = pgTable(
  "locations",
  {
    id: objectIdColumn(),
    name: text("name").notNull(),
    type: locationType("type").notNull().default("Hotel"),
    email: text("email"),
    /** "E-mail prenotazioni": where hotel communications go when set (else `email`). */
    bookingEmail: text("booking_email"),
    phone: text("phone"),
    phonePrefix: text("phone_prefix"),
    address: text("address"),
    city: text("city"),
    zipCode: text("zip_code"),
    country: text("country"),
    stateProvince: text("state_province"),
    taxCode: text("tax_code"),
    vatNumber: text("vat_number"),
    /** A percentage, e.g. 10.00 = 10 %. */
    vat: numeric("vat", { precision: 5, scale: 2 }),
    info: text("info"),
    guestsForCommunications: boolean("guests_for_communications").notNull().default(false),
    locationGroupId: integer("location_group_id").references(() => locationGroups.id, {
      onDelete: "set null",
    }),
    /** searchKey([name]): searched and sorted by (lib/names/fold-name.ts). */
    searchKey: searchKeyColumn(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("locations_search_key_idx").on(t.searchKey, t.id),
    index("locations_search_key_trgm")
      .using("gin", sql`${t.searchKey} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const roomTypes = pgTable(
  "room_types",
  {
    id: serial("id").primaryKey(),
    type: text("type").notNull(),
    capacity: integer("capacity").notNull(),
  },
  (t) => [uniqueIndex("room_types_type_unique").on(sql`lower(${t.type})`)],
);

/** A hotel's note about one of its room types (Location.roomTypeInformation). */
export const locationRoomTypeInfo = pgTable(
  "location_room_type_info",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    roomTypeId: integer("room_type_id")
      .notNull()
      .references(() => roomTypes.id),
    information: text("information").notNull(),
  },
  (t) => [uniqueIndex("location_room_type_info_unique").on(t.locationId, t.roomTypeId)],
);

// ---- Attachments ----

export const documentObjectType = pgEnum("document_object_type", [
  "Profile",
  "Agent",
  "Customer",
  "Location",
]);

export const documents = pgTable(
  "documents",
  {
    id: serial("id").primaryKey(),
    objectType: documentObjectType("object_type").notNull(),
    objectId: integer("object_id").notNull(),
    /** Display name without extension, chosen by the user (rename changes only this). */
    name: text("name").notNull(),
    extension: text("extension").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    /** File name on disk, generated by the server; never derived from the client's name. */
    storageKey: text("storage_key").notNull().unique(),
    createdBy: integer("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("documents_object_idx").on(t.objectType, t.objectId)],
);
