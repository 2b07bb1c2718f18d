import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { getDb } from "@/db/client";
import { accounts, auditLog, profiles, refreshTokens } from "@/db/schema";
import { GET as searchRoute } from "@/app/api/profiles/search/route";
import { POST as saveProfileRoute } from "@/app/api/profiles/save/route";
import { POST as myDataRoute } from "@/app/api/profiles/mydata/route";
import { GET as getProfileRoute, DELETE as deleteProfileRoute } from "@/app/api/profiles/[id]/route";
import { GET as profileInfoRoute } from "@/app/api/profiles/profileinfo/route";
import type { ProfileDto, ProfileListItem } from "@/lib/profiles/schemas";
import { invoke } from "../support/api";
import { SOCKET_ADDRESS_HEADER } from "@/lib/api/client-ip";
import { signIn, uniqueIp } from "../support/auth";
import { accountRow, auditRows, profileRow, profilesByLastName } from "../support/db";
import {
  createRole,
  createUser,
  defaultRoleId,
  uniqueName,
  uniqueWord,
  type TestUser,
} from "../support/factories";

const SAVED = "Salvataggio completato con successo";
const DELETED = "Eliminazione completata";

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser({ permissions: ["Users"], lastName: uniqueName("Admin") });
});

function save(body: unknown, token = admin.token) {
  return invoke<ProfileDto>(saveProfileRoute, { token, body });
}

function search(query: Record<string, string | number | boolean | undefined>, token = admin.token) {
  return invoke<ProfileListItem[]>(searchRoute, { token, query });
}

/** A unique letters-only word, so that searching for it finds only this test's rows. */

describe("GET /api/profiles/search", () => {
  const prefix = uniqueWord("Pagina");
  const created: number[] = [];

  beforeAll(async () => {
    // 23 users, created out of order, so that sorting by last name is visible.
    const numbers = Array.from({ length: 23 }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
    for (const n of numbers) {
      const user = await createUser({
        lastName: `${prefix}${String(n).padStart(2, "0")}`,
        firstName: "Anna",
      });
      created.push(user.profileId);
    }
  });

  const lastNames = (rows: ProfileListItem[]) => rows.map((row) => row.lastName);
  const expected = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${String(from + i).padStart(2, "0")}`);

  it("returns pages of 10 sorted by last name", async () => {
    const page0 = await search({ search: prefix });
    expect(page0.status).toBe(200);
    expect(lastNames(page0.body.entity!)).toEqual(expected(1, 10));
    const page1 = await search({ search: prefix, pageNumber: 1 });
    expect(lastNames(page1.body.entity!)).toEqual(expected(11, 20));
    const page2 = await search({ search: prefix, pageNumber: 2 });
    expect(lastNames(page2.body.entity!)).toEqual(expected(21, 23));
    const page3 = await search({ search: prefix, pageNumber: 3 });
    expect(page3.body.entity).toEqual([]);
  });

  it("returns pages 0..pageNumber together with preservePages", async () => {
    const upTo0 = await search({ search: prefix, pageNumber: 0, preservePages: true });
    expect(lastNames(upTo0.body.entity!)).toEqual(expected(1, 10));
    const upTo1 = await search({ search: prefix, pageNumber: 1, preservePages: true });
    expect(lastNames(upTo1.body.entity!)).toEqual(expected(1, 20));
    const upTo2 = await search({ search: prefix, pageNumber: 2, preservePages: "true" });
    expect(lastNames(upTo2.body.entity!)).toEqual(expected(1, 23));
    const notPreserved = await search({ search: prefix, pageNumber: 1, preservePages: false });
    expect(lastNames(notPreserved.body.entity!)).toEqual(expected(11, 20));
  });

  it("is case-insensitive and returns the list item shape", async () => {
    const answer = await search({ search: prefix.toUpperCase() });
    expect(answer.body.entity).toHaveLength(10);
    const first = answer.body.entity![0]!;
    expect(Object.keys(first).sort()).toEqual(
      ["email", "firstName", "id", "lastName", "phone", "phonePrefix", "role", "type"].sort(),
    );
    expect(first.role).toEqual({ id: await defaultRoleId(), name: "Predefinito" });
    expect(created).toContain(first.id);
  });

  it("treats LIKE wildcards literally", async () => {
    expect((await search({ search: `${prefix}_1` })).body.entity).toEqual([]);
    expect((await search({ search: `${prefix}%` })).body.entity).toEqual([]);
  });

  it("finds by first name, last name, email and phone", async () => {
    const word = uniqueWord("Zeta");
    const digits = `3${randomInt(100_000_000, 999_999_999)}`;
    const target = await createUser({
      firstName: `Gianna${word}`,
      lastName: `Verdi${word}`,
      email: `${word.toLowerCase()}@example.com`,
      phone: `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
    });
    await createUser({ firstName: "Altro", lastName: uniqueName("Altro") });
    const idsFor = async (text: string) => (await search({ search: text })).body.entity!.map((row) => row.id);

    expect(await idsFor(`Gianna${word}`)).toEqual([target.profileId]);
    expect(await idsFor(`verdi${word}`)).toEqual([target.profileId]);
    expect(await idsFor(`${word.toLowerCase()}@example`)).toEqual([target.profileId]);
    expect(await idsFor(digits)).toEqual([target.profileId]);
    expect(await idsFor(digits.slice(2, 8))).toEqual([target.profileId]);
    // Every word must match some field.
    expect(await idsFor(`Gianna${word} Verdi${word}`)).toEqual([target.profileId]);
    expect(await idsFor(`Gianna${word} Bianchi`)).toEqual([]);
  });

  it("lists users and masters but not agents, and shows a dash-worthy null role without an account", async () => {
    const word = uniqueWord("Tipi");
    const master = await createUser({ type: "Master", lastName: `${word}A` });
    const agent = await createUser({ type: "Agent", lastName: `${word}B` });
    const noAccount = await save({ lastName: `${word}C` });
    expect(noAccount.status).toBe(200);
    const rows = (await search({ search: word })).body.entity!;
    expect(rows.map((row) => row.id)).toEqual([master.profileId, noAccount.body.entity!.id]);
    expect(rows.map((row) => row.id)).not.toContain(agent.profileId);
    expect(rows[1]!.role).toBeNull();
  });

  it("without search text lists everyone, 10 at a time", async () => {
    const answer = await search({});
    expect(answer.status).toBe(200);
    expect(answer.body.entity).toHaveLength(10);
  });
});

describe("GET /api/profiles/{id}", () => {
  it("returns the profile with its account and role, without secrets", async () => {
    const role = await createRole({ permissions: ["Customers"] });
    const user = await createUser({ roleId: role.id, firstName: "Luca", email: "luca@example.com" });
    const answer = await invoke<ProfileDto>(getProfileRoute, {
      token: admin.token,
      params: { id: user.profileId },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.entity).toMatchObject({
      id: user.profileId,
      type: "User",
      firstName: "Luca",
      email: "luca@example.com",
      privacy: false,
      birthDate: null,
      account: {
        id: user.accountId,
        username: user.username,
        isDisabled: false,
        role: { id: role.id, name: role.name },
      },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/scrypt|passwordHash|Password1/);
  });

  it("answers 404 for a missing profile", async () => {
    const answer = await invoke(getProfileRoute, { token: admin.token, params: { id: 2_000_000_000 } });
    expect(answer.status).toBe(404);
    expect(answer.body.messages).toEqual(["Elemento non trovato"]);
  });

  it("reaches agents with the Agents permission only", async () => {
    const agent = await createUser({ type: "Agent" });
    const user = await createUser();
    const agentsOnly = await createUser({ permissions: ["Agents"] });
    expect(
      (await invoke(getProfileRoute, { token: admin.token, params: { id: agent.profileId } })).status,
    ).toBe(403);
    expect(
      (await invoke(getProfileRoute, { token: agentsOnly.token, params: { id: agent.profileId } })).status,
    ).toBe(200);
    expect(
      (await invoke(getProfileRoute, { token: agentsOnly.token, params: { id: user.profileId } })).status,
    ).toBe(403);
  });
});

describe("DELETE /api/profiles/{id}", () => {
  it("deletes the profile, its account and sessions, and writes an audit row", async () => {
    const user = await createUser({ lastName: uniqueName("Via") });
    const auth = (await signIn(user.username, user.password)).body.entity!;
    const answer = await invoke(deleteProfileRoute, {
      method: "DELETE",
      token: admin.token,
      params: { id: user.profileId },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      messages: [DELETED],
      entity: null,
      validationCodes: [],
      validationLevel: "Valid",
    });
    expect(await profileRow(user.profileId)).toBeNull();
    expect(await accountRow(user.accountId)).toBeNull();
    expect(
      await getDb().select().from(refreshTokens).where(eq(refreshTokens.accountId, user.accountId)),
    ).toEqual([]);
    expect((await invoke(profileInfoRoute, { token: auth.token })).status).toBe(401);

    const audit = await auditRows("profile", user.profileId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "delete", accountId: admin.accountId });
    expect(audit[0]!.changes).toMatchObject({ id: { from: user.profileId, to: null } });
  });

  it("answers 404 for a missing profile", async () => {
    const answer = await invoke(deleteProfileRoute, {
      method: "DELETE",
      token: admin.token,
      params: { id: 2_000_000_001 },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.messages).toEqual(["Elemento non trovato"]);
  });

  it("refuses to delete oneself", async () => {
    const answer = await invoke(deleteProfileRoute, {
      method: "DELETE",
      token: admin.token,
      params: { id: admin.profileId },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.messages).toEqual(["Non puoi eliminare il tuo stesso utente"]);
    expect(await profileRow(admin.profileId)).not.toBeNull();
  });

  it("lets only a Master delete a Master", async () => {
    const target = await createUser({ type: "Master" });
    const refused = await invoke(deleteProfileRoute, {
      method: "DELETE",
      token: admin.token,
      params: { id: target.profileId },
    });
    expect(refused.status).toBe(403);
    expect(await profileRow(target.profileId)).not.toBeNull();
    const master = await createUser({ type: "Master" });
    const done = await invoke(deleteProfileRoute, {
      method: "DELETE",
      token: master.token,
      params: { id: target.profileId },
    });
    expect(done.status).toBe(200);
    expect(await profileRow(target.profileId)).toBeNull();
  });

  it("needs the Agents permission to delete an agent", async () => {
    const agent = await createUser({ type: "Agent" });
    const refused = await invoke(deleteProfileRoute, {
      method: "DELETE",
      token: admin.token,
      params: { id: agent.profileId },
    });
    expect(refused.status).toBe(403);
    expect(await profileRow(agent.profileId)).not.toBeNull();
    expect(await auditRows("profile", agent.profileId)).toEqual([]);
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
      await getDb().execute("alter table audit_log drop constraint if exists test_block_audit");
    });

    it("a delete whose audit row cannot be written is undone", async () => {
      const user = await createUser();
      await getDb().execute(
        `alter table audit_log add constraint test_block_audit check (not (entity = 'profile' and entity_id = '${user.profileId}'))`,
      );
      const answer = await invoke(deleteProfileRoute, {
        method: "DELETE",
        token: admin.token,
        params: { id: user.profileId },
      });
      expect(answer.status).toBe(500);
      expect(answer.body.messages).toEqual(["Si è verificato un errore"]);
      expect(await profileRow(user.profileId)).not.toBeNull();
      expect(await accountRow(user.accountId)).not.toBeNull();
    });

    it("a save whose audit row cannot be written is undone", async () => {
      const lastName = uniqueName("Bloccato");
      await getDb().execute(
        `alter table audit_log add constraint test_block_audit check (not (entity = 'profile' and changes -> 'lastName' ->> 'to' = '${lastName}'))`,
      );
      const answer = await save({
        lastName,
        account: {
          username: uniqueName("bloccato"),
          password: "Segreto-1-lunga-2026",
          confirmPassword: "Segreto-1-lunga-2026",
        },
      });
      expect(answer.status).toBe(500);
      expect(await profilesByLastName(lastName)).toEqual([]);
    });
  });
});

describe("POST /api/profiles/save", () => {
  it("creates a user with an account, returns it, and writes an audit row without the password", async () => {
    const role = await createRole({ permissions: ["Users"] });
    const lastName = uniqueName("Bianchi");
    const username = uniqueName("nuovo");
    const answer = await save({
      firstName: "  Paola ",
      lastName,
      email: "paola@example.com",
      phone: "333 1234567",
      phonePrefix: "+39",
      city: "Sanremo",
      country: "Italia",
      zipCode: "18038",
      stateProvince: "IM",
      address: "Via Roma 1",
      birthDate: "1980-05-17T00:00:00",
      taxCode: "BNCPLA80E57H763X",
      vatNumber: "",
      privacy: true,
      account: {
        username,
        password: "Segreto-123-lunga-2026",
        confirmPassword: "Segreto-123-lunga-2026",
        role: { id: role.id },
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.messages).toEqual([SAVED]);
    const entity = answer.body.entity!;
    expect(entity).toMatchObject({
      type: "User",
      firstName: "Paola",
      lastName,
      email: "paola@example.com",
      phone: "333 1234567",
      birthDate: "1980-05-17T00:00:00",
      vatNumber: null,
      privacy: true,
      account: { username, isDisabled: false, role: { id: role.id, name: role.name } },
    });
    expect((await profileRow(entity.id))?.lastName).toBe(lastName);

    // The new account can sign in, and lands on the chosen role.
    const auth = await signIn(username, "Segreto-123-lunga-2026");
    expect(auth.status).toBe(200);

    const audit = await auditRows("profile", entity.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "create", accountId: admin.accountId });
    expect(audit[0]!.changes).toMatchObject({
      lastName: { from: null, to: lastName },
      passwordChanged: { to: true },
    });
    expect(JSON.stringify(audit[0]!.changes)).not.toContain("Segreto-123-lunga-2026");
  });

  it("gives a new account the default role when none is chosen", async () => {
    const answer = await save({
      lastName: uniqueName("Default"),
      account: {
        username: uniqueName("def"),
        password: "a-password-lunga",
        confirmPassword: "a-password-lunga",
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.entity!.account!.role).toEqual({ id: await defaultRoleId(), name: "Predefinito" });
  });

  it("updates fields and keeps the password when none is given", async () => {
    const user = await createUser({ firstName: "Prima" });
    const answer = await save({
      id: user.profileId,
      firstName: "Dopo",
      lastName: "Aggiornato",
      account: { username: user.username, password: "", confirmPassword: "" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.entity).toMatchObject({
      id: user.profileId,
      firstName: "Dopo",
      lastName: "Aggiornato",
    });
    expect((await signIn(user.username, user.password)).status).toBe(200);

    const audit = await auditRows("profile", user.profileId);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.action).toBe("update");
    expect(audit[0]!.changes).toMatchObject({
      firstName: { from: "Prima", to: "Dopo" },
      lastName: { to: "Aggiornato" },
    });
    expect(audit[0]!.changes).not.toHaveProperty("email");
  });

  it("changes the password, the username and the role", async () => {
    const user = await createUser();
    const role = await createRole({ permissions: ["Users"] });
    const username = uniqueName("rinominato");
    const answer = await save({
      id: user.profileId,
      lastName: "Cambiato",
      account: {
        username,
        password: "Nuova-456-lunga-2026",
        confirmPassword: "Nuova-456-lunga-2026",
        role: { id: role.id },
      },
    });
    expect(answer.status).toBe(200);
    expect((await signIn(username, "Nuova-456-lunga-2026")).status).toBe(200);
    expect((await signIn(username, user.password)).status).toBe(401);
    expect((await accountRow(user.accountId))?.roleId).toBe(role.id);
  });

  it("removes the account of an existing user when account is null", async () => {
    const user = await createUser();
    const answer = await save({ id: user.profileId, lastName: "SenzaAccount", account: null });
    expect(answer.status).toBe(200);
    expect(answer.body.entity!.account).toBeNull();
    expect(await accountRow(user.accountId)).toBeNull();
    expect((await invoke(profileInfoRoute, { token: user.token })).status).toBe(401);
  });

  describe("validation", () => {
    it('requires the last name: "Cognome obbligatorio", and writes nothing', async () => {
      const before = await getDb().select().from(auditLog);
      for (const body of [{ firstName: "Solo" }, { lastName: "   " }, { lastName: null }]) {
        const answer = await save(body);
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({
          success: false,
          messages: ["Cognome obbligatorio"],
          entity: null,
          validationCodes: [],
          validationLevel: "Fail",
        });
      }
      expect(await getDb().select().from(auditLog)).toHaveLength(before.length);
    });

    it("rejects a wrong email with the WrongEmail code", async () => {
      const lastName = uniqueName("Email");
      const answer = await save({ lastName, email: "not-an-email" });
      expect(answer.status).toBe(400);
      expect(answer.body.messages).toEqual(["Indirizzo email non valido"]);
      expect(answer.body.validationCodes).toEqual(["WrongEmail"]);
      expect(answer.body.validationLevel).toBe("Fail");
      expect(await profilesByLastName(lastName)).toEqual([]);
    });

    it("rejects a taken username (any case) with 409 AlreadyExistsEntity, and rolls back the profile", async () => {
      const owner = await createUser();
      const lastName = uniqueName("Doppione");
      const answer = await save({
        lastName,
        account: {
          username: owner.username.toUpperCase(),
          password: "a-password-lunga",
          confirmPassword: "a-password-lunga",
        },
      });
      expect(answer.status).toBe(409);
      expect(answer.body.messages).toEqual(["Nome utente già in uso"]);
      expect(answer.body.validationCodes).toEqual(["AlreadyExistsEntity"]);
      // The profile row inserted before the account check is undone, and no audit row exists.
      expect(await profilesByLastName(lastName)).toEqual([]);
    });

    it("rejects a taken username on update, but accepts one's own", async () => {
      const owner = await createUser();
      const user = await createUser();
      const taken = await save({ id: user.profileId, lastName: "X", account: { username: owner.username } });
      expect(taken.status).toBe(409);
      expect(taken.body.validationCodes).toEqual(["AlreadyExistsEntity"]);
      expect((await profileRow(user.profileId))?.lastName).not.toBe("X");
      expect(await auditRows("profile", user.profileId)).toEqual([]);
      const own = await save({
        id: user.profileId,
        lastName: "X",
        account: { username: user.username.toUpperCase() },
      });
      expect(own.status).toBe(200);
    });

    it("requires password and confirmation to match (WrongPassword)", async () => {
      const lastName = uniqueName("Password");
      const answer = await save({
        lastName,
        account: {
          username: uniqueName("pw"),
          password: "uno-password-lunga",
          confirmPassword: "due-password-lunga",
        },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.messages).toEqual(["La password e la conferma non coincidono"]);
      expect(answer.body.validationCodes).toEqual(["WrongPassword"]);
      expect(await profilesByLastName(lastName)).toEqual([]);

      const user = await createUser();
      const update = await save({
        id: user.profileId,
        lastName: "Y",
        account: { username: user.username, password: "uno-password-lunga" },
      });
      expect(update.status).toBe(400);
      expect(update.body.validationCodes).toEqual(["WrongPassword"]);
      expect((await signIn(user.username, user.password)).status).toBe(200);
    });

    it("requires a password for a new account (WrongPassword)", async () => {
      const lastName = uniqueName("NoPwd");
      const answer = await save({ lastName, account: { username: uniqueName("np") } });
      expect(answer.status).toBe(400);
      expect(answer.body.messages).toEqual(["Password obbligatoria per un nuovo account"]);
      expect(answer.body.validationCodes).toEqual(["WrongPassword"]);
      expect(await profilesByLastName(lastName)).toEqual([]);
    });

    it("requires a username for an account", async () => {
      const answer = await save({
        lastName: uniqueName("NoUser"),
        account: { username: " ", password: "a-password-lunga", confirmPassword: "a-password-lunga" },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.messages).toEqual(["Nome utente obbligatorio"]);
    });

    it("rejects an unknown role", async () => {
      const lastName = uniqueName("Ruolo");
      const answer = await save({
        lastName,
        account: {
          username: uniqueName("r"),
          password: "a-password-lunga",
          confirmPassword: "a-password-lunga",
          role: { id: 2_000_000_000 },
        },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.messages).toEqual(["Ruolo non valido"]);
      expect(await profilesByLastName(lastName)).toEqual([]);
    });

    it("rejects letters in the phone and an impossible birth date", async () => {
      const phone = await save({ lastName: uniqueName("Tel"), phone: "333-abc" });
      expect(phone.status).toBe(400);
      expect(phone.body.messages).toEqual(["Il telefono può contenere solo cifre e spazi"]);
      const date = await save({ lastName: uniqueName("Data"), birthDate: "2025-02-30" });
      expect(date.status).toBe(400);
      expect(date.body.messages).toEqual(["Data non valida"]);
    });

    it("reports every problem at once", async () => {
      const answer = await save({ email: "bad", phone: "x", account: { username: "" } });
      expect(answer.status).toBe(400);
      expect(answer.body.messages).toEqual(
        expect.arrayContaining([
          "Cognome obbligatorio",
          "Indirizzo email non valido",
          "Il telefono può contenere solo cifre e spazi",
          "Nome utente obbligatorio",
        ]),
      );
      expect(answer.body.validationCodes).toEqual(["WrongEmail"]);
    });

    it("answers 404 for a missing id", async () => {
      const answer = await save({ id: 2_000_000_000, lastName: "Nessuno" });
      expect(answer.status).toBe(404);
      expect(answer.body.messages).toEqual(["Elemento non trovato"]);
    });

    it("does not edit agents through the users' save", async () => {
      const agent = await createUser({ type: "Agent", lastName: uniqueName("Agente") });
      const both = await createUser({ permissions: ["Users", "Agents"] });
      const answer = await save({ id: agent.profileId, lastName: "Cambiato" }, both.token);
      expect(answer.status).toBe(404);
      expect((await profileRow(agent.profileId))?.lastName).not.toBe("Cambiato");
      expect((await profileRow(agent.profileId))?.type).toBe("Agent");
    });
  });

  describe("masters and oneself", () => {
    it("lets only a Master create a Master", async () => {
      const lastName = uniqueName("Master");
      const refused = await save({ type: "Master", lastName });
      expect(refused.status).toBe(403);
      expect(await profilesByLastName(lastName)).toEqual([]);
      const master = await createUser({ type: "Master" });
      const done = await save({ type: "Master", lastName }, master.token);
      expect(done.status).toBe(200);
      expect(done.body.entity!.type).toBe("Master");
    });

    it("does not let a non-Master edit or promote to Master", async () => {
      const target = await createUser({ type: "Master", lastName: "Intoccabile" });
      const edit = await save({ id: target.profileId, type: "User", lastName: "Toccato" });
      expect(edit.status).toBe(403);
      expect(await profileRow(target.profileId)).toMatchObject({ type: "Master", lastName: "Intoccabile" });
      const user = await createUser();
      const promote = await save({ id: user.profileId, type: "Master", lastName: "Promosso" });
      expect(promote.status).toBe(403);
      expect((await profileRow(user.profileId))?.type).toBe("User");
    });

    it("refuses to disable one's own account", async () => {
      const self = await createUser({ permissions: ["Users"] });
      const answer = await save(
        { id: self.profileId, lastName: "Io", account: { username: self.username, isDisabled: true } },
        self.token,
      );
      expect(answer.status).toBe(409);
      expect(answer.body.messages).toEqual(["Non puoi disattivare il tuo stesso utente"]);
      expect((await accountRow(self.accountId))?.isDisabled).toBe(false);
    });

    it("refuses to remove one's own account", async () => {
      const self = await createUser({ permissions: ["Users"] });
      const answer = await save({ id: self.profileId, lastName: "Io", account: null }, self.token);
      expect(answer.status).toBe(409);
      expect(answer.body.messages).toEqual(["Non puoi disattivare il tuo stesso utente"]);
      expect(await accountRow(self.accountId)).not.toBeNull();
      expect((await invoke(profileInfoRoute, { token: self.token })).status).toBe(200);
    });

    it("a disabled account is stored and shown as disabled", async () => {
      const user = await createUser();
      const answer = await save({
        id: user.profileId,
        lastName: "Disattivato",
        account: { username: user.username, isDisabled: true },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.entity!.account!.isDisabled).toBe(true);
      expect((await accountRow(user.accountId))?.isDisabled).toBe(true);
    });
  });
});

describe("POST /api/profiles/mydata", () => {
  it("updates one's own data and writes an update-own audit row", async () => {
    const user = await createUser({ firstName: "Vecchio" });
    const answer = await invoke<ProfileDto>(myDataRoute, {
      token: user.token,
      body: { firstName: "Nuovo", lastName: "Mio", email: "mio@example.com", city: "Venezia" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.messages).toEqual([SAVED]);
    expect(answer.body.entity).toMatchObject({
      id: user.profileId,
      firstName: "Nuovo",
      lastName: "Mio",
      email: "mio@example.com",
      city: "Venezia",
    });
    expect(await profileRow(user.profileId)).toMatchObject({ firstName: "Nuovo", lastName: "Mio" });
    const audit = await auditRows("profile", user.profileId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "update-own", accountId: user.accountId });
    expect(audit[0]!.changes).toMatchObject({ firstName: { from: "Vecchio", to: "Nuovo" } });
  });

  it("cannot change one's role, type, username or disabled flag", async () => {
    const role = await createRole({ permissions: ["Customers"] });
    const powerful = await createRole({ permissions: ["Users", "Agents"] });
    const user = await createUser({ roleId: role.id });
    const answer = await invoke<ProfileDto>(myDataRoute, {
      token: user.token,
      body: {
        lastName: "Furbo",
        type: "Master",
        isDisabled: true,
        role: { id: powerful.id },
        account: {
          username: "hijacked",
          isDisabled: true,
          role: { id: powerful.id },
          password: "",
          confirmPassword: "",
        },
      },
    });
    expect(answer.status).toBe(200);
    expect(await profileRow(user.profileId)).toMatchObject({ type: "User", lastName: "Furbo" });
    expect(await accountRow(user.accountId)).toMatchObject({
      roleId: role.id,
      isDisabled: false,
      username: user.username,
    });
    expect(answer.body.entity).toMatchObject({
      type: "User",
      account: { username: user.username, isDisabled: false, role: { id: role.id } },
    });
    // Still only the old role's permissions.
    const info = await invoke<{ permissions: { code: string }[] }>(profileInfoRoute, { token: user.token });
    expect(info.body.entity!.permissions.map((p) => p.code)).toEqual(["Customers"]);
  });

  it("changes the password when it matches its confirmation", async () => {
    const user = await createUser();
    const answer = await invoke(myDataRoute, {
      token: user.token,
      body: {
        lastName: "Pw",
        account: {
          currentPassword: user.password,
          password: "Nuova-789-lunga-2026",
          confirmPassword: "Nuova-789-lunga-2026",
        },
      },
    });
    expect(answer.status).toBe(200);
    expect((await signIn(user.username, "Nuova-789-lunga-2026")).status).toBe(200);
    expect((await signIn(user.username, user.password)).status).toBe(401);
    const audit = await auditRows("profile", user.profileId);
    expect(audit.at(-1)!.changes).toMatchObject({ passwordChanged: { to: true } });
    expect(JSON.stringify(audit)).not.toContain("Nuova-789-lunga-2026");
  });

  it("a user manager gives no account, its own included, more than it holds", async () => {
    const manager = await createUser({ permissions: ["Users"] });
    const powerful = await createRole({ permissions: ["Users", "EventAccounting"] });
    const self = (
      await invoke<ProfileDto>(getProfileRoute, { token: manager.token, params: { id: manager.profileId } })
    ).body.entity!;
    const promoteSelf = await save(
      {
        id: manager.profileId,
        lastName: self.lastName,
        account: { username: self.account!.username, role: { id: powerful.id } },
      },
      manager.token,
    );
    expect(promoteSelf.status).toBe(403);
    expect((await accountRow(manager.accountId))?.roleId).toBe(manager.roleId);
    const username = uniqueName("complice");
    const accomplice = await save(
      {
        lastName: "Complice",
        account: {
          username,
          password: "Complice-password-1",
          confirmPassword: "Complice-password-1",
          role: { id: powerful.id },
        },
      },
      manager.token,
    );
    expect(accomplice.status).toBe(403);
    // Taking over a more powerful account by resetting its password: refused too.
    const accountant = await createUser({ roleId: powerful.id });
    const reset = await save(
      {
        id: accountant.profileId,
        lastName: "Contabile",
        account: {
          username: accountant.username,
          password: "Presa-in-carico-1",
          confirmPassword: "Presa-in-carico-1",
          role: { id: powerful.id },
        },
      },
      manager.token,
    );
    expect(reset.status).toBe(403);
    expect((await signIn(accountant.username, accountant.password)).status).toBe(200);
  });

  it("an administrator's save refuses a short password or the username as password", async () => {
    const username = uniqueName("corto");
    const short = await save({
      lastName: "Corto",
      account: { username, password: "a", confirmPassword: "a" },
    });
    expect(short.status).toBe(400);
    expect(short.body.messages).toEqual(["La password deve avere almeno 12 caratteri"]);
    const same = await save({
      lastName: "Corto",
      account: { username, password: username, confirmPassword: username },
    });
    expect(same.status).toBe(400);
    expect(same.body.messages).toEqual(["La password non può essere uguale al nome utente"]);
    expect(await profilesByLastName("Corto")).toHaveLength(0);
  });

  it("asks for the current password, at least 12 characters and not the username", async () => {
    const user = await createUser({ firstName: "Fermo" });
    const change = (account: Record<string, unknown>) =>
      invoke(myDataRoute, {
        token: user.token,
        headers: { [SOCKET_ADDRESS_HEADER]: ip },
        body: { firstName: "Mosso", lastName: "Pw", account },
      });
    const ip = uniqueIp();
    const cases: [Record<string, unknown>, string][] = [
      [
        { password: "Nuova-password-1", confirmPassword: "Nuova-password-1" },
        "Inserire la password attuale per cambiarla",
      ],
      [
        {
          currentPassword: "non-la-mia-password",
          password: "Nuova-password-1",
          confirmPassword: "Nuova-password-1",
        },
        "La password attuale non è corretta",
      ],
      [
        { currentPassword: user.password, password: "x", confirmPassword: "x" },
        "La password deve avere almeno 12 caratteri",
      ],
      [
        { currentPassword: user.password, password: "Corta-1234", confirmPassword: "Corta-1234" },
        "La password deve avere almeno 12 caratteri",
      ],
      [
        {
          currentPassword: user.password,
          password: ` ${user.username.toUpperCase()} `,
          confirmPassword: ` ${user.username.toUpperCase()} `,
        },
        "La password non può essere uguale al nome utente",
      ],
    ];
    for (const [account, message] of cases) {
      const answer = await change(account);
      expect(answer.status, message).toBe(400);
      expect(answer.body.messages).toEqual([message]);
      expect(answer.body.validationCodes).toEqual(["WrongPassword"]);
    }
    // Nothing was written, and the old password still signs in.
    expect((await profileRow(user.profileId))?.firstName).toBe("Fermo");
    expect((await signIn(user.username, user.password)).status).toBe(200);
    // Guessing the current password through a stolen token is held to the sign-in limits.
    for (let attempt = 0; attempt < 3; attempt++) {
      await change({
        currentPassword: `guess-${attempt}`,
        password: "Nuova-password-1",
        confirmPassword: "Nuova-password-1",
      });
    }
    const slowed = await change({
      currentPassword: user.password,
      password: "Nuova-password-1",
      confirmPassword: "Nuova-password-1",
    });
    expect(slowed.status).toBe(429);
  });

  it("refuses a password that does not match its confirmation (WrongPassword), changing nothing", async () => {
    const user = await createUser({ firstName: "Fermo" });
    const answer = await invoke(myDataRoute, {
      token: user.token,
      body: {
        firstName: "Mosso",
        lastName: "Pw",
        account: { password: "uno-password-lunga", confirmPassword: "due-password-lunga" },
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.messages).toEqual(["La password e la conferma non coincidono"]);
    expect(answer.body.validationCodes).toEqual(["WrongPassword"]);
    expect((await profileRow(user.profileId))?.firstName).toBe("Fermo");
    expect((await signIn(user.username, user.password)).status).toBe(200);
    expect(await auditRows("profile", user.profileId)).toEqual([]);
  });

  it("validates like the users' save", async () => {
    const user = await createUser();
    const missing = await invoke(myDataRoute, { token: user.token, body: { firstName: "x" } });
    expect(missing.status).toBe(400);
    expect(missing.body.messages).toEqual(["Cognome obbligatorio"]);
    const email = await invoke(myDataRoute, { token: user.token, body: { lastName: "x", email: "@@" } });
    expect(email.status).toBe(400);
    expect(email.body.validationCodes).toEqual(["WrongEmail"]);
    expect(await auditRows("profile", user.profileId)).toEqual([]);
  });

  it("works for an agent too", async () => {
    const agent = await createUser({ type: "Agent" });
    const answer = await invoke<ProfileDto>(myDataRoute, {
      token: agent.token,
      body: { lastName: "AgenteMio" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.entity!.type).toBe("Agent");
  });
});

describe("accounts table sanity", () => {
  it("keeps one account per profile", async () => {
    const rows = await getDb().select({ profileId: accounts.profileId }).from(accounts);
    expect(new Set(rows.map((r) => r.profileId)).size).toBe(rows.length);
    const orphans = await getDb().select().from(profiles).where(eq(profiles.lastName, ""));
    expect(orphans).toEqual([]);
  });
});
