import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { agents, events, reservations } from "@/db/schema";
import { POST as searchRoute } from "@/app/api/reservations/search/route";
import { POST as countRoute } from "@/app/api/reservations/count/route";
import { POST as guestsRoute } from "@/app/api/reservations/guestscount/route";
import { POST as numbersRoute } from "@/app/api/reservations/progressivenumbers/route";
import { GET as customerRoute } from "@/app/api/reservations/bycustomer/[customerId]/route";
import type { ReservationSearchRow } from "@/lib/reservations/search-schemas";
import { invoke } from "../support/api";
import { createUser, uniqueName, type TestUser } from "../support/factories";
import { createAgent, createAgentRole } from "../support/factories-agents";
import { createCustomer } from "../support/factories-customers";
import {
  createEvent,
  createHotel,
  createPaymentMethod,
  createRoomType,
  systemPaymentItem,
  systemPaymentMethod,
} from "../support/factories-events";
import { insertReservation } from "../support/factories-reservation-list";

type Criteria = Record<string, unknown>;

let staff: TestUser;
let eventId: number;
let ids: Record<"r1" | "r2" | "r3" | "r4" | "r5", number>;
let fixture: {
  hotelA: number;
  hotelB: number;
  double: number;
  single: number;
  agentA: number;
  agentB: number;
  card: number;
};

const search = (criteria: Criteria, options: { preservePages?: boolean; token?: string | null } = {}) =>
  invoke<ReservationSearchRow[]>(searchRoute, {
    path: "/api/reservations/search",
    token: options.token === undefined ? staff.token : options.token,
    body: criteria,
    query: options.preservePages === undefined ? {} : { preservePages: options.preservePages },
  });
const count = (criteria: Criteria, token = staff.token) =>
  invoke<number>(countRoute, { path: "/api/reservations/count", token, body: criteria });
const guests = (criteria: Criteria, token = staff.token) =>
  invoke<number>(guestsRoute, { path: "/api/reservations/guestscount", token, body: criteria });
const number = (criteria: Criteria, token = staff.token) =>
  invoke<{ assigned: number }>(numbersRoute, {
    path: "/api/reservations/progressivenumbers",
    token,
    body: criteria,
  });

async function foundIds(criteria: Criteria): Promise<number[]> {
  const answer = await search({ eventId, ...criteria });
  expect(answer.status, JSON.stringify(answer.body.messages)).toBe(200);
  return answer.body.entity!.map((row) => row.id);
}

beforeAll(async () => {
  staff = await createUser({ permissions: ["Reservations"] });
  const event = await createEvent();
  eventId = event.id;
  const hotelA = await createHotel({ name: uniqueName("Hotel Alfa") });
  const hotelB = await createHotel({ name: uniqueName("Hotel Beta") });
  const double = await createRoomType({ type: uniqueName("Doppia"), capacity: 2 });
  const single = await createRoomType({ type: uniqueName("Singola"), capacity: 1 });
  const cash = await systemPaymentMethod("Contanti");
  const card = await createPaymentMethod(uniqueName("Carta"));
  const item = await systemPaymentItem("Reservation");
  const surname = uniqueName("Rossi").replace(/\s/g, "");
  const rossi = await createCustomer({
    firstName: "Mario",
    lastName: surname,
    phone: "333 987 6541",
    email: "mario@example.it",
  });
  const bianchi = await createCustomer({ firstName: "Anna", lastName: uniqueName("Bianchi") });
  const verdi = await createCustomer({ firstName: "Luca", lastName: uniqueName("Verdi") });
  const roleA = await createAgentRole();
  const roleB = await createAgentRole();
  const agentA = await createAgent({ lastName: uniqueName("Neri"), agentRoleId: roleA.id });
  const agentB = await createAgent({ lastName: uniqueName("Gialli"), agentRoleId: roleB.id });
  const base = { eventId, locationId: hotelA.id, roomTypeId: double.id };
  const r1 = await insertReservation(
    {
      ...base,
      checkIn: "2031-05-10",
      checkOut: "2031-05-12",
      status: "Confirmed",
      totalPay: "200.00",
      notes: "Vista mare",
    },
    {
      customerIds: [rossi.id, bianchi.id],
      agents: [{ profileId: agentA.id, agentRoleId: roleA.id }],
      payments: [{ amount: "200", methodId: cash.id, itemId: item.id }],
    },
  );
  const r2 = await insertReservation(
    {
      ...base,
      roomTypeId: single.id,
      checkIn: "2031-05-11",
      checkOut: "2031-05-14",
      status: "NotConfirmed",
      totalPay: "150",
    },
    { customerIds: [verdi.id], payments: [{ amount: "50", methodId: cash.id, itemId: item.id }] },
  );
  const r3 = await insertReservation(
    {
      ...base,
      locationId: hotelB.id,
      checkIn: "2031-05-12",
      checkOut: "2031-05-13",
      status: "Settled",
      type: "Packet",
      totalPay: "100",
      isWebReservation: true,
      checkInDone: true,
    },
    {
      customerIds: [bianchi.id],
      agents: [{ profileId: agentB.id, agentRoleId: roleB.id }],
      payments: [{ amount: "120.00", methodId: card.id, itemId: item.id }],
    },
  );
  const r4 = await insertReservation(
    {
      ...base,
      locationId: hotelB.id,
      roomTypeId: single.id,
      checkIn: "2031-05-10",
      checkOut: "2031-05-15",
      status: "Canceled",
      totalPay: "300",
    },
    { customerIds: [rossi.id] },
  );
  const r5 = await insertReservation({
    ...base,
    checkIn: "2031-05-13",
    checkOut: "2031-05-14",
    status: "Confirmed",
    type: "Guest",
    checkInDone: true,
    progressiveNumber: 7,
  });
  ids = { r1: r1.id, r2: r2.id, r3: r3.id, r4: r4.id, r5: r5.id };
  fixture = {
    hotelA: hotelA.id,
    hotelB: hotelB.id,
    double: double.id,
    single: single.id,
    agentA: agentA.id,
    agentB: agentB.id,
    card: card.id,
  };
  (fixture as Record<string, unknown>).surname = surname;
  (fixture as Record<string, unknown>).bianchi = bianchi.lastName;
});

describe("POST /api/reservations/search", () => {
  it("answers the default states (no Canceled) by check-in then id, with guests, agents, payments and toPay", async () => {
    const answer = await search({ eventId });
    expect(answer.status).toBe(200);
    expect(answer.body.entity!.map((r) => r.id)).toEqual([ids.r1, ids.r2, ids.r3, ids.r5]);
    const first = answer.body.entity![0]!;
    expect(first).toMatchObject({
      checkIn: "2031-05-10T00:00:00",
      checkOut: "2031-05-12T00:00:00",
      nights: 2,
      status: "Confirmed",
      type: "Standard",
      totalPay: "200.00",
      paid: "200.00",
      toPay: "0.00",
      notes: "Vista mare",
      location: { id: fixture.hotelA },
    });
    expect(first.customers.map((c) => c.firstName)).toEqual(["Mario", "Anna"]);
    expect(first.profiles.map((p) => p.id)).toEqual([fixture.agentA]);
    expect(first.payments).toHaveLength(1);
    expect(first.payments[0]).toMatchObject({
      amount: "200.00",
      typology: "Inbound",
      paymentDate: "2031-04-01T00:00:00",
    });
    const r3 = answer.body.entity!.find((r) => r.id === ids.r3)!;
    expect(r3.toPay).toBe("-20.00");
  });

  it("filters by each criterion alone", async () => {
    const surname = (fixture as Record<string, unknown>).surname as string;
    const bianchi = (fixture as Record<string, unknown>).bianchi as string;
    expect(await foundIds({ statesSelected: ["Canceled"] })).toEqual([ids.r4]);
    expect(await foundIds({ statesSelected: ["Canceled", "Settled"] })).toEqual([ids.r4, ids.r3]);
    expect(await foundIds({ customerContacts: surname })).toEqual([ids.r1]);
    expect(await foundIds({ customerContacts: `mario ${surname.toLowerCase()}` })).toEqual([ids.r1]);
    expect(await foundIds({ customerContacts: "9876541" })).toEqual([ids.r1]);
    expect(await foundIds({ customerContacts: "mario@example" })).toEqual([ids.r1]);
    expect(await foundIds({ customerContacts: bianchi })).toEqual([ids.r1, ids.r3]);
    expect(await foundIds({ customerContacts: "nessuno-così" })).toEqual([]);
    expect(await foundIds({ agentContacts: "Neri" })).toEqual([ids.r1]);
    expect(await foundIds({ createdByAgent: fixture.agentB })).toEqual([ids.r3]);
    expect(await foundIds({ checkInFrom: "2031-05-11T00:00:00" })).toEqual([ids.r2, ids.r3, ids.r5]);
    expect(await foundIds({ checkInTo: "2031-05-11" })).toEqual([ids.r1, ids.r2]);
    expect(await foundIds({ checkOutFrom: "2031-05-14" })).toEqual([ids.r2, ids.r5]);
    expect(await foundIds({ checkOutTo: "2031-05-13" })).toEqual([ids.r1, ids.r3]);
    expect(await foundIds({ locationId: fixture.hotelB })).toEqual([ids.r3]);
    expect(await foundIds({ roomTypeId: fixture.single })).toEqual([ids.r2]);
    expect(await foundIds({ progressiveNumber: 7 })).toEqual([ids.r5]);
    expect(await foundIds({ totalPayFrom: 100, totalPayTo: "150" })).toEqual([ids.r2, ids.r3]);
    expect(await foundIds({ totalPayFrom: "150.01" })).toEqual([ids.r1]);
    expect(await foundIds({ webReservation: true })).toEqual([ids.r3]);
    expect(await foundIds({ webReservation: false })).toEqual([ids.r1, ids.r2, ids.r5]);
    expect(await foundIds({ checkInDone: true })).toEqual([ids.r3, ids.r5]);
    expect(await foundIds({ notes: "MARE" })).toEqual([ids.r1]);
    expect(await foundIds({ type: "Packet" })).toEqual([ids.r3]);
    expect(await foundIds({ paymentStatus: "ToPay" })).toEqual([ids.r2]);
    expect(await foundIds({ paymentStatus: "GiveChange" })).toEqual([ids.r3]);
    expect(await foundIds({ paymentMethodId: fixture.card })).toEqual([ids.r3]);
    // Empty values mean "any".
    expect(await foundIds({ locationId: null, type: "", progressiveNumber: "", statesSelected: [] })).toEqual(
      [ids.r1, ids.r2, ids.r3, ids.r5],
    );
  });

  it("combines criteria", async () => {
    expect(
      await foundIds({
        locationId: fixture.hotelA,
        checkInDone: false,
        checkInFrom: "2031-05-10",
        checkInTo: "2031-05-12",
      }),
    ).toEqual([ids.r1, ids.r2]);
    expect(
      await foundIds({
        statesSelected: ["Settled", "Canceled"],
        customerContacts: (fixture as Record<string, unknown>).bianchi as string,
        paymentStatus: "GiveChange",
        webReservation: true,
      }),
    ).toEqual([ids.r3]);
    expect(await foundIds({ type: "Guest", checkInDone: true, roomTypeId: fixture.double })).toEqual([
      ids.r5,
    ]);
  });

  it("sorts by check in, check out and progressive number both ways, id breaking ties", async () => {
    expect(await foundIds({ orderField: "CheckIn", orderDirection: "Descending" })).toEqual([
      ids.r5,
      ids.r3,
      ids.r2,
      ids.r1,
    ]);
    expect(await foundIds({ orderField: "CheckOut", orderDirection: "Ascending" })).toEqual([
      ids.r1,
      ids.r3,
      ids.r2,
      ids.r5,
    ]);
    expect(await foundIds({ orderField: "CheckOut", orderDirection: "Descending" })).toEqual([
      ids.r5,
      ids.r2,
      ids.r3,
      ids.r1,
    ]);
    expect(await foundIds({ orderField: "ProgressiveNumber" })).toEqual([ids.r5, ids.r1, ids.r2, ids.r3]);
    expect(await foundIds({ orderField: "ProgressiveNumber", orderDirection: "Descending" })).toEqual([
      ids.r5,
      ids.r3,
      ids.r2,
      ids.r1,
    ]);
  });

  it("pages by 10, with and without preservePages", async () => {
    const event = await createEvent();
    const hotel = await createHotel();
    const room = await createRoomType();
    const made: number[] = [];
    for (let i = 0; i < 23; i++) {
      const day = String(1 + (i % 9)).padStart(2, "0");
      const row = await insertReservation({
        eventId: event.id,
        locationId: hotel.id,
        roomTypeId: room.id,
        checkIn: `2031-06-${day}`,
        checkOut: "2031-06-20",
        status: "Confirmed",
      });
      made.push(row.id);
    }
    const expected = await getDb()
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.eventId, event.id))
      .orderBy(reservations.checkIn, reservations.id);
    const page = async (pageNumber: number, preservePages?: boolean) => {
      const answer = await search({ eventId: event.id, pageNumber }, { preservePages });
      expect(answer.status).toBe(200);
      return answer.body.entity!.map((r) => r.id);
    };
    const [p0, p1, p2, p3] = [await page(0), await page(1), await page(2), await page(3)];
    expect([p0.length, p1.length, p2.length, p3.length]).toEqual([10, 10, 3, 0]);
    expect([...p0, ...p1, ...p2]).toEqual(expected.map((r) => r.id));
    expect(await page(1, true)).toEqual([...p0, ...p1]);
    expect(await page(2, false)).toEqual(p2);
    expect((await count({ eventId: event.id })).body.entity).toBe(23);
  });

  it("pages past the first 100 rows in the same order as the first pages", async () => {
    const event = await createEvent();
    const hotel = await createHotel();
    const room = await createRoomType();
    // 112 reservations on 9 days: pages 0-9 are the first 100 rows, 10 and 11 lie past them.
    await getDb()
      .insert(reservations)
      .values(
        Array.from({ length: 112 }, (_, i) => ({
          eventId: event.id,
          locationId: hotel.id,
          roomTypeId: room.id,
          checkIn: `2031-06-${String(1 + ((i * 7) % 9)).padStart(2, "0")}`,
          checkOut: "2031-06-20",
          status: "Confirmed" as const,
          totalPay: "0",
        })),
      );
    const expected = await getDb()
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.eventId, event.id))
      .orderBy(reservations.checkIn, reservations.id);
    const page = async (pageNumber: number, preservePages?: boolean) => {
      const answer = await search({ eventId: event.id, pageNumber }, { preservePages });
      expect(answer.status).toBe(200);
      return answer.body.entity!.map((r) => r.id);
    };
    const pages: number[][] = [];
    for (let pageNumber = 0; pageNumber <= 12; pageNumber++) pages.push(await page(pageNumber));
    expect(pages.map((p) => p.length)).toEqual([10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 2, 0]);
    expect(pages.flat()).toEqual(expected.map((r) => r.id));
    expect(await page(9, true)).toEqual(pages.slice(0, 10).flat());
    expect(await page(11, true)).toEqual(expected.map((r) => r.id));
    // The descending order too, on both sides of the 100th row.
    const descending = async (pageNumber: number) =>
      (
        await search({
          eventId: event.id,
          pageNumber,
          orderField: "CheckIn",
          orderDirection: "Descending",
        })
      ).body.entity!.map((r) => r.id);
    expect([...(await descending(9)), ...(await descending(10))]).toEqual(
      [...expected]
        .reverse()
        .slice(90, 110)
        .map((r) => r.id),
    );
  });

  it("counts reservations and their guests with the same criteria", async () => {
    expect((await count({ eventId })).body.entity).toBe(4);
    expect((await guests({ eventId })).body.entity).toBe(4);
    const all = { eventId, statesSelected: ["Confirmed", "NotConfirmed", "Settled", "Canceled"] };
    expect((await count(all)).body.entity).toBe(5);
    expect((await guests(all)).body.entity).toBe(5);
    expect((await count({ eventId, locationId: fixture.hotelA })).body.entity).toBe(3);
    expect((await guests({ eventId, locationId: fixture.hotelA })).body.entity).toBe(3);
    expect((await count({ eventId, paymentStatus: "ToPay" })).body.entity).toBe(1);
  });

  it("shows an Agent profile only the reservations it is assigned to", async () => {
    const role = await createAgentRole();
    const agentUser = await createUser({ type: "Agent", permissions: ["Reservations"] });
    await getDb().insert(agents).values({ profileId: agentUser.profileId, agentRoleId: role.id });
    const { reservationAgents } = await import("@/db/schema");
    await getDb()
      .insert(reservationAgents)
      .values({ reservationId: ids.r2, profileId: agentUser.profileId, agentRoleId: role.id });
    const answer = await search({ eventId }, { token: agentUser.token });
    expect(answer.body.entity!.map((r) => r.id)).toEqual([ids.r2]);
    expect((await count({ eventId }, agentUser.token)).body.entity).toBe(1);
    expect((await guests({ eventId }, agentUser.token)).body.entity).toBe(1);
    expect((await number({ eventId, checkInFrom: "2031-01-01" }, agentUser.token)).body.entity).toEqual({
      assigned: 1,
    });
    const numbered = await getDb()
      .select()
      .from(reservations)
      .where(inArray(reservations.id, [ids.r1, ids.r2]));
    expect(numbered.find((r) => r.id === ids.r1)!.progressiveNumber).toBeNull();
    expect(numbered.find((r) => r.id === ids.r2)!.progressiveNumber).toBe(8);
    await getDb().update(reservations).set({ progressiveNumber: null }).where(eq(reservations.id, ids.r2));
  });

  it("refuses bad callers and bad criteria, and reads a closed event", async () => {
    expect((await search({ eventId }, { token: null })).status).toBe(401);
    const other = await createUser({ permissions: ["Customers"] });
    expect((await search({ eventId }, { token: other.token })).status).toBe(403);
    expect((await count({ eventId }, other.token)).status).toBe(403);
    const missing = await search({});
    expect(missing.status).toBe(400);
    expect(missing.body.messages.join(" ")).toMatch(/evento/i);
    const badSort = await search({ eventId, orderField: "Name" });
    expect(badSort.status).toBe(400);
    expect((await search({ eventId, checkInFrom: "2031-13-01" })).status).toBe(400);
    expect((await search({ eventId, totalPayFrom: "1.234" })).status).toBe(400);
    expect((await search({ eventId: 999_999_999 })).status).toBe(404);
    const closed = await createEvent({ isFreezed: true });
    const hotel = await createHotel();
    const room = await createRoomType();
    await insertReservation({
      eventId: closed.id,
      locationId: hotel.id,
      roomTypeId: room.id,
      status: "Settled",
    });
    const read = await search({ eventId: closed.id });
    expect(read.status).toBe(200);
    expect(read.body.entity).toHaveLength(1);
  });
});

describe("POST /api/reservations/progressivenumbers", () => {
  async function eventWith(stays: { checkIn: string; status?: "Canceled" | "Confirmed"; number?: number }[]) {
    const event = await createEvent();
    const hotel = await createHotel();
    const room = await createRoomType();
    const rows = [];
    for (const stay of stays) {
      rows.push(
        await insertReservation({
          eventId: event.id,
          locationId: hotel.id,
          roomTypeId: room.id,
          checkIn: stay.checkIn,
          checkOut: "2031-05-30",
          status: stay.status ?? "Confirmed",
          progressiveNumber: stay.number ?? null,
        }),
      );
    }
    return { event, rows };
  }
  const numbersOf = async (eventId: number) =>
    Object.fromEntries(
      (await getDb().select().from(reservations).where(eq(reservations.eventId, eventId))).map((r) => [
        r.id,
        r.progressiveNumber,
      ]),
    );

  it("is refused without a check-in-from filter", async () => {
    const answer = await number({ eventId });
    expect(answer.status).toBe(400);
    expect(answer.body.messages).toEqual(["Per assegnare i progressivi impostare il filtro check in da"]);
  });

  it("numbers the matching unnumbered reservations after the event's highest, by check-in then id", async () => {
    const { event, rows } = await eventWith([
      { checkIn: "2031-05-12" },
      { checkIn: "2031-05-10" },
      { checkIn: "2031-05-12" },
      { checkIn: "2031-05-11", number: 5 },
      { checkIn: "2031-05-10", status: "Canceled" },
      { checkIn: "2031-05-09" },
    ]);
    const answer = await number({ eventId: event.id, checkInFrom: "2031-05-10" });
    expect(answer.status).toBe(200);
    expect(answer.body.messages).toEqual(["Assegnazione progressivi avvenuta con successo"]);
    expect(answer.body.entity).toEqual({ assigned: 3 });
    const after = await numbersOf(event.id);
    const [a, b, c, numbered, canceled, early] = rows.map((r) => r.id);
    expect([after[b!], after[a!], after[c!], after[numbered!]]).toEqual([6, 7, 8, 5]);
    expect(after[canceled!]).toBeNull();
    expect(after[early!]).toBeNull();
    // Again: nothing left to number; a wider filter continues after the highest.
    expect((await number({ eventId: event.id, checkInFrom: "2031-05-10" })).body.entity).toEqual({
      assigned: 0,
    });
    await number({ eventId: event.id, checkInFrom: "2031-01-01" });
    expect((await numbersOf(event.id))[early!]).toBe(9);
  });

  it("never gives a number twice when desks assign at once", async () => {
    const days = Array.from({ length: 30 }, (_, i) => ({
      checkIn: `2031-05-${String(1 + (i % 28)).padStart(2, "0")}`,
    }));
    const { event } = await eventWith(days);
    const answers = await Promise.all(
      ["2031-05-01", "2031-05-05", "2031-05-10", "2031-05-15", "2031-05-20", "2031-05-01"].map((from) =>
        number({ eventId: event.id, checkInFrom: from }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const assigned = answers.reduce((sum, a) => sum + a.body.entity!.assigned, 0);
    expect(assigned).toBe(30);
    const values = Object.values(await numbersOf(event.id));
    expect(new Set(values).size).toBe(30);
    expect(values.every((v) => v !== null && v >= 1 && v <= 30)).toBe(true);
  });

  it("is refused on a closed event", async () => {
    const { event } = await eventWith([{ checkIn: "2031-05-10" }]);
    await getDb().update(events).set({ isFreezed: true }).where(eq(events.id, event.id));
    const answer = await number({ eventId: event.id, checkInFrom: "2031-05-01" });
    expect(answer.status).toBe(409);
    expect(Object.values(await numbersOf(event.id))).toEqual([null]);
  });
});

describe("GET /api/reservations/bycustomer/{customerId}", () => {
  it("lists a customer's reservations across events, newest stay first; agents see only theirs", async () => {
    const guest = await createCustomer({ firstName: "Paolo", lastName: uniqueName("Storico") });
    const hotel = await createHotel({ name: uniqueName("Hotel Storia") });
    const room = await createRoomType({ type: uniqueName("Suite") });
    const first = await createEvent({ name: uniqueName("Evento vecchio") });
    const second = await createEvent({ name: uniqueName("Evento nuovo") });
    const old = await insertReservation(
      {
        eventId: first.id,
        locationId: hotel.id,
        roomTypeId: room.id,
        checkIn: "2030-01-10",
        checkOut: "2030-01-12",
        status: "Settled",
        totalPay: "99.50",
      },
      { customerIds: [guest.id] },
    );
    const recent = await insertReservation(
      {
        eventId: second.id,
        locationId: hotel.id,
        roomTypeId: room.id,
        checkIn: "2031-02-10",
        checkOut: "2031-02-11",
        status: "Canceled",
      },
      { customerIds: [guest.id] },
    );
    const answer = await invoke<
      { id: number; event: { name: string }; status: string; totalPay: string; checkIn: string }[]
    >(customerRoute, { token: staff.token, params: { customerId: guest.id } });
    expect(answer.status).toBe(200);
    expect(answer.body.entity!.map((r) => r.id)).toEqual([recent.id, old.id]);
    expect(answer.body.entity![1]).toMatchObject({
      event: { name: first.name },
      status: "Settled",
      totalPay: "99.50",
      checkIn: "2030-01-10T00:00:00",
      location: { name: hotel.name },
      roomType: { type: room.type },
    });
    const agentUser = await createUser({ type: "Agent", permissions: ["Reservations"] });
    const mine = await invoke<{ id: number }[]>(customerRoute, {
      token: agentUser.token,
      params: { customerId: guest.id },
    });
    expect(mine.body.entity).toEqual([]);
    const other = await createUser({ permissions: ["Customers"] });
    expect(
      (await invoke(customerRoute, { token: other.token, params: { customerId: guest.id } })).status,
    ).toBe(403);
  });
});
