import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { personSearchKey, searchKey } from "./fold-name";

const BATCH = 1000;

type Row = {
  id: number;
  last_name?: string;
  first_name?: string | null;
  email?: string | null;
  name?: string;
};

export type KeyedTable = "customers" | "profiles" | "locations" | "events";

/** The tables with a search key, the columns it is made of, and how. */
const TABLES: { table: KeyedTable; columns: string[]; key: (row: Row) => string }[] = [
  {
    table: "customers",
    columns: ["last_name", "first_name", "email"],
    key: (r) => personSearchKey({ lastName: r.last_name!, firstName: r.first_name, email: r.email }),
  },
  {
    table: "profiles",
    columns: ["last_name", "first_name", "email"],
    key: (r) => personSearchKey({ lastName: r.last_name!, firstName: r.first_name, email: r.email }),
  },
  { table: "locations", columns: ["name"], key: (r) => searchKey([r.name]) },
  { table: "events", columns: ["name"], key: (r) => searchKey([r.name]) },
];

/**
 * Writes the search key of every row that has none: the rows of a database older than the keys
 * (migration 0021 adds them empty, and SQL cannot fold names as lib/names/fold-name.ts does), a
 * backup of that time restored, or a row written by hand in SQL. Run at start-up (db/bootstrap.ts,
 * under the start-up lock) after the migrations; idempotent, in batches of 1,000 rows in id order,
 * each one statement, so a start cut short goes on from where it was. A row whose key a writer set
 * meanwhile keeps it. `only`: these tables only. Answers how many keys were written.
 */
export async function fillSearchKeys(db: DbOrTx, only?: KeyedTable[]): Promise<number> {
  let written = 0;
  for (const { table, columns, key } of TABLES.filter((t) => !only || only.includes(t.table))) {
    let after = 0;
    for (;;) {
      const { rows } = await db.execute<Row>(sql`
        select id, ${sql.raw(columns.join(", "))} from ${sql.identifier(table)}
        where search_key is null and id > ${after} order by id limit ${BATCH}`);
      if (rows.length === 0) break;
      after = rows[rows.length - 1]!.id;
      const result = await db.execute(sql`
        update ${sql.identifier(table)} t set search_key = v.key
        from json_to_recordset(${JSON.stringify(rows.map((r) => ({ id: r.id, key: key(r) })))}::json)
          as v(id integer, key text)
        where t.id = v.id and t.search_key is null`);
      written += result.rowCount ?? 0;
      if (rows.length < BATCH) break;
    }
  }
  return written;
}
