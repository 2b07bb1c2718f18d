import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { hasPermission, type Caller } from "@/lib/auth/caller";
import { findAgentById } from "@/lib/agents/repository";
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
  // An agent comes with its agent fields (area, role, commission template).
  if (profile.type === "Agent") return (await findAgentById(db, id)) ?? profile;
  return profile;
}
