import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { GET as searchRoute } from "@/app/api/events/search/route";
import { GET as countRoute } from "@/app/api/events/count/route";
import { GET as getRoute, DELETE as deleteRoute } from "@/app/api/events/[id]/route";
import { POST as saveRoute } from "@/app/api/events/route";
import { POST as closeRoute } from "@/app/api/events/close/[id]/route";
import { POST as reopenRoute } from "@/app/api/events/reopen/[id]/route";
import { GET as locationsRoute } from "@/app/api/events/locations/[eventId]/route";
import { assertEventOpen } from "@/lib/events/assert-event-open";
import type { EventDto, EventListItem, EventLocationDto } from "@/lib/events/schemas";
import type { PermissionCode } from "@/lib/auth/permission-codes";
import { invoke } from "../support/api";
import { createUser, tokenWith, uniqueName, type TestUser } from "../support/factories";
import {
  auditActions,
  createEvent,
  createHotel,
  createPeriodPricing,
  createRoomType,
  eventRow,
} from "../support/factories-events";

const UNAUTHORIZED = "Sessione non valida o scaduta: accedere di nuovo";
const FORBIDDEN = "Non hai il permesso per questa operazione";
const EVENT_CLOSED = "L'evento è chiuso: riaprirlo per apportare modifiche";
const EVENT_NOT_FOUND = "Evento non trovato";

let manager: TestUser;
beforeAll(async () => {
  manager = await createUser({ permissions: ["Events"] });
});

const search = (query: Record<string, string | number | boolean | undefined>, token = manager.token) =>
  invoke<EventListItem[]>(searchRoute, { token, query });
const countOf = (query: Record<string, string | number | boolean | undefined>, token = manager.token) =>
  invoke<number>(countRoute, { token, query });
const save = (body: unknown, token = manager.token) => invoke<EventDto>(saveRoute, { token, body });
const getEvent = (id: number | string, token = manager.token) =>
  invoke<EventDto>(getRoute, { token, params: { id } });
const remove = (id: number | string, token = manager.token) =>
  invoke(deleteRoute, { method: "DELETE", token, params: { id } });
const close = (id: number, token = manager.token) =>
  invoke<EventDto>(closeRoute, { method: "POST", token, params: { id } });
const reopen = (id: number, token = manager.token) =>
  invoke<EventDto>(reopenRoute, { method: "POST", token, params: { id } });

function validEvent(overrides: Record<string, unknown> = {}) {
  return {
    type: "IPO",
    name: uniqueName("Sanremo Open"),
    dateFrom: "2031-04-02T00:00:00",
    dateTo: "2031-04-08T00:00:00",
    ...overrides,
  };
}

describe("GET /api/events/search and /api/events/count", () => {
  const type = uniqueName("Tipo");
  let hotel: Awaited<ReturnType<typeof createHotel>>;
  let spring: number, summer: number, autumn: number;

  beforeAll(async () => {
    hotel = await createHotel({ name: uniqueName("Royal") });
    spring = (
      await createEvent({ type, name: "Primavera Cup", dateFrom: "2030-03-01", dateTo: "2030-03-05" })
    ).id;
    summer = (
      await createEvent({
        type,
        name: "Summer Main Event",
        dateFrom: "2030-07-10",
        dateTo: "2030-07-20",
        locationId: hotel.id,
      })
    ).id;
    autumn = (await createEvent({ type, name: "Autunno Cup", dateFrom: "2030-10-01", dateTo: "2030-10-03" }))
      .id;
  });

  it("lists matching events newest first, with type, name, dates and hotel", async () => {
    const answer = await search({ type });
    expect(answer.status).toBe(200);
    expect(answer.body.entity!.map((e) => e.id)).toEqual([autumn, summer, spring]);
    expect(answer.body.entity![1]).toEqual({
      id: summer,
      type,
      name: "Summer Main Event",
      dateFrom: "2030-07-10T00:00:00",
      dateTo: "2030-07-20T00:00:00",
      location: { id: hotel.id, name: hotel.name },
      isFreezed: false,
      cashModuleEnabled: false,
    });
    expect(answer.body.entity![0]!.location).toBeNull();
    expect((await countOf({ type })).body.entity).toBe(3);
  });

  it("filters by name (case-insensitive, part of it), start date from and end date to", async () => {
    expect((await search({ type, name: "cup" })).body.entity!.map((e) => e.id)).toEqual([autumn, spring]);
    expect((await countOf({ type, name: "CUP" })).body.entity).toBe(2);
    expect((await search({ type, dateFrom: "2030-07-10T00:00:00" })).body.entity!.map((e) => e.id)).toEqual([
      autumn,
      summer,
    ]);
    expect((await search({ type, dateTo: "2030-07-20" })).body.entity!.map((e) => e.id)).toEqual([
      summer,
      spring,
    ]);
    expect((await search({ type, dateFrom: "2030-03-02", dateTo: "2030-07-19" })).body.entity).toEqual([]);
    expect((await countOf({ type, dateFrom: "2030-07-01", dateTo: "2030-12-31" })).body.entity).toBe(2);
    // The free text matches name or type.
    expect((await search({ search: type.toUpperCase() })).body.entity).toHaveLength(3);
  });

  it("pages by 10, and returns pages 0..n with preservePages", async () => {
    const pagedType = uniqueName("Paged");
    for (let i = 0; i < 12; i++) {
      await createEvent({
        type: pagedType,
        dateFrom: `2029-01-${String(i + 1).padStart(2, "0")}`,
        dateTo: "2029-02-01",
      });
    }
    const first = await search({ type: pagedType, pageNumber: 0 });
    const second = await search({ type: pagedType, pageNumber: 1 });
    expect(first.body.entity).toHaveLength(10);
    expect(second.body.entity).toHaveLength(2);
    expect(first.body.entity![0]!.dateFrom).toBe("2029-01-12T00:00:00");
    expect(second.body.entity![1]!.dateFrom).toBe("2029-01-01T00:00:00");
    const preserved = await search({ type: pagedType, pageNumber: 1, preservePages: true });
    expect(preserved.body.entity).toHaveLength(12);
    expect((await countOf({ type: pagedType, pageNumber: 1 })).body.entity).toBe(12);
  });

  it("answers 400 for a bad date criterion", async () => {
    const answer = await search({ dateFrom: "2030-02-30" });
    expect(answer.status).toBe(400);
    expect(answer.body.messages).toEqual(["Data non valida"]);
  });
});

describe("read access", () => {
  const readers: PermissionCode[] = [
    "Events",
    "Reservations",
    "EventsEntries",
    "EventsCommunications",
    "EventsHotel",
    "EventsKPI",
    "EventAccounting",
  ];
  let eventId: number;
  beforeAll(async () => {
    eventId = (await createEvent()).id;
  });

  for (const code of readers) {
    it(`opens the list, count, event and its hotels with ${code}`, async () => {
      const token = await tokenWith([code]);
      expect((await search({}, token)).status).toBe(200);
      expect((await countOf({}, token)).status).toBe(200);
      expect((await getEvent(eventId, token)).body.entity!.id).toBe(eventId);
      expect((await invoke(locationsRoute, { token, params: { eventId } })).status).toBe(200);
    });
  }

  it("refuses accounts without an event permission (403) and calls without a token (401)", async () => {
    const token = await tokenWith(["Customers", "Agents", "Users", "Locations"]);
    for (const answer of [
      await search({}, token),
      await countOf({}, token),
      await getEvent(eventId, token),
      await invoke(locationsRoute, { token, params: { eventId } }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.messages).toEqual([FORBIDDEN]);
    }
    for (const answer of [
      await search({}, ""),
      await getEvent(eventId, ""),
      await save(validEvent(), ""),
      await remove(eventId, ""),
      await close(eventId, ""),
      await reopen(eventId, ""),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.body.messages).toEqual([UNAUTHORIZED]);
    }
  });
});

describe("GET /api/events/{id}", () => {
  it("answers 404 for a missing event and 400 for a bad id", async () => {
    const missing = await getEvent(2_000_000_000);
    expect(missing.status).toBe(404);
    expect(missing.body.messages).toEqual([EVENT_NOT_FOUND]);
    expect((await getEvent("abc")).status).toBe(400);
  });
});

describe("POST /api/events", () => {
  it("creates an event with every field and writes an audit row", async () => {
    const hotel = await createHotel();
    const name = uniqueName("Italian Poker Open");
    const answer = await save({
      type: "IPO",
      name: `  ${name} `,
      dateFrom: "2031-04-02T00:00:00",
      dateTo: "2031-04-08T00:00:00",
      launchDate: "2031-01-15T00:00:00",
      location: { id: hotel.id },
      buyIn: "550",
      feePerPartecipant: 50.5,
      guaranteedValue: "1000000.00",
      toPrizePoolValue: "500",
      earningFeePercentage: "12.5",
      finalEntries: 1200,
      finalPartecipants: 800,
      finalPartecipantsNotBooking: 150,
      cashModuleEnabled: true,
      isFreezed: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.messages).toEqual(["Salvataggio completato con successo"]);
    const event = answer.body.entity!;
    expect(event).toEqual({
      id: expect.any(Number),
      type: "IPO",
      name,
      dateFrom: "2031-04-02T00:00:00",
      dateTo: "2031-04-08T00:00:00",
      launchDate: "2031-01-15T00:00:00",
      location: { id: hotel.id, name: hotel.name },
      buyIn: "550.00",
      feePerPartecipant: "50.50",
      guaranteedValue: "1000000.00",
      toPrizePoolValue: "500.00",
      earningFeePercentage: "12.50",
      finalEntries: 1200,
      finalPartecipants: 800,
      finalPartecipantsNotBooking: 150,
      // Closing has its own call: save never sets it.
      isFreezed: false,
      cashModuleEnabled: true,
    });
    expect((await getEvent(event.id)).body.entity).toEqual(event);
    const audit = await auditActions("event", event.id);
    expect(audit.map((row) => row.action)).toEqual(["create"]);
    expect(audit[0]!.accountId).toBe(manager.accountId);
  });

  it("updates every field, clearing optional ones, and leaves isFreezed alone", async () => {
    const created = (await save(validEvent({ buyIn: "100", finalEntries: 5, launchDate: "2031-01-01" }))).body
      .entity!;
    await close(created.id);
    const answer = await save({
      id: created.id,
      type: "Main",
      name: "Renamed",
      dateFrom: "2031-05-01",
      dateTo: "2031-05-01",
      buyIn: null,
      finalEntries: null,
      launchDate: "",
      isFreezed: false,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.entity).toMatchObject({
      id: created.id,
      type: "Main",
      name: "Renamed",
      dateFrom: "2031-05-01T00:00:00",
      dateTo: "2031-05-01T00:00:00",
      buyIn: null,
      finalEntries: null,
      launchDate: null,
      isFreezed: true,
    });
    const audit = await auditActions("event", created.id);
    expect(audit.map((row) => row.action)).toEqual(["create", "close", "update"]);
    expect(audit[2]!.changes).toMatchObject({ name: { from: created.name, to: "Renamed" } });
  });

  it("refuses invalid data with a clear message and saves nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: " " }, "Nome evento obbligatorio"],
      [{ name: undefined }, "Nome evento obbligatorio"],
      [{ type: "" }, "Tipo evento obbligatorio"],
      [{ dateFrom: null }, "Data di inizio obbligatoria"],
      [{ dateTo: "" }, "Data di fine obbligatoria"],
      [
        { dateFrom: "2031-04-09", dateTo: "2031-04-08" },
        "La data di fine non può precedere la data di inizio",
      ],
      [{ dateFrom: "2031-02-30" }, "Data non valida"],
      [{ buyIn: "-5" }, "Importo non valido: usare un numero non negativo con al massimo 2 decimali"],
      [
        { guaranteedValue: "10.123" },
        "Importo non valido: usare un numero non negativo con al massimo 2 decimali",
      ],
      [
        { toPrizePoolValue: "abc" },
        "Importo non valido: usare un numero non negativo con al massimo 2 decimali",
      ],
      [
        { earningFeePercentage: "100.5" },
        "Percentuale non valida: usare un numero tra 0 e 100 con al massimo 2 decimali",
      ],
      [
        { earningFeePercentage: -1 },
        "Percentuale non valida: usare un numero tra 0 e 100 con al massimo 2 decimali",
      ],
    ];
    for (const [patch, message] of cases) {
      const name = uniqueName("Invalido");
      const answer = await save(validEvent({ name, ...patch }));
      expect(answer.status, JSON.stringify(patch)).toBe(400);
      expect(answer.body.messages, JSON.stringify(patch)).toContain(message);
    }
    const negative = await save(validEvent({ finalEntries: -1 }));
    expect(negative.status).toBe(400);
    expect(negative.body.messages[0]).toMatch(/^Entries finali: /);
    const fractional = await save(validEvent({ finalPartecipants: 1.5 }));
    expect(fractional.status).toBe(400);
    expect(fractional.body.messages[0]).toMatch(/^Partecipanti finali: /);
    expect((await search({ name: "Invalido" })).body.entity).toEqual([]);
  });

  it("accepts an event of one day and 100 %", async () => {
    const answer = await save(
      validEvent({ dateFrom: "2031-04-02", dateTo: "2031-04-02", earningFeePercentage: 100 }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.entity!.earningFeePercentage).toBe("100.00");
  });

  it("answers 404 for an unknown hotel or event", async () => {
    const noHotel = await save(validEvent({ location: { id: 2_000_000_000 } }));
    expect(noHotel.status).toBe(404);
    expect(noHotel.body.messages).toEqual(["Hotel non trovato"]);
    const noEvent = await save(validEvent({ id: 2_000_000_000 }));
    expect(noEvent.status).toBe(404);
    expect(noEvent.body.messages).toEqual([EVENT_NOT_FOUND]);
  });

  it("needs the Events permission", async () => {
    for (const code of ["Reservations", "EventsHotel", "EventAccounting"] as const) {
      const answer = await save(validEvent(), await tokenWith([code]));
      expect(answer.status).toBe(403);
      expect(answer.body.messages).toEqual([FORBIDDEN]);
    }
  });
});

describe("DELETE /api/events/{id}", () => {
  it("deletes an event without hotel configurations and writes an audit row", async () => {
    const event = await createEvent();
    const answer = await remove(event.id);
    expect(answer.status).toBe(200);
    expect(answer.body.messages).toEqual(["Eliminazione completata"]);
    expect(await eventRow(event.id)).toBeNull();
    expect((await auditActions("event", event.id)).map((row) => row.action)).toEqual(["delete"]);
    expect((await remove(event.id)).status).toBe(404);
  });

  it("refuses an event with hotel configurations, saying so", async () => {
    const event = await createEvent();
    const hotel = await createHotel();
    const room = await createRoomType();
    await createPeriodPricing({
      eventId: event.id,
      locationId: hotel.id,
      checkIn: "2031-05-10",
      checkOut: "2031-05-12",
      rooms: [{ roomTypeId: room.id }],
    });
    const answer = await remove(event.id);
    expect(answer.status).toBe(409);
    expect(answer.body.messages).toEqual([
      "L'evento ha 1 configurazioni hotel: eliminarle prima di eliminare l'evento",
    ]);
    expect(await eventRow(event.id)).not.toBeNull();
  });

  it("refuses a closed event", async () => {
    const event = await createEvent({ isFreezed: true });
    const answer = await remove(event.id);
    expect(answer.status).toBe(409);
    expect(answer.body.messages).toEqual([EVENT_CLOSED]);
    expect(await eventRow(event.id)).not.toBeNull();
  });

  it("needs the Events permission", async () => {
    const event = await createEvent();
    const answer = await remove(
      event.id,
      await tokenWith(["EventsHotel", "Reservations", "EventAccounting"]),
    );
    expect(answer.status).toBe(403);
    expect(await eventRow(event.id)).not.toBeNull();
  });
});

describe("POST /api/events/close/{id} and /api/events/reopen/{id}", () => {
  it("closes and reopens, with an audit row for each change", async () => {
    const event = await createEvent();
    const closed = await close(event.id);
    expect(closed.status).toBe(200);
    expect(closed.body.entity!.isFreezed).toBe(true);
    expect((await eventRow(event.id))!.isFreezed).toBe(true);
    // Closing again changes nothing.
    expect((await close(event.id)).body.entity!.isFreezed).toBe(true);
    const reopened = await reopen(event.id);
    expect(reopened.status).toBe(200);
    expect(reopened.body.entity!.isFreezed).toBe(false);
    expect((await eventRow(event.id))!.isFreezed).toBe(false);
    const audit = await auditActions("event", event.id);
    expect(audit.map((row) => row.action)).toEqual(["close", "reopen"]);
    expect(audit[0]!.changes).toEqual({ isFreezed: { from: false, to: true } });
  });

  it("is allowed with EventAccounting, not with other event permissions", async () => {
    const event = await createEvent();
    const accounting = await tokenWith(["EventAccounting"]);
    expect((await close(event.id, accounting)).body.entity!.isFreezed).toBe(true);
    expect((await reopen(event.id, accounting)).body.entity!.isFreezed).toBe(false);
    const hotels = await tokenWith(["EventsHotel", "Reservations", "EventsKPI"]);
    expect((await close(event.id, hotels)).status).toBe(403);
    expect((await reopen(event.id, hotels)).status).toBe(403);
    expect((await eventRow(event.id))!.isFreezed).toBe(false);
  });

  it("answers 404 for a missing event", async () => {
    const answer = await close(2_000_000_000);
    expect(answer.status).toBe(404);
    expect(answer.body.messages).toEqual([EVENT_NOT_FOUND]);
    expect((await reopen(2_000_000_000)).status).toBe(404);
  });
});

describe("assertEventOpen", () => {
  it("refuses a closed event and a missing one", async () => {
    const open = await createEvent();
    const closed = await createEvent({ isFreezed: true });
    await expect(getDb().transaction((tx) => assertEventOpen(tx, open.id))).resolves.toBeUndefined();
    await expect(getDb().transaction((tx) => assertEventOpen(tx, closed.id))).rejects.toMatchObject({
      key: "eventClosed",
      status: 409,
    });
    await expect(getDb().transaction((tx) => assertEventOpen(tx, 2_000_000_000))).rejects.toMatchObject({
      key: "eventNotFound",
    });
  });

  it("makes a close wait for a write of the event that is running", async () => {
    const event = await createEvent();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const write = getDb().transaction(async (tx) => {
      await assertEventOpen(tx, event.id);
      locked();
      await held;
    });
    await lockTaken;
    let closeDone = false;
    const closing = close(event.id).then((answer) => {
      closeDone = true;
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(closeDone).toBe(false);
    release();
    await write;
    expect((await closing).body.entity!.isFreezed).toBe(true);
    // Once closed, the next write is refused.
    await expect(getDb().transaction((tx) => assertEventOpen(tx, event.id))).rejects.toMatchObject({
      key: "eventClosed",
    });
  });
});

describe("GET /api/events/locations/{eventId}", () => {
  it("lists the hotels configured for the event, each once, by name", async () => {
    const event = await createEvent();
    const other = await createEvent();
    const zeta = await createHotel({ name: uniqueName("Zeta"), city: "Venezia" });
    const alfa = await createHotel({ name: uniqueName("Alfa") });
    const unused = await createHotel();
    const room = await createRoomType();
    for (const [locationId, checkIn, checkOut] of [
      [zeta.id, "2031-05-10", "2031-05-12"],
      [zeta.id, "2031-05-12", "2031-05-14"],
      [alfa.id, "2031-05-10", "2031-05-14"],
    ] as const) {
      await createPeriodPricing({
        eventId: event.id,
        locationId,
        checkIn,
        checkOut,
        rooms: [{ roomTypeId: room.id }],
      });
    }
    await createPeriodPricing({
      eventId: other.id,
      locationId: unused.id,
      checkIn: "2031-05-10",
      checkOut: "2031-05-12",
      rooms: [{ roomTypeId: room.id }],
    });
    const answer = await invoke<EventLocationDto[]>(locationsRoute, {
      token: manager.token,
      params: { eventId: event.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.entity).toEqual([
      { id: alfa.id, name: alfa.name, city: "Sanremo", type: "Hotel" },
      { id: zeta.id, name: zeta.name, city: "Venezia", type: "Hotel" },
    ]);
    const empty = await invoke<EventLocationDto[]>(locationsRoute, {
      token: manager.token,
      params: { eventId: other.id },
    });
    expect(empty.body.entity).toHaveLength(1);
    const missing = await invoke(locationsRoute, {
      token: manager.token,
      params: { eventId: 2_000_000_000 },
    });
    expect(missing.status).toBe(404);
  });
});
