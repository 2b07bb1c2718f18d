import { randomInt, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { POST as saveCustomerRoute } from "@/app/api/customers/route";
import { GET as searchRoute } from "@/app/api/customers/search/route";
import { GET as countRoute } from "@/app/api/customers/count/route";
import { DELETE as deleteCustomerRoute, GET as getCustomerRoute } from "@/app/api/customers/[id]/route";
import { GET as byQrRoute } from "@/app/api/customers/byqr/[code]/route";
import { customers } from "@/db/schema";
import { DEMO_CUSTOMERS, seedDemoCustomers } from "@/seed/demo-customers";
import { customerStatistics, type CustomerHistorySources } from "@/lib/customers/repository";
import { buildTestHealthPass } from "@/lib/hc1/test-certificate";
import type { CustomerDto, CustomerListItem, CustomerStatistics } from "@/lib/customers/schemas";
import { invoke } from "../support/api";
import { auditRows } from "../support/db";
import { createUser, tokenWith, uniqueName, uniqueWord, type TestUser } from "../support/factories";
import { createCustomer, customerRow, customerTotal } from "../support/factories-customers";

const SAVED = "Salvataggio completato con successo";
const DELETED = "Eliminazione completata";
const LAST_NAME_REQUIRED = "Cognome obbligatorio";
const FIRST_NAME_REQUIRED = "Nome obbligatorio";
const WRONG_EMAIL = "Indirizzo email non valido";
const RATING_RANGE = "Valutazione: deve essere un numero intero da 0 a 5";
const PHONE_DIGITS = "Il telefono può contenere solo cifre e spazi";
const NOT_FOUND = "Elemento non trovato";
const QR_NOT_FOUND = "Nessun cliente corrisponde al QR code letto";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const ZERO_STATISTICS: CustomerStatistics = {
  paidReservations: 0,
  totalReservations: 0,
  averageBooking: "0.00",
  totalBuyEntries: 0,
  totalEventsPlayed: 0,
  averageEntries: 0,
  totalEventsInvolved: 0,
  trustedAverageBooking: 0,
  trustedAverageEntries: 0,
  trustedAverageEntriesOnBooking: 0,
  reliability: "Low",
};

let staff: TestUser;
beforeAll(async () => {
  staff = await createUser({ permissions: ["Customers"], lastName: uniqueName("Desk") });
});

/** A unique letters-and-digits word, so that searching for it finds only this test's rows. */

function save(body: unknown, token: string | null = staff.token) {
  return invoke<CustomerDto>(saveCustomerRoute, { token, body, path: "/api/customers" });
}
function search(
  query: Record<string, string | number | boolean | undefined>,
  token: string | null = staff.token,
) {
  return invoke<CustomerListItem[]>(searchRoute, { token, query });
}
function countOf(query: Record<string, string | undefined> = {}, token: string | null = staff.token) {
  return invoke<number>(countRoute, { token, query });
}
function getCustomer(id: number | string, token: string | null = staff.token) {
  return invoke<CustomerDto>(getCustomerRoute, { token, params: { id } });
}
function deleteCustomer(id: number | string, token: string | null = staff.token) {
  return invoke(deleteCustomerRoute, { method: "DELETE", token, params: { id } });
}
function byQr(code: string, token: string | null = staff.token) {
  return invoke<{ id: number }>(byQrRoute, { token, params: { code } });
}

describe("access to /api/customers", () => {
  let customerId: number;
  let qrCode: string;
  beforeAll(async () => {
    const row = await createCustomer({ lastName: uniqueName("Accesso") });
    customerId = row.id;
    qrCode = row.qrCode;
  });

  const calls = (token: string | null) => [
    () => search({}, token),
    () => countOf({}, token),
    () => getCustomer(customerId, token),
    () => save({ lastName: "Rossi", firstName: "Anna" }, token),
    () => deleteCustomer(customerId, token),
    () => byQr(qrCode, token),
  ];

  it("answers 401 without a token, and changes nothing", async () => {
    const before = await customerTotal();
    for (const call of calls(null)) {
      const answer = await call();
      expect(answer.status).toBe(401);
      expect(answer.body.success).toBe(false);
      expect(answer.body.messages).toEqual(["Sessione non valida o scaduta: accedere di nuovo"]);
    }
    expect(await customerTotal()).toBe(before);
    expect(await customerRow(customerId)).not.toBeNull();
  });

  it("answers 403 without the Customers permission, and changes nothing", async () => {
    const before = await customerTotal();
    const token = await tokenWith(["Users", "EventsHotel"]);
    for (const call of calls(token)) {
      const answer = await call();
      expect(answer.status).toBe(403);
      expect(answer.body.messages).toEqual(["Non hai il permesso per questa operazione"]);
    }
    expect(await customerTotal()).toBe(before);
    expect(await customerRow(customerId)).not.toBeNull();
  });

  it.each([["Reservations"], ["EventsEntries"]] as const)(
    "lets %s holders search, read, scan and create customers, but not edit, count or delete",
    async (permission) => {
      const token = await tokenWith([permission]);
      expect((await search({}, token)).status).toBe(200);
      expect((await getCustomer(customerId, token)).status).toBe(200);
      expect((await byQr(qrCode, token)).status).toBe(200);
      const created = await save({ lastName: uniqueName("Ospite"), firstName: "Nuovo" }, token);
      expect(created.status).toBe(200);
      const edit = await save({ id: customerId, lastName: "Cambiato", firstName: "Anna" }, token);
      expect(edit.status).toBe(403);
      expect((await countOf({}, token)).status).toBe(403);
      expect((await deleteCustomer(customerId, token)).status).toBe(403);
      expect((await customerRow(customerId))!.lastName).not.toBe("Cambiato");
    },
  );

  it("lets a Master in without any role permission", async () => {
    const master = await createUser({ type: "Master" });
    expect((await getCustomer(customerId, master.token)).status).toBe(200);
    expect((await countOf({}, master.token)).status).toBe(200);
  });
});

describe("POST /api/customers", () => {
  it("creates a customer with every field, the default +39 prefix, its QR code and zero statistics", async () => {
    const lastName = uniqueName("Esposito");
    const answer = await save({
      lastName: `  ${lastName} `,
      firstName: "Gennaro",
      email: "gennaro@example.it",
      phone: "333 123 4567",
      city: "Napoli",
      country: "Italia",
      zipCode: "80100",
      stateProvince: "NA",
      address: "Via Toledo 1",
      birthDate: "1980-02-29T00:00:00",
      taxCode: "SPSGNR80B29F839X",
      vatNumber: "01234567890",
      privacy: true,
      marketingPrivacy: true,
      notes: "  Preferisce il tavolo 3  ",
      rating: 4,
      isFake: false,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.messages).toEqual([SAVED]);
    const customer = answer.body.entity!;
    expect(customer).toEqual({
      id: expect.any(Number),
      lastName,
      firstName: "Gennaro",
      email: "gennaro@example.it",
      phone: "333 123 4567",
      phonePrefix: "+39",
      city: "Napoli",
      country: "Italia",
      zipCode: "80100",
      stateProvince: "NA",
      address: "Via Toledo 1",
      birthDate: "1980-02-29T00:00:00",
      taxCode: "SPSGNR80B29F839X",
      vatNumber: "01234567890",
      privacy: true,
      marketingPrivacy: true,
      notes: "Preferisce il tavolo 3",
      rating: 4,
      isFake: false,
      qrCode: expect.stringMatching(UUID),
      statistics: ZERO_STATISTICS,
    });
    const row = await customerRow(customer.id);
    expect(row).toMatchObject({
      lastName,
      firstName: "Gennaro",
      birthDate: "1980-02-29",
      rating: 4,
      qrCode: customer.qrCode,
    });

    const audit = await auditRows("customer", customer.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "create", accountId: staff.accountId });
    expect(audit[0]!.changes).toMatchObject({
      lastName: { from: null, to: lastName },
      rating: { from: null, to: 4 },
    });
  });

  it("stores empty optional fields as null and defaults the flags", async () => {
    const answer = await save({
      lastName: uniqueName("Minimo"),
      firstName: "Solo",
      email: "",
      phone: " ",
      phonePrefix: "",
      notes: "",
      birthDate: "",
      rating: null,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.entity).toMatchObject({
      email: null,
      phone: null,
      phonePrefix: "+39",
      notes: null,
      birthDate: null,
      rating: null,
      isFake: false,
      privacy: false,
      marketingPrivacy: false,
    });
  });

  it("keeps a foreign prefix, a rating of 0 and the fake flag", async () => {
    const answer = await save({
      lastName: uniqueName("Novak"),
      firstName: "Luka",
      phonePrefix: "+386",
      phone: "41 234567",
      rating: 0,
      isFake: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.entity).toMatchObject({ phonePrefix: "+386", rating: 0, isFake: true });
    expect((await customerRow(answer.body.entity!.id))!.rating).toBe(0);
  });

  it("says Cognome obbligatorio, then Nome obbligatorio, and saves nothing", async () => {
    const before = await customerTotal();
    const both = await save({});
    expect(both.status).toBe(400);
    expect(both.body.success).toBe(false);
    expect(both.body.validationLevel).toBe("Fail");
    expect(both.body.messages).toEqual([LAST_NAME_REQUIRED, FIRST_NAME_REQUIRED]);
    // The order holds whatever the order of the body's keys.
    expect((await save({ firstName: "", lastName: "" })).body.messages).toEqual([
      LAST_NAME_REQUIRED,
      FIRST_NAME_REQUIRED,
    ]);
    expect((await save({ firstName: "Anna", lastName: "   " })).body.messages).toEqual([LAST_NAME_REQUIRED]);
    expect((await save({ lastName: "Rossi" })).body.messages).toEqual([FIRST_NAME_REQUIRED]);
    expect((await save({ lastName: "Rossi", firstName: "  " })).body.messages).toEqual([FIRST_NAME_REQUIRED]);
    expect((await save({ lastName: "Rossi", firstName: null })).body.messages).toEqual([FIRST_NAME_REQUIRED]);
    expect(await customerTotal()).toBe(before);
  });

  it("reports a wrong email with the WrongEmail code, after the name messages", async () => {
    const wrong = await save({ lastName: "Rossi", firstName: "Anna", email: "not-an-email" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.messages).toEqual([WRONG_EMAIL]);
    expect(wrong.body.validationCodes).toEqual(["WrongEmail"]);
    const all = await save({ email: "still wrong" });
    expect(all.body.messages).toEqual([LAST_NAME_REQUIRED, FIRST_NAME_REQUIRED, WRONG_EMAIL]);
    expect(all.body.validationCodes).toEqual(["WrongEmail"]);
  });

  it("accepts a rating from 0 to 5 only, whole, or none", async () => {
    for (const rating of [-1, 6, 2.5, "3", true]) {
      const answer = await save({ lastName: "Rossi", firstName: "Anna", rating });
      expect(answer.status, String(rating)).toBe(400);
      expect(answer.body.messages, String(rating)).toEqual([RATING_RANGE]);
    }
    for (const rating of [0, 5, null]) {
      const answer = await save({ lastName: uniqueName("Voto"), firstName: "Anna", rating });
      expect(answer.status, String(rating)).toBe(200);
      expect(answer.body.entity!.rating).toBe(rating);
    }
  });

  it("accepts a phone of digits and spaces only, and a valid birth date", async () => {
    const phone = await save({ lastName: "Rossi", firstName: "Anna", phone: "333-1234" });
    expect(phone.status).toBe(400);
    expect(phone.body.messages).toEqual([PHONE_DIGITS]);
    const date = await save({ lastName: "Rossi", firstName: "Anna", birthDate: "1980-02-30" });
    expect(date.status).toBe(400);
    expect(date.body.messages).toEqual(["Data non valida"]);
  });

  it("updates a customer, keeping its QR code, and audits the changed fields", async () => {
    const created = (
      await save({ lastName: uniqueName("Prima"), firstName: "Carla", rating: 2, city: "Como" })
    ).body.entity!;
    const lastName = uniqueName("Dopo");
    const answer = await save({
      id: created.id,
      lastName,
      firstName: "Carla",
      rating: 5,
      city: "",
      notes: "Nuova nota",
      isFake: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.messages).toEqual([SAVED]);
    expect(answer.body.entity).toMatchObject({
      id: created.id,
      lastName,
      rating: 5,
      city: null,
      notes: "Nuova nota",
      isFake: true,
      qrCode: created.qrCode,
    });
    expect(await customerRow(created.id)).toMatchObject({ lastName, rating: 5, city: null });
    const audit = await auditRows("customer", created.id);
    expect(audit.map((row) => row.action)).toEqual(["create", "update"]);
    expect(audit[1]!.changes).toEqual({
      lastName: { from: created.lastName, to: lastName },
      rating: { from: 2, to: 5 },
      city: { from: "Como", to: null },
      notes: { from: null, to: "Nuova nota" },
      isFake: { from: false, to: true },
    });
  });

  it("answers 404 when updating a customer that does not exist (or a profile id)", async () => {
    const before = await customerTotal();
    const missing = await save({ id: 2_000_000_000, lastName: "Rossi", firstName: "Anna" });
    expect(missing.status).toBe(404);
    expect(missing.body.messages).toEqual([NOT_FOUND]);
    const profileId = await save({ id: staff.profileId, lastName: "Rossi", firstName: "Anna" });
    expect(profileId.status).toBe(404);
    expect(await customerTotal()).toBe(before);
  });
});

describe("GET /api/customers/{id}", () => {
  it("returns the customer with its QR code, zero statistics and the Bassa (Low) grade", async () => {
    const row = await createCustomer({
      lastName: uniqueName("Lettura"),
      firstName: "Piero",
      email: "piero@example.it",
      birthDate: "1966-12-01",
      rating: 3,
    });
    const answer = await getCustomer(row.id);
    expect(answer.status).toBe(200);
    expect(answer.body.messages).toEqual([]);
    expect(answer.body.entity).toMatchObject({
      id: row.id,
      lastName: row.lastName,
      firstName: "Piero",
      email: "piero@example.it",
      birthDate: "1966-12-01T00:00:00",
      rating: 3,
      qrCode: row.qrCode,
      statistics: ZERO_STATISTICS,
    });
    expect(answer.body.entity!.statistics.reliability).toBe("Low");
  });

  it("answers 404 for a missing customer and 400 for an id that is not a number", async () => {
    const missing = await getCustomer(2_000_000_002);
    expect(missing.status).toBe(404);
    expect(missing.body.messages).toEqual([NOT_FOUND]);
    expect((await getCustomer("abc")).status).toBe(400);
    expect((await getCustomer(0)).status).toBe(400);
  });
});

describe("DELETE /api/customers/{id}", () => {
  it("deletes the customer and writes an audit row", async () => {
    const row = await createCustomer({ lastName: uniqueName("Via") });
    const answer = await deleteCustomer(row.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      messages: [DELETED],
      entity: null,
      validationCodes: [],
      validationLevel: "Valid",
    });
    expect(await customerRow(row.id)).toBeNull();
    expect((await getCustomer(row.id)).status).toBe(404);
    const audit = await auditRows("customer", row.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "delete", accountId: staff.accountId });
    expect(audit[0]!.changes).toMatchObject({ lastName: { from: row.lastName, to: null } });
  });

  it("answers 404 for a missing customer", async () => {
    const answer = await deleteCustomer(2_000_000_003);
    expect(answer.status).toBe(404);
    expect(answer.body.messages).toEqual([NOT_FOUND]);
  });
});

describe("GET /api/customers/search", () => {
  const prefix = uniqueWord("Pagina");
  const created: number[] = [];
  beforeAll(async () => {
    // 23 customers created out of order, so that the sort by last name is visible.
    const numbers = Array.from({ length: 23 }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
    for (const n of numbers) {
      created.push(
        (await createCustomer({ lastName: `${prefix}${String(n).padStart(2, "0")}`, firstName: "Anna" })).id,
      );
    }
  });
  const lastNames = (rows: CustomerListItem[]) => rows.map((row) => row.lastName);
  const expected = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${String(from + i).padStart(2, "0")}`);

  it("returns pages of 10 sorted by last name", async () => {
    const page0 = await search({ search: prefix });
    expect(page0.status).toBe(200);
    expect(lastNames(page0.body.entity!)).toEqual(expected(1, 10));
    expect(lastNames((await search({ search: prefix, pageNumber: 1 })).body.entity!)).toEqual(
      expected(11, 20),
    );
    expect(lastNames((await search({ search: prefix, pageNumber: 2 })).body.entity!)).toEqual(
      expected(21, 23),
    );
    expect((await search({ search: prefix, pageNumber: 3 })).body.entity).toEqual([]);
  });

  it("returns pages 0..pageNumber together with preservePages", async () => {
    expect(lastNames((await search({ search: prefix, preservePages: true })).body.entity!)).toEqual(
      expected(1, 10),
    );
    expect(
      lastNames((await search({ search: prefix, pageNumber: 1, preservePages: true })).body.entity!),
    ).toEqual(expected(1, 20));
    expect(
      lastNames((await search({ search: prefix, pageNumber: 2, preservePages: "true" })).body.entity!),
    ).toEqual(expected(1, 23));
    expect(
      lastNames((await search({ search: prefix, pageNumber: 1, preservePages: false })).body.entity!),
    ).toEqual(expected(11, 20));
  });

  it("rejects a bad page number or preservePages value", async () => {
    expect((await search({ search: prefix, pageNumber: -1 })).status).toBe(400);
    expect((await search({ search: prefix, preservePages: "maybe" })).status).toBe(400);
  });

  it("returns the list item shape, case-insensitively", async () => {
    const answer = await search({ search: prefix.toUpperCase() });
    expect(answer.body.entity).toHaveLength(10);
    const first = answer.body.entity![0]!;
    expect(Object.keys(first).sort()).toEqual(
      [
        "birthDate",
        "city",
        "email",
        "firstName",
        "id",
        "isFake",
        "lastName",
        "phone",
        "phonePrefix",
        "rating",
      ].sort(),
    );
    expect(created).toContain(first.id);
  });

  it("sorts by last name, then first name", async () => {
    const word = uniqueWord("Ordine");
    const b = await createCustomer({ lastName: `${word}B`, firstName: "Zeno" });
    const a2 = await createCustomer({ lastName: `${word}a`, firstName: "Bruno" });
    const a1 = await createCustomer({ lastName: `${word}A`, firstName: "alba" });
    const ids = (await search({ search: word })).body.entity!.map((row) => row.id);
    expect(ids).toEqual([a1.id, a2.id, b.id]);
  });

  it("treats LIKE wildcards literally", async () => {
    expect((await search({ search: `${prefix}_1` })).body.entity).toEqual([]);
    expect((await search({ search: `${prefix}%` })).body.entity).toEqual([]);
  });

  it("finds by first name, last name, email and phone; every word must match one of them", async () => {
    const word = uniqueWord("Zeta");
    const digits = `3${randomInt(100_000_000, 999_999_999)}`;
    const target = await createCustomer({
      firstName: `Gianna${word}`,
      lastName: `Verdi${word}`,
      email: `${word.toLowerCase()}@example.com`,
      phone: `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
      rating: 4,
    });
    await createCustomer({ firstName: `Gianna${word}`, lastName: "Altro" });
    const idsFor = async (text: string) => (await search({ search: text })).body.entity!.map((row) => row.id);

    expect(await idsFor(`verdi${word}`)).toEqual([target.id]);
    expect(await idsFor(`${word.toLowerCase()}@example`)).toEqual([target.id]);
    expect(await idsFor(digits)).toEqual([target.id]);
    expect(await idsFor(digits.slice(2, 8))).toEqual([target.id]);
    // The phone as it is typed, in groups: every group must match (two 3-digit groups alone would match
    // other customers' phones on a shared database).
    expect(await idsFor(`${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`)).toEqual([
      target.id,
    ]);
    expect((await idsFor(`Gianna${word}`)).sort()).toHaveLength(2);
    expect(await idsFor(`Gianna${word} Verdi${word}`)).toEqual([target.id]);
    expect(await idsFor(`Gianna${word} Bianchi`)).toEqual([]);
    const [row] = (await search({ search: `Verdi${word}` })).body.entity!;
    expect(row).toMatchObject({ rating: 4, isFake: false, phonePrefix: "+39" });
  });

  it("without search text lists everyone, 10 at a time", async () => {
    const answer = await search({});
    expect(answer.status).toBe(200);
    expect(answer.body.entity).toHaveLength(10);
  });
});

describe("GET /api/customers/search, one word (last names starting with it read in index order)", () => {
  const word = uniqueWord("Prefisso").toLowerCase();
  const Word = word[0]!.toUpperCase() + word.slice(1);
  const ids = (rows: CustomerListItem[]) => rows.map((row) => row.id);
  let reference: number[];
  beforeAll(async () => {
    const rows: Partial<typeof customers.$inferInsert>[] = [
      // 16 last names starting with the word (two pairs tie on last name, one pair on both names).
      ...Array.from({ length: 12 }, (_, i) => ({
        lastName: `${Word}${String.fromCharCode(97 + i)}`,
        firstName: `Nome${i % 3}`,
      })),
      { lastName: `${Word}c`, firstName: "alba" },
      { lastName: `${word}C`, firstName: "Zeno" },
      { lastName: `${Word}zz`, firstName: "Uguale" },
      { lastName: `${word}ZZ`, firstName: "uguale" },
      { lastName: `${Word}x${word}`, firstName: "Doppio" }, // starts with and contains it again
      // Other matches, before, among and after them in list order.
      { lastName: `De${Word}`, firstName: "Infisso" },
      { lastName: `Zu${word}`, firstName: "Infisso" },
      { lastName: "Aaabianchi", firstName: `${Word}ina` },
      { lastName: `${Word.slice(0, -1)}`, firstName: "Email", email: `x.${word}@example.com` },
      { lastName: "Zzzverdi", firstName: "Email", email: `${word}@example.com` },
      // Not matches: the word less its last letter, and the next word in the index.
      { lastName: `${Word.slice(0, -1)}`, firstName: "Corto" },
      {
        lastName: `${Word.slice(0, -1)}${String.fromCharCode(word.charCodeAt(word.length - 1) + 1)}`,
        firstName: "Dopo",
      },
    ];
    for (const row of rows.sort(() => Math.random() - 0.5)) await createCustomer(row);
    // What the general search (every word against the search key, then sorted) answers.
    const all = await getDb()
      .select({ id: customers.id })
      .from(customers)
      .where(sql`${customers.searchKey} like ${`%${word}%`}`)
      .orderBy(
        customers.searchKey,
        sql`${customers.lastName} collate "C"`,
        sql`${customers.firstName} collate "C"`,
        customers.id,
      );
    reference = all.map((row) => row.id);
  });

  it("returns the same rows in the same order as the general search, page by page", async () => {
    expect(reference).toHaveLength(22);
    const pages = [];
    for (const pageNumber of [0, 1, 2, 3]) {
      const answer = await search({ search: word, pageNumber });
      expect(answer.status).toBe(200);
      pages.push(...ids(answer.body.entity!));
    }
    expect(pages).toEqual(reference);
    expect(ids((await search({ search: word, pageNumber: 1, preservePages: true })).body.entity!)).toEqual(
      reference.slice(0, 20),
    );
    expect(ids((await search({ search: Word.toUpperCase(), pageNumber: 2 })).body.entity!)).toEqual(
      reference.slice(20),
    );
  });

  it("puts the other matches where the list order puts them", async () => {
    const page0 = (await search({ search: word })).body.entity!;
    expect(page0.map((row) => row.lastName).slice(0, 3)).toEqual([
      "Aaabianchi",
      `De${Word}`,
      `${Word.slice(0, -1)}`,
    ]);
    expect(page0[2]!.email).toBe(`x.${word}@example.com`);
    const page2 = (await search({ search: word, pageNumber: 2 })).body.entity!;
    expect(page2.map((row) => row.lastName)).toEqual([`Zu${word}`, "Zzzverdi"]);
    // Same last and first name but for the case: the names as written decide (code points).
    const ties = (await search({ search: `${word}zz` })).body.entity!;
    expect(ties.map((row) => `${row.lastName} ${row.firstName}`)).toEqual([
      `${Word}zz Uguale`,
      `${word}ZZ uguale`,
    ]);
  });
});

describe("GET /api/customers/count", () => {
  it("counts every customer, and follows creations and deletions", async () => {
    const before = await countOf();
    expect(before.status).toBe(200);
    expect(before.body.entity).toBe(await customerTotal());
    const created = (await save({ lastName: uniqueName("Conta"), firstName: "Uno" })).body.entity!;
    expect((await countOf()).body.entity).toBe(before.body.entity! + 1);
    await deleteCustomer(created.id);
    expect((await countOf()).body.entity).toBe(before.body.entity);
  });

  it("with a search, counts the matches only", async () => {
    const word = uniqueWord("Conto");
    for (let i = 0; i < 12; i++)
      await createCustomer({ lastName: `${word}${i}`, firstName: i < 5 ? "Bice" : "Ugo" });
    expect((await countOf({ search: word })).body.entity).toBe(12);
    expect((await countOf({ search: `${word} bice` })).body.entity).toBe(5);
    expect((await countOf({ search: `${word} nessuno` })).body.entity).toBe(0);
    expect((await countOf({ search: "" })).body.entity).toBe(await customerTotal());
  });
});

describe("GET /api/customers/byqr/{code}", () => {
  it("finds the customer whose own QR code was scanned", async () => {
    const row = await createCustomer({ lastName: uniqueName("Qr") });
    await createCustomer({ lastName: uniqueName("QrAltro") });
    const answer = await byQr(row.qrCode);
    expect(answer.status).toBe(200);
    expect(answer.body.entity).toEqual({ id: row.id });
    expect((await byQr(` ${row.qrCode.toUpperCase()} `)).body.entity).toEqual({ id: row.id });
  });

  it("answers 404 for a code that names no customer", async () => {
    const healthPass = buildTestHealthPass({ fn: "Rossi", gn: "Anna", dob: "1990-01-01" });
    for (const code of [randomUUID(), healthPass, "https://example.com/x", "12"]) {
      const answer = await byQr(code);
      expect(answer.status, code).toBe(404);
      expect(answer.body.success).toBe(false);
      expect(answer.body.messages).toEqual([QR_NOT_FOUND]);
    }
  });
});

describe("customer statistics", () => {
  /** History given as VALUES in place of the reservations and entries tables. */
  function sources(
    reservations: [number, number, string, string][],
    entries: [number, number, number][],
  ): CustomerHistorySources {
    const reservationRows = reservations.length
      ? sql.join(
          reservations.map(
            ([c, e, s, p]) => sql`(${c}::integer, ${e}::integer, ${s}::text, ${p}::numeric(12, 2))`,
          ),
          sql`, `,
        )
      : sql`(null::integer, null::integer, null::text, null::numeric(12, 2))`;
    const entryRows = entries.length
      ? sql.join(
          entries.map(([c, e, n]) => sql`(${c}::integer, ${e}::integer, ${n}::integer)`),
          sql`, `,
        )
      : sql`(null::integer, null::integer, null::integer)`;
    return {
      reservations: sql`select v.customer_id, v.event_id, v.status, v.total_pay
        from customer_ids ci
        join (values ${reservationRows}) as v(customer_id, event_id, status, total_pay)
          on v.customer_id = ci.customer_id`,
      entries: sql`select v.customer_id, v.event_id, v.number
        from customer_ids ci
        join (values ${entryRows}) as v(customer_id, event_id, number) on v.customer_id = ci.customer_id`,
    };
  }

  it("computes every figure of DOMAIN.md in one query for several customers", async () => {
    const [a, b, c, d] = await Promise.all(
      [1, 2, 3, 4].map(() => createCustomer({ lastName: uniqueName("Stat") })),
    );
    const history = sources(
      [
        [a!.id, 1, "Settled", "100.00"],
        [a!.id, 1, "Confirmed", "50.00"],
        [a!.id, 2, "Canceled", "999.00"],
        [a!.id, 3, "Settled", "200.50"],
        [a!.id, 4, "NotConfirmed", "0.00"],
        [b!.id, 7, "Canceled", "10.00"],
        [d!.id, 9, "Settled", "80.00"],
        [d!.id, 10, "Confirmed", "120.00"],
      ],
      [
        [a!.id, 1, 3],
        [a!.id, 3, 1],
        [a!.id, 5, 3],
        [b!.id, 7, 1],
        [b!.id, 8, 2],
        [b!.id, 9, 1],
        [d!.id, 9, 2],
      ],
    );
    const db = getDb();
    const execute = vi.spyOn(db, "execute");
    const statistics = await customerStatistics(db, [a!.id, b!.id, c!.id, d!.id], history);
    expect(execute).toHaveBeenCalledTimes(1);
    execute.mockRestore();

    // a: 4 reservations not cancelled in events 1, 1, 3, 4 (2 settled); entries 3 + 1 + 3 in events 1, 3, 5.
    expect(statistics.get(a!.id)).toEqual({
      totalReservations: 4,
      paidReservations: 2,
      averageBooking: "87.63", // (100 + 50 + 200.50 + 0) / 4 = 87.625
      totalBuyEntries: 7,
      totalEventsPlayed: 3,
      averageEntries: 2.33,
      totalEventsInvolved: 4, // events 1, 3, 4 booked and 5 played
      trustedAverageBooking: 0.5,
      trustedAverageEntries: 0.6667, // played in 2 of the 3 events booked
      trustedAverageEntriesOnBooking: 1.33, // (3 + 1 + 0) entries over 3 booked events
      reliability: "High",
    });
    // b: only a cancelled reservation; entries in 3 events.
    expect(statistics.get(b!.id)).toEqual({
      ...ZERO_STATISTICS,
      totalBuyEntries: 4,
      totalEventsPlayed: 3,
      averageEntries: 1.33,
      totalEventsInvolved: 3,
      reliability: "Medium",
    });
    // c: no history at all.
    expect(statistics.get(c!.id)).toEqual(ZERO_STATISTICS);
    // d: 2 events booked, played in one of them.
    expect(statistics.get(d!.id)).toEqual({
      ...ZERO_STATISTICS,
      totalReservations: 2,
      paidReservations: 1,
      averageBooking: "100.00",
      totalBuyEntries: 2,
      totalEventsPlayed: 1,
      averageEntries: 2,
      totalEventsInvolved: 2,
      trustedAverageBooking: 0.5,
      trustedAverageEntries: 0.5,
      trustedAverageEntriesOnBooking: 1,
      reliability: "Low",
    });
  });

  it("reads nothing of customers that were not asked for", async () => {
    const [asked, other] = await Promise.all(
      [1, 2].map(() => createCustomer({ lastName: uniqueName("Stat") })),
    );
    const statistics = await customerStatistics(
      getDb(),
      [asked!.id],
      sources([[other!.id, 1, "Settled", "10.00"]], [[other!.id, 1, 4]]),
    );
    expect([...statistics.keys()]).toEqual([asked!.id]);
    expect(statistics.get(asked!.id)).toEqual(ZERO_STATISTICS);
  });

  it("returns zeros for everyone until reservations and entries exist", async () => {
    const row = await createCustomer({ lastName: uniqueName("Stat") });
    const statistics = await customerStatistics(getDb(), [row.id, row.id]);
    expect(statistics.size).toBe(1);
    expect(statistics.get(row.id)).toEqual(ZERO_STATISTICS);
    expect((await customerStatistics(getDb(), [])).size).toBe(0);
  });
});

describe("demo customers", () => {
  it("adds about 30 varied customers once, and nothing on a second run", async () => {
    class Rollback extends Error {}
    const counts: number[] = [];
    let seeded: (typeof customers.$inferSelect)[] = [];
    await expect(
      getDb().transaction(async (tx) => {
        // Another suite may have seeded them already (the test database is shared): renamed here,
        // inside this rolled-back transaction, so the seed meets none of its names.
        for (const c of DEMO_CUSTOMERS)
          await tx
            .update(customers)
            .set({ lastName: sql`${customers.lastName} || ' (altra suite)'` })
            .where(and(eq(customers.lastName, c.lastName), eq(customers.firstName, c.firstName)));
        counts.push(await tx.$count(customers));
        await seedDemoCustomers(tx);
        counts.push(await tx.$count(customers));
        await seedDemoCustomers(tx);
        counts.push(await tx.$count(customers));
        seeded = await tx.select().from(customers);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(DEMO_CUSTOMERS.length).toBeGreaterThanOrEqual(28);
    expect(counts[1]! - counts[0]!).toBe(DEMO_CUSTOMERS.length);
    expect(counts[2]).toBe(counts[1]);
    const demo = seeded.filter((row) =>
      DEMO_CUSTOMERS.some((c) => c.lastName === row.lastName && c.firstName === row.firstName),
    );
    expect(demo.filter((row) => row.isFake).length).toBeGreaterThanOrEqual(1);
    expect(demo.filter((row) => row.email === null).length).toBeGreaterThanOrEqual(1);
    expect(demo.filter((row) => row.phone === null).length).toBeGreaterThanOrEqual(1);
    expect(demo.filter((row) => row.phonePrefix !== "+39").length).toBeGreaterThanOrEqual(1);
    expect(new Set(demo.map((row) => row.rating))).toEqual(new Set([null, 0, 1, 2, 3, 4, 5]));
    // The rollback left nothing behind.
    expect(await customerTotal()).toBe(counts[0]);
  });
});
