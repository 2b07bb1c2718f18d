import fc from "fast-check";
import type { z } from "zod";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";

/**
 * Tables a refused call may legitimately write, left out of the write check, each with its reason.
 */
export const TABLES_A_REFUSAL_MAY_WRITE = new Set([
  // A failed sign-in is counted before the password is checked (docs/DECISIONS.md "Sign-in limits").
  "login_throttle",
  // Presenting a used refresh token revokes its whole family, and the answer is still 401.
  "refresh_tokens",
  // A request to the hotels' public confirmation link is counted before its token is looked up.
  "request_limits",
]);

export type TableSnapshot = Map<string, string>;

let snapshotSql: string | null = null;

/**
 * Every table of the app's schema: its exact row count and the sum of its rows' xmin (the id of the
 * transaction that wrote each row version), in one statement. An insert or a delete changes the
 * count, an update gives the row a new xmin, so any committed write changes the pair.
 */
export async function snapshotTables(): Promise<TableSnapshot> {
  const db = getDb();
  if (!snapshotSql) {
    const tables = await db.execute<{ name: string }>(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
    const names = tables.rows.map((row) => row.name).filter((name) => !TABLES_A_REFUSAL_MAY_WRITE.has(name));
    if (names.length < 20) throw new Error(`only ${names.length} tables found`);
    snapshotSql = names
      .map(
        (name) =>
          `select '${name}' as name, count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text as state from "${name}"`,
      )
      .join(" union all ");
  }
  const result = await db.execute<{ name: string; state: string }>(sql.raw(snapshotSql));
  return new Map(result.rows.map((row) => [row.name, row.state]));
}

/** The tables whose count or row versions differ between two snapshots. */
export function changedTables(before: TableSnapshot, after: TableSnapshot): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}

// ---- Bad values ----

const HUGE = "x".repeat(100_000);

/**
 * 20,000 characters that do not compress (a fixed pseudo-random sequence): a B-tree index entry
 * must fit in a third of a page, and a compressible string would slip under that limit.
 */
const HUGE_RANDOM = (() => {
  const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  let state = 12345;
  let text = "";
  for (let i = 0; i < 20_000; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    text += alphabet[Math.floor(state / 65536) % alphabet.length];
  }
  return text;
})();

/** Values that must never break a route wherever they are put. */
export const HOSTILE_VALUES: unknown[] = [
  "",
  "   ",
  "\u0000",
  "a\u0000b",
  HUGE,
  HUGE_RANDOM,
  "' OR 1=1 --",
  "'; DROP TABLE customers; --",
  "%_\\",
  "<script>alert(1)</script>",
  "\ud800",
  "1999-12-31",
  "0001-01-01",
  "2026-02-30",
  "2026-13-01",
  "9999-12-31",
  "+275760-09-13",
  "2026-02-29T25:61:00",
  "-1",
  "1e309",
  "NaN",
  "2147483648",
  "99999999999999999999",
  -1,
  0,
  1.5,
  0.30000000000000004,
  2147483648,
  -2147483649,
  9007199254740993,
  1e308,
  -1e308,
  "99999999999.99",
  "-99999999999.99",
  "12345678901",
  "0.001",
  true,
  false,
  null,
  [],
  [{}],
  [1, 2, 3],
  {},
  { id: 1 },
  { id: 2147483648 },
];

/** Whole bodies that are not what any route takes. */
export const RAW_BAD_BODIES: string[] = [
  "{",
  '{"a":',
  "nul",
  "[1,2",
  '{"a":1}}',
  "\u0000",
  "\ufeff{}",
  "{'a': 1}",
  '{"__proto__": {"admin": true}}',
  "[]",
  "[{}]",
  "null",
  "1",
  '"text"',
  "true",
  "{}",
  `{"x":"${"y".repeat(1_000_000)}"}`,
  "[".repeat(5_000) + "]".repeat(5_000),
  '{"a":' + "[".repeat(3_000) + "]".repeat(3_000) + "}",
];

/** Query strings that no list or search route takes. */
export const BAD_QUERIES: string[] = [
  "page=-1&pageSize=0",
  "page=1e309&pageSize=99999999999",
  "pageNumber=abc&pageSize=2147483648",
  "search=%27%20OR%201%3D1%20--",
  "search=%00",
  "search=" + "%25".repeat(3_000),
  "id=abc&eventId=-1&customerId=1e3",
  "eventId=2147483648&locationId=99999999999999999999",
  "checkIn=2026-02-30&checkOut=1999-01-01",
  "checkIn=0001-01-01&checkOut=9999-12-31",
  "dateFrom=2026-13-45&dateTo=x",
  "orderBy=id;drop%20table%20x&orderDirection=sideways",
  "eventId=1&eventId=2&eventId=3",
  "statesSelected=Nope&typesSelected=%00",
  "__proto__=1&__proto__=2&constructor=x&toString=y&hasOwnProperty=z",
];

/** Path values for a dynamic segment. */
export const BAD_SEGMENTS: string[] = [
  "0",
  "-1",
  "abc",
  "1e309",
  "1.5",
  "2147483648",
  "99999999999999999999",
  " 1",
  "\u0000",
  "1\u0000",
  "' OR 1=1 --",
  "",
  "x".repeat(5_000),
];

// ---- Bodies shaped like a route's input, with one value spoilt ----

type Node = z.core.$ZodType;
type Def = Record<string, unknown> & { type: string };

const defOf = (schema: Node) => (schema as unknown as { _zod: { def: Def } })._zod.def;

export type FuzzHints = { ids: number[]; days: string[] };

const DAY_KEY = /date|day|check_?in|check_?out|from$|to$/i;
const MONEY_KEY = /amount|total|pay|discount|fee|buyin|value|cost|commission|percentage|tax|price|fund/i;

/** Plausible values chosen by the field's name, where the schema alone does not tell. */
function keyedArb(key: string, hints: FuzzHints): fc.Arbitrary<string> | null {
  const days = fc.constantFrom(...hints.days);
  if (/date|day|check_?in|check_?out/i.test(key)) return days;
  if (MONEY_KEY.test(key) && !/id$/i.test(key)) return fc.constantFrom("0", "10", "10.50", "99.99", "250");
  if (DAY_KEY.test(key)) return days;
  if (/email/i.test(key)) return fc.constantFrom("fuzz@example.com", "a.b@example.it");
  if (/prefix/i.test(key)) return fc.constantFrom("+39", "+44");
  if (/phone/i.test(key)) return fc.constantFrom("3331234567", "0412345678");
  return null;
}

function stringArb(def: Def, key: string, hints: FuzzHints): fc.Arbitrary<string> {
  const checks = ((def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []).map(
    (check) => check._zod.def,
  );
  const pattern =
    (def.pattern as RegExp | undefined) ??
    (checks.find((check) => check.check === "string_format" && check.pattern)?.pattern as RegExp | undefined);
  if (def.format === "email") return fc.constantFrom("fuzz@example.com", "a.b@example.it");
  if (def.format === "uuid" || def.format === "guid") return fc.uuid();
  if (pattern) return fc.stringMatching(pattern, { size: "xsmall" });
  const keyed = keyedArb(key, hints);
  if (keyed) return keyed;
  const min = (checks.find((check) => check.check === "min_length")?.minimum as number | undefined) ?? 0;
  const max = (checks.find((check) => check.check === "max_length")?.maximum as number | undefined) ?? 30;
  return fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, 30)) });
}

function numberArb(def: Def, key: string, hints: FuzzHints): fc.Arbitrary<number> {
  const checks = ((def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []).map(
    (check) => check._zod.def,
  );
  const integer = def.format === "safeint" || checks.some((check) => check.check === "number_format");
  const low = checks.find((check) => check.check === "greater_than")?.value as number | undefined;
  const high = checks.find((check) => check.check === "less_than")?.value as number | undefined;
  const min = Math.max(low ?? -1000, -1_000_000);
  const max = Math.min(high ?? 1_000_000, 1_000_000);
  if (MONEY_KEY.test(key) && !/id$|date/i.test(key)) return fc.constantFrom(0, 10, 10.5, 99.99);
  if (integer || (low === undefined && high === undefined)) {
    // Unbounded numbers are mostly ids (a JSON number or a string of digits): real ones first.
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...hints.ids) },
      { weight: 1, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) },
    );
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Something plausible where the schema takes anything (money, ids, days read by a transform). */
function looseArb(key: string, hints: FuzzHints): fc.Arbitrary<unknown> {
  const keyed = keyedArb(key, hints);
  if (keyed) return keyed;
  return fc.oneof(
    fc.constantFrom(...hints.ids),
    fc.constantFrom("10.50", "0", "-5.25", "100", 12, 0.5),
    fc.string({ maxLength: 12 }),
  );
}

/** Values that pass the schema's shape (its types, enums, patterns) where they can be read from it. */
export function shapedArbitrary(schema: Node, hints: FuzzHints, key = "", depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (name: string) => shapedArbitrary(def[name] as Node, hints, key, depth);
  if (depth > 6) return fc.constant(null);
  switch (def.type) {
    case "string":
      return stringArb(def, key, hints);
    case "number":
    case "int":
      return numberArb(def, key, hints);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "undefined":
    case "void":
      return fc.constant(undefined);
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "enum":
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case "optional":
      return fc.option(inner("innerType"), { nil: undefined, freq: 4 });
    case "nullable":
      return fc.option(inner("innerType"), { nil: null, freq: 4 });
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return inner("innerType");
    case "pipe": {
      const input = defOf(def.in as Node);
      // A transform or z.unknown() in front (money, preprocess): the shape is not readable.
      const opaque =
        ["transform", "unknown", "any"].includes(input.type) ||
        (input.type === "optional" && ["unknown", "any"].includes(defOf(input.innerType as Node).type));
      return opaque ? looseArb(key, hints) : inner("in");
    }
    case "array":
      return fc.array(shapedArbitrary(def.element as Node, hints, key, depth + 1), { maxLength: 3 });
    case "tuple":
      return fc.tuple(...(def.items as Node[]).map((item) => shapedArbitrary(item, hints, key, depth + 1)));
    case "object": {
      const shape = def.shape as Record<string, Node>;
      return fc.record(
        Object.fromEntries(
          Object.entries(shape).map(([name, child]) => [
            name,
            shapedArbitrary(child, hints, name, depth + 1),
          ]),
        ),
      );
    }
    case "record":
      return fc.dictionary(
        fc.string({ maxLength: 8 }),
        shapedArbitrary(def.valueType as Node, hints, key, depth + 1),
        { maxKeys: 3 },
      );
    case "union":
      // Null and empty options are rarer: most bodies should carry values.
      return fc.oneof(
        ...(def.options as Node[]).map((option) => ({
          weight: ["null", "undefined", "literal"].includes(defOf(option).type) ? 1 : 4,
          arbitrary: shapedArbitrary(option, hints, key, depth),
        })),
      );
    case "intersection":
      return fc
        .tuple(inner("left"), inner("right"))
        .map(([left, right]) => ({ ...(left as object), ...(right as object) }));
    case "lazy":
      return shapedArbitrary((def.getter as () => Node)(), hints, key, depth + 1);
    default:
      return looseArb(key, hints);
  }
}

/** Paths to every value inside a JSON value (the value itself is path []). */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const found = [prefix];
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      found.push(...paths(child, [...prefix, Array.isArray(value) ? Number(key) : key]));
    }
  }
  return found;
}

const REMOVE = Symbol("remove");

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (!path.length) return replacement === REMOVE ? undefined : replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  const next = replaceAt(copy[head!], rest, replacement);
  if (next === undefined && !Array.isArray(copy)) delete copy[head!];
  else copy[head!] = next;
  return copy;
}

/**
 * A body shaped like the schema with one value replaced by a hostile one or left out (about one
 * case in eight is left whole, shaped but possibly valid).
 */
export function spoiltArbitrary(schema: Node, hints: FuzzHints): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      shapedArbitrary(schema, hints),
      fc.nat(),
      fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
        { weight: 2, arbitrary: fc.constant(REMOVE) },
        { weight: 1, arbitrary: fc.constant("keep") },
      ),
    )
    .map(([value, pick, replacement]) => {
      if (replacement === "keep") return value;
      const all = paths(value);
      const path = all[pick % all.length]!;
      return replaceAt(value, path, replacement) ?? {};
    });
}

/** A query string for a GET route from a shaped value: arrays as repeated keys, objects as JSON. */
export function toQuery(value: unknown): string {
  const params = new URLSearchParams();
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const item of Array.isArray(child) ? child : [child]) {
        if (item === undefined) continue;
        params.append(key, item !== null && typeof item === "object" ? JSON.stringify(item) : String(item));
      }
    }
  }
  return params.toString();
}

/** A valid body with one value replaced by a hostile one or left out (or, rarely, kept). */
export function spoiltExampleArbitrary(example: unknown): fc.Arbitrary<unknown> {
  const all = paths(example);
  return fc
    .tuple(
      fc.nat(),
      fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
        { weight: 2, arbitrary: fc.constant(REMOVE) },
        { weight: 1, arbitrary: fc.constant("keep") },
      ),
    )
    .map(([pick, replacement]) =>
      replacement === "keep" ? example : (replaceAt(example, all[pick % all.length]!, replacement) ?? {}),
    );
}
