import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

export const profileType = pgEnum("profile_type", ["User", "Agent", "Master"]);

/**
 * Profiles (users and agents), customers and hotels draw their ids from one sequence, so that an
 * attachment's objectId (GET /api/documents/listforobject/{objectId}) names one object only.
 */
export const objectIds = pgSequence("object_ids");
export const objectIdColumn = () =>
  integer("id")
    .primaryKey()
    .default(sql`nextval('object_ids')`);

/**
 * The stored search key of customers, profiles, hotels and events: their searched fields folded by
 * lib/names/fold-name.ts (searchKey), written by every writer with the row, filled for older rows
 * at start-up (lib/names/fill-search-keys.ts). Null only until then. COLLATE "C": compared and
 * sorted by code point, the same whatever the database's locale (docs/DECISIONS.md "Names in any
 * alphabet").
 */
const searchKeyText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });
export const searchKeyColumn = () => searchKeyText("search_key");

/**
 * GIN trigram indexes (pg_trgm) for the "contains" person search of the lists: every word matches
 * the search key (names and e-mail, folded) or the phone's digits (personSearchCondition in
 * lib/profiles/repository.ts; the phone expression must stay the same).
 * `fastupdate = off`: rows are indexed as they are written; with the pending list on, a bulk
 * import left hundreds of unmerged pages that every search then read (6.5 ms instead of 0.24 ms).
 */
export function personSearchIndexes(table: string, t: { searchKey: AnyPgColumn; phone: AnyPgColumn }) {
  return [
    index(`${table}_search_key_trgm`)
      .using("gin", sql`${t.searchKey} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index(`${table}_phone_digits_trgm`)
      .using("gin", sql`replace(coalesce(${t.phone}, ''), ' ', '') gin_trgm_ops`)
      .with({ fastupdate: false }),
  ];
}

export const permissions = pgTable("permissions", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  description: text("description").notNull(),
});

export const roles = pgTable(
  "roles",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
  },
  (t) => [
    uniqueIndex("roles_name_unique").on(sql`lower(${t.name})`),
    // At most one default role.
    uniqueIndex("roles_single_default")
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

export const rolePermissions = pgTable(
  "role_permissions",
  {
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    permissionId: integer("permission_id")
      .notNull()
      .references(() => permissions.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const profiles = pgTable(
  "profiles",
  {
    id: objectIdColumn(),
    type: profileType("type").notNull().default("User"),
    firstName: text("first_name"),
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
    /** personSearchKey(lastName, firstName, email): searched and sorted by (lib/names/fold-name.ts). */
    searchKey: searchKeyColumn(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("profiles_search_key_idx").on(t.searchKey, t.id), ...personSearchIndexes("profiles", t)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: serial("id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" })
      .unique(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    isDisabled: boolean("is_disabled").notNull().default(false),
    /**
     * Raised by a password change, a disable or a role change (lib/auth/end-account-sessions.ts):
     * access tokens carry the version they were issued with and older ones are refused.
     */
    tokenVersion: integer("token_version").notNull().default(0),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("accounts_username_unique").on(sql`lower(${t.username})`)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    // SHA-256 of the token: a stolen database copy cannot be replayed.
    tokenHash: text("token_hash").notNull().unique(),
    // Every token issued by rotation from one sign-in shares the family.
    family: text("family").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("refresh_tokens_family_idx").on(t.family),
    // Every authenticated call asks whether its sign-in (family) was ended: few rows are revoked.
    index("refresh_tokens_revoked_family_idx")
      .on(t.family)
      .where(sql`${t.revokedAt} is not null`),
  ],
);

/** Failed sign-ins per account, per address and per account and address pair (lib/auth/login-throttle.ts). */
export const loginThrottle = pgTable("login_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull().defaultNow(),
  /** The failure before the last one: the pair's wait runs from it (lib/auth/login-throttle.ts). */
  previousFailureAt: timestamp("previous_failure_at", { withTimezone: true }),
});

/**
 * Requests per key in a fixed window, for the public pages' limits (lib/api/request-limit.ts):
 * one row per client address and purpose, shared by every server process.
 */
export const requestLimits = pgTable("request_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    accountId: integer("account_id"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action").notNull(),
    changes: jsonb("changes"),
  },
  (t) => [index("audit_log_entity_idx").on(t.entity, t.entityId)],
);
