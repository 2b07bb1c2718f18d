import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { POST as saveRoute } from "@/app/api/reservations/save/route";
import { DELETE as deleteRoute } from "@/app/api/reservations/[id]/route";
import { GET as pendingRoute } from "@/app/api/communications/tosendforlocation/[eventId]/[locationId]/route";
import { POST as messageRoute } from "@/app/api/communications/message/[eventId]/[locationId]/route";
import { POST as sendRoute } from "@/app/api/communications/route";
import type { CommunicationDto } from "@/lib/communications/schemas";
import type { SaveReservationDto } from "@/lib/reservations/schemas";
import { invoke } from "../support/api";
import { communicationFaults } from "../support/communications-invariant";
import { createUser, uniqueName, type TestUser } from "../support/factories";
import { createCustomer } from "../support/factories-customers";
import { createEvent, createHotel, createPeriodPricing, createRoomType } from "../support/factories-events";

/**
 * A hotel must never be sent a cancellation naming a stay it was never told of. Whatever the
 * order of creates, date, room and hotel changes, guest changes, cancels, deletes and (partial)
 * sends, every unsent message must name what that hotel was last sent and what is true now, and
 * once everything is sent each hotel has been told exactly the reservations it holds.
 */

type Saved = SaveReservationDto["reservation"];

let desk: TestUser;
let hotels: number[];
let roomTypes: number[];
let guests: number[];

beforeAll(async () => {
  desk = await createUser({ permissions: ["Reservations", "EventsCommunications"] });
  hotels = [
    (await createHotel({ name: uniqueName("Hotel P1") })).id,
    (await createHotel({ name: uniqueName("Hotel P2") })).id,
  ];
  roomTypes = [
    (await createRoomType({ type: uniqueName("Doppia"), capacity: 2 })).id,
    (await createRoomType({ type: uniqueName("Singola"), capacity: 2 })).id,
  ];
  guests = [
    (await createCustomer({ lastName: "Wójcik", firstName: "Łukasz" })).id,
    (await createCustomer({ lastName: "Horvat", firstName: "Ivana" })).id,
  ];
});

const DAYS = ["2031-05-10", "2031-05-11", "2031-05-12", "2031-05-13", "2031-05-14", "2031-05-15"];

const stayArb = fc
  .tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 5 }))
  .map(([from, length]) => ({ checkIn: DAYS[from]!, checkOut: DAYS[Math.min(5, from + length)]! }));

// Weighted so that the interesting orders (told, then changed, then moved or cancelled) come up
// in every run of a few dozen sequences.
const step = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("create" as const),
      hotel: fc.nat(1),
      room: fc.nat(1),
      stay: stayArb,
      staff: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("send" as const),
      hotel: fc.nat(1),
      mask: fc.oneof(fc.constant(255), fc.nat(255)),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("dates" as const), pick: fc.nat(), stay: stayArb }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("hotel" as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("room" as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("guests" as const), pick: fc.nat(), guest: fc.nat(2) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("cancel" as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("reinstate" as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }) },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

async function save(eventId: number, reservation: Record<string, unknown>): Promise<Saved> {
  const answer = await invoke<SaveReservationDto>(saveRoute, {
    path: "/api/reservations/save",
    token: desk.token,
    // The desk's "Si" to "a guest already has a booking on these dates" (a sequence may give the
    // same guest two rooms of one stay): the queue, not that question, is under test.
    query: { skipCustomerCheck: true },
    body: {
      reservation: {
        event: { id: eventId },
        type: "Standard",
        status: null,
        customers: [],
        profiles: [],
        discount: "0",
        notes: null,
        isWebReservation: false,
        checkInDone: false,
        payments: [],
        ...reservation,
      },
      entries: [],
    },
  });
  expect(answer.status, JSON.stringify(answer.body.messages)).toBe(200);
  return answer.body.entity!.reservation;
}

const edit = (saved: Saved, patch: Record<string, unknown>) =>
  save(saved.event.id, {
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

const other = (values: number[], id: number) => values.find((v) => v !== id)!;

/** Sends the masked subset of what the hotel has pending, with the text the screen would send. */
async function send(eventId: number, locationId: number, mask: number) {
  const pending = await invoke<CommunicationDto[]>(pendingRoute, {
    token: desk.token,
    params: { eventId, locationId },
  });
  const ids = pending.body.entity!.map((c) => c.id).filter((_, index) => mask & (1 << (index % 8)));
  if (!ids.length) return;
  const text = await invoke<string>(messageRoute, {
    path: "/api/communications/message",
    token: desk.token,
    params: { eventId, locationId },
    body: ids,
  });
  expect(text.status, JSON.stringify(text.body.messages)).toBe(200);
  const sent = await invoke(sendRoute, {
    path: "/api/communications",
    token: desk.token,
    body: { communicationIds: ids, communicationSent: { eventId, locationId, text: text.body.entity } },
  });
  expect(sent.status, JSON.stringify(sent.body.messages)).toBe(200);
}

async function apply(eventId: number, live: Saved[], s: Step) {
  if (s.kind === "create") {
    const saved = await save(eventId, {
      location: { id: hotels[s.hotel]! },
      roomType: { id: roomTypes[s.room]! },
      checkIn: `${s.stay.checkIn}T00:00:00`,
      checkOut: `${s.stay.checkOut}T00:00:00`,
      type: s.staff ? "Staff" : "Standard",
    });
    live.push(saved);
    return;
  }
  if (s.kind === "send") return send(eventId, hotels[s.hotel]!, s.mask);
  if (!live.length) return;
  const index = s.pick % live.length;
  const r = live[index]!;
  if (s.kind === "delete") {
    const answer = await invoke(deleteRoute, { method: "DELETE", token: desk.token, params: { id: r.id } });
    expect(answer.status, JSON.stringify(answer.body.messages)).toBe(200);
    live.splice(index, 1);
    return;
  }
  const patch =
    s.kind === "dates"
      ? { checkIn: `${s.stay.checkIn}T00:00:00`, checkOut: `${s.stay.checkOut}T00:00:00` }
      : s.kind === "hotel"
        ? { location: { id: other(hotels, r.location.id) } }
        : s.kind === "room"
          ? { roomType: { id: other(roomTypes, r.roomType.id) } }
          : s.kind === "guests"
            ? { customers: s.guest === 2 ? [] : [{ id: guests[s.guest]!, isAgentPlayer: false }] }
            : s.kind === "cancel"
              ? { status: "Canceled" }
              : { status: "Confirmed" };
  live[index] = await edit(r, patch);
}

const FIELD_CASE: Step[] = [
  {
    kind: "create",
    hotel: 0,
    room: 0,
    stay: { checkIn: "2031-05-10", checkOut: "2031-05-11" },
    staff: false,
  },
  { kind: "send", hotel: 0, mask: 255 },
  { kind: "dates", pick: 0, stay: { checkIn: "2031-05-10", checkOut: "2031-05-12" } },
  { kind: "send", hotel: 0, mask: 255 },
  { kind: "dates", pick: 0, stay: { checkIn: "2031-05-10", checkOut: "2031-05-13" } },
  { kind: "hotel", pick: 0 },
];

describe("the communications queue under any sequence of edits", () => {
  it("always names what the hotel was last sent and what is true now; after sending, each hotel knows what it holds", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 24 }), async (steps) => {
        const event = await createEvent({ name: uniqueName("Evento proprietà") });
        for (const locationId of hotels) {
          await createPeriodPricing({
            eventId: event.id,
            locationId,
            checkIn: "2031-05-10",
            checkOut: "2031-05-15",
            rooms: roomTypes.map((roomTypeId) => ({ roomTypeId, availability: 30, sellPrice: "100" })),
          });
        }
        const live: Saved[] = [];
        for (const [n, s] of steps.entries()) {
          await apply(event.id, live, s);
          const faults = await communicationFaults(getDb(), event.id);
          expect(faults, `after step ${n + 1} ${JSON.stringify(s)}`).toEqual([]);
        }
        for (const locationId of hotels) await send(event.id, locationId, 255);
        // Everything sent: no message left, so known = now for every hotel and reservation.
        expect(await communicationFaults(getDb(), event.id)).toEqual([]);
        const left = await Promise.all(
          hotels.map((locationId) =>
            invoke<CommunicationDto[]>(pendingRoute, {
              token: desk.token,
              params: { eventId: event.id, locationId },
            }),
          ),
        );
        expect(left.flatMap((a) => a.body.entity!)).toEqual([]);
      }),
      {
        // The field's case first: told 24-26, queued as a change, then moved to another hotel.
        examples: [[FIELD_CASE]],
        numRuns: Number(process.env.PROPERTY_RUNS ?? 200),
        seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
      },
    );
  }, 240_000);
});
