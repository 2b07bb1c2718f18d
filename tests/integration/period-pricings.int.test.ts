import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { events } from "@/db/schema";
import { GET as eventPeriodsRoute } from "@/app/api/periodpricings/event/[eventId]/route";
import { GET as getRoute, DELETE as deleteRoute } from "@/app/api/periodpricings/[id]/route";
import { POST as saveRoute } from "@/app/api/periodpricings/route";
import type { PeriodPricingDto } from "@/lib/period-pricings/schemas";
import { invoke } from "../support/api";
import { createUser, tokenWith, uniqueName, type TestUser } from "../support/factories";
import {
  auditActions,
  createEvent,
  createHotel,
  createPeriodPricing,
  createRoomType,
  dailyAvailabilityRows,
  eventRow,
  periodPricingRow,
  roomPricingRows,
} from "../support/factories-events";

const EVENT_CLOSED = "L'evento è chiuso: riaprirlo per apportare modifiche";
const FORBIDDEN = "Non hai il permesso per questa operazione";

type Hotel = Awaited<ReturnType<typeof createHotel>>;
type RoomType = Awaited<ReturnType<typeof createRoomType>>;

let staff: TestUser;
let hotel: Hotel;
let double: RoomType;
let single: RoomType;
let suite: RoomType;

beforeAll(async () => {
  staff = await createUser({ permissions: ["EventsHotel"] });
  hotel = await createHotel({ name: uniqueName("Hotel Royal") });
  single = await createRoomType({ type: uniqueName("Singola"), capacity: 1 });
  double = await createRoomType({ type: uniqueName("Doppia"), capacity: 2 });
  suite = await createRoomType({ type: uniqueName("Suite"), capacity: 4 });
});

const save = (body: unknown, token = staff.token) => invoke<PeriodPricingDto>(saveRoute, { token, body });
const listOf = (eventId: number, token = staff.token) =>
  invoke<PeriodPricingDto[]>(eventPeriodsRoute, { token, params: { eventId } });
const getOne = (id: number, token = staff.token) =>
  invoke<PeriodPricingDto>(getRoute, { token, params: { id } });
const remove = (id: number, token = staff.token) =>
  invoke(deleteRoute, { method: "DELETE", token, params: { id } });

async function setFreezed(eventId: number, isFreezed: boolean) {
  await getDb().update(events).set({ isFreezed }).where(eq(events.id, eventId));
}

function room(roomType: RoomType, patch: Record<string, unknown> = {}) {
  return {
    roomType: { id: roomType.id },
    sellPrice: "120.50",
    cost: "80",
    costNotSell: "40",
    costStaff: "60",
    availability: 10,
    ...patch,
  };
}

function period(eventId: number, patch: Record<string, unknown> = {}) {
  return {
    event: { id: eventId },
    location: { id: hotel.id },
    checkIn: "2031-05-10T00:00:00",
    checkOut: "2031-05-13T00:00:00",
    dailyTax: "3.5",
    roomPricings: [room(double)],
    ...patch,
  };
}

describe("POST /api/PeriodPricings (create)", () => {
  it("saves a period with two room types and per-night overrides in one go", async () => {
    const event = await createEvent();
    const answer = await save(
      period(event.id, {
        roomPricings: [
          room(double, {
            availability: 10,
            dailyAvailabilities: [
              { day: "2031-05-10T00:00:00", availability: 10 },
              { day: "2031-05-11T00:00:00", availability: 4 },
              { day: "2031-05-12T00:00:00", availability: 10 },
            ],
          }),
          room(single, { availability: 3, sellPrice: 90, cost: null }),
        ],
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.messages).toEqual(["Salvataggio completato con successo"]);
    const saved = answer.body.entity!;
    expect(saved).toEqual({
      id: expect.any(Number),
      eventId: event.id,
      event: { id: event.id },
      location: { id: hotel.id, name: hotel.name },
      checkIn: "2031-05-10T00:00:00",
      checkOut: "2031-05-13T00:00:00",
      dailyTax: "3.50",
      roomPricings: [
        {
          id: expect.any(Number),
          roomType: { id: single.id, type: single.type, capacity: 1 },
          sellPrice: "90.00",
          cost: "0.00",
          costNotSell: "40.00",
          costStaff: "60.00",
          availability: 3,
          alertAvailability: "Warning",
          isAvailabilityEditable: true,
          dailyAvailabilities: [
            { day: "2031-05-10T00:00:00", availability: 3, totalAvailability: 3 },
            { day: "2031-05-11T00:00:00", availability: 3, totalAvailability: 3 },
            { day: "2031-05-12T00:00:00", availability: 3, totalAvailability: 3 },
          ],
        },
        {
          id: expect.any(Number),
          roomType: { id: double.id, type: double.type, capacity: 2 },
          sellPrice: "120.50",
          cost: "80.00",
          costNotSell: "40.00",
          costStaff: "60.00",
          availability: 10,
          alertAvailability: "Warning",
          isAvailabilityEditable: true,
          dailyAvailabilities: [
            { day: "2031-05-10T00:00:00", availability: 10, totalAvailability: 10 },
            { day: "2031-05-11T00:00:00", availability: 4, totalAvailability: 4 },
            { day: "2031-05-12T00:00:00", availability: 10, totalAvailability: 10 },
          ],
        },
      ],
    });
    // Only the night that differs is stored.
    const rows = await roomPricingRows(saved.id);
    expect(rows.map((r) => r.roomTypeId).sort()).toEqual([single.id, double.id].sort());
    const doubleRow = rows.find((r) => r.roomTypeId === double.id)!;
    expect(await dailyAvailabilityRows(doubleRow.id)).toEqual([
      { roomPricingId: doubleRow.id, day: "2031-05-11", availability: 4 },
    ]);
    expect((await auditActions("periodPricing", saved.id)).map((r) => r.action)).toEqual(["create"]);
  });

  it("has no alert when every night has more than 5 free rooms", async () => {
    const event = await createEvent();
    const saved = (await save(period(event.id, { roomPricings: [room(double, { availability: 6 })] }))).body
      .entity!;
    expect(saved.roomPricings[0]!.alertAvailability).toBeNull();
    const withZero = (
      await save(
        period(event.id, {
          location: { id: (await createHotel()).id },
          roomPricings: [
            room(double, { availability: 6, dailyAvailabilities: [{ day: "2031-05-12", availability: 0 }] }),
          ],
        }),
      )
    ).body.entity!;
    expect(withZero.roomPricings[0]!.alertAvailability).toBe("Warning");
  });

  it("refuses invalid periods with a clear message and saves nothing", async () => {
    const event = await createEvent();
    const cases: [Record<string, unknown>, string][] = [
      [{ checkOut: "2031-05-10" }, "Il check out deve essere successivo al check in"],
      [{ checkOut: "2031-05-09" }, "Il check out deve essere successivo al check in"],
      [{ checkIn: null }, "Check in obbligatorio"],
      [{ checkOut: "" }, "Check out obbligatorio"],
      [{ checkIn: "2031-02-30" }, "Data non valida"],
      [{ checkOut: "2032-06-01" }, "Il periodo non può superare 366 notti"],
      [{ location: null }, "Selezionare un hotel"],
      [{ event: undefined }, "Evento obbligatorio"],
      [{ roomPricings: [] }, "Abilitare almeno una tipologia di camera"],
      [{ roomPricings: [room(double), room(double)] }, "Una tipologia di camera è ripetuta"],
      [{ roomPricings: [{ ...room(double), roomType: null }] }, "Indicare la tipologia di camera"],
      [{ dailyTax: "-1" }, "Importo non valido: usare un numero non negativo con al massimo 2 decimali"],
      [
        { roomPricings: [room(double, { sellPrice: "1.234" })] },
        "Importo non valido: usare un numero non negativo con al massimo 2 decimali",
      ],
      [
        { roomPricings: [room(double, { dailyAvailabilities: [{ day: "2031-05-13", availability: 2 }] })] },
        "La disponibilità della notte del 13/05/2031 è fuori dal periodo",
      ],
      [
        { roomPricings: [room(double, { dailyAvailabilities: [{ day: "2031-05-09", availability: 2 }] })] },
        "La disponibilità della notte del 09/05/2031 è fuori dal periodo",
      ],
    ];
    for (const [patch, message] of cases) {
      const answer = await save(period(event.id, patch));
      expect(answer.status, JSON.stringify(patch)).toBe(400);
      expect(answer.body.messages, JSON.stringify(patch)).toContain(message);
    }
    const negative = await save(period(event.id, { roomPricings: [room(double, { availability: -1 })] }));
    expect(negative.status).toBe(400);
    expect(negative.body.messages[0]).toMatch(/^Disponibilità: /);
    expect((await listOf(event.id)).body.entity).toEqual([]);
  });

  it("answers 404 for an unknown event or hotel and 400 for an unknown room type", async () => {
    const event = await createEvent();
    const noEvent = await save(period(2_000_000_000));
    expect(noEvent.status).toBe(404);
    expect(noEvent.body.messages).toEqual(["Evento non trovato"]);
    const noHotel = await save(period(event.id, { location: { id: 2_000_000_000 } }));
    expect(noHotel.status).toBe(404);
    expect(noHotel.body.messages).toEqual(["Hotel non trovato"]);
    const noRoom = await save(
      period(event.id, { roomPricings: [{ ...room(double), roomType: { id: 2_000_000_000 } }] }),
    );
    expect(noRoom.status).toBe(400);
    expect(noRoom.body.messages).toEqual(["Tipologia di camera non trovata"]);
    expect((await listOf(event.id)).body.entity).toEqual([]);
  });

  it("accepts eventId in place of event", async () => {
    const event = await createEvent();
    const { event: _omit, ...body } = period(event.id);
    const answer = await save({ ...body, eventId: event.id });
    expect(answer.status).toBe(200);
    expect(answer.body.entity!.eventId).toBe(event.id);
  });
});

describe("overlapping periods", () => {
  it("refuses a period sharing a night with another of the same event, hotel and room type", async () => {
    const event = await createEvent();
    const first = (await save(period(event.id, { roomPricings: [room(double), room(single)] }))).body.entity!;
    const answer = await save(
      period(event.id, {
        checkIn: "2031-05-12",
        checkOut: "2031-05-15",
        roomPricings: [room(suite), room(single)],
      }),
    );
    expect(answer.status).toBe(409);
    expect(answer.body.messages).toEqual([
      `Il periodo si sovrappone a un'altra configurazione dello stesso hotel per la camera ${single.type} (dal 10/05/2031 al 13/05/2031)`,
    ]);
    const english = await invoke(saveRoute, {
      token: staff.token,
      body: period(event.id, { checkIn: "2031-05-01", checkOut: "2031-05-11" }),
      headers: { "accept-language": "en" },
    });
    expect(english.body.messages).toEqual([
      `The period overlaps another configuration of the same hotel for the room ${double.type} (from 10/05/2031 to 13/05/2031)`,
    ]);
    expect((await listOf(event.id)).body.entity!.map((p) => p.id)).toEqual([first.id]);
  });

  it("accepts a period starting on the check-out day, another room type, another hotel or another event", async () => {
    const event = await createEvent();
    await save(period(event.id));
    expect((await save(period(event.id, { checkIn: "2031-05-13", checkOut: "2031-05-16" }))).status).toBe(
      200,
    );
    expect((await save(period(event.id, { checkIn: "2031-05-07", checkOut: "2031-05-10" }))).status).toBe(
      200,
    );
    expect((await save(period(event.id, { roomPricings: [room(suite)] }))).status).toBe(200);
    expect((await save(period(event.id, { location: { id: (await createHotel()).id } }))).status).toBe(200);
    expect((await save(period((await createEvent()).id))).status).toBe(200);
    // The first period and the four around it.
    expect((await listOf(event.id)).body.entity).toHaveLength(5);
  });

  it("does not count a period against itself when it is updated, but against the others", async () => {
    const event = await createEvent();
    const first = (await save(period(event.id))).body.entity!;
    const second = (await save(period(event.id, { checkIn: "2031-05-13", checkOut: "2031-05-15" }))).body
      .entity!;
    expect((await save({ ...period(event.id, { checkIn: "2031-05-09" }), id: first.id })).status).toBe(200);
    const clash = await save({ ...period(event.id, { checkOut: "2031-05-14" }), id: first.id });
    expect(clash.status).toBe(409);
    expect(clash.body.messages[0]).toContain("(dal 13/05/2031 al 15/05/2031)");
    expect((await periodPricingRow(first.id))!.checkOut).toBe("2031-05-13");
    expect(second.id).not.toBe(first.id);
  });
});

describe("POST /api/PeriodPricings (update)", () => {
  it("changes dates and prices, keeps, adds and removes room types, and replaces the overrides", async () => {
    const event = await createEvent();
    const created = (
      await save(
        period(event.id, {
          roomPricings: [
            room(double, { dailyAvailabilities: [{ day: "2031-05-11", availability: 4 }] }),
            room(single),
          ],
        }),
      )
    ).body.entity!;
    const doubleBefore = created.roomPricings.find((r) => r.roomType.id === double.id)!;
    const answer = await save({
      id: created.id,
      event: { id: event.id },
      location: { id: hotel.id },
      checkIn: "2031-05-11",
      checkOut: "2031-05-14",
      dailyTax: "2",
      roomPricings: [
        room(double, {
          sellPrice: "130",
          availability: 8,
          dailyAvailabilities: [{ day: "2031-05-13", availability: 1 }],
        }),
        room(suite, { availability: 2 }),
      ],
    });
    expect(answer.status).toBe(200);
    const updated = answer.body.entity!;
    expect(updated).toMatchObject({
      id: created.id,
      checkIn: "2031-05-11T00:00:00",
      checkOut: "2031-05-14T00:00:00",
      dailyTax: "2.00",
    });
    expect(updated.roomPricings.map((r) => r.roomType.id)).toEqual([double.id, suite.id]);
    const doubleAfter = updated.roomPricings.find((r) => r.roomType.id === double.id)!;
    // The room pricing of a kept room type keeps its id.
    expect(doubleAfter.id).toBe(doubleBefore.id);
    expect(doubleAfter.sellPrice).toBe("130.00");
    expect(doubleAfter.dailyAvailabilities).toEqual([
      { day: "2031-05-11T00:00:00", availability: 8, totalAvailability: 8 },
      { day: "2031-05-12T00:00:00", availability: 8, totalAvailability: 8 },
      { day: "2031-05-13T00:00:00", availability: 1, totalAvailability: 1 },
    ]);
    expect(await dailyAvailabilityRows(doubleAfter.id)).toEqual([
      { roomPricingId: doubleAfter.id, day: "2031-05-13", availability: 1 },
    ]);
    expect((await roomPricingRows(created.id)).map((r) => r.roomTypeId).sort()).toEqual(
      [double.id, suite.id].sort(),
    );
    const audit = await auditActions("periodPricing", created.id);
    expect(audit.map((r) => r.action)).toEqual(["create", "update"]);
    expect(audit[1]!.changes).toMatchObject({
      checkIn: { from: "2031-05-10T00:00:00", to: "2031-05-11T00:00:00" },
    });
    expect((await getOne(created.id)).body.entity).toEqual(updated);
  });

  it("answers 404 for an unknown period, or a period of another event", async () => {
    const event = await createEvent();
    const other = await createEvent();
    const saved = (await save(period(event.id))).body.entity!;
    const unknown = await save({ ...period(event.id), id: 2_000_000_000 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.messages).toEqual(["Configurazione hotel non trovata"]);
    const moved = await save({ ...period(other.id), id: saved.id });
    expect(moved.status).toBe(404);
    expect((await periodPricingRow(saved.id))!.eventId).toBe(event.id);
  });
});

describe("GET /api/periodpricings/event/{eventId} and /api/periodpricings/{id}", () => {
  it("lists the event's periods by hotel name then check-in, with every night", async () => {
    const event = await createEvent();
    const alfa = await createHotel({ name: `AAA ${uniqueName("Alfa")}` });
    const late = await createPeriodPricing({
      eventId: event.id,
      locationId: hotel.id,
      checkIn: "2031-05-14",
      checkOut: "2031-05-16",
      dailyTax: "2.5",
      rooms: [{ roomTypeId: suite.id, availability: 2, overrides: [{ day: "2031-05-15", availability: 0 }] }],
    });
    const early = await createPeriodPricing({
      eventId: event.id,
      locationId: hotel.id,
      checkIn: "2031-05-10",
      checkOut: "2031-05-14",
      rooms: [{ roomTypeId: suite.id, availability: 20 }],
    });
    const first = await createPeriodPricing({
      eventId: event.id,
      locationId: alfa.id,
      checkIn: "2031-05-12",
      checkOut: "2031-05-13",
      rooms: [{ roomTypeId: double.id, availability: 7 }],
    });
    const answer = await listOf(event.id);
    expect(answer.status).toBe(200);
    const list = answer.body.entity!;
    expect(list.map((p) => p.id)).toEqual([first.id, early.id, late.id]);
    expect(list[2]).toMatchObject({
      location: { id: hotel.id, name: hotel.name },
      checkIn: "2031-05-14T00:00:00",
      checkOut: "2031-05-16T00:00:00",
      dailyTax: "2.50",
    });
    expect(list[2]!.roomPricings[0]).toMatchObject({
      availability: 2,
      alertAvailability: "Warning",
      dailyAvailabilities: [
        { day: "2031-05-14T00:00:00", availability: 2, totalAvailability: 2 },
        { day: "2031-05-15T00:00:00", availability: 0, totalAvailability: 0 },
      ],
    });
    expect(list[1]!.roomPricings[0]!.alertAvailability).toBeNull();
    expect((await getOne(late.id)).body.entity).toEqual(list[2]);
    const missing = await getOne(2_000_000_000);
    expect(missing.status).toBe(404);
    expect(missing.body.messages).toEqual(["Configurazione hotel non trovata"]);
    const noEvent = await listOf(2_000_000_000);
    expect(noEvent.status).toBe(404);
    expect(noEvent.body.messages).toEqual(["Evento non trovato"]);
  });
});

describe("DELETE /api/PeriodPricings/{id}", () => {
  it("deletes the period with its room types and overrides", async () => {
    const event = await createEvent();
    const saved = (
      await save(
        period(event.id, {
          roomPricings: [room(double, { dailyAvailabilities: [{ day: "2031-05-11", availability: 1 }] })],
        }),
      )
    ).body.entity!;
    const roomId = saved.roomPricings[0]!.id;
    const answer = await remove(saved.id);
    expect(answer.status).toBe(200);
    expect(answer.body.messages).toEqual(["Eliminazione completata"]);
    expect(await periodPricingRow(saved.id)).toBeNull();
    expect(await roomPricingRows(saved.id)).toEqual([]);
    expect(await dailyAvailabilityRows(roomId)).toEqual([]);
    expect((await auditActions("periodPricing", saved.id)).map((r) => r.action)).toEqual([
      "create",
      "delete",
    ]);
    expect((await remove(saved.id)).status).toBe(404);
  });
});

describe("a closed event", () => {
  it("refuses creating, changing and deleting its hotel periods, and accepts them again once reopened", async () => {
    const event = await createEvent();
    const saved = (await save(period(event.id))).body.entity!;
    const closedEvent = await createEvent({ isFreezed: true });
    await setFreezed(event.id, true);

    for (const answer of [
      await save(period(closedEvent.id)),
      await save({ ...period(event.id, { dailyTax: "9" }), id: saved.id }),
      await remove(saved.id),
    ]) {
      expect(answer.status).toBe(409);
      expect(answer.body.messages).toEqual([EVENT_CLOSED]);
    }
    expect((await periodPricingRow(saved.id))!.dailyTax).toBe("3.50");
    // Still readable, marked not editable.
    const read = (await getOne(saved.id)).body.entity!;
    expect(read.roomPricings[0]!.isAvailabilityEditable).toBe(false);

    await setFreezed(event.id, false);
    expect((await eventRow(event.id))!.isFreezed).toBe(false);
    expect((await save({ ...period(event.id, { dailyTax: "9" }), id: saved.id })).status).toBe(200);
    expect((await remove(saved.id)).status).toBe(200);
  });
});

describe("access", () => {
  it("lets Reservations read but not write; writing needs EventsHotel", async () => {
    const event = await createEvent();
    const saved = (await save(period(event.id))).body.entity!;
    const reservations = await tokenWith(["Reservations"]);
    expect((await listOf(event.id, reservations)).status).toBe(200);
    expect((await getOne(saved.id, reservations)).status).toBe(200);
    for (const token of [reservations, await tokenWith(["Events", "EventAccounting", "Locations"])]) {
      const write = await save(period(event.id, { location: { id: (await createHotel()).id } }), token);
      expect(write.status).toBe(403);
      expect(write.body.messages).toEqual([FORBIDDEN]);
      expect((await remove(saved.id, token)).status).toBe(403);
    }
    const events = await tokenWith(["Events"]);
    expect((await listOf(event.id, events)).status).toBe(403);
    expect((await getOne(saved.id, events)).status).toBe(403);
    expect((await listOf(event.id, "")).status).toBe(401);
    expect((await save(period(event.id), "")).status).toBe(401);
    expect((await remove(saved.id, "")).status).toBe(401);
    expect(await periodPricingRow(saved.id)).not.toBeNull();
  });
});

describe("hotel costs are read only by event set-up and accounting", () => {
  it("Reservations alone (reception, agents) gets the prices without the costs; the others get them", async () => {
    const event = await createEvent();
    const saved = await save(period(event.id));
    expect(saved.status).toBe(200);
    const id = saved.body.entity!.id;
    const costs = { sellPrice: "120.50", cost: "80.00", costNotSell: "40.00", costStaff: "60.00" };
    const hidden = { sellPrice: "120.50", cost: null, costNotSell: null, costStaff: null };
    const callers: [string, TestUser, typeof costs | typeof hidden][] = [
      ["EventsHotel", staff, costs],
      ["Reservations and Events", await createUser({ permissions: ["Reservations", "Events"] }), costs],
      [
        "Reservations and EventAccounting",
        await createUser({ permissions: ["Reservations", "EventAccounting"] }),
        costs,
      ],
      ["Master", await createUser({ type: "Master" }), costs],
      ["Reservations (reception)", await createUser({ permissions: ["Reservations"] }), hidden],
      [
        "Reservations and Customers",
        await createUser({ permissions: ["Reservations", "Customers", "EventsKPI"] }),
        hidden,
      ],
      [
        "an agent with Reservations",
        await createUser({ type: "Agent", permissions: ["Reservations"] }),
        hidden,
      ],
    ];
    for (const [who, user, expected] of callers) {
      const list = await listOf(event.id, user.token);
      expect(list.status, who).toBe(200);
      expect(list.body.entity![0]!.roomPricings[0], who).toMatchObject({ ...expected, availability: 10 });
      const one = await getOne(id, user.token);
      expect(one.status, who).toBe(200);
      expect(one.body.entity!.roomPricings[0], who).toMatchObject(expected);
      // The cost fields stay in the answer (null when hidden): the shape of SPEC.md's room pricing.
      expect(Object.keys(one.body.entity!.roomPricings[0]!), who).toEqual(
        expect.arrayContaining(["cost", "costNotSell", "costStaff"]),
      );
    }
  });
});
