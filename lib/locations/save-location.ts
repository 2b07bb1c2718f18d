import { and, eq, notInArray } from "drizzle-orm";
import type { Db, Tx } from "@/db/client";
import { locationRoomTypeInfo, locations, roomTypes } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { searchKey } from "@/lib/names/fold-name";
import { findLocationById, findLocationGroup, findRoomTypeByName } from "./repository";
import type { LocationDto, SaveLocationInput } from "./schemas";

/** Creates or updates a hotel with its room type notes, in one transaction with its audit row. */
export async function saveLocation({
  db,
  caller,
  input,
}: {
  db: Db;
  caller: Caller;
  input: SaveLocationInput;
}): Promise<LocationDto> {
  return db.transaction(async (tx) => {
    const { id, roomTypeInformation, ...fields } = input;
    const before = id ? await findLocationById(tx, id) : null;
    if (id && !before) throw new DomainError("locationNotFound");
    if (fields.locationGroupId !== null && !(await findLocationGroup(tx, fields.locationGroupId))) {
      throw new DomainError("groupNotFound");
    }
    const notes = await resolveRoomTypeNotes(tx, roomTypeInformation);

    let locationId: number;
    if (before) {
      await tx
        .update(locations)
        .set({ ...fields, searchKey: searchKey([fields.name]), updatedAt: new Date() })
        .where(eq(locations.id, before.id));
      locationId = before.id;
    } else {
      const [created] = await tx
        .insert(locations)
        .values({ ...fields, searchKey: searchKey([fields.name]) })
        .returning({ id: locations.id });
      locationId = created!.id;
    }

    // Notes are kept per room type: an existing note keeps its id; an emptied one is removed.
    const kept = notes.filter((note) => note.information !== "");
    for (const note of kept) {
      await tx
        .insert(locationRoomTypeInfo)
        .values({ locationId, roomTypeId: note.roomTypeId, information: note.information })
        .onConflictDoUpdate({
          target: [locationRoomTypeInfo.locationId, locationRoomTypeInfo.roomTypeId],
          set: { information: note.information },
        });
    }
    await tx.delete(locationRoomTypeInfo).where(
      and(
        eq(locationRoomTypeInfo.locationId, locationId),
        kept.length
          ? notInArray(
              locationRoomTypeInfo.roomTypeId,
              kept.map((note) => note.roomTypeId),
            )
          : undefined,
      ),
    );

    const after = (await findLocationById(tx, locationId))!;
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "location",
      entityId: locationId,
      action: before ? "update" : "create",
      before: before && auditView(before),
      after: auditView(after),
    });
    return after;
  });
}

/** The notes by room type id; a room type named by `type` is looked up by name. */
async function resolveRoomTypeNotes(
  tx: Tx,
  entries: SaveLocationInput["roomTypeInformation"],
): Promise<{ roomTypeId: number; information: string }[]> {
  const notes: { roomTypeId: number; information: string }[] = [];
  for (const entry of entries) {
    let roomTypeId = entry.roomTypeId ?? null;
    if (roomTypeId !== null) {
      const [known] = await tx
        .select({ id: roomTypes.id })
        .from(roomTypes)
        .where(eq(roomTypes.id, roomTypeId));
      if (!known) throw new DomainError("unknownRoomType", { params: { type: String(roomTypeId) } });
    } else {
      const known = await findRoomTypeByName(tx, entry.type ?? "");
      if (!known) throw new DomainError("unknownRoomType", { params: { type: entry.type ?? "" } });
      roomTypeId = known.id;
    }
    if (notes.some((note) => note.roomTypeId === roomTypeId)) {
      throw new DomainError("duplicateRoomTypeInformation");
    }
    notes.push({ roomTypeId, information: entry.information });
  }
  return notes;
}

function auditView(location: LocationDto) {
  const { locationGroup: _group, roomTypeInformation, ...fields } = location;
  return {
    ...fields,
    roomTypeInformation: Object.fromEntries(roomTypeInformation.map((note) => [note.type, note.information])),
  };
}
