import { beforeAll, describe, expect, it } from "vitest";
import { POST as saveRoute } from "@/app/api/reservations/save/route";
import { GET as getRoute } from "@/app/api/reservations/[id]/route";
import {
  applyTransitions,
  newReservationValue,
  reservationFormValue,
  reservationSaveBody,
  reservationSaveQuery,
} from "@/components/reservations/reservation-form";
import type { ReservationDto, SaveReservationDto } from "@/lib/reservations/schemas";
import { NEW_RESERVATION, type TransitionFields } from "@/lib/reservations/transitions";
import { TRANSITION_CASES, type TransitionCase } from "@/lib/reservations/transitions.table";
import { invoke } from "../support/api";
import { createUser, uniqueName, type TestUser } from "../support/factories";
import { createEvent, createHotel, createPeriodPricing, createRoomType } from "../support/factories-events";

// The table of lib/reservations/transitions.test.ts, through POST /api/reservations/save: as an API
// client sends it (the values, no transitions applied) and as the form sends it (its body, built
// by its functions). Both must store the status and totalPay the table expects.

const PRICE = "200.00";

let staff: TestUser;
let eventId: number;
let stay: { locationId: number; roomTypeId: number; checkIn: string; checkOut: string };

beforeAll(async () => {
  staff = await createUser({ permissions: ["Reservations"] });
  const hotel = await createHotel({ name: uniqueName("Hotel Transizioni") });
  const double = await createRoomType({ type: uniqueName("Doppia"), capacity: 2 });
  const event = await createEvent();
  await createPeriodPricing({
    eventId: event.id,
    locationId: hotel.id,
    checkIn: "2031-07-01",
    checkOut: "2031-07-05",
    rooms: [{ roomTypeId: double.id, availability: 200, sellPrice: "100" }],
  });
  eventId = event.id;
  stay = { locationId: hotel.id, roomTypeId: double.id, checkIn: "2031-07-01", checkOut: "2031-07-03" };
});

async function save(body: unknown, query: Record<string, string | number | boolean> = {}) {
  const answer = await invoke<SaveReservationDto>(saveRoute, {
    path: "/api/reservations/save",
    token: staff.token,
    body,
    query,
  });
  expect(answer.status, JSON.stringify(answer.body.messages)).toBe(200);
  return answer.body.entity!.reservation;
}

async function read(id: number): Promise<ReservationDto> {
  const answer = await invoke<ReservationDto>(getRoute, { token: staff.token, params: { id } });
  expect(answer.status).toBe(200);
  return answer.body.entity!;
}

/** The body an API client sends: the reservation's values as they are, no transitions applied. */
function apiBody(id: number | null, fields: TransitionFields) {
  return {
    reservation: {
      ...(id !== null ? { id } : {}),
      event: { id: eventId },
      location: { id: stay.locationId },
      roomType: { id: stay.roomTypeId },
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      customers: [],
      profiles: [],
      discount: "0",
      ...fields,
    },
    entries: [],
  };
}

/**
 * A stored reservation in the state `before`, reached through the save alone: created, given the
 * case's fields (which may go through a transition), then given the case's status by hand.
 */
async function storedAs(before: TransitionFields): Promise<ReservationDto> {
  const created = await save(apiBody(null, NEW_RESERVATION));
  await save(apiBody(created.id, before));
  const stored = await save(apiBody(created.id, before));
  expect(stored).toMatchObject(before);
  return stored;
}

function expectStored(reservation: ReservationDto, expected: TransitionCase["expected"]) {
  expect(reservation.status).toBe(expected.status);
  expect(reservation.totalPay).toBe(expected.totalPay === "price" ? PRICE : "0.00");
}

describe("status transitions through POST /api/reservations/save (SPEC.md section 4)", () => {
  it.each(TRANSITION_CASES)("$name", async ({ before, change, expected }) => {
    // As an API client sends it.
    const viaApiStored = before ? await storedAs(before) : null;
    const apiAnswer = await save(
      apiBody(viaApiStored?.id ?? null, { ...(before ?? NEW_RESERVATION), ...change }),
    );
    expectStored(apiAnswer, expected);
    expectStored(await read(apiAnswer.id), expected);

    // As the form sends it: the form's value, changed, through its transitions and its body.
    const stored = before ? await storedAs(before) : null;
    const shown = stored ? reservationFormValue(stored) : newReservationValue(stay);
    // The cases give no discount; a stored Guest's is the price it absorbed, cleared here.
    const next = applyTransitions(stored, { ...shown, discount: "0.00", ...change });
    expect(next.status).toBe(expected.status);
    const formAnswer = await save(
      reservationSaveBody({ reservationId: stored?.id ?? null, eventId, value: next, gross: 20000 }),
      reservationSaveQuery({
        creating: stored === null,
        value: next,
        skipCapacityValidation: false,
        skipCustomerCheck: false,
      }),
    );
    expectStored(formAnswer, expected);
    expectStored(await read(formAnswer.id), expected);
  });
});
