import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { communications, communicationsSent, events, locations } from "@/db/schema";
import { GET as viewRoute, POST as answerRoute } from "@/app/api/confirmations/[token]/route";
import { POST as saveRoute } from "@/app/api/reservations/save/route";
import { GET as reservationRoute } from "@/app/api/reservations/[id]/route";
import { GET as reservationListRoute } from "@/app/api/reservations/list/[eventId]/route";
import { POST as searchRoute } from "@/app/api/reservations/search/route";
import { GET as sentListRoute } from "@/app/api/communications/listsents/[eventId]/route";
import { GET as pendingRoute } from "@/app/api/communications/tosendforlocation/[eventId]/[locationId]/route";
import { POST as sendRoute } from "@/app/api/communications/route";
import { SOCKET_ADDRESS_HEADER } from "@/lib/api/client-ip";
import { confirmTokenHash, confirmTokenInText, createConfirmToken } from "@/lib/communications/confirm-token";
import { CONFIRMATION_REQUEST_LIMIT } from "@/lib/communications/get-confirmation";
import type {
  CommunicationDto,
  CommunicationSentDto,
  ConfirmationViewDto,
  HotelConfirmationDto,
} from "@/lib/communications/schemas";
import { addDays, romeToday } from "@/lib/dates";
import type { ReservationDto, ReservationListItemDto, SaveReservationDto } from "@/lib/reservations/schemas";
import type { ReservationSearchRow } from "@/lib/reservations/search-schemas";
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

const INVALID = "Link non valido o scaduto";

type Hotel = Awaited<ReturnType<typeof createHotel>>;
type RoomType = Awaited<ReturnType<typeof createRoomType>>;

let desk: TestUser;
let hotel: Hotel;
let otherHotel: Hotel;
let double: RoomType;

beforeAll(async () => {
  desk = await createUser({ permissions: ["Reservations", "EventsCommunications"] });
  hotel = await createHotel({ name: uniqueName("Hotel Conferme") });
  otherHotel = await createHotel({ name: uniqueName("Hotel Altro") });
  double = await createRoomType({ type: uniqueName("Doppia"), capacity: 2 });
});

/** Every call from its own address, unless a test is about one address's limit. */
let addressCount = 0;
const nextAddress = () => `10.77.${Math.floor(addressCount / 250)}.${(addressCount++ % 250) + 1}`;

async function eventWithRooms() {
  const event = await createEvent({ name: uniqueName("Evento Conferme") });
  for (const h of [hotel, otherHotel]) {
    await createPeriodPricing({
      eventId: event.id,
      locationId: h.id,
      checkIn: "2031-05-10",
      checkOut: "2031-05-15",
      rooms: [{ roomTypeId: double.id, availability: 20, sellPrice: "100" }],
    });
  }
  return event;
}

async function book(eventId: number, patch: Record<string, unknown> = {}) {
  const answer = await invoke<SaveReservationDto>(saveRoute, {
    path: "/api/reservations/save",
    token: desk.token,
    body: {
      reservation: {
        event: { id: eventId },
        location: { id: hotel.id },
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
      },
      entries: [],
    },
  });
  expect(answer.status, JSON.stringify(answer.body.messages)).toBe(200);
  return answer.body.entity!.reservation;
}

/** Saves the reservation again with its stay changed. */
function edit(saved: SaveReservationDto["reservation"], patch: Record<string, unknown>) {
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

/** Sends everything pending at the hotel (as the screen does); the message and its link's token. */
async function sendAll(eventId: number, locationId = hotel.id) {
  const pending = await invoke<CommunicationDto[]>(pendingRoute, {
    token: desk.token,
    params: { eventId, locationId },
  });
  const answer = await invoke<CommunicationSentDto>(sendRoute, {
    path: "/api/communications",
    token: desk.token,
    body: {
      communicationIds: pending.body.entity!.map((c) => c.id),
      communicationSent: { eventId, locationId, text: "testo" },
    },
  });
  expect(answer.status, JSON.stringify(answer.body.messages)).toBe(200);
  const sent = answer.body.entity!;
  return { sent, token: confirmTokenInText(sent.text)! };
}

const view = (token: string, address = nextAddress()) =>
  invoke<ConfirmationViewDto>(viewRoute, {
    path: `/api/confirmations/${token}`,
    params: { token },
    headers: { [SOCKET_ADDRESS_HEADER]: address },
  });

const answer = (token: string, body: unknown, address = nextAddress()) =>
  invoke<ConfirmationViewDto>(answerRoute, {
    path: `/api/confirmations/${token}`,
    params: { token },
    body,
    headers: { [SOCKET_ADDRESS_HEADER]: address },
  });

async function sentList(eventId: number) {
  const list = await invoke<CommunicationSentDto[]>(sentListRoute, {
    token: desk.token,
    params: { eventId },
  });
  return list.body.entity!;
}

/** The reservation's hotel state as the list, the search page and the single reservation give it. */
async function hotelStates(eventId: number, reservationId: number) {
  const list = await invoke<ReservationListItemDto[]>(reservationListRoute, {
    token: desk.token,
    params: { eventId },
  });
  const search = await invoke<ReservationSearchRow[]>(searchRoute, {
    path: "/api/reservations/search",
    token: desk.token,
    body: { eventId },
  });
  const single = await invoke<ReservationDto>(reservationRoute, {
    token: desk.token,
    params: { id: reservationId },
  });
  const states: (HotelConfirmationDto | null | undefined)[] = [
    list.body.entity!.find((r) => r.id === reservationId)?.hotelConfirmation,
    search.body.entity!.find((r) => r.id === reservationId)?.hotelConfirmation,
    single.body.entity!.hotelConfirmation,
  ];
  expect(states[1]).toEqual(states[0]);
  expect(states[2]).toEqual(states[0]);
  return states[0];
}

/** The neutral refusal, compared in full: same status, same body, whatever the reason. */
async function refusal(token: string) {
  const answered = await view(token);
  return { status: answered.status, body: answered.body };
}

describe("the hotel's confirmation link", () => {
  it("shows only its own message: the hotel, the event, its lines as sent, no answer yet", async () => {
    const event = await eventWithRooms();
    const guest = await createCustomer({ firstName: "Luca", lastName: uniqueName("Verdi") });
    const first = await book(event.id, { customers: [{ id: guest.id, isAgentPlayer: false }] });
    await book(event.id, { checkIn: "2031-05-11T00:00:00", checkOut: "2031-05-12T00:00:00" });
    await book(event.id, { location: { id: otherHotel.id } });
    const { sent, token } = await sendAll(event.id);
    await sendAll(event.id, otherHotel.id);

    const answered = await view(token);
    expect(answered.status).toBe(200);
    const entity = answered.body.entity!;
    expect(Object.keys(entity).sort()).toEqual(
      [
        "answer",
        "eventDateFrom",
        "eventDateTo",
        "eventName",
        "lines",
        "locationName",
        "sentDate",
        "showGuests",
      ].sort(),
    );
    expect(entity).toMatchObject({
      locationName: hotel.name,
      eventName: event.name,
      eventDateFrom: "2031-05-10T00:00:00",
      eventDateTo: "2031-05-17T00:00:00",
      sentDate: sent.sentDate,
      showGuests: false,
      answer: null,
    });
    expect(entity.lines).toHaveLength(2);
    expect(entity.lines[0]).toEqual({
      reservationId: first.id,
      progressiveNumber: null,
      communicationType: "New",
      actCheckIn: "2031-05-10T00:00:00",
      actCheckOut: "2031-05-13T00:00:00",
      prevCheckIn: null,
      prevCheckOut: null,
      actRoomType: double.type,
      prevRoomType: null,
      isStaffBooking: false,
      guestNames: "",
    });

    // The guests' names only for a hotel that gets them.
    await getDb().update(locations).set({ guestsForCommunications: true }).where(eq(locations.id, hotel.id));
    try {
      const withGuests = (await view(token)).body.entity!;
      expect(withGuests.showGuests).toBe(true);
      expect(withGuests.lines[0]!.guestNames).toBe(`${guest.lastName} Luca`);
    } finally {
      await getDb()
        .update(locations)
        .set({ guestsForCommunications: false })
        .where(eq(locations.id, hotel.id));
    }
  });

  it("gives every link that opens nothing the same neutral answer", async () => {
    const event = await eventWithRooms();
    const other = await eventWithRooms();
    const saved = await book(event.id);
    const { token } = await sendAll(event.id);
    const neutral = await refusal("not-a-token");
    expect(neutral.status).toBe(404);
    expect(neutral.body.messages).toEqual([INVALID]);
    expect(neutral.body.entity ?? null).toBeNull();

    // Forged: the right shape, never sent.
    expect(await refusal(createConfirmToken({ eventId: event.id, locationId: hotel.id }))).toEqual(neutral);
    // The real nonce with the mac of another event.
    const [nonce] = token.split(".");
    const [, otherMac] = createConfirmToken({ eventId: other.id, locationId: hotel.id }).split(".");
    expect(await refusal(`${nonce}.${otherMac}`)).toEqual(neutral);
    // A stored token made for another event (or hotel) than its message's.
    await book(other.id);
    const { sent: otherSent } = await sendAll(other.id);
    const foreign = createConfirmToken({ eventId: event.id, locationId: hotel.id });
    await getDb()
      .update(communicationsSent)
      .set({ confirmTokenHash: confirmTokenHash(foreign) })
      .where(eq(communicationsSent.id, otherSent.id));
    expect(await refusal(foreign)).toEqual(neutral);

    // Superseded: its only reservation was told again in a later delivered message.
    await edit(saved, { checkOut: "2031-05-14T00:00:00" });
    const { token: later } = await sendAll(event.id);
    expect(await refusal(token)).toEqual(neutral);
    expect((await view(later)).status).toBe(200);

    // Not delivered (an e-mail still queued).
    await getDb()
      .update(communicationsSent)
      .set({ deliveryStatus: "queued", channel: "email" })
      .where(eq(communicationsSent.confirmTokenHash, confirmTokenHash(later)));
    expect(await refusal(later)).toEqual(neutral);
    await getDb()
      .update(communicationsSent)
      .set({ deliveryStatus: "sent" })
      .where(eq(communicationsSent.confirmTokenHash, confirmTokenHash(later)));

    // Open until the end of the 30th day after the event's last day, then expired.
    const today = romeToday();
    await getDb()
      .update(events)
      .set({ dateFrom: addDays(today, -34), dateTo: addDays(today, -30) })
      .where(eq(events.id, event.id));
    expect((await view(later)).status).toBe(200);
    await getDb()
      .update(events)
      .set({ dateFrom: addDays(today, -35), dateTo: addDays(today, -31) })
      .where(eq(events.id, event.id));
    expect(await refusal(later)).toEqual(neutral);
    // An answer to an expired link is the same refusal, and records nothing.
    const late = await answer(later, { answer: "confirmed" });
    expect({ status: late.status, body: late.body }).toEqual(neutral);
    const [row] = await getDb()
      .select({ answer: communicationsSent.answer })
      .from(communicationsSent)
      .where(eq(communicationsSent.confirmTokenHash, confirmTokenHash(later)));
    expect(row!.answer).toBeNull();
  });

  it("records a confirmation once, with its audit row, and shows it on the sent messages", async () => {
    const event = await eventWithRooms();
    await book(event.id);
    const { sent, token } = await sendAll(event.id);
    const confirmed = await answer(token, { answer: "confirmed" }, "203.0.113.7");
    expect(confirmed.status).toBe(200);
    const recorded = confirmed.body.entity!.answer!;
    expect(recorded).toEqual({ answer: "confirmed", answeredAt: expect.any(String), note: null });

    const listed = (await sentList(event.id)).find((s) => s.id === sent.id)!;
    expect(listed.confirmation).toMatchObject({
      state: "confirmed",
      answeredAt: recorded.answeredAt,
      note: null,
    });
    expect(await auditActions("communicationSent", sent.id)).toEqual([
      expect.objectContaining({ action: "create" }),
      {
        action: "confirmed",
        accountId: null,
        changes: { answer: { from: null, to: "confirmed" }, address: { from: null, to: "203.0.113.7" } },
      },
    ]);
    const [row] = await getDb()
      .select({ address: communicationsSent.answerAddress })
      .from(communicationsSent)
      .where(eq(communicationsSent.id, sent.id));
    expect(row!.address).toBe("203.0.113.7");

    // A later answer gets the view with the first one, and changes nothing.
    const again = await answer(token, { answer: "problem", note: "Ripensamento" });
    expect(again.status).toBe(200);
    expect(again.body.entity!.answer).toEqual(recorded);
    expect((await view(token)).body.entity!.answer).toEqual(recorded);
    expect(await auditActions("communicationSent", sent.id)).toHaveLength(2);
  });

  it("records a problem with its note, trimmed; a problem needs a note", async () => {
    const event = await eventWithRooms();
    await book(event.id);
    const { sent, token } = await sendAll(event.id);
    const noNote = await answer(token, { answer: "problem", note: "   " });
    expect(noNote.status).toBe(400);
    expect(noNote.body.messages).toEqual(["Descrivere il problema nella nota"]);
    expect((await answer(token, { answer: "problem", note: "x".repeat(2001) })).status).toBe(400);
    expect((await answer(token, { answer: "maybe" })).status).toBe(400);

    const reported = await answer(token, { answer: "problem", note: "  Manca la camera doppia per il 12  " });
    expect(reported.status).toBe(200);
    expect(reported.body.entity!.answer).toMatchObject({
      answer: "problem",
      note: "Manca la camera doppia per il 12",
    });
    const listed = (await sentList(event.id)).find((s) => s.id === sent.id)!;
    expect(listed.confirmation).toMatchObject({ state: "problem", note: "Manca la camera doppia per il 12" });
  });

  it("keeps exactly one of 50 concurrent answers, with one audit row", async () => {
    const event = await eventWithRooms();
    await book(event.id);
    const { sent, token } = await sendAll(event.id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        answer(token, i % 2 ? { answer: "confirmed" } : { answer: "problem", note: `Nota ${i}` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const first = answers[0]!.body.entity!.answer;
    expect(first).not.toBeNull();
    for (const a of answers) expect(a.body.entity!.answer).toEqual(first);
    const rows = await getDb().execute<{ count: number }>(sql`
      select count(*)::int as count from audit_log
       where entity = 'communicationSent' and entity_id = ${String(sent.id)} and action in ('confirmed', 'problem')`);
    expect(rows.rows[0]!.count).toBe(1);
  });

  it("limits the requests of one address (page and API together), with Retry-After", async () => {
    const event = await eventWithRooms();
    await book(event.id);
    const { token } = await sendAll(event.id);
    const address = "198.51.100.200";
    for (let i = 0; i < CONFIRMATION_REQUEST_LIMIT; i++)
      expect((await view(token, address)).status).toBe(200);
    const refused = await view(token, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body.messages[0]).toMatch(/^Troppe richieste da questo indirizzo/);
    expect((await answer(token, { answer: "confirmed" }, address)).status).toBe(429);
    // Nothing was recorded, and other addresses are not affected.
    const other = await view(token, "198.51.100.201");
    expect(other.status).toBe(200);
    expect(other.body.entity!.answer).toBeNull();
  });

  it("gives each reservation its hotel state: to send, waiting, confirmed, to send again after a change", async () => {
    const event = await eventWithRooms();
    const saved = await book(event.id);
    expect(await hotelStates(event.id, saved.id)).toEqual({ state: "toSend", sentId: null, since: null });

    const { sent, token } = await sendAll(event.id);
    expect(await hotelStates(event.id, saved.id)).toEqual({
      state: "waiting",
      sentId: sent.id,
      since: sent.sentDate,
    });

    // Bound to an e-mail not delivered yet: still to send.
    await getDb()
      .update(communicationsSent)
      .set({ deliveryStatus: "failed", channel: "email" })
      .where(eq(communicationsSent.id, sent.id));
    expect(await hotelStates(event.id, saved.id)).toEqual({ state: "toSend", sentId: null, since: null });
    await getDb()
      .update(communicationsSent)
      .set({ deliveryStatus: "sent" })
      .where(eq(communicationsSent.id, sent.id));

    const confirmed = (await answer(token, { answer: "confirmed" })).body.entity!.answer!;
    expect(await hotelStates(event.id, saved.id)).toEqual({
      state: "confirmed",
      sentId: sent.id,
      since: confirmed.answeredAt,
    });

    await edit(saved, { checkOut: "2031-05-14T00:00:00" });
    expect(await hotelStates(event.id, saved.id)).toEqual({ state: "toSend", sentId: null, since: null });
    const { sent: later } = await sendAll(event.id);
    expect(await hotelStates(event.id, saved.id)).toEqual({
      state: "waiting",
      sentId: later.id,
      since: later.sentDate,
    });

    // Never communicated (its communications gone): no state.
    await getDb().delete(communications).where(eq(communications.reservationId, saved.id));
    expect(await hotelStates(event.id, saved.id)).toBeNull();
  });
});
