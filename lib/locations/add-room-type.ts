import type { Db } from "@/db/client";
import { roomTypes } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { findRoomTypeByName } from "./repository";
import type { RoomTypeDto, SaveRoomTypeInput } from "./schemas";

/** Adds a room type; names are unique, case-insensitively. */
export async function addRoomType({
  db,
  caller,
  input,
}: {
  db: Db;
  caller: Caller;
  input: SaveRoomTypeInput;
}): Promise<RoomTypeDto> {
  return db.transaction(async (tx) => {
    if (await findRoomTypeByName(tx, input.type)) {
      throw new DomainError("roomTypeTaken", { validationCodes: ["AlreadyExistsEntity"] });
    }
    const [created] = await tx
      .insert(roomTypes)
      .values({ type: input.type, capacity: input.capacity })
      .returning({ id: roomTypes.id, type: roomTypes.type, capacity: roomTypes.capacity });
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "roomType",
      entityId: created!.id,
      action: "create",
      after: created,
    });
    return created!;
  });
}
