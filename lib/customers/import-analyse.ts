import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { fillSearchKeys } from "@/lib/names/fill-search-keys";
import { PERSON_KEY_FIELDS } from "@/lib/names/fold-name";
import { KEY_PUNCTUATION } from "./import-normalize";

/**
 * The duplicate rules of the players import (docs/DECISIONS.md, "Players import"), set-based:
 * a handful of statements for the whole file, whatever its size, with hash joins on keys
 * computed once for the file's rows and once for the customers (two temporary tables).
 *
 * Plan per staged row (import_rows.outcome):
 * - refuse: the row has problems, or its keys point to different existing players;
 * - update: its "Codice cliente" (an exported file) names an existing player: the file's values
 *   replace the player's (empty cells change nothing);
 * - merge: same e-mail, same phone (prefix + digits), same codice fiscale, or same name and birth
 *   date as an existing player (target_id) or as an earlier row of the file (target_row, its first
 *   such row): empty fields of the player are filled, nothing else changes;
 * - likely: no such match, but a similar name (pg_trgm similarity >= 0.6 of "last first" in Latin
 *   letters: ASCII, which pg_trgm reads alike under any locale) with the
 *   same birth year or the same city, among the players (target_id) or the earlier rows
 *   (target_row); or the very same name when the row has no e-mail, phone, codice fiscale or birth
 *   date. The user decides (merge, create, skip; skip when not told);
 * - create: anything else (left open here, kept as 'create' by keepAnalysedRows).
 */

/**
 * A customer's name keys read from its search key (customers.search_key, written by
 * lib/names/fold-name.ts): the same steps as playerNameKeys() in import-normalize.ts, on code
 * points only (split_part, a regexp of ASCII ranges, trim), so that the file's keys made in
 * JavaScript and the customers' made here are equal for equal names, whatever the database's
 * locale. Never lower()/translate(): under a C locale they leave Ż and Ł as they are.
 */
const field = (n: number) => `split_part(search_key, chr(9), ${n})`;
const plainSql = (text: string) => `trim(regexp_replace(${text}, '${KEY_PUNCTUATION}', ' ', 'g'))`;
const nameSql = plainSql(`${field(1)} || ' ' || ${field(2)}`);
/** The key holds a Latin copy of its fields (Greek or Cyrillic names): more than 3 fields. */
const latinSql = `length(search_key) - length(replace(search_key, chr(9), '')) >= ${PERSON_KEY_FIELDS}`;
const similarSql = `case when ${latinSql} then ${plainSql(`${field(4)} || ' ' || ${field(5)}`)} else ${nameSql} end`;
const firstSql = `case when ${latinSql} then ${plainSql(field(5))} else ${plainSql(field(2))} end`;

export const SIMILARITY_THRESHOLD = 0.6;

/**
 * The players' keys (temporary table pi_customers), computed from the customers alone: the caller
 * starts it before staging the file (stageRows's `running`), so that PostgreSQL computes it while
 * the file is parsed. Its statements run in order on the caller's connection.
 */
export async function stageCustomerKeys(db: DbOrTx): Promise<unknown> {
  // Keys not written yet (a row written by hand in SQL since the last start): written first.
  await fillSearchKeys(db, ["customers"]);
  return db.execute(
    sql.raw(`
    drop table if exists pi_customers;
    create temp table pi_customers on commit drop as
    select id, email, case when digits <> '' then coalesce(phone_prefix, '+39') || digits end as phone,
      cf, name, latin_name, birth, byear, city, left(latin_name, 2) || left(first_key, 1) as pre
    from (select id,
      lower(email) as email,
      phone_prefix, regexp_replace(phone, '\\D', '', 'g') as digits,
      nullif(upper(replace(tax_code, ' ', '')), '') as cf,
      ${nameSql} as name,
      ${similarSql} as latin_name,
      ${firstSql} as first_key,
      birth_date as birth,
      extract(year from birth_date)::int as byear,
      nullif(lower(trim(city)), '') as city
    from customers) c;
    analyze pi_customers;`),
  );
}

/** Needs pi_customers (stageCustomerKeys) in the same transaction. */
export async function analysePlayersRun(db: DbOrTx, runId: number, table = "import_rows"): Promise<void> {
  const rowsTable = sql.identifier(table);
  const run = sql.raw(String(Number(runId)));
  // IMPORT_TIMING=1 prints each statement's time (bench:import).
  let last = performance.now();
  const tx = {
    execute: async (query: Parameters<DbOrTx["execute"]>[0]) => {
      const result = await db.execute(query);
      if (process.env.IMPORT_TIMING) {
        const now = performance.now();
        const text = (query as { queryChunks?: unknown[] }).queryChunks ? "" : "";
        console.log(`[analyse] ${Math.round(now - last)} ms ${text}`);
        last = now;
      }
      return result;
    },
  };
  // Rows with problems are refused at once.
  await tx.execute(sql`
    update ${rowsTable} set outcome = 'refuse', target_id = null, target_row = null,
      reason = (select jsonb_agg(jsonb_build_object('key', 'problem_' || (p->>'code'), 'params', jsonb_build_object('field', p->>'field')))::text
                from jsonb_array_elements(problems) p)
    where run_id = ${run} and jsonb_array_length(problems) > 0`);

  await tx.execute(sql.raw(`drop table if exists pi_rows; drop table if exists pi_candidates`));
  await tx.execute(sql`
    create temp table pi_rows on commit drop as
    select row_number as n,
      data->>'keyEmail' as email, data->>'keyPhone' as phone, data->>'taxCode' as cf,
      data->>'keyName' as name, data->>'keySimilar' as latin_name, (data->>'birthDate')::date as birth,
      extract(year from (data->>'birthDate')::date)::int as byear,
      nullif(lower(trim(data->>'city')), '') as city,
      data->>'keyBlock' as pre,
      (data->>'id')::int as cid,
      null::int as explicit_id, null::int as e_id, null::int as p_id, null::int as c_id, null::int as nb_id,
      null::int as prev, null::int as root
    from ${rowsTable} where run_id = ${run} and outcome is null`);
  await tx.execute(sql.raw(`analyze pi_rows`));

  // Exact keys against the players (the lowest id when the players hold a key twice).
  await tx.execute(
    sql.raw(`
    update pi_rows r set explicit_id = c.id from customers c where c.id = r.cid;
    update pi_rows r set e_id = m.id from (select email, min(id) id from pi_customers where email is not null group by email) m where m.email = r.email;
    update pi_rows r set p_id = m.id from (select phone, min(id) id from pi_customers where phone is not null group by phone) m where m.phone = r.phone;
    update pi_rows r set c_id = m.id from (select cf, min(id) id from pi_customers where cf is not null group by cf) m where m.cf = r.cf;
    update pi_rows r set nb_id = m.id from (select name, birth, min(id) id from pi_customers where birth is not null group by name, birth) m
      where m.name = r.name and m.birth = r.birth;`),
  );

  // Exact keys within the file: the first earlier row sharing any key, then its own first row.
  await tx.execute(
    sql.raw(`
    create index on pi_rows (n);
    with firsts as (
      select n, least(
        min(n) filter (where email is not null) over (partition by email),
        min(n) filter (where phone is not null) over (partition by phone),
        min(n) filter (where cf is not null) over (partition by cf),
        min(n) filter (where birth is not null) over (partition by name, birth)) as first
      from pi_rows)
    update pi_rows r set prev = f.first from firsts f where f.n = r.n and f.first < r.n;`),
  );
  // Chains (row 9 shares a phone with row 5, which shares an e-mail with row 1): follow to the first.
  await tx.execute(sql.raw(`update pi_rows set root = prev where prev is not null;`));
  for (let i = 0; i < 20; i++) {
    const result = await tx.execute(
      sql.raw(
        `update pi_rows a set root = b.root from pi_rows b where a.root = b.n and b.root is not null and b.root < a.root`,
      ),
    );
    if (!result.rowCount) break;
  }

  // The plan from the exact keys.
  await tx.execute(sql`
    update ${rowsTable} i set
      outcome = case
        when r.explicit_id is not null then 'update'
        when (select count(distinct x) from unnest(array[r.e_id, r.p_id, r.c_id, r.nb_id]) x) > 1 then 'refuse'
        when coalesce(r.e_id, r.p_id, r.c_id, r.nb_id) is not null then 'merge'
        when r.root is not null then 'merge'
        end,
      target_id = case
        when r.explicit_id is not null then r.explicit_id
        when (select count(distinct x) from unnest(array[r.e_id, r.p_id, r.c_id, r.nb_id]) x) > 1 then null
        else coalesce(r.c_id, r.e_id, r.p_id, r.nb_id) end,
      target_row = case
        when r.explicit_id is null and coalesce(r.e_id, r.p_id, r.c_id, r.nb_id) is null then r.root end,
      reason = case
        when r.explicit_id is null and (select count(distinct x) from unnest(array[r.e_id, r.p_id, r.c_id, r.nb_id]) x) > 1
        then jsonb_build_object('key', 'conflict', 'params', jsonb_build_object('ids',
          (select string_agg(distinct x::text, ', ') from unnest(array[r.e_id, r.p_id, r.c_id, r.nb_id]) x)))::text end
    from pi_rows r
    where i.run_id = ${run} and i.row_number = r.n
      -- only the rows an exact key matched (a tenth of a typical file): the rest stay open
      and (r.explicit_id is not null or coalesce(r.e_id, r.p_id, r.c_id, r.nb_id, r.root) is not null)`);

  // Likely duplicates among the rows left: similar names, blocked by the first two letters of the
  // last name, the first letter of the first name, and the birth year or the city
  // (docs/DECISIONS.md says what this misses).
  const threshold = sql.raw(String(SIMILARITY_THRESHOLD));
  await tx.execute(sql`
    create temp table pi_candidates on commit drop as
    with open_rows as (
      select r.* from pi_rows r join ${rowsTable} i on i.run_id = ${run} and i.row_number = r.n where i.outcome is null
    )
    select r.n, c.id as target_id, null::int as target_row, similarity(c.latin_name, r.latin_name) as s
    from open_rows r join pi_customers c on c.pre = r.pre and c.byear = r.byear
    where similarity(c.latin_name, r.latin_name) >= ${threshold}
    union all
    select r.n, c.id, null, similarity(c.latin_name, r.latin_name)
    from open_rows r join pi_customers c on c.pre = r.pre and c.city = r.city
    where similarity(c.latin_name, r.latin_name) >= ${threshold}
    union all
    select r.n, c.id, null, 1
    from open_rows r join pi_customers c on c.name = r.name
    where r.email is null and r.phone is null and r.cf is null and r.birth is null
    union all
    select r.n, null, o.n, similarity(o.latin_name, r.latin_name)
    from open_rows r join pi_rows o on o.pre = r.pre and o.byear = r.byear and o.n < r.n
    where similarity(o.latin_name, r.latin_name) >= ${threshold}
    union all
    select r.n, null, o.n, similarity(o.latin_name, r.latin_name)
    from open_rows r join pi_rows o on o.pre = r.pre and o.city = r.city and o.n < r.n
    where similarity(o.latin_name, r.latin_name) >= ${threshold}
    union all
    select r.n, null, o.n, 1
    from open_rows r join pi_rows o on o.name = r.name and o.n < r.n
    where r.email is null and r.phone is null and r.cf is null and r.birth is null`);
  await tx.execute(sql`
    update ${rowsTable} i set outcome = 'likely', target_id = b.target_id, target_row = b.target_row,
      reason = jsonb_build_object('key', case when b.target_id is not null then 'likelyPlayer' else 'likelyRow' end,
        'params', jsonb_build_object('id', b.target_id, 'row', b.target_row))::text
    from (
      select distinct on (n) n, target_id, target_row
      from pi_candidates
      order by n, (target_id is null), s desc, target_id, target_row
    ) b
    where i.run_id = ${run} and i.row_number = b.n and i.outcome is null`);
  // The rows still open are created: written so by keepAnalysedRows, not by one more update here.
}

/**
 * Keeps the analysed rows of a staging table in import_rows, the rows no rule matched as 'create'
 * (one pass instead of an update of most of the file: -0.4 s on 100,000 rows).
 */
export async function keepAnalysedRows(db: DbOrTx, table: string): Promise<void> {
  await db.execute(sql`
    insert into import_rows (run_id, row_number, raw, data, problems, outcome, target_id, target_row,
      decision, reason, result_id, applied)
    select run_id, row_number, raw, data, problems, coalesce(outcome, 'create'), target_id, target_row,
      decision, reason, result_id, applied
    from ${sql.identifier(table)}`);
}
