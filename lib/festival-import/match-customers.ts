import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { nameKey, personNameKeys, type FilePerson } from "./names";

/** A customer to create for a person no existing customer matched. */
export type NewCustomer = { key: string; firstName: string; lastName: string; email: string | null };

/** The customer of each person: an existing id, or the key of a customer to create. */
export type PersonMatch = { customerId: number } | { newKey: string };

export type CustomerMatching = {
  /** Per person, in the order given. */
  matches: PersonMatch[];
  created: NewCustomer[];
  matched: number;
  /** Persons whose name alone matched several customers (the oldest was taken). */
  ambiguous: number;
};

type Known = { id: number | null; newKey: string | null };

/**
 * Matches the persons of the files to customers (docs/DECISIONS.md "Past festivals import"): by
 * e-mail first (case-insensitive; several customers with one e-mail: the oldest), else by name in
 * either order, ignoring case and accents (several: the oldest, counted as ambiguous). A person
 * matching nobody becomes a new customer, and later persons of the same files match that one (a
 * player of the entries file who is also a guest is created once). Persons with an e-mail are
 * matched first, so a guest written by name only finds the player created from a row with e-mail.
 */
export async function matchCustomers(db: DbOrTx, persons: FilePerson[]): Promise<CustomerMatching> {
  const rows = (
    await db.execute<{ id: number; firstName: string; lastName: string; email: string | null }>(sql`
      select id, first_name as "firstName", last_name as "lastName", email
      from customers where not is_fake order by id`)
  ).rows;
  // E-mails in lower case here, not by the database's lower() (ASCII only under a C locale).
  for (const row of rows) if (row.email) row.email = row.email.toLowerCase();
  const byEmail = new Map<string, Known>();
  const byName = new Map<string, Known & { count: number }>();
  const addName = (key: string, known: Known) => {
    const current = byName.get(key);
    if (current) current.count++;
    else byName.set(key, { ...known, count: 1 });
  };
  for (const row of rows) {
    const known = { id: row.id, newKey: null };
    if (row.email && !byEmail.has(row.email)) byEmail.set(row.email, known);
    for (const key of new Set(personNameKeys(row))) addName(key, known);
  }

  const matches: PersonMatch[] = new Array(persons.length);
  const created: NewCustomer[] = [];
  let matched = 0;
  let ambiguous = 0;
  const order = persons
    .map((_, i) => i)
    .sort((a, b) => Number(!persons[a]!.email) - Number(!persons[b]!.email));
  for (const index of order) {
    const person = persons[index]!;
    const keys = person.lastName ? personNameKeys(person) : [];
    let found: Known | undefined = person.email ? byEmail.get(person.email) : undefined;
    if (!found) {
      const candidates = keys.map((key) => byName.get(key)).filter((k) => k !== undefined);
      // Both orders may name different customers ("Rossi Mario" and "Mario Rossi"): the oldest.
      const best = candidates.filter((k) => k.id !== null).sort((a, b) => a.id! - b.id!)[0] ?? candidates[0];
      if (best) {
        found = best;
        if (best.id !== null && (best.count > 1 || new Set(candidates.map((c) => c.id)).size > 1))
          ambiguous++;
      }
    }
    if (found) {
      if (found.id !== null) matched++;
      matches[index] = found.id !== null ? { customerId: found.id } : { newKey: found.newKey! };
      // A name-only person matched by name adds nothing; one with a new e-mail is not recorded.
      continue;
    }
    const newKey = `new:${created.length}`;
    const lastName = person.lastName || (person.email ?? "").split("@")[0]!;
    created.push({ key: newKey, lastName, firstName: person.firstName, email: person.email });
    const known = { id: null, newKey };
    if (person.email) byEmail.set(person.email, known);
    for (const key of new Set(personNameKeys({ lastName, firstName: person.firstName }))) {
      if (!byName.has(key)) addName(key, known);
    }
    matches[index] = { newKey };
  }
  return { matches, created, matched, ambiguous };
}

/** How a person is told apart within one file set (e-mail, else name in a fixed order). */
export const personIdentity = (person: FilePerson) =>
  person.email ?? `name:${personNameKeys(person).sort()[0] ?? nameKey(person.lastName)}`;
