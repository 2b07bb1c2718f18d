import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb, type Tx } from "@/db/client";
import { entries, events } from "@/db/schema";
import { seedDemoAgents } from "@/seed/demo-agents";
import { seedDemoCustomers } from "@/seed/demo-customers";
import { seedDemoEntries } from "@/seed/demo-entries";
import { seedDemoEvents } from "@/seed/demo-events";
import { seedDemoLocations } from "@/seed/demo-locations";
import { seedDemoReservations } from "@/seed/demo-reservations";
import { countEntries } from "@/lib/entries/repository";
import { GET as searchRoute } from "@/app/api/entries/search/route";
import { GET as countRoute } from "@/app/api/entries/count/route";
import { POST as addRoute, DELETE as deleteRoute } from "@/app/api/entries/[id]/route";
import { POST as setNumberRoute } from "@/app/api/entries/setnumber/[id]/[number]/route";
import { POST as byCustomersRoute } from "@/app/api/entries/getbycustomersinevent/[eventId]/route";
import { POST as saveReservationRoute } from "@/app/api/reservations/save/route";
import { GET as customerRoute } from "@/app/api/customers/[id]/route";
import { GET as customerSearchRoute } from "@/app/api/customers/search/route";
import type { CustomerDto } from "@/lib/customers/schemas";
import type { EntryCount, EntryDto } from "@/lib/entries/schemas";
import type { SaveReservationDto } from "@/lib/reservations/schemas";
import { invoke } from "../support/api";
import { createUser, tokenWith, uniqueName, type TestUser } from "../support/factories";
import { createCustomer } from "../support/factories-customers";
import {
  auditActions,
  createEvent,
  createHotel,
  createPeriodPricing,
  createRoomType,
} from "../support/factories-events";
import { entriesOfEvent } from "../support/factories-reservations";

const EVENT_CLOSED = "L'evento è chiuso: riaprirlo per apportare modifiche";
const NUMBER_INVALID = "Il numero di entry deve essere almeno 1";

let desk: TestUser;
let otherToken: string;

beforeAll(async () => {
  desk = await createUser({ permissions: ["EventsEntries"] });
  otherToken = await tokenWith(["Reservations", "Customers"]);
});

const add = (eventId: number, customerIds: unknown, token: string | null = desk.token) =>
  invoke<EntryDto[]>(addRoute, { token, params: { id: eventId }, body: customerIds });
const setNumber = (id: number, number: string | number, token: string | null = desk.token) =>
  invoke<EntryDto>(setNumberRoute, { method: "POST", token, params: { id, number } });
const remove = (id: number, token: string | null = desk.token) =>
  invoke(deleteRoute, { method: "DELETE", token, params: { id } });
const search = (query: Record<string, string | number | boolean>, token: string | null = desk.token) =>
  invoke<EntryDto[]>(searchRoute, { token, query });
const count = (query: Record<string, string | number>, token: string | null = desk.token) =>
  invoke<EntryCount>(countRoute, { token, query });
const byCustomers = (eventId: number, customerIds: unknown, token: string | null = desk.token) =>
  invoke<EntryDto[]>(byCustomersRoute, { token, params: { eventId }, body: customerIds });

async function added(eventId: number, customerIds: number[]) {
  const answer = await add(eventId, customerIds);
  expect(answer.status, JSON.stringify(answer.body.messages)).toBe(200);
  return answer.body.entity!;
}

async function totals(eventId: number, searchText?: string) {
  const answer = await count(searchText ? { eventId, search: searchText } : { eventId });
  expect(answer.status).toBe(200);
  return answer.body.entity!;
}

describe("Entries API", () => {
  const closedEvents: number[] = [];
  afterEach(async () => {
    // Reopen what a test closed, even when it failed, so the shared database stays writable.
    for (const id of closedEvents.splice(0)) {
      await getDb().update(events).set({ isFreezed: false }).where(eq(events.id, id));
    }
  });

  it("adds walk-ins with number 1, keeps a player already in, and brings a deleted one back", async () => {
    const event = await createEvent();
    const [a, b] = [
      await createCustomer({ lastName: "Rossi" }),
      await createCustomer({ lastName: "Bianchi" }),
    ];
    const first = await added(event.id, [a.id, b.id, a.id]);
    expect(first.map((e) => [e.fullName, e.number, e.editSource, e.isDeleted, e.eventId])).toEqual([
      ["Bianchi Cliente", 1, "Entry", false, event.id],
      ["Rossi Cliente", 1, "Entry", false, event.id],
    ]);
    const rossi = first.find((e) => e.customerId === a.id)!;
    expect((await setNumber(rossi.id, 2)).body.entity!.number).toBe(2);
    // Adding again leaves the live entry as it is.
    const again = await added(event.id, [a.id]);
    expect(again).toEqual([expect.objectContaining({ id: rossi.id, number: 2 })]);
    expect((await remove(rossi.id)).status).toBe(200);
    const back = await added(event.id, [a.id]);
    expect(back).toEqual([
      expect.objectContaining({ id: rossi.id, number: 1, isDeleted: false, editSource: "Entry" }),
    ]);
    expect((await auditActions("entry", rossi.id)).map((a) => a.action)).toEqual([
      "create",
      "update",
      "delete",
      "create",
    ]);
    expect(await entriesOfEvent(event.id)).toHaveLength(2);
  });

  it("refuses bad customer lists and writes nothing", async () => {
    const event = await createEvent();
    const known = await createCustomer();
    for (const body of [[], {}, ["x"], [0], [known.id, 2_147_483_647], "12", [1.5]]) {
      const answer = await add(event.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.messages.length).toBeGreaterThan(0);
    }
    expect((await add(event.id, [known.id, 2_147_483_647])).body.messages).toEqual(["Cliente non trovato"]);
    expect((await add(event.id, [])).body.messages).toEqual(["Selezionare almeno un cliente"]);
    expect(await entriesOfEvent(event.id)).toEqual([]);
    const missingEvent = await add(2_147_483_647, [known.id]);
    expect(missingEvent.status).toBe(404);
  });

  it("counts buy-ins and distinct players through re-entries and deletions, with the search", async () => {
    const event = await createEvent();
    const tag = uniqueName("Conta");
    const [a, b, c] = [
      await createCustomer({ lastName: `${tag} Alfa`, email: "alfa.entries@example.com" }),
      await createCustomer({ lastName: `${tag} Beta`, phone: "333 123 4567" }),
      await createCustomer({ lastName: `${tag} Gamma` }),
    ];
    const rows = await added(event.id, [a.id, b.id, c.id]);
    const entryOf = (customerId: number) => rows.find((e) => e.customerId === customerId)!;
    expect(await totals(event.id)).toEqual({ count: 3, players: 3 });
    await setNumber(entryOf(a.id).id, 3);
    await setNumber(entryOf(b.id).id, 2);
    expect(await totals(event.id)).toEqual({ count: 6, players: 3 });
    await remove(entryOf(c.id).id);
    expect(await totals(event.id)).toEqual({ count: 5, players: 2 });
    await setNumber(entryOf(a.id).id, 2);
    expect(await totals(event.id)).toEqual({ count: 4, players: 2 });
    // The search narrows both totals and the list, by name, email or phone.
    expect(await totals(event.id, "alfa.entries")).toEqual({ count: 2, players: 1 });
    expect(await totals(event.id, "3331234567")).toEqual({ count: 2, players: 1 });
    const listed = await search({ eventId: event.id, search: tag });
    expect(listed.body.entity!.map((e) => [e.fullName, e.number])).toEqual([
      [`${tag} Alfa Cliente`, 2],
      [`${tag} Beta Cliente`, 2],
    ]);
    // Another event's entries never count.
    const other = await createEvent();
    await added(other.id, [a.id]);
    expect(await totals(event.id)).toEqual({ count: 4, players: 2 });
    expect(await totals(other.id)).toEqual({ count: 1, players: 1 });
  });

  it("pages the search by 10, with preservePages, and validates the query", async () => {
    const event = await createEvent();
    const tag = uniqueName("Pagina");
    const customers = [];
    for (let i = 0; i < 12; i++)
      customers.push(await createCustomer({ lastName: `${tag} ${String(i).padStart(2, "0")}` }));
    await added(
      event.id,
      customers.map((c) => c.id),
    );
    const page0 = await search({ eventId: event.id, pageNumber: 0 });
    const page1 = await search({ eventId: event.id, pageNumber: 1 });
    expect(page0.body.entity).toHaveLength(10);
    expect(page1.body.entity!.map((e) => e.fullName)).toEqual([`${tag} 10 Cliente`, `${tag} 11 Cliente`]);
    const both = await search({ eventId: event.id, pageNumber: 1, preservePages: true });
    expect(both.body.entity).toHaveLength(12);
    expect((await search({ pageNumber: 0 })).status).toBe(400);
    expect((await search({ eventId: "x" })).status).toBe(400);
    expect((await search({ eventId: event.id, pageNumber: -1 })).status).toBe(400);
    expect((await count({})).status).toBe(400);
  });

  it("sets the number from 1 up, refuses 0, negatives and text, and 404s a deleted entry", async () => {
    const event = await createEvent();
    const [entry] = await added(event.id, [(await createCustomer()).id]);
    for (const bad of [0, -1, "abc", "1.5", 1000]) {
      const answer = await setNumber(entry!.id, bad);
      expect(answer.status, String(bad)).toBe(400);
      expect(answer.body.validationLevel).toBe("Fail");
    }
    expect((await setNumber(entry!.id, 0)).body.messages).toEqual([NUMBER_INVALID]);
    expect((await entriesOfEvent(event.id))[0]!.number).toBe(1);
    const raised = await setNumber(entry!.id, 4);
    expect(raised.status).toBe(200);
    expect(raised.body.entity).toMatchObject({ id: entry!.id, number: 4 });
    const lowered = await setNumber(entry!.id, 1);
    expect(lowered.body.entity!.number).toBe(1);
    expect((await remove(entry!.id)).status).toBe(200);
    const gone = await setNumber(entry!.id, 2);
    expect(gone.status).toBe(404);
    expect(gone.body.messages).toEqual(["Entry non trovata"]);
    expect((await remove(entry!.id)).status).toBe(404);
    expect((await remove(2_147_483_647)).status).toBe(404);
    expect((await entriesOfEvent(event.id))[0]).toMatchObject({ isDeleted: true, number: 1 });
  });

  it("lists the live entries of a customer list in an event", async () => {
    const event = await createEvent();
    const [a, b, outsider] = [await createCustomer(), await createCustomer(), await createCustomer()];
    const rows = await added(event.id, [a.id, b.id]);
    await remove(rows.find((e) => e.customerId === b.id)!.id);
    const answer = await byCustomers(event.id, [a.id, b.id, outsider.id]);
    expect(answer.status).toBe(200);
    expect(answer.body.entity!.map((e) => e.customerId)).toEqual([a.id]);
    expect((await byCustomers(event.id, [a.id], otherToken)).status).toBe(200);
    expect((await byCustomers(event.id, ["a"])).status).toBe(400);
    expect((await byCustomers(event.id, [])).status).toBe(400);
  });

  it("refuses every change while the event is closed", async () => {
    const event = await createEvent();
    const [a, b] = [await createCustomer(), await createCustomer()];
    const [entry] = await added(event.id, [a.id]);
    await getDb().update(events).set({ isFreezed: true }).where(eq(events.id, event.id));
    closedEvents.push(event.id);
    for (const answer of [
      await add(event.id, [b.id]),
      await setNumber(entry!.id, 3),
      await remove(entry!.id),
    ]) {
      expect(answer.status).toBe(409);
      expect(answer.body.messages).toEqual([EVENT_CLOSED]);
    }
    expect(await entriesOfEvent(event.id)).toEqual([
      expect.objectContaining({ customerId: a.id, number: 1, isDeleted: false }),
    ]);
    // Reading still works.
    expect(await totals(event.id)).toEqual({ count: 1, players: 1 });
  });

  it("answers 401 without a token and 403 without EventsEntries on every route", async () => {
    const event = await createEvent();
    const [entry] = await added(event.id, [(await createCustomer()).id]);
    const calls = (token: string | null) => [
      search({ eventId: event.id }, token),
      count({ eventId: event.id }, token),
      add(event.id, [entry!.customerId], token),
      setNumber(entry!.id, 2, token),
      remove(entry!.id, token),
    ];
    for (const answer of await Promise.all(calls(null))) expect(answer.status).toBe(401);
    for (const answer of await Promise.all(calls(otherToken))) expect(answer.status).toBe(403);
    expect((await byCustomers(event.id, [entry!.customerId], null)).status).toBe(401);
    expect((await byCustomers(event.id, [entry!.customerId], await tokenWith(["Customers"]))).status).toBe(
      403,
    );
    expect(await entriesOfEvent(event.id)).toEqual([
      expect.objectContaining({ number: 1, isDeleted: false }),
    ]);
  });

  it("lets the entries desk search and create customers for the selection modal", async () => {
    const answer = await invoke(customerSearchRoute, { token: desk.token, query: { search: "x" } });
    expect(answer.status).toBe(200);
  });
});

describe("Entries of Packet reservations", () => {
  let reservationsDesk: TestUser;
  let hotel: Awaited<ReturnType<typeof createHotel>>;
  let room: Awaited<ReturnType<typeof createRoomType>>;

  beforeAll(async () => {
    reservationsDesk = await createUser({ permissions: ["Reservations"] });
    hotel = await createHotel();
    room = await createRoomType({ capacity: 3 });
  });

  async function packetEvent() {
    const event = await createEvent();
    await createPeriodPricing({
      eventId: event.id,
      locationId: hotel.id,
      checkIn: "2031-05-10",
      checkOut: "2031-05-15",
      rooms: [{ roomTypeId: room.id, availability: 10, sellPrice: "100" }],
    });
    return event;
  }

  async function saveReservation(eventId: number, patch: Record<string, unknown>) {
    const answer = await invoke<SaveReservationDto>(saveReservationRoute, {
      path: "/api/reservations/save",
      token: reservationsDesk.token,
      body: {
        reservation: {
          event: { id: eventId },
          location: { id: hotel.id },
          roomType: { id: room.id },
          checkIn: "2031-05-10T00:00:00",
          checkOut: "2031-05-12T00:00:00",
          type: "Packet",
          status: null,
          customers: [],
          profiles: [],
          discount: "0",
          notes: null,
          isWebReservation: false,
          checkInDone: false,
          payments: [],
          ...patch,
        },
        entries: [],
      },
      query: { skipCustomerCheck: true },
    });
    expect(answer.status, JSON.stringify(answer.body.messages)).toBe(200);
    return answer.body.entity!.reservation;
  }

  it("a guest's entry follows the reservation; the desk can still raise it; a walk-in entry stays", async () => {
    const event = await packetEvent();
    const [a, b, walkIn] = [await createCustomer(), await createCustomer(), await createCustomer()];
    const [walkInEntry] = await added(event.id, [walkIn.id]);
    await setNumber(walkInEntry!.id, 2);
    const reservation = await saveReservation(event.id, {
      customers: [{ id: a.id }, { id: b.id }, { id: walkIn.id }],
    });
    const live = (await search({ eventId: event.id })).body.entity!;
    const entryOf = (customerId: number) => live.find((e) => e.customerId === customerId)!;
    expect(entryOf(a.id)).toMatchObject({ number: 1, editSource: "Reservation" });
    expect(entryOf(walkIn.id)).toMatchObject({ number: 2, editSource: "Entry" });
    expect(await totals(event.id)).toEqual({ count: 4, players: 3 });

    // Re-entries of a Packet player are raised at the desk, and a later save of the reservation keeps them.
    expect((await setNumber(entryOf(a.id).id, 3)).body.entity!.number).toBe(3);
    await saveReservation(event.id, {
      id: reservation.id,
      customers: [{ id: a.id }, { id: walkIn.id }],
    });
    expect(await totals(event.id)).toEqual({ count: 5, players: 2 });
    const afterRemoval = (await search({ eventId: event.id })).body.entity!;
    expect(afterRemoval.map((e) => [e.customerId, e.number])).toEqual(
      expect.arrayContaining([
        [a.id, 3],
        [walkIn.id, 2],
      ]),
    );

    // Cancelling removes the reservation's entries, not the walk-in's own.
    await saveReservation(event.id, {
      id: reservation.id,
      status: "Canceled",
      customers: [{ id: a.id }, { id: walkIn.id }],
    });
    const afterCancel = (await search({ eventId: event.id })).body.entity!;
    expect(afterCancel.map((e) => [e.customerId, e.number, e.editSource])).toEqual([[walkIn.id, 2, "Entry"]]);
    expect(await totals(event.id)).toEqual({ count: 2, players: 1 });
  });
  it("customer statistics count the Packet entry raised at the desk and a walk-in elsewhere", async () => {
    const [booked, walkInEvent] = [await packetEvent(), await createEvent()];
    const customer = await createCustomer();
    await saveReservation(booked.id, { customers: [{ id: customer.id }] });
    const [packetEntry] = (await byCustomers(booked.id, [customer.id])).body.entity!;
    await setNumber(packetEntry!.id, 2);
    await added(walkInEvent.id, [customer.id]);
    const answer = await invoke<CustomerDto>(customerRoute, {
      token: await tokenWith(["Customers"]),
      params: { id: customer.id },
    });
    expect(answer.body.entity!.statistics).toMatchObject({
      totalReservations: 1,
      totalBuyEntries: 3,
      totalEventsPlayed: 2,
      averageEntries: 1.5,
      totalEventsInvolved: 2,
      trustedAverageEntries: 1,
      trustedAverageEntriesOnBooking: 2,
    });
  });
});

describe("Customer statistics from real entries", () => {
  it("count buy-ins, events played and involved, and the averages", async () => {
    const customer = await createCustomer();
    const [e1, e2, e3] = [await createEvent(), await createEvent(), await createEvent()];
    const [first] = await added(e1.id, [customer.id]);
    await setNumber(first!.id, 3);
    await added(e2.id, [customer.id]);
    const [third] = await added(e3.id, [customer.id]);
    await setNumber(third!.id, 5);
    await remove(third!.id);
    const answer = await invoke<CustomerDto>(customerRoute, {
      token: await tokenWith(["Customers"]),
      params: { id: customer.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.entity!.statistics).toMatchObject({
      totalBuyEntries: 4,
      totalEventsPlayed: 2,
      averageEntries: 2,
      totalEventsInvolved: 2,
      totalReservations: 0,
      trustedAverageEntries: 0,
      trustedAverageEntriesOnBooking: 0,
    });
  });
});

class Rollback extends Error {}

describe("demo entries", () => {
  it("the running event has walk-ins and Packet players with re-entries, seeded once", async () => {
    await expect(
      getDb().transaction(async (tx: Tx) => {
        await seedDemoLocations(tx);
        await seedDemoAgents(tx);
        await seedDemoCustomers(tx);
        await seedDemoEvents(tx);
        await seedDemoReservations(tx);
        await seedDemoEntries(tx);
        const [running] = await tx
          .select()
          .from(events)
          .where(eq(events.name, "Saint-Vincent Poker Festival"));
        const totalsOnce = await countEntries(tx, running!.id);
        expect(totalsOnce.players).toBeGreaterThanOrEqual(20);
        expect(totalsOnce.count).toBeGreaterThan(totalsOnce.players);
        const live = and(eq(entries.eventId, running!.id), eq(entries.isDeleted, false));
        expect(await tx.$count(entries, and(live, eq(entries.editSource, "Reservation")))).toBeGreaterThan(0);
        expect(await tx.$count(entries, and(live, eq(entries.editSource, "Entry")))).toBeGreaterThan(0);
        await seedDemoEntries(tx);
        expect(await countEntries(tx, running!.id)).toEqual(totalsOnce);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
  });
});
