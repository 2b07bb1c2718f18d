import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { permissions, rolePermissions, roles } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { findRole, isRoleNameTaken } from "./repository";
import type { RoleDto, SaveRoleInput } from "./schemas";

/**
 * Creates or updates a role and its permission set; the default role is not editable. A caller
 * who is not a Master may not edit the role it holds, nor add a permission it does not hold.
 */
export async function saveRole({
  db,
  caller,
  input,
}: {
  db: Db;
  caller: Caller;
  input: SaveRoleInput;
}): Promise<RoleDto> {
  return db.transaction(async (tx) => {
    const before = input.id ? await findRole(tx, input.id) : null;
    if (input.id && !before) throw new DomainError("roleNotFound");
    if (before?.isDefault) throw new DomainError("defaultRoleProtected");
    if (await isRoleNameTaken(tx, input.name, before?.id)) {
      throw new DomainError("roleNameTaken", { validationCodes: ["AlreadyExistsEntity"] });
    }
    const permissionIds = [...new Set(input.permissions.map((p) => p.id))];
    const known = permissionIds.length
      ? await tx
          .select({ id: permissions.id, code: permissions.code })
          .from(permissions)
          .where(inArray(permissions.id, permissionIds))
      : [];
    if (known.length !== permissionIds.length) throw new DomainError("invalidInput");
    // Only a Master may change the role it is in, and nobody grants what they lack.
    if (caller.profileType !== "Master") {
      if (before && before.id === caller.roleId) throw new DomainError("ownRoleProtected");
      const held = new Set<string>(caller.permissions);
      const had = new Set(before?.permissions.map((p) => p.code) ?? []);
      if (known.some((p) => !had.has(p.code) && !held.has(p.code))) {
        throw new DomainError("permissionNotHeld");
      }
    }

    let roleId: number;
    if (before) {
      await tx.update(roles).set({ name: input.name }).where(eq(roles.id, before.id));
      await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, before.id));
      roleId = before.id;
    } else {
      const [created] = await tx.insert(roles).values({ name: input.name }).returning({ id: roles.id });
      roleId = created!.id;
    }
    if (permissionIds.length) {
      await tx
        .insert(rolePermissions)
        .values(permissionIds.map((permissionId) => ({ roleId, permissionId })));
    }
    const after = (await findRole(tx, roleId))!;
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "role",
      entityId: roleId,
      action: before ? "update" : "create",
      before: before && { name: before.name, permissions: before.permissions.map((p) => p.code) },
      after: { name: after.name, permissions: after.permissions.map((p) => p.code) },
    });
    return after;
  });
}
