import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./foundation";

/**
 * The answers of writes sent with an `Idempotency-Key` header (lib/api/idempotency.ts): written in
 * the transaction of the change, so a repeat of the call answers the stored result instead of
 * writing twice. Rows older than 24 hours are removed by a scheduled job.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    key: uuid("key").notNull(),
    method: text("method").notNull(),
    route: text("route").notNull(),
    /** sha256 (hex) of the method, route and body of the first call. */
    bodyHash: text("body_hash").notNull(),
    /** HTTP status and envelope of the answer; null only inside the claiming transaction. */
    status: integer("status"),
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("idempotency_keys_account_key_idx").on(t.accountId, t.key),
    index("idempotency_keys_created_at_idx").on(t.createdAt),
  ],
);
