import { inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { permissions } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { findProfileById } from "./repository";
import type { ProfileDto } from "./schemas";

export type PermissionDto = { id: number; code: string; description: string };
export type ProfileInfo = { profile: ProfileDto; permissions: PermissionDto[] };

export async function getProfileInfo({ db, caller }: { db: DbOrTx; caller: Caller }): Promise<ProfileInfo> {
  const profile = await findProfileById(db, caller.profileId);
  if (!profile) throw new DomainError("unauthorized");
  const granted = caller.permissions.length
    ? await db
        .select()
        .from(permissions)
        .where(inArray(permissions.code, caller.permissions))
        .orderBy(permissions.id)
    : [];
  return { profile, permissions: granted };
}
