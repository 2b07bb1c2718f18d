import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { findLocationGroup } from "./repository";
import type { LocationGroupDto } from "./schemas";

/** A group with the names of its hotels. */
export async function getLocationGroup({ db, id }: { db: DbOrTx; id: number }): Promise<LocationGroupDto> {
  const group = await findLocationGroup(db, id);
  if (!group) throw new DomainError("groupNotFound");
  return group;
}
