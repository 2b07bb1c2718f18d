import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { searchKeyColumn } from "./foundation";
import { locations, roomTypes } from "./registries";

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2 });

export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    dateFrom: date("date_from", { mode: "string" }).notNull(),
    dateTo: date("date_to", { mode: "string" }).notNull(),
    launchDate: date("launch_date", { mode: "string" }),
    locationId: integer("location_id").references(() => locations.id),
    feePerPartecipant: money("fee_per_partecipant"),
    buyIn: money("buy_in"),
    guaranteedValue: money("guaranteed_value"),
    toPrizePoolValue: money("to_prize_pool_value"),
    earningFeePercentage: percent("earning_fee_percentage"),
    finalEntries: integer("final_entries"),
    finalPartecipants: integer("final_partecipants"),
    finalPartecipantsNotBooking: integer("final_partecipants_not_booking"),
    /** Closed: the server refuses changes to the event's set-up, bookings and money. */
    isFreezed: boolean("is_freezed").notNull().default(false),
    cashModuleEnabled: boolean("cash_module_enabled").notNull().default(false),
    /** searchKey([name]): searched by (lib/names/fold-name.ts). */
    searchKey: searchKeyColumn(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("events_date_from_idx").on(t.dateFrom),
    index("events_name_idx").on(sql`lower(${t.name})`),
    index("events_search_key_trgm")
      .using("gin", sql`${t.searchKey} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

// ---- Payment configuration ----

export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: serial("id").primaryKey(),
    method: text("method").notNull(),
    /** System methods (false) cannot be edited or deleted. */
    isCustom: boolean("is_custom").notNull().default(true),
  },
  (t) => [uniqueIndex("payment_methods_method_unique").on(sql`lower(${t.method})`)],
);

export const paymentCategory = pgEnum("payment_category", ["Income", "Cost", "Refund"]);
export const systemItem = pgEnum("system_item", ["Agent", "Reservation", "Hotel", "Entries", "Transfer"]);

export const paymentItems = pgTable(
  "payment_items",
  {
    id: serial("id").primaryKey(),
    category: paymentCategory("category").notNull(),
    description: text("description").notNull(),
    isCustom: boolean("is_custom").notNull().default(true),
    isVisible: boolean("is_visible").notNull().default(true),
    systemItem: systemItem("system_item"),
  },
  (t) => [
    // Descriptions are unique within a category, regardless of case.
    uniqueIndex("payment_items_description_unique").on(t.category, sql`lower(${t.description})`),
    uniqueIndex("payment_items_system_item_unique")
      .on(t.systemItem)
      .where(sql`${t.systemItem} is not null`),
  ],
);

// ---- Hotel room blocks of an event ----

/** One hotel's prices for the nights checkIn <= night < checkOut of one event. */
export const periodPricings = pgTable(
  "period_pricings",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id),
    checkIn: date("check_in", { mode: "string" }).notNull(),
    checkOut: date("check_out", { mode: "string" }).notNull(),
    /** Tourist tax per guest per night. */
    dailyTax: money("daily_tax").notNull().default("0"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("period_pricings_event_idx").on(t.eventId, t.locationId)],
);

/** A room type inside a period: prices per room per night and the rooms allotted per night. */
export const roomPricings = pgTable(
  "room_pricings",
  {
    id: serial("id").primaryKey(),
    periodPricingId: integer("period_pricing_id")
      .notNull()
      .references(() => periodPricings.id, { onDelete: "cascade" }),
    roomTypeId: integer("room_type_id")
      .notNull()
      .references(() => roomTypes.id),
    sellPrice: money("sell_price").notNull().default("0"),
    cost: money("cost").notNull().default("0"),
    costNotSell: money("cost_not_sell").notNull().default("0"),
    costStaff: money("cost_staff").notNull().default("0"),
    availability: integer("availability").notNull().default(0),
  },
  (t) => [uniqueIndex("room_pricings_period_room_type_unique").on(t.periodPricingId, t.roomTypeId)],
);

/** The allotment of single nights that differ from the room pricing's availability. */
export const dailyAvailabilities = pgTable(
  "daily_availabilities",
  {
    roomPricingId: integer("room_pricing_id")
      .notNull()
      .references(() => roomPricings.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    availability: integer("availability").notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomPricingId, t.day] })],
);
