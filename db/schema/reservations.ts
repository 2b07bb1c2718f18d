import { sql } from "drizzle-orm";
import {
  boolean,
  check,
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
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { events, paymentItems, paymentMethods } from "./events";
import { profiles } from "./foundation";
import { agentRoles, customers, locations, roomTypes } from "./registries";

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

export const reservationStatus = pgEnum("reservation_status", [
  "NotConfirmed",
  "Confirmed",
  "Settled",
  "Canceled",
]);
export const reservationType = pgEnum("reservation_type", [
  "Standard",
  "Packet",
  "StaffHotel",
  "Guest",
  "Staff",
]);
export const entryEditSource = pgEnum("entry_edit_source", ["Entry", "Reservation"]);
export const paymentTypology = pgEnum("payment_typology", ["Inbound", "Outbound", "CashFund"]);

/**
 * One room of a hotel for the nights checkIn <= night < checkOut of an event. Multiple mode
 * creates several rows, one per room. Totals are stored as computed at the last save.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    progressiveNumber: integer("progressive_number"),
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id),
    roomTypeId: integer("room_type_id")
      .notNull()
      .references(() => roomTypes.id),
    checkIn: date("check_in", { mode: "string" }).notNull(),
    checkOut: date("check_out", { mode: "string" }).notNull(),
    status: reservationStatus("status").notNull().default("NotConfirmed"),
    type: reservationType("type").notNull().default("Standard"),
    /** May be negative (a surcharge). */
    discount: money("discount").notNull().default("0"),
    totalNoTax: money("total_no_tax").notNull().default("0"),
    totalTax: money("total_tax").notNull().default("0"),
    totalPay: money("total_pay").notNull().default("0"),
    notes: text("notes"),
    isWebReservation: boolean("is_web_reservation").notNull().default(false),
    checkInDone: boolean("check_in_done").notNull().default(false),
    /**
     * The natural key of a reservation imported from a past festival's file
     * (lib/festival-import/import-key.ts): importing the same file again finds it instead of
     * adding it twice. Null for reservations made in the application.
     */
    importKey: text("import_key"),
    createdBy: integer("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("reservations_stay_check", sql`${t.checkOut} > ${t.checkIn}`),
    check("reservations_progressive_number_check", sql`${t.progressiveNumber} >= 1`),
    uniqueIndex("reservations_event_progressive_unique")
      .on(t.eventId, t.progressiveNumber)
      .where(sql`${t.progressiveNumber} is not null`),
    // The availability count: rooms of one event, hotel and room type covering some nights. `id`
    // is in the key so that the count (which leaves out the reservation being edited) is an
    // index-only scan (drizzle has no INCLUDE).
    index("reservations_availability_idx")
      .on(t.eventId, t.locationId, t.roomTypeId, t.checkIn, t.checkOut, t.id)
      .where(sql`${t.status} <> 'Canceled'`),
    index("reservations_event_check_in_idx").on(t.eventId, t.checkIn, t.id),
    // The list's other orders (lib/reservations/search-repository.ts orderBy): a first page is
    // read in order and stops after its rows, whatever the size of the event. A backward scan
    // serves the descending order, except for the progressive number, whose reservations
    // without one come last both ways.
    index("reservations_event_check_out_idx").on(t.eventId, t.checkOut, t.id),
    index("reservations_event_progressive_idx").on(t.eventId, t.progressiveNumber, t.id),
    index("reservations_event_progressive_desc_idx").on(
      t.eventId,
      t.progressiveNumber.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index("reservations_location_idx").on(t.locationId),
    uniqueIndex("reservations_event_import_key_unique")
      .on(t.eventId, t.importKey)
      .where(sql`${t.importKey} is not null`),
  ],
);

/** The guests of a reservation, in order; isAgentPlayer: the agent earns on their entries. */
export const reservationCustomers = pgTable(
  "reservation_customers",
  {
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    position: integer("position").notNull(),
    isAgentPlayer: boolean("is_agent_player").notNull().default(false),
    /**
     * The reservation's event, copied (a reservation never changes event): the list's guest
     * search finds an event's guests matching a name through the index below, in rows of that
     * event only, instead of every matching customer's reservations (docs/DECISIONS.md).
     */
    eventId: integer("event_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.customerId] }),
    index("reservation_customers_customer_idx").on(t.customerId),
    index("reservation_customers_event_customer_idx").on(t.eventId, t.customerId, t.reservationId),
  ],
);

/** The agents of a reservation: at most one per agent role. */
export const reservationAgents = pgTable(
  "reservation_agents",
  {
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    agentRoleId: integer("agent_role_id")
      .notNull()
      .references(() => agentRoles.id),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.agentRoleId] }),
    index("reservation_agents_profile_idx").on(t.profileId),
  ],
);

/** The nights of a reservation with the prices copied when the stay was priced. */
export const reservationDays = pgTable(
  "reservation_days",
  {
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    /** Per room per night. */
    sellPrice: money("sell_price").notNull(),
    /** Tourist tax per guest per night. */
    dailyTax: money("daily_tax").notNull(),
  },
  (t) => [primaryKey({ columns: [t.reservationId, t.day] })],
);

/** One customer playing in one event; number = buy-ins (re-entries raise it). Soft-deleted. */
export const entries = pgTable(
  "entries",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    number: integer("number").notNull().default(1),
    isDeleted: boolean("is_deleted").notNull().default(false),
    editSource: entryEditSource("edit_source").notNull().default("Entry"),
    /** The Packet reservation that created it, while it exists. */
    reservationId: integer("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("entries_number_check", sql`${t.number} >= 1`),
    uniqueIndex("entries_event_customer_unique").on(t.eventId, t.customerId),
    index("entries_customer_idx").on(t.customerId),
    index("entries_reservation_idx")
      .on(t.reservationId)
      .where(sql`${t.reservationId} is not null`),
  ],
);

/**
 * Every euro that moves in an event (DOMAIN.md "Payments and movements"): reservation payments
 * and refunds, agent and hotel payments, other income and costs, cash funds and the two halves of
 * a transfer. Amounts are positive; the typology gives the sign.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    typology: paymentTypology("typology").notNull(),
    /** Null only for a cash fund. */
    paymentItemId: integer("payment_item_id").references(() => paymentItems.id),
    paymentMethodId: integer("payment_method_id")
      .notNull()
      .references(() => paymentMethods.id),
    amount: money("amount").notNull(),
    paymentDate: date("payment_date", { mode: "string" }).notNull(),
    notes: text("notes"),
    reservationId: integer("reservation_id").references(() => reservations.id, { onDelete: "cascade" }),
    agentProfileId: integer("agent_profile_id").references(() => profiles.id),
    locationId: integer("location_id").references(() => locations.id),
    /** The other half of a transfer (Outbound from one method, Inbound to another). */
    linkedPaymentId: integer("linked_payment_id").references((): AnyPgColumn => payments.id, {
      onDelete: "cascade",
    }),
    createdBy: integer("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payments_amount_check", sql`${t.amount} > 0`),
    index("payments_event_date_idx").on(t.eventId, t.paymentDate, t.id),
    index("payments_reservation_idx")
      .on(t.reservationId)
      .where(sql`${t.reservationId} is not null`),
    index("payments_event_method_idx").on(t.eventId, t.paymentMethodId, t.typology),
    index("payments_agent_idx")
      .on(t.agentProfileId)
      .where(sql`${t.agentProfileId} is not null`),
  ],
);
