import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as searchRoute } from "@/app/api/customers/search/route";
import { customerDetails } from "@/components/customers/customer-details";
import type { CustomerListItem } from "@/lib/customers/schemas";
import { invoke } from "../support/api";
import { createUser, uniqueName, uniqueWord, type TestUser } from "../support/factories";
import { createCustomer, type CustomerRow } from "../support/factories-customers";

// The reservation editor's guest picker and the entries' selection dialog search with the
// customers list's own route: namesakes must come back with what tells them apart.

let desk: TestUser;
const word = uniqueWord("Omonimo");
const lastName = word[0]!.toUpperCase() + word.slice(1);
const phoneDigits = () => `3${randomInt(100_000_000, 999_999_999)}`;
let napoli: CustomerRow;
let genova: CustomerRow;
let napoliDigits: string;
let genovaDigits: string;

beforeAll(async () => {
  // A desk user: the reservation form's permission, not the customers area's.
  desk = await createUser({ permissions: ["Reservations"], lastName: uniqueName("Picker") });
  napoliDigits = phoneDigits();
  do genovaDigits = phoneDigits();
  while (genovaDigits.slice(-4) === napoliDigits.slice(-4));
  napoli = await createCustomer({
    firstName: "Marco",
    lastName,
    email: `marco.${word}@example.it`,
    phone: `${napoliDigits.slice(0, 3)} ${napoliDigits.slice(3)}`,
    city: "Napoli",
    birthDate: "1978-03-14",
    rating: 4,
  });
  genova = await createCustomer({
    firstName: "Marco",
    lastName,
    phone: `${genovaDigits.slice(0, 3)} ${genovaDigits.slice(3)}`,
    city: "Genova",
    birthDate: "1991-11-02",
  });
});

async function search(text: string): Promise<CustomerListItem[]> {
  const answer = await invoke<CustomerListItem[]>(searchRoute, {
    token: desk.token,
    query: { search: text, pageNumber: 0 },
  });
  expect(answer.status).toBe(200);
  return answer.body.entity!;
}
const ids = (rows: CustomerListItem[]) => rows.map((row) => row.id);

describe("GET /api/customers/search for the pickers", () => {
  it("returns namesakes with birth date, city, phone, e-mail and rating", async () => {
    const expected = [
      {
        id: napoli.id,
        firstName: "Marco",
        lastName,
        email: `marco.${word}@example.it`,
        phone: `${napoliDigits.slice(0, 3)} ${napoliDigits.slice(3)}`,
        phonePrefix: "+39",
        city: "Napoli",
        birthDate: "1978-03-14T00:00:00",
        rating: 4,
        isFake: false,
      },
      {
        id: genova.id,
        firstName: "Marco",
        lastName,
        email: null,
        phone: `${genovaDigits.slice(0, 3)} ${genovaDigits.slice(3)}`,
        phonePrefix: "+39",
        city: "Genova",
        birthDate: "1991-11-02T00:00:00",
        rating: null,
        isFake: false,
      },
    ].sort((a, b) => a.id - b.id);
    const byId = (rows: CustomerListItem[]) => [...rows].sort((a, b) => a.id - b.id);
    // One word (the last names' index range) and two words (the general search) alike.
    expect(byId(await search(word))).toEqual(expected);
    expect(byId(await search(`marco ${word.toUpperCase()}`))).toEqual(expected);
  });

  it("gives each namesake its own details line", async () => {
    const rows = await search(word);
    const details = new Map(rows.map((row) => [row.id, customerDetails(row)]));
    expect(details.get(napoli.id)).toEqual({
      birthYear: "1978",
      city: "Napoli",
      phoneEnd: `…${napoliDigits.slice(-4)}`,
      rating: 4,
    });
    expect(details.get(genova.id)).toEqual({
      birthYear: "1991",
      city: "Genova",
      phoneEnd: `…${genovaDigits.slice(-4)}`,
    });
  });

  it("finds one person by phone, typed whole, in groups, or as the name and last digits", async () => {
    expect(ids(await search(genovaDigits))).toEqual([genova.id]);
    expect(ids(await search(`${genovaDigits.slice(0, 3)} ${genovaDigits.slice(3)}`))).toEqual([genova.id]);
    expect(ids(await search(`${word} ${napoliDigits.slice(-4)}`))).toEqual([napoli.id]);
    expect(ids(await search(`${napoliDigits.slice(-4)} ${word}`))).toEqual([napoli.id]);
  });

  it("finds one person by e-mail, whole or in part, whatever the case", async () => {
    expect(ids(await search(`marco.${word}@example.it`))).toEqual([napoli.id]);
    expect(ids(await search(`MARCO.${word.toUpperCase()}@EXAMPLE.IT`))).toEqual([napoli.id]);
    expect(ids(await search(`.${word}@`))).toEqual([napoli.id]);
  });
});
