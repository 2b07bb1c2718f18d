import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { findRole } from "./repository";
import type { RoleDto } from "./schemas";

export async function getRole({ db, id }: { db: DbOrTx; id: number }): Promise<RoleDto> {
  const role = await findRole(db, id);
  if (!role) throw new DomainError("roleNotFound");
  return role;
}
