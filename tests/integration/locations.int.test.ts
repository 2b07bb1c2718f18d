import { beforeAll, describe, expect, it } from "vitest";
import { POST as saveLocationRoute } from "@/app/api/locations/route";
import { GET as searchRoute } from "@/app/api/locations/search/route";
import { GET as countRoute } from "@/app/api/locations/count/route";
import { GET as roomTypesRoute, POST as addRoomTypeRoute } from "@/app/api/locations/roomtypes/route";
import { GET as getLocationRoute, DELETE as deleteLocationRoute } from "@/app/api/locations/[id]/route";
import { GET as groupsRoute } from "@/app/api/locations/groups/route";
import { POST as saveGroupRoute } from "@/app/api/locations/group/route";
import { GET as getGroupRoute, DELETE as deleteGroupRoute } from "@/app/api/locations/group/[id]/route";
import type { LocationDto, LocationGroupDto, LocationListItem, RoomTypeDto } from "@/lib/locations/schemas";
import { getDb } from "@/db/client";
import { DEMO_LOCATION_NAMES, seedDemoLocations } from "@/seed/demo-locations";
import { ensureLocationReferenceData } from "@/seed/reference-locations";
import { invoke } from "../support/api";
import { auditRows } from "../support/db";
import { createUser, tokenWith, uniqueName, uniqueWord, type TestUser } from "../support/factories";
import {
  createEventRow,
  createLocation,
  createLocationGroup,
  createPeriodPricingRow,
  locationGroupRow,
  locationRow,
  roomTypeByName,
  roomTypeInfoRows,
} from "../support/factories-locations";

const SAVED = "Salvataggio completato con successo";
const DELETED = "Eliminazione completata";

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser({ permissions: ["Locations"] });
});

/** A unique letters-and-digits word, so that searching for it finds only this test's rows. */

type Query = Record<string, string | number | boolean | undefined>;
const search = (query: Query, token = admin.token) =>
  invoke<LocationListItem[]>(searchRoute, { token, query });
const countOf = (query: Query, token = admin.token) => invoke<number>(countRoute, { token, query });
const save = (body: unknown, token = admin.token, headers?: Record<string, string>) =>
  invoke<LocationDto>(saveLocationRoute, { token, body, headers });

/** GET with a query string that repeats a parameter (invoke's query sets each key once). */
function searchWithPath(pathAndQuery: string, token = admin.token) {
  return invoke<LocationListItem[]>(searchRoute, { token, path: pathAndQuery });
}

describe("GET /api/locations/search and /api/locations/count", () => {
  const prefix = uniqueWord("Pagina");

  beforeAll(async () => {
    // 23 hotels created out of order, so that sorting by name is visible.
    const numbers = Array.from({ length: 23 }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
    for (const n of numbers) {
      await createLocation({
        name: `${prefix} ${String(n).padStart(2, "0")}`,
        type: n % 3 === 0 ? "Casino" : n % 3 === 1 ? "Hotel" : "BedAndBreakfast",
        city: "Sanremo",
      });
    }
  });

  const names = (rows: LocationListItem[]) => rows.map((row) => row.name);
  const expected = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `${prefix} ${String(from + i).padStart(2, "0")}`);

  it("returns pages of 10 sorted by name, and pages 0..n with preservePages", async () => {
    const page0 = await search({ search: prefix });
    expect(page0.status).toBe(200);
    expect(names(page0.body.entity!)).toEqual(expected(1, 10));
    expect(names((await search({ search: prefix, pageNumber: 1 })).body.entity!)).toEqual(expected(11, 20));
    expect(names((await search({ search: prefix, pageNumber: 2 })).body.entity!)).toEqual(expected(21, 23));
    expect((await search({ search: prefix, pageNumber: 3 })).body.entity).toEqual([]);
    const preserved = await search({ search: prefix, pageNumber: 1, preservePages: true });
    expect(names(preserved.body.entity!)).toEqual(expected(1, 20));
    const preservedAll = await search({ search: prefix, pageNumber: 2, preservePages: true });
    expect(names(preservedAll.body.entity!)).toEqual(expected(1, 23));
  });

  it("searches by name, case-insensitively, every word, with LIKE wildcards taken literally", async () => {
    expect(names((await search({ search: `${prefix.toLowerCase()} 07` })).body.entity!)).toEqual(
      expected(7, 7),
    );
    expect(names((await search({ search: `07 ${prefix.toUpperCase()}` })).body.entity!)).toEqual(
      expected(7, 7),
    );
    expect((await search({ search: `${prefix} 99` })).body.entity).toEqual([]);
    expect((await search({ search: `${prefix}%` })).body.entity).toEqual([]);
    expect((await search({ search: `${prefix.slice(0, -1)}_` })).body.entity).toEqual([]);
    // The city is not searched.
    expect((await search({ search: `${prefix} Sanremo` })).body.entity).toEqual([]);
  });

  it("returns the list item shape, with the type", async () => {
    const [first] = (await search({ search: `${prefix} 01` })).body.entity!;
    expect(first).toEqual({
      id: expect.any(Number),
      name: `${prefix} 01`,
      type: "Hotel",
      email: null,
      phone: null,
      phonePrefix: null,
      city: "Sanremo",
    });
  });

  it("filters by types, given as a repeated parameter or a comma list", async () => {
    // n % 3 === 0: Casino -> 3, 6, ..., 21 (7 hotels); n % 3 === 1: Hotel (8 hotels).
    const casinos = await search({ search: prefix, types: "Casino", preservePages: true, pageNumber: 2 });
    expect(names(casinos.body.entity!)).toEqual(
      ["03", "06", "09", "12", "15", "18", "21"].map((n) => `${prefix} ${n}`),
    );
    expect(casinos.body.entity!.every((row) => row.type === "Casino")).toBe(true);

    const repeated = await searchWithPath(
      `/api/locations/search?search=${prefix}&types=Casino&types=Hotel&pageNumber=2&preservePages=true`,
    );
    expect(repeated.status).toBe(200);
    expect(repeated.body.entity).toHaveLength(15);
    expect(new Set(repeated.body.entity!.map((row) => row.type))).toEqual(new Set(["Casino", "Hotel"]));

    const commaList = await search({
      search: prefix,
      types: "Casino,Hotel",
      pageNumber: 2,
      preservePages: true,
    });
    expect(names(commaList.body.entity!)).toEqual(names(repeated.body.entity!));

    const none = await search({ search: prefix, types: "HotelAndCasino" });
    expect(none.body.entity).toEqual([]);
  });

  it("refuses an unknown type", async () => {
    const answer = await search({ search: prefix, types: "Motel" });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.messages[0]).toMatch(/^Tipologie: /);
  });

  it("counts with the same criteria", async () => {
    expect((await countOf({ search: prefix })).body.entity).toBe(23);
    expect((await countOf({ search: prefix, types: "Casino" })).body.entity).toBe(7);
    expect((await countOf({ search: prefix, types: "Casino,BedAndBreakfast" })).body.entity).toBe(15);
    expect((await countOf({ search: `${prefix} 07` })).body.entity).toBe(1);
    expect((await countOf({ search: uniqueWord("Nessuno") })).body.entity).toBe(0);
    // The page does not matter to the count.
    expect((await countOf({ search: prefix, pageNumber: 5 })).body.entity).toBe(23);
  });
});

describe("access", () => {
  it("answers 401 without a valid token", async () => {
    for (const handler of [searchRoute, countRoute, roomTypesRoute, groupsRoute]) {
      const answer = await invoke(handler, {});
      expect(answer.status).toBe(401);
      expect(answer.body.messages).toEqual(["Sessione non valida o scaduta: accedere di nuovo"]);
    }
    expect((await invoke(saveLocationRoute, { body: { name: "X" } })).status).toBe(401);
  });

  it("lets the event hotel screens read hotels and room types, but nothing else", async () => {
    const location = await createLocation({ name: uniqueName("Lettura") });
    for (const permission of ["EventsHotel", "Events"] as const) {
      const token = await tokenWith([permission]);
      expect((await search({ search: location.name }, token)).body.entity!.map((row) => row.id)).toEqual([
        location.id,
      ]);
      expect((await invoke(roomTypesRoute, { token })).status).toBe(200);
      expect((await invoke(getLocationRoute, { token, params: { id: location.id } })).status).toBe(200);

      expect((await countOf({}, token)).status).toBe(403);
      expect((await invoke(groupsRoute, { token })).status).toBe(403);
      expect((await save({ name: uniqueName("No") }, token)).status).toBe(403);
      expect(
        (await invoke(addRoomTypeRoute, { token, body: { type: uniqueName("No"), capacity: 2 } })).status,
      ).toBe(403);
      const refusedDelete = await invoke(deleteLocationRoute, {
        method: "DELETE",
        token,
        params: { id: location.id },
      });
      expect(refusedDelete.status).toBe(403);
      expect(refusedDelete.body.messages).toEqual(["Non hai il permesso per questa operazione"]);
    }
    expect(await locationRow(location.id)).not.toBeNull();
  });

  it("refuses every route to a user without Locations", async () => {
    const token = await tokenWith(["Customers", "Users"]);
    const group = await createLocationGroup();
    const location = await createLocation();
    const answers = await Promise.all([
      search({}, token),
      countOf({}, token),
      invoke(roomTypesRoute, { token }),
      invoke(addRoomTypeRoute, { token, body: { type: uniqueName("X"), capacity: 1 } }),
      invoke(getLocationRoute, { token, params: { id: location.id } }),
      invoke(deleteLocationRoute, { method: "DELETE", token, params: { id: location.id } }),
      save({ name: uniqueName("X") }, token),
      invoke(groupsRoute, { token }),
      invoke(getGroupRoute, { token, params: { id: group.id } }),
      invoke(saveGroupRoute, { token, body: { name: uniqueName("X") } }),
      invoke(deleteGroupRoute, { method: "DELETE", token, params: { id: group.id } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(answers.length).fill(403));
    expect(await locationRow(location.id)).not.toBeNull();
    expect(await locationGroupRow(group.id)).not.toBeNull();
  });
});

describe("room types", () => {
  it("lists the reference room types with their capacity", async () => {
    const answer = await invoke<RoomTypeDto[]>(roomTypesRoute, { token: admin.token });
    expect(answer.status).toBe(200);
    const byName = new Map(answer.body.entity!.map((row) => [row.type, row.capacity]));
    expect(
      Object.fromEntries(
        ["Singola", "Doppia", "Tripla", "Quadrupla", "Suite"].map((t) => [t, byName.get(t)]),
      ),
    ).toEqual({
      Singola: 1,
      Doppia: 2,
      Tripla: 3,
      Quadrupla: 4,
      Suite: 2,
    });
    expect(Object.keys(answer.body.entity![0]!).sort()).toEqual(["capacity", "id", "type"]);
  });

  it("adds a room type, and refuses the same name in any case", async () => {
    const type = uniqueName("Family");
    const added = await invoke<RoomTypeDto>(addRoomTypeRoute, {
      token: admin.token,
      body: { type: `  ${type} `, capacity: 5 },
    });
    expect(added.status).toBe(200);
    expect(added.body.messages).toEqual([SAVED]);
    expect(added.body.entity).toEqual({ id: expect.any(Number), type, capacity: 5 });
    const listed = await invoke<RoomTypeDto[]>(roomTypesRoute, { token: admin.token });
    expect(listed.body.entity).toContainEqual({ id: added.body.entity!.id, type, capacity: 5 });
    expect(await auditRows("roomType", added.body.entity!.id)).toHaveLength(1);

    const duplicate = await invoke(addRoomTypeRoute, {
      token: admin.token,
      body: { type: type.toUpperCase(), capacity: 2 },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.messages).toEqual(["Esiste già una tipologia di camera con questo nome"]);
    expect(duplicate.body.validationCodes).toEqual(["AlreadyExistsEntity"]);

    const reference = await invoke(addRoomTypeRoute, {
      token: admin.token,
      body: { type: "doppia", capacity: 2 },
    });
    expect(reference.status).toBe(409);
  });

  it("needs a name and a whole capacity from 1 to 20", async () => {
    const add = (body: unknown) => invoke(addRoomTypeRoute, { token: admin.token, body });
    const noName = await add({ type: "  ", capacity: 2 });
    expect(noName.status).toBe(400);
    expect(noName.body.messages).toEqual(["Nome della tipologia di camera obbligatorio"]);
    for (const capacity of [0, 21, 1.5, "3", null, -1]) {
      const answer = await add({ type: uniqueName("Cap"), capacity });
      expect(answer.status, String(capacity)).toBe(400);
      expect(answer.body.messages).toEqual(["Capacità: inserire un numero intero da 1 a 20"]);
    }
    expect((await add({ type: uniqueName("Cap"), capacity: 20 })).status).toBe(200);
    expect((await add({ type: uniqueName("Cap"), capacity: 1 })).status).toBe(200);
  });
});

describe("POST /api/locations", () => {
  it("creates a hotel with every field, returns it and writes an audit row", async () => {
    const group = await createLocationGroup();
    const doppia = (await roomTypeByName("Doppia"))!;
    const name = uniqueName("Hotel Miramare");
    const answer = await save({
      name: `  ${name} `,
      type: "HotelAndCasino",
      email: "info@miramare.example.it",
      bookingEmail: " prenotazioni@miramare.example.it ",
      phone: "0184 123456",
      phonePrefix: "+39",
      address: "Corso Imperatrice 10",
      city: "Sanremo",
      zipCode: "18038",
      country: "Italia",
      stateProvince: "IM",
      taxCode: "MRMHTL80A01H763X",
      vatNumber: "01234567890",
      vat: "12.5",
      info: "Colazione inclusa\nParcheggio a pagamento",
      guestsForCommunications: true,
      locationGroupId: group.id,
      roomTypeInformation: [
        { roomTypeId: doppia.id, information: "Vista mare" },
        { type: "suite", information: " Jacuzzi " },
        { type: "Singola", information: "" },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.messages).toEqual([SAVED]);
    const entity = answer.body.entity!;
    const suite = (await roomTypeByName("Suite"))!;
    expect(entity).toEqual({
      id: expect.any(Number),
      name,
      type: "HotelAndCasino",
      email: "info@miramare.example.it",
      bookingEmail: "prenotazioni@miramare.example.it",
      phone: "0184 123456",
      phonePrefix: "+39",
      address: "Corso Imperatrice 10",
      city: "Sanremo",
      zipCode: "18038",
      country: "Italia",
      stateProvince: "IM",
      taxCode: "MRMHTL80A01H763X",
      vatNumber: "01234567890",
      vat: "12.50",
      info: "Colazione inclusa\nParcheggio a pagamento",
      guestsForCommunications: true,
      locationGroupId: group.id,
      locationGroup: { id: group.id, name: group.name },
      roomTypeInformation: [
        { id: expect.any(Number), roomTypeId: doppia.id, type: "Doppia", information: "Vista mare" },
        { id: expect.any(Number), roomTypeId: suite.id, type: "Suite", information: "Jacuzzi" },
      ],
    });
    expect((await locationRow(entity.id))?.vat).toBe("12.50");

    const read = await invoke<LocationDto>(getLocationRoute, {
      token: admin.token,
      params: { id: entity.id },
    });
    expect(read.status).toBe(200);
    expect(read.body.entity).toEqual(entity);

    const audit = await auditRows("location", entity.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "create", accountId: admin.accountId });
    expect(audit[0]!.changes).toMatchObject({
      name: { from: null, to: name },
      vat: { from: null, to: "12.50" },
      roomTypeInformation: { from: null, to: { Doppia: "Vista mare", Suite: "Jacuzzi" } },
    });
  });

  it("creates a hotel from its name alone, with the defaults", async () => {
    const answer = await save({ name: uniqueName("Minimo") });
    expect(answer.status).toBe(200);
    expect(answer.body.entity).toMatchObject({
      type: "Hotel",
      email: null,
      bookingEmail: null,
      vat: null,
      info: null,
      guestsForCommunications: false,
      locationGroupId: null,
      locationGroup: null,
      roomTypeInformation: [],
    });
  });

  it('answers "Name is mandatory" without a name, in both languages, and saves nothing', async () => {
    for (const body of [{}, { name: "" }, { name: "   " }, { name: null, city: "Venezia" }]) {
      const answer = await save(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        success: false,
        messages: ["Name is mandatory"],
        entity: null,
        validationCodes: [],
        validationLevel: "Fail",
      });
    }
    const english = await save({ name: "" }, admin.token, { "accept-language": "en-GB,en;q=0.9" });
    expect(english.body.messages).toEqual(["Name is mandatory"]);
  });

  it("refuses a wrong email with WrongEmail, and a phone with letters", async () => {
    const email = await save({ name: uniqueName("Email"), email: "not-an-email" });
    expect(email.status).toBe(400);
    expect(email.body.messages).toEqual(["Indirizzo email non valido"]);
    expect(email.body.validationCodes).toEqual(["WrongEmail"]);
    const bookingEmail = await save({ name: uniqueName("Email"), bookingEmail: "prenotazioni@" });
    expect(bookingEmail.status).toBe(400);
    expect(bookingEmail.body.validationCodes).toEqual(["WrongEmail"]);
    const phone = await save({ name: uniqueName("Tel"), phone: "0184 12a" });
    expect(phone.status).toBe(400);
    expect(phone.body.messages).toEqual(["Il telefono può contenere solo cifre e spazi"]);
  });

  it("takes the VAT as a percentage from 0 to 100 with at most 2 decimals", async () => {
    for (const [vat, stored] of [
      ["0", "0.00"],
      ["100", "100.00"],
      ["22", "22.00"],
      ["9.5", "9.50"],
      [10, "10.00"],
      ["", null],
      [null, null],
    ] as const) {
      const answer = await save({ name: uniqueName("Iva"), vat });
      expect(answer.status, String(vat)).toBe(200);
      expect(answer.body.entity!.vat).toBe(stored);
    }
    for (const vat of ["100.01", "12.345", "-1", "abc", "1e2", "10,5", 101]) {
      const answer = await save({ name: uniqueName("Iva"), vat });
      expect(answer.status, String(vat)).toBe(400);
      expect(answer.body.messages).toEqual([
        "IVA: inserire una percentuale da 0 a 100 con al massimo 2 decimali",
      ]);
    }
  });

  it("updates every field, keeps a note's id when its text changes and drops emptied notes", async () => {
    const created = (
      await save({
        name: uniqueName("Prima"),
        roomTypeInformation: [
          { type: "Doppia", information: "Vecchia nota" },
          { type: "Tripla", information: "Da togliere" },
          { type: "Singola", information: "Da svuotare" },
        ],
      })
    ).body.entity!;
    const doppiaNote = created.roomTypeInformation.find((note) => note.type === "Doppia")!;
    const group = await createLocationGroup();
    const name = uniqueName("Dopo");
    const answer = await save({
      id: created.id,
      name,
      type: "Casino",
      city: "Venezia",
      bookingEmail: "booking@dopo.example.it",
      vat: "22",
      guestsForCommunications: true,
      locationGroupId: group.id,
      roomTypeInformation: [
        { id: doppiaNote.id, roomTypeId: doppiaNote.roomTypeId, information: "Nuova nota" },
        { type: "Singola", information: "   " },
        { type: "Quadrupla", information: "Aggiunta" },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.entity).toMatchObject({
      id: created.id,
      name,
      type: "Casino",
      city: "Venezia",
      bookingEmail: "booking@dopo.example.it",
      vat: "22.00",
      guestsForCommunications: true,
      locationGroup: { id: group.id, name: group.name },
    });
    expect(
      answer.body.entity!.roomTypeInformation.map(({ id, type, information }) => ({ id, type, information })),
    ).toEqual([
      { id: doppiaNote.id, type: "Doppia", information: "Nuova nota" },
      { id: expect.any(Number), type: "Quadrupla", information: "Aggiunta" },
    ]);
    expect(await roomTypeInfoRows(created.id)).toHaveLength(2);

    const audit = await auditRows("location", created.id);
    expect(audit.map((row) => row.action)).toEqual(["create", "update"]);
    expect(audit[1]!.changes).toMatchObject({ name: { to: name }, type: { from: "Hotel", to: "Casino" } });

    // Saving without notes removes them all; leaving the group or the booking e-mail out clears it.
    const cleared = await save({ id: created.id, name });
    expect(cleared.body.entity).toMatchObject({
      roomTypeInformation: [],
      locationGroupId: null,
      bookingEmail: null,
    });
    expect(await roomTypeInfoRows(created.id)).toEqual([]);
  });

  it("refuses an unknown group, room type or hotel, and a room type noted twice", async () => {
    const unknownGroup = await save({ name: uniqueName("G"), locationGroupId: 2_000_000_000 });
    expect(unknownGroup.status).toBe(404);
    expect(unknownGroup.body.messages).toEqual(["Gruppo non trovato"]);

    const unknownType = await save({
      name: uniqueName("T"),
      roomTypeInformation: [{ type: "Igloo", information: "x" }],
    });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.messages).toEqual(["Tipologia di camera inesistente: Igloo"]);
    const unknownTypeId = await save({
      name: uniqueName("T"),
      roomTypeInformation: [{ roomTypeId: 2_000_000_000, information: "x" }],
    });
    expect(unknownTypeId.status).toBe(400);

    const noType = await save({ name: uniqueName("T"), roomTypeInformation: [{ information: "x" }] });
    expect(noType.status).toBe(400);
    expect(noType.body.messages).toEqual(["Indicare la tipologia di camera di ogni nota"]);

    const doppia = (await roomTypeByName("Doppia"))!;
    const twice = await save({
      name: uniqueName("T"),
      roomTypeInformation: [
        { roomTypeId: doppia.id, information: "a" },
        { type: "DOPPIA", information: "b" },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.messages).toEqual(["Una tipologia di camera compare più volte nelle note"]);

    const missing = await save({ id: 2_000_000_000, name: uniqueName("Fantasma") });
    expect(missing.status).toBe(404);
    expect(missing.body.messages).toEqual(["Hotel non trovato"]);
  });
});

describe("GET and DELETE /api/locations/{id}", () => {
  it("answers 404 for a missing hotel and 400 for a bad id", async () => {
    const missing = await invoke(getLocationRoute, { token: admin.token, params: { id: 2_000_000_000 } });
    expect(missing.status).toBe(404);
    expect(missing.body.messages).toEqual(["Hotel non trovato"]);
    const bad = await invoke(getLocationRoute, { token: admin.token, params: { id: "abc" } as never });
    expect(bad.status).toBe(400);
    const deleteMissing = await invoke(deleteLocationRoute, {
      method: "DELETE",
      token: admin.token,
      params: { id: 2_000_000_000 },
    });
    expect(deleteMissing.status).toBe(404);
  });

  it("deletes a hotel with its notes and writes an audit row", async () => {
    const created = (
      await save({ name: uniqueName("Via"), roomTypeInformation: [{ type: "Doppia", information: "x" }] })
    ).body.entity!;
    const answer = await invoke(deleteLocationRoute, {
      method: "DELETE",
      token: admin.token,
      params: { id: created.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.messages).toEqual([DELETED]);
    expect(await locationRow(created.id)).toBeNull();
    expect(await roomTypeInfoRows(created.id)).toEqual([]);
    const audit = await auditRows("location", created.id);
    expect(audit.map((row) => row.action)).toEqual(["create", "delete"]);
    expect(audit[1]).toMatchObject({ accountId: admin.accountId });
  });

  it("refuses to delete a hotel used by an event or by an event hotel configuration", async () => {
    const usedByEvent = await createLocation();
    await createEventRow(usedByEvent.id);
    const answer = await invoke(deleteLocationRoute, {
      method: "DELETE",
      token: admin.token,
      params: { id: usedByEvent.id },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.messages).toEqual([
      "L'hotel non può essere eliminato: è usato da 1 eventi e da 0 configurazioni hotel di eventi",
    ]);
    expect(await locationRow(usedByEvent.id)).not.toBeNull();

    const usedByPricing = await createLocation();
    const event = await createEventRow(null);
    await createPeriodPricingRow(event.id, usedByPricing.id);
    await createPeriodPricingRow(event.id, usedByPricing.id);
    const refused = await invoke(deleteLocationRoute, {
      method: "DELETE",
      token: admin.token,
      params: { id: usedByPricing.id },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.messages).toEqual([
      "L'hotel non può essere eliminato: è usato da 0 eventi e da 2 configurazioni hotel di eventi",
    ]);
    expect(await locationRow(usedByPricing.id)).not.toBeNull();
    expect(await auditRows("location", usedByPricing.id)).toEqual([]);
  });
});

describe("groups", () => {
  it("creates, reads, renames and lists a group with its hotels' names", async () => {
    const name = uniqueName("Riviera");
    const created = await invoke<LocationGroupDto>(saveGroupRoute, {
      token: admin.token,
      body: { name: ` ${name} ` },
    });
    expect(created.status).toBe(200);
    expect(created.body.messages).toEqual([SAVED]);
    const group = created.body.entity!;
    expect(group).toEqual({ id: expect.any(Number), name, locations: [] });

    const second = await createLocation({ name: `${name} Zeta`, locationGroupId: group.id });
    const first = await createLocation({ name: `${name} Alfa`, locationGroupId: group.id });
    await createLocation({ name: `${name} Fuori` });

    const read = await invoke<LocationGroupDto>(getGroupRoute, {
      token: admin.token,
      params: { id: group.id },
    });
    expect(read.status).toBe(200);
    expect(read.body.entity).toEqual({
      id: group.id,
      name,
      locations: [
        { id: first.id, name: first.name },
        { id: second.id, name: second.name },
      ],
    });

    const renamed = await invoke<LocationGroupDto>(saveGroupRoute, {
      token: admin.token,
      body: { id: group.id, name: `${name} Nuovo` },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.entity).toMatchObject({ id: group.id, name: `${name} Nuovo` });
    expect(renamed.body.entity!.locations).toHaveLength(2);

    const list = await invoke<LocationGroupDto[]>(groupsRoute, { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.entity).toContainEqual({ ...read.body.entity!, name: `${name} Nuovo` });

    const audit = await auditRows("locationGroup", group.id);
    expect(audit.map((row) => row.action)).toEqual(["create", "update"]);
  });

  it('answers "Gruppo non trovato" for a missing group', async () => {
    const get = await invoke(getGroupRoute, { token: admin.token, params: { id: 2_000_000_000 } });
    expect(get.status).toBe(404);
    expect(get.body.messages).toEqual(["Gruppo non trovato"]);
    const update = await invoke(saveGroupRoute, {
      token: admin.token,
      body: { id: 2_000_000_000, name: "X" },
    });
    expect(update.status).toBe(404);
    expect(update.body.messages).toEqual(["Gruppo non trovato"]);
    const remove = await invoke(deleteGroupRoute, {
      method: "DELETE",
      token: admin.token,
      params: { id: 2_000_000_000 },
    });
    expect(remove.status).toBe(404);
    expect(remove.body.messages).toEqual(["Gruppo non trovato"]);
  });

  it("needs a name, unique in any case", async () => {
    const empty = await invoke(saveGroupRoute, { token: admin.token, body: { name: "  " } });
    expect(empty.status).toBe(400);
    expect(empty.body.messages).toEqual(["Nome del gruppo obbligatorio"]);
    const existing = await createLocationGroup();
    const duplicate = await invoke(saveGroupRoute, {
      token: admin.token,
      body: { name: existing.name.toUpperCase() },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.messages).toEqual(["Esiste già un gruppo con questo nome"]);
    expect(duplicate.body.validationCodes).toEqual(["AlreadyExistsEntity"]);
    // Saving a group under its own name is fine.
    const same = await invoke(saveGroupRoute, {
      token: admin.token,
      body: { id: existing.id, name: existing.name },
    });
    expect(same.status).toBe(200);
  });

  it("deletes a group: its hotels stay, without a group", async () => {
    const group = await createLocationGroup();
    const member = await createLocation({ locationGroupId: group.id });
    const answer = await invoke(deleteGroupRoute, {
      method: "DELETE",
      token: admin.token,
      params: { id: group.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.messages).toEqual([DELETED]);
    expect(await locationGroupRow(group.id)).toBeNull();
    expect((await locationRow(member.id))?.locationGroupId).toBeNull();
    const read = await invoke<LocationDto>(getLocationRoute, {
      token: admin.token,
      params: { id: member.id },
    });
    expect(read.body.entity).toMatchObject({ locationGroupId: null, locationGroup: null });
    expect((await auditRows("locationGroup", group.id)).map((row) => row.action)).toEqual(["delete"]);
  });
});

describe("seed data", () => {
  it("has the standard room types once, however often it runs", async () => {
    await ensureLocationReferenceData(getDb());
    await ensureLocationReferenceData(getDb());
    const types = (await invoke<RoomTypeDto[]>(roomTypesRoute, { token: admin.token })).body.entity!;
    for (const name of ["Singola", "Doppia", "Tripla", "Quadrupla", "Suite"]) {
      expect(types.filter((row) => row.type.toLowerCase() === name.toLowerCase())).toHaveLength(1);
    }
  });

  it("loads 8 demo hotels in 2 groups, with room type notes, once", async () => {
    await getDb().transaction((tx) => seedDemoLocations(tx));
    await getDb().transaction((tx) => seedDemoLocations(tx));
    const groups = (await invoke<LocationGroupDto[]>(groupsRoute, { token: admin.token })).body.entity!;
    const demo = groups.filter((group) =>
      ["Riviera e Valle d'Aosta", "Venezia e Laghi"].includes(group.name),
    );
    expect(demo).toHaveLength(2);
    // Each of the 8 demo hotels once in those groups (another suite of the shared test database may
    // have renamed one of them, which the seed then adds again under its own name).
    const names = demo.flatMap((group) => group.locations.map((location) => location.name));
    expect(DEMO_LOCATION_NAMES).toHaveLength(8);
    expect(names.filter((name) => DEMO_LOCATION_NAMES.includes(name)).sort()).toEqual(
      [...DEMO_LOCATION_NAMES].sort(),
    );
    const casino = await search({ search: "Casinò di Sanremo" });
    expect(casino.body.entity).toEqual([expect.objectContaining({ type: "Casino", city: "Sanremo" })]);
    const types = new Set<string>();
    for (const hotel of demo.flatMap((group) => group.locations)) {
      const full = (
        await invoke<LocationDto>(getLocationRoute, { token: admin.token, params: { id: hotel.id } })
      ).body.entity!;
      types.add(full.type);
    }
    expect(types).toEqual(new Set(["Hotel", "BedAndBreakfast", "HotelAndCasino", "Casino"]));
    const nova = (await search({ search: "Perla Nova" })).body.entity![0]!;
    const detail = (
      await invoke<LocationDto>(getLocationRoute, { token: admin.token, params: { id: nova.id } })
    ).body.entity!;
    expect(detail.roomTypeInformation.map((note) => note.type)).toEqual(["Doppia", "Suite"]);
  });
});
