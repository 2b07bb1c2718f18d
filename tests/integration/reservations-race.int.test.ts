import { beforeAll, describe, expect, it } from "vitest";
import { POST as saveRoute } from "@/app/api/reservations/save/route";
import type { SaveReservationDto } from "@/lib/reservations/schemas";
import { invoke } from "../support/api";
import { createUser, uniqueName, type TestUser } from "../support/factories";
import { createEvent, createHotel, createPeriodPricing, createRoomType } from "../support/factories-events";
import { reservationsOfEvent } from "../support/factories-reservations";

let staff: TestUser;

beforeAll(async () => {
  staff = await createUser({ permissions: ["Reservations"] });
});

describe("Concurrent saves", () => {
  it("50 desks saving the last room: exactly one reservation, 49 WrongCapacity, no 5xx; another room type is not held up", async () => {
    const hotel = await createHotel({ name: uniqueName("Hotel Race") });
    const last = await createRoomType({ type: uniqueName("Ultima"), capacity: 2 });
    const other = await createRoomType({ type: uniqueName("Altra"), capacity: 2 });
    const event = await createEvent();
    await createPeriodPricing({
      eventId: event.id,
      locationId: hotel.id,
      checkIn: "2031-05-10",
      checkOut: "2031-05-15",
      rooms: [
        { roomTypeId: last.id, availability: 1 },
        { roomTypeId: other.id, availability: 20 },
      ],
    });
    const body = (roomTypeId: number) => ({
      reservation: {
        event: { id: event.id },
        location: { id: hotel.id },
        roomType: { id: roomTypeId },
        checkIn: "2031-05-11",
        checkOut: "2031-05-14",
        type: "Standard",
        customers: [],
        profiles: [],
        payments: [],
      },
    });
    const save = (roomTypeId: number) =>
      invoke<SaveReservationDto>(saveRoute, {
        path: "/api/reservations/save",
        token: staff.token,
        body: body(roomTypeId),
      });

    const answers = await Promise.all([
      ...Array.from({ length: 50 }, () => save(last.id)),
      ...Array.from({ length: 10 }, () => save(other.id)),
    ]);
    const lastAnswers = answers.slice(0, 50);
    const otherAnswers = answers.slice(50);
    expect(lastAnswers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = lastAnswers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(49);
    for (const answer of refused) expect(answer.body.validationCodes).toEqual(["WrongCapacity"]);
    expect(answers.some((a) => a.status >= 500)).toBe(false);
    expect(otherAnswers.map((a) => a.status)).toEqual(Array(10).fill(200));

    const stored = await reservationsOfEvent(event.id);
    expect(stored.filter((r) => r.roomTypeId === last.id)).toHaveLength(1);
    expect(stored.filter((r) => r.roomTypeId === other.id)).toHaveLength(10);
  });
});
