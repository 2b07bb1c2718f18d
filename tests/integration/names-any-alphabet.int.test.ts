import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as saveAgentRoute } from "@/app/api/agents/save/route";
import { GET as searchAgentsRoute } from "@/app/api/agents/search/route";
import { POST as saveCustomerRoute } from "@/app/api/customers/route";
import { GET as countCustomersRoute } from "@/app/api/customers/count/route";
import { POST as uploadRoute } from "@/app/api/customers/import/route";
import { GET as runRoute } from "@/app/api/customers/import/[id]/route";
import { POST as previewRoute } from "@/app/api/customers/import/preview/[id]/route";
import { POST as startRoute } from "@/app/api/customers/import/start/[id]/route";
import { GET as searchCustomersRoute } from "@/app/api/customers/search/route";
import { POST as saveEventRoute } from "@/app/api/events/route";
import { GET as searchEventsRoute } from "@/app/api/events/search/route";
import { POST as saveLocationRoute } from "@/app/api/locations/route";
import { GET as searchLocationsRoute } from "@/app/api/locations/search/route";
import { GET as searchProfilesRoute } from "@/app/api/profiles/search/route";
import { POST as searchReservationsRoute } from "@/app/api/reservations/search/route";
import { getDb } from "@/db/client";
import { customers } from "@/db/schema";
import type { Envelope } from "@/lib/api/envelope";
import { stageCustomerKeys } from "@/lib/customers/import-analyse";
import { nameKeys } from "@/lib/customers/import-normalize";
import type { PlayersImportPreviewDto, PlayersImportSetupDto } from "@/lib/customers/import-schemas";
import { registerPlayersImportJobs } from "@/lib/customers/players-import-job";
import type { CustomerDto, CustomerListItem } from "@/lib/customers/schemas";
import { importJobName } from "@/lib/import/run-job";
import type { ImportRunDto } from "@/lib/import/runs";
import { drainJobs, startJobQueue, stopJobQueue } from "@/lib/jobs/job-queue";
import { fillSearchKeys } from "@/lib/names/fill-search-keys";
import { personSearchKey } from "@/lib/names/fold-name";
import type { ReservationSearchRow } from "@/lib/reservations/search-schemas";
import { invoke } from "../support/api";
import { createUser, tokenWith, uniqueName, uniqueWord, type TestUser } from "../support/factories";
import { createEvent, createHotel, createRoomType } from "../support/factories-events";
import { insertReservation } from "../support/factories-reservation-list";
import { NAME_TABLE } from "../support/name-table";

/**
 * Names in any alphabet (docs/DECISIONS.md): typed on an Italian keyboard, in any case, with or
 * without their own letters, they are found by every search box, sorted as Italians expect, and a
 * players file imported twice creates nobody the second time; the same under a C locale (the
 * embedded server) and a UTF-8 one (TEST_DATABASE_URL).
 */
let staff: TestUser;
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

beforeAll(async () => {
  staff = await createUser({
    permissions: ["Customers", "Agents", "Users", "Locations", "Events", "Reservations"],
    lastName: uniqueName("Desk"),
  });
});

const searchCustomers = (search: string) =>
  invoke<CustomerListItem[]>(searchCustomersRoute, { token: staff.token, query: { search } });

describe("GET /api/customers/search: the desk's names, as typed on an Italian keyboard", () => {
  const created = new Map<string, number>();
  beforeAll(async () => {
    for (const { firstName, lastName } of NAME_TABLE) {
      const answer = await invoke<CustomerDto>(saveCustomerRoute, {
        token: staff.token,
        body: { lastName, firstName },
        path: "/api/customers",
      });
      expect(answer.status, JSON.stringify(answer.body.messages)).toBe(200);
      created.set(lastName, answer.body.entity!.id);
    }
  });

  it.each(NAME_TABLE.flatMap((row) => row.queries.map((query) => [query, row.lastName] as const)))(
    "%s finds %s",
    async (query, lastName) => {
      const answer = await searchCustomers(query);
      expect(answer.status).toBe(200);
      expect(ids(answer.body.entity!)).toContain(created.get(lastName));
      const counted = await invoke<number>(countCustomersRoute, {
        token: staff.token,
        query: { search: query },
      });
      expect(counted.body.entity).toBeGreaterThanOrEqual(1);
    },
  );

  it("finds them by first and last name together, in either order and case, and Cyrillic by Latin letters", async () => {
    const id = (lastName: string) => created.get(lastName);
    // Other test files may add namesakes to the shared database: only this table's players count.
    const ours = new Set(created.values());
    const found = async (query: string) =>
      ids((await searchCustomers(query)).body.entity!).filter((found) => ours.has(found));
    expect(await found("LUCJA zebrowska")).toEqual([id("Żebrowska")]);
    expect(await found("dvořák jiri")).toEqual([id("Dvořák")]);
    expect(await found("ivanov petr")).toEqual([id("Иванов")]);
    expect(await found("papadopoulos")).toEqual([id("Παπαδόπουλος")]);
  });
});

describe("lists sort names as Italians expect", () => {
  const word = uniqueWord("ordine");
  const lastNames = ["Zucchi", "Żebrowska", "Zanetti", "Esposito", "Ébrard", "Eco", "Øberg", "Orsi"];
  beforeAll(async () => {
    for (const lastName of lastNames)
      await invoke(saveCustomerRoute, { token: staff.token, body: { lastName, firstName: word } });
  });

  it("puts Ż among the Z's and É among the E's, in the one-word and the general search", async () => {
    const expected = ["Ébrard", "Eco", "Esposito", "Øberg", "Orsi", "Zanetti", "Żebrowska", "Zucchi"];
    const oneWord = (await searchCustomers(word)).body.entity!;
    expect(oneWord.map((row) => row.lastName)).toEqual(expected);
    const general = (await searchCustomers(`${word} ${word.toUpperCase()}`)).body.entity!;
    expect(general.map((row) => row.lastName)).toEqual(expected);
  });
});

describe("other search boxes and filters", () => {
  it("agents and users: by their names folded", async () => {
    const saved = await invoke<{ id: number }>(saveAgentRoute, {
      token: staff.token,
      body: { lastName: "Żebrowska", firstName: "Łucja" },
    });
    expect(saved.status, JSON.stringify(saved.body.messages)).toBe(200);
    for (const search of ["zebrowska", "ŁUCJA", "lucja zebrowska"]) {
      const agents = await invoke<{ id: number }[]>(searchAgentsRoute, {
        token: staff.token,
        query: { search },
      });
      expect(ids(agents.body.entity!)).toContain(saved.body.entity!.id);
    }
    const user = await createUser({ lastName: "Dvořák", firstName: "Jiří" });
    for (const search of ["dvorak", "DVOŘÁK", "jiri"]) {
      const users = await invoke<{ id: number }[]>(searchProfilesRoute, {
        token: staff.token,
        query: { search },
      });
      expect(ids(users.body.entity!)).toContain(user.profileId);
    }
  });

  it("hotels and events: by their names folded", async () => {
    const hotel = await invoke<{ id: number }>(saveLocationRoute, {
      token: staff.token,
      body: { name: "Hôtel Łazienki Królewskie" },
    });
    expect(hotel.status, JSON.stringify(hotel.body.messages)).toBe(200);
    for (const search of ["lazienki", "ŁAZIENKI", "hotel krolewskie"]) {
      const found = await invoke<{ id: number }[]>(searchLocationsRoute, {
        token: staff.token,
        query: { search },
      });
      expect(ids(found.body.entity!)).toEqual([hotel.body.entity!.id]);
    }
    const event = await invoke<{ id: number }>(saveEventRoute, {
      token: staff.token,
      body: {
        type: "IPO",
        name: "Łódź Poker Open",
        dateFrom: "2031-04-02T00:00:00",
        dateTo: "2031-04-08T00:00:00",
      },
    });
    expect(event.status, JSON.stringify(event.body.messages)).toBe(200);
    for (const query of [{ search: "lodz poker" }, { name: "ŁÓDŹ" }, { search: "łódź" }]) {
      const found = await invoke<{ id: number }[]>(searchEventsRoute, { token: staff.token, query });
      expect(ids(found.body.entity!)).toContain(event.body.entity!.id);
    }
  });

  it("the reservation list's customer filter", async () => {
    const event = await createEvent();
    const hotel = await createHotel();
    const room = await createRoomType({ type: uniqueName("Doppia") });
    const guests: number[] = [];
    for (const { firstName, lastName } of NAME_TABLE) {
      const answer = await invoke<CustomerDto>(saveCustomerRoute, {
        token: staff.token,
        body: { lastName, firstName },
      });
      guests.push(answer.body.entity!.id);
    }
    const reservations = [];
    for (const guest of guests)
      reservations.push(
        await insertReservation(
          { eventId: event.id, locationId: hotel.id, roomTypeId: room.id },
          { customerIds: [guest] },
        ),
      );
    for (const [i, row] of NAME_TABLE.entries()) {
      for (const customerContacts of row.queries) {
        const answer = await invoke<ReservationSearchRow[]>(searchReservationsRoute, {
          path: "/api/reservations/search",
          token: staff.token,
          body: { eventId: event.id, customerContacts },
        });
        expect(answer.status, JSON.stringify(answer.body.messages)).toBe(200);
        expect(ids(answer.body.entity!), customerContacts).toEqual([reservations[i]!.id]);
      }
    }
  });
});

describe("players import: names in any alphabet", () => {
  let token: string;
  beforeAll(async () => {
    token = await tokenWith(["Customers"]);
    await registerPlayersImportJobs();
    await startJobQueue({ work: false });
  });
  afterAll(async () => {
    await stopJobQueue();
  });

  async function importCsv(lines: string[]) {
    const form = new FormData();
    form.append("file", new Blob([Buffer.from(lines.join("\n") + "\n", "utf8")]), "giocatori.csv");
    const uploaded = await uploadRoute(
      new Request("http://localhost/api/customers/import", {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: form,
      }),
      { params: Promise.resolve({}) },
    );
    const setup = ((await uploaded.json()) as Envelope<PlayersImportSetupDto>).entity!;
    expect(uploaded.status).toBe(200);
    const previewed = await invoke<PlayersImportPreviewDto>(previewRoute, {
      token,
      params: { id: setup.run.id },
      body: { mapping: setup.mapping },
    });
    expect(previewed.status, JSON.stringify(previewed.body.messages)).toBe(200);
    const started = await invoke<ImportRunDto>(startRoute, { token, params: { id: setup.run.id }, body: {} });
    expect(started.status, JSON.stringify(started.body.messages)).toBe(200);
    await drainJobs({ name: importJobName("players") });
    const run = await invoke<PlayersImportPreviewDto>(runRoute, { token, params: { id: setup.run.id } });
    return { summary: previewed.body.entity!.summary, run: run.body.entity!.run };
  }

  const FILE = [
    "Cognome;Nome;Data di nascita",
    "Żebrowska;Łucja;12/03/1985",
    "Wójcik;Łukasz;11/12/1982",
    "Dvořák;Jiří;01/02/1979",
    "Yılmaz;Ağça;05/06/1990",
    "Παπαδόπουλος;Γιώργος;07/08/1975",
    "Иванов;Пётр;09/10/1968",
  ];
  const SURNAMES = ["Żebrowska", "Wójcik", "Dvořák", "Yılmaz", "Παπαδόπουλος", "Иванов"];
  const players = () =>
    getDb().select({ id: customers.id }).from(customers).where(inArray(customers.birthDate, BIRTHS));
  const BIRTHS = ["1985-03-12", "1982-12-11", "1979-02-01", "1990-06-05", "1975-08-07", "1968-10-09"];

  it("creates the players once: the same file again, or typed without their letters, creates nobody", async () => {
    const first = await importCsv(FILE);
    expect(first.run).toMatchObject({ status: "done", created: 6, refused: 0 });
    const before = (await players()).length;
    expect(before).toBeGreaterThanOrEqual(6);

    const again = await importCsv(FILE);
    expect(again.summary).toMatchObject({ create: 0, merge: 6, likely: 0 });
    expect(again.run).toMatchObject({ status: "done", created: 0, unchanged: 6 });

    const plain = await importCsv([
      "Cognome;Nome;Data di nascita",
      "ZEBROWSKA;Lucja;12/03/1985",
      "Wojcik;Lukasz;11/12/1982",
      "DVORAK;Jiri;01/02/1979",
      "Yilmaz;Agca;05/06/1990",
      "ΠΑΠΑΔΟΠΟΥΛΟΣ;ΓΙΩΡΓΟΣ;07/08/1975",
      "ИВАНОВ;Петр;09/10/1968",
    ]);
    expect(plain.run).toMatchObject({ status: "done", created: 0, unchanged: 6 });
    expect((await players()).length).toBe(before);
    const found = await getDb()
      .select({ lastName: customers.lastName })
      .from(customers)
      .where(inArray(customers.lastName, SURNAMES));
    expect(found.length).toBeGreaterThanOrEqual(6);
  });

  it("a Cyrillic name similar to a player's in Latin letters is a likely duplicate, under any locale", async () => {
    const result = await importCsv(["Cognome;Nome;Data di nascita", "Ivanov;Petr;09/10/1968"]);
    expect(result.summary).toMatchObject({ create: 0, likely: 1 });
  });
});

describe("players import: the name keys made in SQL equal those made in JavaScript", () => {
  it("for names in every alphabet, with punctuation and blanks", async () => {
    const names = [
      ...NAME_TABLE.map(({ lastName, firstName }) => ({ lastName, firstName })),
      { lastName: "D’Angelo-Rossi", firstName: "  Maria  Grazia " },
      { lastName: "O'Neil", firstName: "Seán" },
      { lastName: "Ŀlorenç i Puig", firstName: "Núria" },
      { lastName: "ΣΤΑΥΡΟΥ", firstName: "Ευάγγελος" },
      { lastName: "Щербаков", firstName: "Юрий" },
      { lastName: "山田", firstName: "太郎" },
      { lastName: "Straße (Ü.)", firstName: "Ægir" },
    ];
    const rows = await getDb()
      .insert(customers)
      .values(
        names.map((n) => ({
          ...n,
          email: "X@Example.IT",
          searchKey: personSearchKey({ ...n, email: "X@Example.IT" }),
        })),
      )
      .returning({ id: customers.id });
    class Rollback extends Error {}
    let staged: { id: number; name: string; latin_name: string; pre: string }[] = [];
    await expect(
      getDb().transaction(async (tx) => {
        await stageCustomerKeys(tx);
        staged = (
          await tx.execute<{ id: number; name: string; latin_name: string; pre: string }>(
            sql`select id, name, latin_name, pre from pi_customers where id = any(${`{${ids(rows).join(",")}}`}::int[])`,
          )
        ).rows;
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    const inSql = new Map(staged.map((r) => [r.id, { name: r.name, similar: r.latin_name, block: r.pre }]));
    names.forEach((n, i) => {
      expect(inSql.get(rows[i]!.id), n.lastName).toEqual(nameKeys(n.lastName, n.firstName));
    });
    expect(nameKeys("D’Angelo-Rossi", "  Maria  Grazia ").name).toBe("d angelo rossi maria grazia");
    expect(nameKeys("Иванов", "Пётр")).toEqual({ name: "иванов петр", similar: "ivanov petr", block: "ivp" });
  });
});

describe("fillSearchKeys", () => {
  it("writes the keys of rows written without one, once", async () => {
    const [row] = await getDb()
      .insert(customers)
      .values({ lastName: "Ørsted", firstName: "Hans Christian" })
      .returning({ id: customers.id });
    expect((await searchCustomers("orsted")).body.entity!.map((c) => c.id)).not.toContain(row!.id);
    expect(await fillSearchKeys(getDb())).toBeGreaterThanOrEqual(1);
    expect(await fillSearchKeys(getDb())).toBe(0);
    expect((await searchCustomers("orsted")).body.entity!.map((c) => c.id)).toContain(row!.id);
  });
});
