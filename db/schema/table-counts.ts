import { bigint, pgTable, text } from "drizzle-orm/pg-core";

/**
 * Row counts kept by statement triggers (migration 0006), so that "Clienti (n)" is one row read
 * instead of a scan of the table on every list load. Exact: the triggers run in the writing
 * transaction. `table_name`: 'customers'.
 */
export const tableCounts = pgTable("table_counts", {
  tableName: text("table_name").primaryKey(),
  total: bigint("total", { mode: "number" }).notNull(),
});
