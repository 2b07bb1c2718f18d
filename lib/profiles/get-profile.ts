import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { hasPermission, type Caller } from "@/lib/auth/caller";
import { findProfileById } from "./repository";
import type { ProfileDto } from "./schemas";

/** Agents are reached with the Agents permission, users and masters with Users. */
export function assertCanManageProfile(caller: Caller, profile: Pick<ProfileDto, "type">): void {
  const needed = profile.type === "Agent" ? "Agents" : "Users";
  if (!hasPermission(caller, needed)) throw new DomainError("forbidden");
}

export async function getProfile({
  db,
  caller,
  id,
}: {
  db: DbOrTx;
  caller: Caller;
  id: number;
}): Promise<ProfileDto> {
  const profile = await findProfileById(db, id);
  if (!profile) throw new DomainError("notFound");
  assertCanManageProfile(caller, profile);
  return profile;
}
