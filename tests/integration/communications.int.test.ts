import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { communications, events, locations, reservations } from "@/db/schema";
import { POST as saveRoute } from "@/app/api/reservations/save/route";
import { DELETE as deleteRoute } from "@/app/api/reservations/[id]/route";
import { GET as listRoute } from "@/app/api/communications/list/[eventId]/route";
import { GET as sentListRoute } from "@/app/api/communications/listsents/[eventId]/route";
import { GET as pendingRoute } from "@/app/api/communications/tosendforlocation/[eventId]/[locationId]/route";
import { POST as messageRoute } from "@/app/api/communications/message/[eventId]/[locationId]/route";
import { POST as sendRoute } from "@/app/api/communications/route";
import { GET as sentRoute } from "@/app/api/communications/communicationsent/[id]/route";
import type { CommunicationDto, CommunicationSentDto, PendingByHotelDto } from "@/lib/communications/schemas";
import type { SaveReservationDto } from "@/lib/reservations/schemas";
import { invoke } from "../support/api";
import { createUser, uniqueName, type TestUser } from "../support/factories";
import { createCustomer } from "../support/factories-customers";
import {
  auditActions,
  createEvent,
  createHotel,
  createPeriodPricing,
  createRoomType,
} from "../support/factories-events";

const EVENT_CLOSED = "L'evento è chiuso: riaprirlo per apportare modifiche";
const NOT_PENDING =
  "Alcune comunicazioni selezionate sono già state inviate o non appartengono a questo hotel: ricaricare la pagina";

type Hotel = Awaited<ReturnType<typeof createHotel>>;
type RoomType = Awaited<ReturnType<typeof createRoomType>>;

let desk: TestUser;
let hotelA: Hotel;
let hotelB: Hotel;
let double: RoomType;
let single: RoomType;

beforeAll(async () => {
  desk = await createUser({
    permissions: ["Reservations", "EventsCommunications"],
    firstName: "Anna",
    lastName: "Desk",
  });
  hotelA = await createHotel({ name: uniqueName("Hotel A") });
  hotelB = await createHotel({ name: uniqueName("Hotel B") });
  double = await createRoomType({ type: uniqueName("Doppia"), capacity: 2 });
  single = await createRoomType({ type: uniqueName("Singola"), capacity: 1 });
});

/** An event selling doubles (10) and singles (`singles`) at both hotels, 10..15 May 2031. */
async function eventWithRooms({ singles = 5, name }: { singles?: number; name?: string } = {}) {
  const event = await createEvent({ name: name ?? uniqueName("Evento") });
  for (const hotel of [hotelA, hotelB]) {
    await createPeriodPricing({
      eventId: event.id,
      locationId: hotel.id,
      checkIn: "2031-05-10",
      checkOut: "2031-05-15",
      rooms: [
        { roomTypeId: double.id, availability: 10, sellPrice: "100" },
        { roomTypeId: single.id, availability: singles, sellPrice: "70" },
      ],
    });
  }
  return event;
}

function reservation(eventId: number, patch: Record<string, unknown> = {}) {
  return {
    event: { id: eventId },
    location: { id: hotelA.id },
    roomType: { id: double.id },
    checkIn: "2031-05-10T00:00:00",
    checkOut: "2031-05-13T00:00:00",
    type: "Standard",
    status: null,
    customers: [],
    profiles: [],
    discount: "0",
    notes: null,
    isWebReservation: false,
    checkInDone: false,
    payments: [],
    ...patch,
  };
}

async function book(
  eventId: number,
  patch: Record<string, unknown> = {},
  query: Record<string, string | number> = {},
) {
  const answer = await invoke<SaveReservationDto>(saveRoute, {
    path: "/api/reservations/save",
    token: desk.token,
    body: { reservation: reservation(eventId, patch), entries: [] },
    query,
  });
  expect(answer.status, JSON.stringify(answer.body.messages)).toBe(200);
  return answer.body.entity!.reservation;
}

/** Saves the reservation again with some fields changed. */
async function edit(saved: SaveReservationDto["reservation"], patch: Record<string, unknown>) {
  return book(saved.event.id, {
    id: saved.id,
    location: saved.location,
    roomType: saved.roomType,
    checkIn: saved.checkIn,
    checkOut: saved.checkOut,
    type: saved.type,
    status: saved.status,
    customers: saved.customers.map((c) => ({ id: c.id, isAgentPlayer: false })),
    ...patch,
  });
}

async function pending(eventId: number, locationId: number, token = desk.token) {
  const answer = await invoke<CommunicationDto[]>(pendingRoute, { token, params: { eventId, locationId } });
  expect(answer.status).toBe(200);
  return answer.body.entity!;
}

const send = (body: unknown, token = desk.token) =>
  invoke<CommunicationSentDto>(sendRoute, { path: "/api/communications", token, body });
const message = (eventId: number, locationId: number, body: unknown, token = desk.token) =>
  invoke<string>(messageRoute, {
    path: "/api/communications/message",
    token,
    params: { eventId, locationId },
    body,
  });

/** Sends everything pending at the hotel, as the screen does. */
async function sendAll(eventId: number, locationId: number) {
  const ids = (await pending(eventId, locationId)).map((c) => c.id);
  const answer = await send({
    communicationIds: ids,
    communicationSent: { eventId, locationId, text: "testo" },
  });
  expect(answer.status, JSON.stringify(answer.body.messages)).toBe(200);
  return answer.body.entity!;
}

const stay = (c: CommunicationDto) => ({
  communicationType: c.communicationType,
  actCheckIn: c.actCheckIn,
  actCheckOut: c.actCheckOut,
  actRoomType: c.actRoomType,
  prevCheckIn: c.prevCheckIn,
  prevCheckOut: c.prevCheckOut,
  prevRoomType: c.prevRoomType,
  isStaffBooking: c.isStaffBooking,
});

describe("the communications queue (DOMAIN.md 'Communications to hotels')", () => {
  it("queues New on create, with the guests, and counts it per hotel", async () => {
    const event = await eventWithRooms();
    const guest = await createCustomer({ firstName: "Luca", lastName: uniqueName("Verdi") });
    const saved = await book(event.id, { customers: [{ id: guest.id, isAgentPlayer: false }] });
    const rows = await pending(event.id, hotelA.id);
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        reservationId: saved.id,
        progressiveNumber: null,
        communicationType: "New",
        actCheckIn: "2031-05-10T00:00:00",
        actCheckOut: "2031-05-13T00:00:00",
        prevCheckIn: null,
        prevCheckOut: null,
        actRoomType: double.type,
        prevRoomType: null,
        isStaffBooking: false,
        guestNames: `${guest.lastName} Luca`,
      },
    ]);
    const list = await invoke<PendingByHotelDto[]>(listRoute, {
      token: desk.token,
      params: { eventId: event.id },
    });
    expect(list.body.entity).toEqual([{ locationId: hotelA.id, locationName: hotelA.name, count: 1 }]);
  });

  it("queues one New per room in Multiple mode", async () => {
    const event = await eventWithRooms();
    await book(event.id, {}, { creationMode: "Multiple", reservationsNumber: 3 });
    const rows = await pending(event.id, hotelA.id);
    expect(rows.map((r) => r.communicationType)).toEqual(["New", "New", "New"]);
    expect(new Set(rows.map((r) => r.reservationId)).size).toBe(3);
  });

  it("merges changes into an unsent New, which stays New with the latest values", async () => {
    const event = await eventWithRooms();
    const saved = await book(event.id);
    const moved = await edit(saved, { checkIn: "2031-05-11T00:00:00", roomType: { id: single.id } });
    await edit(moved, { checkOut: "2031-05-14T00:00:00" });
    const rows = await pending(event.id, hotelA.id);
    expect(rows.map(stay)).toEqual([
      {
        communicationType: "New",
        actCheckIn: "2031-05-11T00:00:00",
        actCheckOut: "2031-05-14T00:00:00",
        actRoomType: single.type,
        prevCheckIn: null,
        prevCheckOut: null,
        prevRoomType: null,
        isStaffBooking: false,
      },
    ]);
  });

  it("queues Modified with the previous and current dates after a send, and merges later changes into it", async () => {
    const event = await eventWithRooms();
    const saved = await book(event.id);
    await sendAll(event.id, hotelA.id);
    const datesChanged = await edit(saved, { checkIn: "2031-05-11T00:00:00" });
    expect((await pending(event.id, hotelA.id)).map(stay)).toEqual([
      {
        communicationType: "Modified",
        actCheckIn: "2031-05-11T00:00:00",
        actCheckOut: "2031-05-13T00:00:00",
        actRoomType: double.type,
        prevCheckIn: "2031-05-10T00:00:00",
        prevCheckOut: "2031-05-13T00:00:00",
        prevRoomType: double.type,
        isStaffBooking: false,
      },
    ]);
    // A room type change merges: still one Modified, prev = what the hotel knows.
    const roomChanged = await edit(datesChanged, { roomType: { id: single.id } });
    const merged = await pending(event.id, hotelA.id);
    expect(merged).toHaveLength(1);
    expect(stay(merged[0]!)).toMatchObject({
      communicationType: "Modified",
      actCheckIn: "2031-05-11T00:00:00",
      actRoomType: single.type,
      prevCheckIn: "2031-05-10T00:00:00",
      prevRoomType: double.type,
    });
    // Back to what the hotel knows: nothing left to tell.
    await edit(roomChanged, { checkIn: "2031-05-10T00:00:00", roomType: { id: double.id } });
    expect(await pending(event.id, hotelA.id)).toEqual([]);
  });

  it("queues Modified for a room type change alone, and nothing for a change the hotel does not see", async () => {
    const event = await eventWithRooms();
    const saved = await book(event.id);
    await sendAll(event.id, hotelA.id);
    const notesOnly = await edit(saved, { notes: "pagato in contanti" });
    expect(await pending(event.id, hotelA.id)).toEqual([]);
    await edit(notesOnly, { roomType: { id: single.id } });
    expect((await pending(event.id, hotelA.id)).map(stay)).toEqual([
      {
        communicationType: "Modified",
        actCheckIn: "2031-05-10T00:00:00",
        actCheckOut: "2031-05-13T00:00:00",
        actRoomType: single.type,
        prevCheckIn: "2031-05-10T00:00:00",
        prevCheckOut: "2031-05-13T00:00:00",
        prevRoomType: double.type,
        isStaffBooking: false,
      },
    ]);
  });

  it("a move to another hotel is Canceled for the old hotel and New for the new one", async () => {
    const event = await eventWithRooms();
    const saved = await book(event.id);
    await sendAll(event.id, hotelA.id);
    await edit(saved, { location: { id: hotelB.id }, checkOut: "2031-05-12T00:00:00" });
    expect((await pending(event.id, hotelA.id)).map(stay)).toEqual([
      {
        communicationType: "Canceled",
        actCheckIn: "2031-05-10T00:00:00",
        actCheckOut: "2031-05-13T00:00:00",
        actRoomType: double.type,
        prevCheckIn: "2031-05-10T00:00:00",
        prevCheckOut: "2031-05-13T00:00:00",
        prevRoomType: double.type,
        isStaffBooking: false,
      },
    ]);
    expect((await pending(event.id, hotelB.id)).map(stay)).toEqual([
      {
        communicationType: "New",
        actCheckIn: "2031-05-10T00:00:00",
        actCheckOut: "2031-05-12T00:00:00",
        actRoomType: double.type,
        prevCheckIn: null,
        prevCheckOut: null,
        prevRoomType: null,
        isStaffBooking: false,
      },
    ]);
    const list = await invoke<PendingByHotelDto[]>(listRoute, {
      token: desk.token,
      params: { eventId: event.id },
    });
    expect(list.body.entity!.map((h) => [h.locationId, h.count]).sort()).toEqual(
      [
        [hotelA.id, 1],
        [hotelB.id, 1],
      ].sort(),
    );
  });

  it("an unsent move leaves only the new hotel's New (New + Canceled vanish)", async () => {
    const event = await eventWithRooms();
    const saved = await book(event.id);
    await edit(saved, { location: { id: hotelB.id } });
    expect(await pending(event.id, hotelA.id)).toEqual([]);
    expect((await pending(event.id, hotelB.id)).map((c) => c.communicationType)).toEqual(["New"]);
  });

  it("cancelling queues Canceled; reinstating unchanged before sending leaves nothing", async () => {
    const event = await eventWithRooms();
    const saved = await book(event.id);
    await sendAll(event.id, hotelA.id);
    const canceled = await edit(saved, { status: "Canceled" });
    expect((await pending(event.id, hotelA.id)).map((c) => c.communicationType)).toEqual(["Canceled"]);
    await edit(canceled, { status: "Confirmed" });
    expect(await pending(event.id, hotelA.id)).toEqual([]);
  });

  it("New followed by cancel or delete removes both", async () => {
    const event = await eventWithRooms();
    const first = await book(event.id);
    await edit(first, { status: "Canceled" });
    const second = await book(event.id);
    const removed = await invoke(deleteRoute, {
      method: "DELETE",
      token: desk.token,
      params: { id: second.id },
    });
    expect(removed.status).toBe(200);
    expect(await pending(event.id, hotelA.id)).toEqual([]);
    const rows = await getDb().select().from(communications).where(eq(communications.eventId, event.id));
    expect(rows).toEqual([]);
  });

  it("deleting a sent reservation queues Canceled, which keeps its id after the reservation is gone", async () => {
    const event = await eventWithRooms();
    const saved = await book(event.id);
    await sendAll(event.id, hotelA.id);
    const removed = await invoke(deleteRoute, {
      method: "DELETE",
      token: desk.token,
      params: { id: saved.id },
    });
    expect(removed.status).toBe(200);
    const rows = await pending(event.id, hotelA.id);
    expect(rows.map((c) => [c.communicationType, c.reservationId])).toEqual([["Canceled", saved.id]]);
    expect(await getDb().select().from(reservations).where(eq(reservations.id, saved.id))).toEqual([]);
  });

  it("flags Staff and StaffHotel bookings, and a later type change updates the flag", async () => {
    const event = await eventWithRooms();
    const staffRoom = await book(event.id, { type: "Staff" });
    await book(event.id, { type: "StaffHotel", roomType: { id: single.id } });
    await book(event.id, { type: "Guest", checkIn: "2031-05-12T00:00:00" });
    const flags = (await pending(event.id, hotelA.id)).map((c) => [c.actRoomType, c.isStaffBooking]);
    expect(flags.sort()).toEqual(
      [
        [double.type, true],
        [single.type, true],
        [double.type, false],
      ].sort(),
    );
    await edit(staffRoom, { type: "Standard", status: "Confirmed" });
    const afterChange = (await pending(event.id, hotelA.id)).find((c) => c.reservationId === staffRoom.id)!;
    expect(afterChange.isStaffBooking).toBe(false);
  });

  it("a refused save queues nothing (same transaction)", async () => {
    const event = await eventWithRooms({ singles: 1 });
    await book(event.id, { roomType: { id: single.id } });
    const refused = await invoke(saveRoute, {
      path: "/api/reservations/save",
      token: desk.token,
      body: { reservation: reservation(event.id, { roomType: { id: single.id } }), entries: [] },
    });
    expect(refused.status).toBe(409);
    expect(await pending(event.id, hotelA.id)).toHaveLength(1);
  });
});

describe("POST /api/communications/message/{eventId}/{locationId}", () => {
  it("writes the Italian message for a fixed scenario", async () => {
    const eventName = uniqueName("Italian Poker Open");
    const event = await eventWithRooms({ name: eventName });
    await getDb()
      .update(events)
      .set({ dateFrom: "2031-05-10", dateTo: "2031-05-17" })
      .where(eq(events.id, event.id));
    await getDb().update(locations).set({ guestsForCommunications: true }).where(eq(locations.id, hotelB.id));
    try {
      const rossi = await createCustomer({ firstName: "Mario", lastName: "Rossi" });
      const bianchi = await createCustomer({ firstName: "Anna", lastName: "Bianchi" });
      const known = await book(event.id, { location: { id: hotelB.id } });
      const toCancel = await book(event.id, {
        location: { id: hotelB.id },
        type: "Staff",
        roomType: { id: single.id },
        checkIn: "2031-05-12T00:00:00",
      });
      await sendAll(event.id, hotelB.id);
      const created = await book(event.id, {
        location: { id: hotelB.id },
        customers: [
          { id: rossi.id, isAgentPlayer: false },
          { id: bianchi.id, isAgentPlayer: false },
        ],
        checkOut: "2031-05-11T00:00:00",
      });
      await getDb().update(reservations).set({ progressiveNumber: 7 }).where(eq(reservations.id, created.id));
      await edit(known, { checkIn: "2031-05-11T00:00:00", roomType: { id: single.id } });
      await edit(toCancel, { status: "Canceled" });
      const ids = (await pending(event.id, hotelB.id)).map((c) => c.id);
      const answer = await message(event.id, hotelB.id, ids);
      expect(answer.status).toBe(200);
      const link = /\S+\/conferma\/\S+/.exec(answer.body.entity!)![0];
      expect(answer.body.entity).toBe(
        [
          `Spett.le ${hotelB.name},`,
          `di seguito gli aggiornamenti delle prenotazioni per l'evento ${eventName} (10/05/2031 - 17/05/2031).`,
          "",
          "NUOVE PRENOTAZIONI (1)",
          `- N. 7 | Ospiti: Rossi Mario, Bianchi Anna | check in 10/05/2031 | check out 11/05/2031 | 1 notte | camera ${double.type}`,
          "",
          "PRENOTAZIONI MODIFICATE (1)",
          `- Prenotazione ${known.id} | Ospiti: da comunicare | check in 10/05/2031 -> 11/05/2031 | check out 13/05/2031 | notti 3 -> 2 | camera ${double.type} -> ${single.type}`,
          "",
          "PRENOTAZIONI ANNULLATE (1)",
          `- Prenotazione ${toCancel.id} | Ospiti: da comunicare | check in 12/05/2031 | check out 13/05/2031 | 1 notte | camera ${single.type} | STAFF`,
          "",
          "Vi chiediamo cortesemente conferma di ricezione tramite questo link:",
          link,
          "",
          "Cordiali saluti",
        ].join("\n"),
      );
      // Without the hotel's guest flag the names stay out.
      await getDb()
        .update(locations)
        .set({ guestsForCommunications: false })
        .where(eq(locations.id, hotelB.id));
      const withoutGuests = await message(event.id, hotelB.id, ids);
      expect(withoutGuests.body.entity).not.toContain("Ospiti");
      expect(withoutGuests.body.entity).toContain(`- N. 7 | check in 10/05/2031`);
    } finally {
      await getDb()
        .update(locations)
        .set({ guestsForCommunications: false })
        .where(eq(locations.id, hotelB.id));
    }
  });

  it("refuses ids of another hotel or already sent (409), an empty or malformed list (400)", async () => {
    const event = await eventWithRooms();
    await book(event.id);
    await book(event.id, { location: { id: hotelB.id } });
    const [ofA] = await pending(event.id, hotelA.id);
    const [ofB] = await pending(event.id, hotelB.id);
    const wrongHotel = await message(event.id, hotelA.id, [ofA!.id, ofB!.id]);
    expect(wrongHotel.status).toBe(409);
    expect(wrongHotel.body.messages).toEqual([NOT_PENDING]);
    expect((await message(event.id, hotelA.id, [])).status).toBe(400);
    expect((await message(event.id, hotelA.id, { ids: [ofA!.id] })).status).toBe(400);
    expect((await message(event.id, hotelA.id, ["x"])).status).toBe(400);
    await sendAll(event.id, hotelA.id);
    expect((await message(event.id, hotelA.id, [ofA!.id])).status).toBe(409);
  });
});

describe("POST /api/communications (send) and the sent log", () => {
  it("stores the text, who and when, marks the communications sent, and refuses a second send", async () => {
    const event = await eventWithRooms();
    await book(event.id);
    await book(event.id, { roomType: { id: single.id } });
    const ids = (await pending(event.id, hotelA.id)).map((c) => c.id);
    const body = {
      communicationIds: ids,
      communicationSent: { eventId: event.id, locationId: hotelA.id, text: "Ciao" },
    };
    const answer = await send(body);
    expect(answer.status).toBe(200);
    expect(answer.body.messages).toEqual(["Salvataggio completato con successo"]);
    const sent = answer.body.entity!;
    expect(sent).toMatchObject({
      eventId: event.id,
      locationId: hotelA.id,
      locationName: hotelA.name,
      profileFullName: "Anna Desk",
      text: expect.stringMatching(
        /^Ciao\n\nVi chiediamo cortesemente conferma di ricezione tramite questo link:\n\S+\/conferma\//,
      ),
      communicationsCount: 2,
    });
    expect(sent.sentDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(sent.communicationList!.map((c) => c.id).sort()).toEqual([...ids].sort());
    expect(await pending(event.id, hotelA.id)).toEqual([]);
    expect((await auditActions("communicationSent", sent.id)).map((a) => a.action)).toEqual(["create"]);

    const again = await send(body);
    expect(again.status).toBe(409);
    expect(again.body.messages).toEqual([NOT_PENDING]);

    const log = await invoke<CommunicationSentDto[]>(sentListRoute, {
      token: desk.token,
      params: { eventId: event.id },
    });
    expect(log.body.entity!.map((s) => [s.id, s.communicationsCount])).toEqual([[sent.id, 2]]);
    const one = await invoke<CommunicationSentDto>(sentRoute, { token: desk.token, params: { id: sent.id } });
    expect(one.body.entity!.text).toBe(sent.text);
    expect(one.body.entity!.communicationList).toHaveLength(2);
    expect((await invoke(sentRoute, { token: desk.token, params: { id: 2_000_000_000 } })).status).toBe(404);
  });

  it("refuses ids of another hotel with 409 and writes nothing", async () => {
    const event = await eventWithRooms();
    await book(event.id);
    await book(event.id, { location: { id: hotelB.id } });
    const ids = [...(await pending(event.id, hotelA.id)), ...(await pending(event.id, hotelB.id))].map(
      (c) => c.id,
    );
    const answer = await send({
      communicationIds: ids,
      communicationSent: { eventId: event.id, locationId: hotelA.id, text: "x" },
    });
    expect(answer.status).toBe(409);
    expect(await pending(event.id, hotelA.id)).toHaveLength(1);
    const log = await invoke<CommunicationSentDto[]>(sentListRoute, {
      token: desk.token,
      params: { eventId: event.id },
    });
    expect(log.body.entity).toEqual([]);
  });

  it("validates the body (400)", async () => {
    const event = await eventWithRooms();
    await book(event.id);
    const [one] = await pending(event.id, hotelA.id);
    const noText = await send({
      communicationIds: [one!.id],
      communicationSent: { eventId: event.id, locationId: hotelA.id, text: "  " },
    });
    expect(noText.status).toBe(400);
    expect(noText.body.messages).toEqual(["Il testo del messaggio è obbligatorio"]);
    const noIds = await send({
      communicationIds: [],
      communicationSent: { eventId: event.id, locationId: hotelA.id, text: "x" },
    });
    expect(noIds.status).toBe(400);
    expect(noIds.body.messages).toEqual(["Selezionare almeno una comunicazione"]);
    expect((await send([one!.id])).status).toBe(400);
    expect(await pending(event.id, hotelA.id)).toHaveLength(1);
  });

  it("refuses a send on a closed event (409) but still lists and writes the message", async () => {
    const event = await eventWithRooms();
    await book(event.id);
    const ids = (await pending(event.id, hotelA.id)).map((c) => c.id);
    await getDb().update(events).set({ isFreezed: true }).where(eq(events.id, event.id));
    const answer = await send({
      communicationIds: ids,
      communicationSent: { eventId: event.id, locationId: hotelA.id, text: "x" },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.messages).toEqual([EVENT_CLOSED]);
    expect((await message(event.id, hotelA.id, ids)).status).toBe(200);
    expect(await pending(event.id, hotelA.id)).toHaveLength(1);
  });
});

describe("access to the communications routes", () => {
  const routes = (
    eventId: number,
    locationId: number,
  ): { handler: typeof listRoute; params: Record<string, number>; body?: unknown }[] => [
    { handler: listRoute, params: { eventId } },
    { handler: sentListRoute, params: { eventId } },
    { handler: pendingRoute, params: { eventId, locationId } },
    { handler: messageRoute, params: { eventId, locationId }, body: [1] },
    {
      handler: sendRoute,
      params: {},
      body: { communicationIds: [1], communicationSent: { eventId, locationId, text: "x" } },
    },
    { handler: sentRoute, params: { id: 1 } },
  ];

  it("answers 401 without a token and 403 without EventsCommunications", async () => {
    const event = await eventWithRooms();
    const reservationsOnly = await createUser({ permissions: ["Reservations"] });
    for (const route of routes(event.id, hotelA.id)) {
      const anonymous = await invoke(route.handler, { params: route.params, body: route.body });
      expect(anonymous.status).toBe(401);
      const forbidden = await invoke(route.handler, {
        params: route.params,
        body: route.body,
        token: reservationsOnly.token,
      });
      expect(forbidden.status).toBe(403);
    }
  });

  it("answers 400 for malformed ids in the path", async () => {
    for (const handler of [listRoute, sentListRoute]) {
      expect((await invoke(handler, { token: desk.token, params: { eventId: "abc" } })).status).toBe(400);
    }
    expect(
      (await invoke(pendingRoute, { token: desk.token, params: { eventId: 1, locationId: "0" } })).status,
    ).toBe(400);
    expect((await invoke(sentRoute, { token: desk.token, params: { id: "-1" } })).status).toBe(400);
  });
});
