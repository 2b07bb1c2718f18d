import { PgTransaction } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client";

/**
 * Runs independent reads side by side on the root database, each on its own pool connection
 * (read committed: each statement sees the data committed when it starts; docs/DECISIONS.md
 * "Live accounting statements side by side"). On a transaction they run one after the other on
 * its one connection, under its snapshot (a pg client must not be given a query while it runs one).
 */
export async function readSideBySide<T extends unknown[]>(
  db: DbOrTx,
  reads: [...{ [K in keyof T]: () => Promise<T[K]> }],
): Promise<T> {
  if (!(db instanceof PgTransaction)) return Promise.all(reads.map((read) => read())) as Promise<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}
