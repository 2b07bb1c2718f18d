import type { DbOrTx } from "@/db/client";
import { roomTypes } from "@/db/schema";

/** The standard room types (name and guests per room) every installation starts with. */
export const STANDARD_ROOM_TYPES = [
  { type: "Singola", capacity: 1 },
  { type: "Doppia", capacity: 2 },
  { type: "Tripla", capacity: 3 },
  { type: "Quadrupla", capacity: 4 },
  { type: "Suite", capacity: 2 },
];

/**
 * Reference data of the hotels area: the standard room types. Idempotent by name (names are
 * unique case-insensitively): an existing room type, even with another capacity, is left alone.
 */
export async function ensureLocationReferenceData(db: DbOrTx): Promise<void> {
  await db.insert(roomTypes).values(STANDARD_ROOM_TYPES).onConflictDoNothing();
}
