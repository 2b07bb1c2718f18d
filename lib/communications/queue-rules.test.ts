import { describe, expect, it } from "vitest";
import { planQueue, type PendingCommunication, type QueuedStay } from "./queue-rules";

const stay = (patch: Partial<QueuedStay> = {}): QueuedStay => ({
  reservationId: 1,
  eventId: 1,
  locationId: 10,
  checkIn: "2031-05-10",
  checkOut: "2031-05-13",
  roomTypeId: 2,
  active: true,
  isStaffBooking: false,
  guestNames: "",
  progressiveNumber: null,
  ...patch,
});
const known = { checkIn: "2031-05-10", checkOut: "2031-05-13", roomTypeId: 2 };
const pendingOf = (p: PendingCommunication) => (locationId: number) =>
  locationId === p.locationId ? p : undefined;

describe("planQueue merges", () => {
  it("a pending Modified then cancelled becomes Canceled of the stay the hotel knows", () => {
    const modified: PendingCommunication = {
      id: 5,
      locationId: 10,
      communicationType: "Modified",
      prev: known,
      act: { ...known, checkOut: "2031-05-14" },
    };
    const ops = planQueue(
      stay({ checkOut: "2031-05-14" }),
      stay({ checkOut: "2031-05-14", active: false }),
      pendingOf(modified),
    );
    expect(ops).toMatchObject([
      { kind: "update", id: 5, communicationType: "Canceled", prev: known, act: known },
    ]);
  });

  it("a pending Canceled then booked again with other dates becomes Modified from what the hotel knows", () => {
    const canceled: PendingCommunication = {
      id: 6,
      locationId: 10,
      communicationType: "Canceled",
      prev: known,
      act: known,
    };
    const ops = planQueue(stay({ active: false }), stay({ checkIn: "2031-05-11" }), pendingOf(canceled));
    expect(ops).toMatchObject([
      {
        kind: "update",
        id: 6,
        communicationType: "Modified",
        prev: known,
        act: { ...known, checkIn: "2031-05-11" },
      },
    ]);
  });

  it("a change of guests only queues nothing but refreshes a pending row", () => {
    expect(planQueue(stay(), stay({ guestNames: "Rossi Mario" }), () => undefined)).toEqual([]);
    const created: PendingCommunication = {
      id: 7,
      locationId: 10,
      communicationType: "New",
      prev: null,
      act: known,
    };
    expect(planQueue(stay(), stay({ guestNames: "Rossi Mario" }), pendingOf(created))).toMatchObject([
      { kind: "update", id: 7, communicationType: "New", stay: { guestNames: "Rossi Mario" } },
    ]);
  });

  it("a cancelled reservation edited while cancelled queues nothing", () => {
    expect(
      planQueue(stay({ active: false }), stay({ active: false, checkIn: "2031-05-11" }), () => undefined),
    ).toEqual([]);
  });
});
