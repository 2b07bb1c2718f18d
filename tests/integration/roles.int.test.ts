import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { getDb } from "@/db/client";
import { rolePermissions, roles } from "@/db/schema";
import { GET as roleListRoute } from "@/app/api/roles/list/route";
import { GET as permissionsRoute } from "@/app/api/roles/permissions/route";
import { GET as getRoleRoute, DELETE as deleteRoleRoute } from "@/app/api/roles/[id]/route";
import { POST as saveRoleRoute } from "@/app/api/roles/route";
import { PERMISSION_CODES, PERMISSION_DESCRIPTIONS } from "@/lib/auth/permission-codes";
import type { PermissionDto, RoleDto } from "@/lib/roles/schemas";
import { invoke } from "../support/api";
import { auditRows, permissionIds, roleRow } from "../support/db";
import { createRole, createUser, defaultRoleId, uniqueName, type TestUser } from "../support/factories";

const ROLE_NOT_FOUND = "role not found";

let admin: TestUser;
beforeAll(async () => {
  // A Master: a user manager may grant only what it holds (tested below).
  admin = await createUser({ type: "Master", permissions: ["Users"] });
});

function saveRole(body: unknown, token = admin.token) {
  return invoke<RoleDto>(saveRoleRoute, { token, body });
}

function deleteRole(id: number | string, token = admin.token) {
  return invoke(deleteRoleRoute, { method: "DELETE", token, params: { id } });
}

function rolePermissionRows(roleId: number) {
  return getDb().select().from(rolePermissions).where(eq(rolePermissions.roleId, roleId));
}

describe("GET /api/roles/permissions", () => {
  it("lists the 11 permissions with their descriptions", async () => {
    const answer = await invoke<PermissionDto[]>(permissionsRoute, { token: admin.token });
    expect(answer.status).toBe(200);
    const list = answer.body.entity!;
    expect(list.map((p) => p.code)).toEqual([...PERMISSION_CODES]);
    for (const permission of list) {
      expect(permission).toEqual({
        id: expect.any(Number),
        code: permission.code,
        description: PERMISSION_DESCRIPTIONS[permission.code as keyof typeof PERMISSION_DESCRIPTIONS],
      });
    }
  });
});

describe("GET /api/roles/list", () => {
  it("lists the default role first, then the others with their permissions", async () => {
    const role = await createRole({ name: uniqueName("Lista"), permissions: ["Events", "Customers"] });
    const answer = await invoke<RoleDto[]>(roleListRoute, { token: admin.token });
    expect(answer.status).toBe(200);
    const list = answer.body.entity!;
    expect(list[0]).toMatchObject({ id: await defaultRoleId(), name: "Predefinito", isDefault: true });
    expect(list.filter((r) => r.isDefault)).toHaveLength(1);
    const listed = list.find((r) => r.id === role.id)!;
    expect(listed).toMatchObject({ name: role.name, isDefault: false });
    expect(listed.permissions.map((p) => p.code).sort()).toEqual(["Customers", "Events"]);
    // One entry per role, even with several permissions.
    expect(new Set(list.map((r) => r.id)).size).toBe(list.length);
    // Sorted by name (case-insensitive) after the default role.
    const names = list.slice(1).map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });
});

describe("GET /api/roles/{id}", () => {
  it("returns the role with its permissions", async () => {
    const role = await createRole({ permissions: ["Users", "EventAccounting"] });
    const answer = await invoke<RoleDto>(getRoleRoute, { token: admin.token, params: { id: role.id } });
    expect(answer.status).toBe(200);
    expect(answer.body.entity).toEqual({
      id: role.id,
      name: role.name,
      isDefault: false,
      permissions: [
        { id: expect.any(Number), code: "Users", description: "Utenti e ruoli" },
        { id: expect.any(Number), code: "EventAccounting", description: "Contabilità dell'evento" },
      ],
    });
  });

  it("returns a role without permissions with an empty list", async () => {
    const role = await createRole();
    const answer = await invoke<RoleDto>(getRoleRoute, { token: admin.token, params: { id: role.id } });
    expect(answer.body.entity!.permissions).toEqual([]);
  });

  it('answers 404 "role not found" for a missing role, in every language', async () => {
    const answer = await invoke(getRoleRoute, { token: admin.token, params: { id: 2_000_000_000 } });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      success: false,
      messages: [ROLE_NOT_FOUND],
      entity: null,
      validationCodes: [],
      validationLevel: "Fail",
    });
    const english = await invoke(getRoleRoute, {
      token: admin.token,
      params: { id: 2_000_000_000 },
      headers: { "accept-language": "en" },
    });
    expect(english.body.messages).toEqual([ROLE_NOT_FOUND]);
  });

  it("answers 400 for a bad id", async () => {
    for (const id of ["abc", "0", "-1"]) {
      const answer = await invoke(getRoleRoute, { token: admin.token, params: { id } });
      expect(answer.status).toBe(400);
    }
  });
});

describe("POST /api/roles", () => {
  it("creates a role with its permissions and writes an audit row", async () => {
    const name = uniqueName("Nuovo ruolo");
    const ids = await permissionIds(["Reservations", "Agents"]);
    const answer = await saveRole({ name: `  ${name} `, permissions: ids.map((id) => ({ id })) });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.messages).toEqual(["Salvataggio completato con successo"]);
    const role = answer.body.entity!;
    expect(role).toMatchObject({ name, isDefault: false });
    expect(role.permissions.map((p) => p.code).sort()).toEqual(["Agents", "Reservations"]);
    expect(await roleRow(role.id)).toMatchObject({ name, isDefault: false });
    expect((await rolePermissionRows(role.id)).map((r) => r.permissionId).sort()).toEqual([...ids].sort());

    const audit = await auditRows("role", role.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "create", accountId: admin.accountId });
    expect(audit[0]!.changes).toMatchObject({ name: { from: null, to: name } });
  });

  it("creates a role without permissions", async () => {
    const answer = await saveRole({ name: uniqueName("Vuoto") });
    expect(answer.status).toBe(200);
    expect(answer.body.entity!.permissions).toEqual([]);
  });

  it("ignores repeated permission ids", async () => {
    const [id] = await permissionIds(["Events"]);
    const answer = await saveRole({ name: uniqueName("Doppio"), permissions: [{ id }, { id }] });
    expect(answer.status).toBe(200);
    expect(answer.body.entity!.permissions.map((p) => p.code)).toEqual(["Events"]);
  });

  it("updates the name and replaces the permission set, with an update audit row", async () => {
    const role = await createRole({ permissions: ["Events", "Customers"] });
    const name = uniqueName("Rinominato");
    const ids = await permissionIds(["Customers", "Locations"]);
    const answer = await saveRole({ id: role.id, name, permissions: ids.map((id) => ({ id })) });
    expect(answer.status).toBe(200);
    expect(answer.body.entity).toMatchObject({ id: role.id, name });
    expect(answer.body.entity!.permissions.map((p) => p.code)).toEqual(["Customers", "Locations"]);
    expect((await rolePermissionRows(role.id)).map((r) => r.permissionId).sort()).toEqual([...ids].sort());

    const audit = await auditRows("role", role.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "update", accountId: admin.accountId });
    expect(audit[0]!.changes).toEqual({
      name: { from: role.name, to: name },
      permissions: { from: ["Events", "Customers"], to: ["Customers", "Locations"] },
    });
  });

  it("the new permissions apply at once to the role's users", async () => {
    const role = await createRole({ permissions: ["Customers"] });
    const user = await createUser({ roleId: role.id });
    expect((await invoke(roleListRoute, { token: user.token })).status).toBe(403);
    const ids = await permissionIds(["Users"]);
    expect((await saveRole({ id: role.id, name: role.name, permissions: [{ id: ids[0] }] })).status).toBe(
      200,
    );
    expect((await invoke(roleListRoute, { token: user.token })).status).toBe(200);
  });

  it("keeps its own name on update, in another case", async () => {
    const role = await createRole();
    const answer = await saveRole({ id: role.id, name: role.name.toUpperCase() });
    expect(answer.status).toBe(200);
  });

  it("requires a name", async () => {
    for (const body of [{}, { name: "" }, { name: "   " }]) {
      const answer = await saveRole(body);
      expect(answer.status).toBe(400);
      expect(answer.body.messages).toEqual(["Nome del ruolo obbligatorio"]);
    }
  });

  it("rejects a taken name (any case) with 409 AlreadyExistsEntity", async () => {
    const existing = await createRole();
    const answer = await saveRole({ name: existing.name.toUpperCase() });
    expect(answer.status).toBe(409);
    expect(answer.body.messages).toEqual(["Esiste già un ruolo con questo nome"]);
    expect(answer.body.validationCodes).toEqual(["AlreadyExistsEntity"]);

    const other = await createRole();
    const rename = await saveRole({ id: other.id, name: existing.name });
    expect(rename.status).toBe(409);
    expect((await roleRow(other.id))?.name).toBe(other.name);
    expect(await auditRows("role", other.id)).toEqual([]);
  });

  it("rejects an unknown permission and creates nothing", async () => {
    const name = uniqueName("Sconosciuto");
    const answer = await saveRole({ name, permissions: [{ id: 2_000_000_000 }] });
    expect(answer.status).toBe(400);
    expect(answer.body.messages).toEqual(["Dati non validi"]);
    expect(await getDb().select().from(roles).where(eq(roles.name, name))).toEqual([]);
  });

  it("refuses to edit the default role", async () => {
    const id = await defaultRoleId();
    const answer = await saveRole({
      id,
      name: "Hackerato",
      permissions: [{ id: (await permissionIds(["Users"]))[0] }],
    });
    expect(answer.status).toBe(409);
    expect(answer.body.messages).toEqual(["Il ruolo predefinito non può essere modificato né eliminato"]);
    expect(await roleRow(id)).toMatchObject({ name: "Predefinito", isDefault: true });
    expect(await rolePermissionRows(id)).toEqual([]);
  });

  it('answers 404 "role not found" when updating a missing role', async () => {
    const answer = await saveRole({ id: 2_000_000_000, name: uniqueName("Fantasma") });
    expect(answer.status).toBe(404);
    expect(answer.body.messages).toEqual([ROLE_NOT_FOUND]);
  });

  it("cannot create a second default role", async () => {
    const answer = await saveRole({ name: uniqueName("Default"), isDefault: true });
    expect(answer.status).toBe(200);
    expect(answer.body.entity!.isDefault).toBe(false);
  });
});

describe("DELETE /api/roles/{id}", () => {
  it("deletes an unused role with its permission links, and writes an audit row", async () => {
    const role = await createRole({ permissions: ["Events", "Users"] });
    const answer = await deleteRole(role.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      messages: ["Eliminazione completata"],
      entity: null,
      validationCodes: [],
      validationLevel: "Valid",
    });
    expect(await roleRow(role.id)).toBeNull();
    expect(await rolePermissionRows(role.id)).toEqual([]);
    const audit = await auditRows("role", role.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "delete", accountId: admin.accountId });
    expect(audit[0]!.changes).toEqual({
      name: { from: role.name, to: null },
      permissions: { from: ["Events", "Users"], to: null },
    });
  });

  it("refuses to delete the default role", async () => {
    const id = await defaultRoleId();
    const answer = await deleteRole(id);
    expect(answer.status).toBe(409);
    expect(answer.body.messages).toEqual(["Il ruolo predefinito non può essere modificato né eliminato"]);
    expect(await roleRow(id)).not.toBeNull();
    expect(await auditRows("role", id)).toEqual([]);
  });

  it("refuses to delete a role in use, saying by how many users", async () => {
    const role = await createRole({ permissions: ["Customers"] });
    await createUser({ roleId: role.id });
    await createUser({ roleId: role.id });
    const answer = await deleteRole(role.id);
    expect(answer.status).toBe(409);
    expect(answer.body.messages).toEqual(["Il ruolo è assegnato a 2 utenti e non può essere eliminato"]);
    expect(await roleRow(role.id)).not.toBeNull();
    expect(await rolePermissionRows(role.id)).toHaveLength(1);
    expect(await auditRows("role", role.id)).toEqual([]);
  });

  it('answers 404 "role not found" for a missing role', async () => {
    const answer = await deleteRole(2_000_000_000);
    expect(answer.status).toBe(404);
    expect(answer.body.messages).toEqual([ROLE_NOT_FOUND]);
  });

  it("answers 400 for a bad id", async () => {
    for (const id of ["abc", "0", "1.5"]) {
      expect((await deleteRole(id)).status).toBe(400);
    }
  });

  describe("the audit row is written in the same transaction", () => {
    // The server logs the unexpected database error; keep the test output quiet but check it.
    let consoleError: MockInstance<typeof console.error>;
    beforeEach(() => {
      consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    });
    afterEach(async () => {
      expect(consoleError).toHaveBeenCalledWith("[api] unexpected error", expect.anything());
      consoleError.mockRestore();
      await getDb().execute("alter table audit_log drop constraint if exists test_block_role_audit");
    });

    it("a delete whose audit row cannot be written is undone", async () => {
      const role = await createRole({ permissions: ["Events"] });
      await getDb().execute(
        `alter table audit_log add constraint test_block_role_audit check (not (entity = 'role' and entity_id = '${role.id}'))`,
      );
      const answer = await deleteRole(role.id);
      expect(answer.status).toBe(500);
      expect(await roleRow(role.id)).not.toBeNull();
      expect(await rolePermissionRows(role.id)).toHaveLength(1);
    });

    it("a save whose audit row cannot be written is undone", async () => {
      const role = await createRole({ permissions: ["Events"] });
      await getDb().execute(
        `alter table audit_log add constraint test_block_role_audit check (not (entity = 'role' and entity_id = '${role.id}'))`,
      );
      const answer = await saveRole({ id: role.id, name: uniqueName("Mai"), permissions: [] });
      expect(answer.status).toBe(500);
      expect((await roleRow(role.id))?.name).toBe(role.name);
      expect(await rolePermissionRows(role.id)).toHaveLength(1);
    });
  });
});

describe("a user manager grants only what it holds", () => {
  it("cannot add to a role a permission it lacks, nor change the role it is in; a Master can", async () => {
    const manager = await createUser({ permissions: ["Users"] });
    const ids = await permissionIds(["Users", "EventAccounting", "Events"]);
    // Its own role, made all-powerful: refused.
    const own = await saveRole(
      { id: manager.roleId, name: uniqueName("Mio"), permissions: ids.map((id) => ({ id })) },
      manager.token,
    );
    expect(own.status).toBe(403);
    expect(own.body.messages).toEqual(["Non è possibile modificare il ruolo a cui si appartiene"]);
    // Its own role, even unchanged in permissions: refused (only a Master changes its own role).
    const rename = await saveRole(
      { id: manager.roleId, name: uniqueName("Rinominato"), permissions: [{ id: ids[0] }] },
      manager.token,
    );
    expect(rename.status).toBe(403);
    // A new role with a permission it does not hold: refused, nothing written.
    const name = uniqueName("Potente");
    const created = await saveRole({ name, permissions: ids.map((id) => ({ id })) }, manager.token);
    expect(created.status).toBe(403);
    expect(created.body.messages).toEqual(["Non è possibile concedere permessi che non si possiedono"]);
    expect(await getDb().select().from(roles).where(eq(roles.name, name))).toEqual([]);
    // What it holds it may grant, and it may keep or remove what another role already had.
    const modest = await saveRole({ name, permissions: [{ id: ids[0] }] }, manager.token);
    expect(modest.status).toBe(200);
    const accounting = await createRole({
      name: uniqueName("Contabili"),
      permissions: ["EventAccounting", "Events"],
    });
    const kept = await saveRole(
      { id: accounting.id, name: accounting.name, permissions: [{ id: ids[1] }] },
      manager.token,
    );
    expect(kept.status).toBe(200);
    const raised = await saveRole(
      { id: accounting.id, name: accounting.name, permissions: [{ id: ids[1] }, { id: ids[2] }] },
      manager.token,
    );
    expect(raised.status).toBe(403);
    // A Master may do all of it.
    const master = await createUser({ type: "Master", roleId: manager.roleId });
    const byMaster = await saveRole(
      { id: manager.roleId, name: uniqueName("Da master"), permissions: ids.map((id) => ({ id })) },
      master.token,
    );
    expect(byMaster.status).toBe(200);
  });
});
