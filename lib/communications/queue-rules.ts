import type { CommunicationType } from "./schemas";

/** What a hotel is told about a stay. Dates are "YYYY-MM-DD". */
export type StayValues = { checkIn: string; checkOut: string; roomTypeId: number };

/** A reservation as the queue sees it, before or after a change. */
export type QueuedStay = StayValues & {
  reservationId: number;
  eventId: number;
  locationId: number;
  active: boolean;
  isStaffBooking: boolean;
  guestNames: string;
  progressiveNumber: number | null;
};

/** The unsent communication of a reservation at one hotel. */
export type PendingCommunication = {
  id: number;
  locationId: number;
  communicationType: CommunicationType;
  act: StayValues;
  prev: StayValues | null;
};

type Written = {
  communicationType: CommunicationType;
  act: StayValues;
  prev: StayValues | null;
  /** The stay whose flag, guests and number the row carries. */
  stay: QueuedStay;
};

export type QueueOperation =
  | ({ kind: "insert"; locationId: number } & Written)
  | ({ kind: "update"; id: number } & Written)
  | { kind: "delete"; id: number };

const valuesOf = (stay: StayValues): StayValues => ({
  checkIn: stay.checkIn,
  checkOut: stay.checkOut,
  roomTypeId: stay.roomTypeId,
});

export const sameValues = (a: StayValues, b: StayValues) =>
  a.checkIn === b.checkIn && a.checkOut === b.checkOut && a.roomTypeId === b.roomTypeId;

/**
 * DOMAIN.md "Communications to hotels" for one reservation change. A hotel learns of a stay by a
 * New, of a changed stay by a Modified (prev: what it knows, act: what is now), of its end by a
 * Canceled; a cancelled or absent stay is inactive. An unsent communication of the same hotel is
 * merged instead of stacking: New + changes stays New with the latest values; New + Canceled
 * vanishes; a Modified brought back to what the hotel knows vanishes; Canceled + New (moved away
 * and back) becomes a Modified, or vanishes when nothing changed.
 */
export function planQueue(
  before: QueuedStay | null,
  after: QueuedStay | null,
  pendingAt: (locationId: number) => PendingCommunication | undefined,
): QueueOperation[] {
  const wasActive = !!before?.active;
  const isActive = !!after?.active;
  if (wasActive && isActive && before!.locationId === after!.locationId) {
    if (!sameValues(before!, after!)) return modified(before!, after!, pendingAt(after!.locationId));
    // Nothing the hotel must be told; an unsent row still takes the latest guests and flag.
    const pending = pendingAt(after!.locationId);
    if (!pending) return [];
    const { id, communicationType, act, prev } = pending;
    return [{ kind: "update", id, communicationType, act, prev, stay: after! }];
  }
  return [
    ...(wasActive ? canceled(before!, pendingAt(before!.locationId)) : []),
    ...(isActive ? created(after!, pendingAt(after!.locationId)) : []),
  ];
}

function modified(before: QueuedStay, after: QueuedStay, pending?: PendingCommunication): QueueOperation[] {
  if (!pending) {
    return [
      {
        kind: "insert",
        locationId: after.locationId,
        communicationType: "Modified",
        prev: valuesOf(before),
        act: valuesOf(after),
        stay: after,
      },
    ];
  }
  if (pending.communicationType === "New") {
    return [
      {
        kind: "update",
        id: pending.id,
        communicationType: "New",
        prev: null,
        act: valuesOf(after),
        stay: after,
      },
    ];
  }
  const known = pending.prev ?? pending.act;
  if (sameValues(known, after)) return [{ kind: "delete", id: pending.id }];
  return [
    {
      kind: "update",
      id: pending.id,
      communicationType: "Modified",
      prev: known,
      act: valuesOf(after),
      stay: after,
    },
  ];
}

function canceled(before: QueuedStay, pending?: PendingCommunication): QueueOperation[] {
  if (!pending) {
    const known = valuesOf(before);
    return [
      {
        kind: "insert",
        locationId: before.locationId,
        communicationType: "Canceled",
        prev: known,
        act: known,
        stay: before,
      },
    ];
  }
  if (pending.communicationType === "New") return [{ kind: "delete", id: pending.id }];
  const known = pending.prev ?? pending.act;
  return [
    { kind: "update", id: pending.id, communicationType: "Canceled", prev: known, act: known, stay: before },
  ];
}

function created(after: QueuedStay, pending?: PendingCommunication): QueueOperation[] {
  if (!pending) {
    return [
      {
        kind: "insert",
        locationId: after.locationId,
        communicationType: "New",
        prev: null,
        act: valuesOf(after),
        stay: after,
      },
    ];
  }
  if (pending.communicationType === "Canceled") {
    // The hotel still holds the stay it was about to be told is cancelled.
    const known = pending.prev ?? pending.act;
    if (sameValues(known, after)) return [{ kind: "delete", id: pending.id }];
    return [
      {
        kind: "update",
        id: pending.id,
        communicationType: "Modified",
        prev: known,
        act: valuesOf(after),
        stay: after,
      },
    ];
  }
  return [
    {
      kind: "update",
      id: pending.id,
      communicationType: pending.communicationType,
      prev: pending.prev,
      act: valuesOf(after),
      stay: after,
    },
  ];
}
