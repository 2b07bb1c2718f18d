import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { likePattern } from "@/lib/api/paging";
import { foldName } from "./fold-name";

/**
 * The search key (lib/names/fold-name.ts searchKey) contains `text` folded the same way: a plain
 * `like`, never lower()/ILIKE, so the answer does not depend on the database's locale. An ASCII
 * query uses the key's trigram index; a Greek or Cyrillic one is still answered right (pg_trgm
 * under a C locale takes no trigram from it, so the index is read whole or not used).
 */
export function keyContains(key: AnyColumn | SQL, text: string): SQL {
  return sql`${key} like ${likePattern(foldName(text))}`;
}

/** The phone's digits (spaces dropped; the expression of the *_phone_digits_trgm indexes) contain `text`. */
export function phoneContains(phone: AnyColumn | SQL, text: string): SQL {
  return sql`replace(coalesce(${phone}, ''), ' ', '') like ${likePattern(text.replace(/\s/g, ""))}`;
}

/** The key's order, then the original text's (byte by byte: any locale sorts the same). */
export function keyOrder(key: AnyColumn | SQL, ...originals: (AnyColumn | SQL)[]): SQL[] {
  return [sql`${key}`, ...originals.map((original) => sql`${original} collate "C"`)];
}
