import { randomInt } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditLog, commissionTemplates } from "@/db/schema";
import { POST as saveAgentRoute } from "@/app/api/agents/save/route";
import { GET as searchAgentsRoute } from "@/app/api/agents/search/route";
import { GET as defaultProvisioningsRoute } from "@/app/api/agents/defaultprovisionings/route";
import { POST as updateProvisioningRoute } from "@/app/api/agents/updateprovisioning/route";
import { GET as agentRolesRoute } from "@/app/api/agents/agentroles/route";
import { GET as getProfileRoute, DELETE as deleteProfileRoute } from "@/app/api/profiles/[id]/route";
import { GET as profileInfoRoute } from "@/app/api/profiles/profileinfo/route";
import type { AgentDto, AgentListItem, AgentRoleDto, CommissionTemplateDto } from "@/lib/agents/schemas";
import type { ProfileInfo } from "@/lib/profiles/get-profile-info";
import { invoke } from "../support/api";
import { signIn } from "../support/auth";
import { accountRow, auditRows, profileRow, profilesByLastName } from "../support/db";
import {
  createRole,
  createUser,
  defaultRoleId,
  uniqueName,
  uniqueWord,
  type TestUser,
} from "../support/factories";
import {
  agentRow,
  createAgent,
  createAgentRole,
  createNamedTemplate,
  templateRow,
} from "../support/factories-agents";

const SAVED = "Salvataggio completato con successo";

let manager: TestUser;
let agentRole: AgentRoleDto;
beforeAll(async () => {
  manager = await createUser({ permissions: ["Agents"], lastName: uniqueName("Gestore") });
  agentRole = await createAgentRole();
});

function save(body: unknown, token = manager.token) {
  return invoke<AgentDto>(saveAgentRoute, { token, body });
}
function search(query: Record<string, string | number | boolean | undefined>, token = manager.token) {
  return invoke<AgentListItem[]>(searchAgentsRoute, { token, query });
}
function updateProvisioning(body: unknown, token = manager.token) {
  return invoke<AgentListItem>(updateProvisioningRoute, { token, body });
}
function getProfile(id: number, token = manager.token) {
  return invoke<AgentDto>(getProfileRoute, { token, params: { id } });
}

/** A Manual template body with the defaults of a new one, overridden by `values`. */
function manual(values: Record<string, unknown> = {}) {
  return {
    type: "Manual",
    mode: "Percentage",
    commissionForRoom: "0",
    commissionForPlayer: "0",
    commissionForRoomMode: "Percentage",
    commissionForPlayerMode: "Percentage",
    playerCommissionSource: "BuyIn",
    ...values,
  };
}

/** The body of a named template as the client got it from /api/agents/defaultprovisionings. */
function chosen(
  template: Awaited<ReturnType<typeof createNamedTemplate>>,
  values: Record<string, unknown> = {},
) {
  return {
    id: template.id,
    type: template.type,
    mode: template.mode,
    commissionForRoom: template.commissionForRoom,
    commissionForPlayer: template.commissionForPlayer,
    commissionForRoomMode: template.commissionForRoomMode,
    commissionForPlayerMode: template.commissionForPlayerMode,
    playerCommissionSource: template.playerCommissionSource,
    ...values,
  };
}

async function templateCount(): Promise<number> {
  const [row] = await getDb().select({ value: count() }).from(commissionTemplates);
  return row!.value;
}

async function auditCount(): Promise<number> {
  const [row] = await getDb().select({ value: count() }).from(auditLog);
  return row!.value;
}

/** A unique letters-only word, so that searching for it finds only this test's rows. */

describe("access", () => {
  const routes = [
    { name: "POST /api/agents/save", handler: saveAgentRoute, body: () => ({ lastName: uniqueName("X") }) },
    { name: "GET /api/agents/search", handler: searchAgentsRoute },
    { name: "GET /api/agents/defaultprovisionings", handler: defaultProvisioningsRoute },
    { name: "GET /api/agents/agentroles", handler: agentRolesRoute },
    {
      name: "POST /api/agents/updateprovisioning",
      handler: updateProvisioningRoute,
      body: () => ({ agentId: victim, commisionTemplate: null }),
    },
  ];
  let victim = 0;
  let usersOnly: string;
  beforeAll(async () => {
    victim = (await createAgent()).id;
    // Reservations would open the agent search and roles (the reservation form reads them).
    usersOnly = (await createUser({ permissions: ["Users", "Customers"] })).token;
  });

  for (const route of routes) {
    it(`${route.name}: 401 without a token, 403 without the Agents permission, 200 with it`, async () => {
      const before = await auditCount();
      const anonymous = await invoke(route.handler, { body: route.body?.() });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.messages).toEqual(["Sessione non valida o scaduta: accedere di nuovo"]);
      const refused = await invoke(route.handler, { token: usersOnly, body: route.body?.() });
      expect(refused.status).toBe(403);
      expect(refused.body.messages).toEqual(["Non hai il permesso per questa operazione"]);
      expect(await auditCount()).toBe(before);
      const allowed = await invoke(route.handler, { token: manager.token, body: route.body?.() });
      expect(allowed.status).toBe(200);
      expect(allowed.body.success).toBe(true);
    });
  }

  it("a Master holds the Agents permission", async () => {
    const master = await createUser({ type: "Master" });
    expect((await search({}, master.token)).status).toBe(200);
  });
});

describe("GET /api/agents/agentroles and /api/agents/defaultprovisionings", () => {
  it("lists the agent roles by id", async () => {
    const second = await createAgentRole(uniqueName("Capo area"));
    const answer = await invoke<AgentRoleDto[]>(agentRolesRoute, { token: manager.token });
    expect(answer.status).toBe(200);
    const ids = answer.body.entity!.map((role) => role.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(answer.body.entity).toEqual(expect.arrayContaining([agentRole, second]));
  });

  it("lists the named, non-deleted templates by visual order, never Manual copies", async () => {
    const late = await createNamedTemplate({ visualOrder: 900_002, type: uniqueName("Ultimo") });
    const early = await createNamedTemplate({
      visualOrder: 900_001,
      type: uniqueName("Primo"),
      mode: "Fixed",
      commissionForRoom: "5",
      commissionForPlayer: "12.5",
      commissionForRoomMode: "Fixed",
      commissionForPlayerMode: "Fixed",
      playerCommissionSource: null,
    });
    const deleted = await createNamedTemplate({ visualOrder: 900_000, isDeleted: true });
    const agent = await save({ lastName: uniqueName("ConCopia"), commisionTemplate: manual() });
    const copyId = agent.body.entity!.commisionTemplate!.id;

    const answer = await invoke<CommissionTemplateDto[]>(defaultProvisioningsRoute, { token: manager.token });
    expect(answer.status).toBe(200);
    const rows = answer.body.entity!;
    const ids = rows.map((row) => row.id);
    expect(ids).not.toContain(deleted.id);
    expect(ids).not.toContain(copyId);
    expect(rows.every((row) => row.isDefault && !row.isDeleted)).toBe(true);
    const orders = rows.map((row) => row.visualOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(ids.indexOf(early.id)).toBeLessThan(ids.indexOf(late.id));
    expect(rows.find((row) => row.id === early.id)).toEqual({
      id: early.id,
      type: early.type,
      isDefault: true,
      isDeleted: false,
      visualOrder: 900_001,
      mode: "Fixed",
      commissionForRoom: "5.00",
      commissionForPlayer: "12.50",
      commissionForRoomMode: "Fixed",
      commissionForPlayerMode: "Fixed",
      playerCommissionSource: null,
    });
  });
});

describe("POST /api/agents/save", () => {
  it("creates an agent with profile fields, area, role and a named template, and audits it", async () => {
    const standard = await createNamedTemplate({ type: uniqueName("Standard") });
    const lastName = uniqueName("Ferrari");
    const answer = await save({
      firstName: " Marco ",
      lastName,
      email: "marco.ferrari@example.com",
      phone: "335 1234567",
      phonePrefix: "+39",
      city: "Milano",
      birthDate: "1975-03-02T00:00:00",
      privacy: true,
      agentArea: " Lombardia ",
      agentRole: { id: agentRole.id },
      account: null,
      commisionTemplate: chosen(standard),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.messages).toEqual([SAVED]);
    const agent = answer.body.entity!;
    expect(agent).toMatchObject({
      type: "Agent",
      firstName: "Marco",
      lastName,
      email: "marco.ferrari@example.com",
      phone: "335 1234567",
      city: "Milano",
      birthDate: "1975-03-02T00:00:00",
      privacy: true,
      agentArea: "Lombardia",
      agentRole: { id: agentRole.id, roleDescription: agentRole.roleDescription },
      account: null,
    });
    // Chosen unchanged: linked to the named template itself.
    expect(agent.commisionTemplate).toMatchObject({ id: standard.id, type: standard.type, isDefault: true });
    expect(await agentRow(agent.id)).toMatchObject({
      agentArea: "Lombardia",
      agentRoleId: agentRole.id,
      commissionTemplateId: standard.id,
    });
    expect((await profileRow(agent.id))?.type).toBe("Agent");

    const audit = await auditRows("agent", agent.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "create", accountId: manager.accountId });
    expect(audit[0]!.changes).toMatchObject({
      lastName: { from: null, to: lastName },
      agentArea: { from: null, to: "Lombardia" },
    });

    // GET /api/profiles/{id} returns the agent fields too.
    const read = await getProfile(agent.id);
    expect(read.status).toBe(200);
    expect(read.body.entity).toEqual(agent);
  });

  it("updates an agent, keeps the type, and removes role and template when sent null", async () => {
    const standard = await createNamedTemplate();
    const created = await save({
      lastName: uniqueName("Prima"),
      agentArea: "Liguria",
      agentRole: { id: agentRole.id },
      commisionTemplate: chosen(standard),
    });
    const id = created.body.entity!.id;
    const answer = await save({
      id,
      lastName: "Dopo",
      agentArea: "",
      agentRole: null,
      commisionTemplate: null,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.entity).toMatchObject({
      id,
      type: "Agent",
      lastName: "Dopo",
      agentArea: null,
      agentRole: null,
      commisionTemplate: null,
    });
    expect(await templateRow(standard.id)).not.toBeNull();
    const audit = await auditRows("agent", id);
    expect(audit.map((row) => row.action)).toEqual(["create", "update"]);
    expect(audit[1]!.changes).toMatchObject({
      lastName: { to: "Dopo" },
      agentArea: { from: "Liguria", to: null },
    });
  });

  it("saves an agent created without an agents row (e.g. by another path)", async () => {
    const bare = await createUser({ type: "Agent" });
    const answer = await save({
      id: bare.profileId,
      lastName: "ConRiga",
      agentArea: "Veneto",
      account: { username: bare.username },
    });
    expect(answer.status).toBe(200);
    expect(await agentRow(bare.profileId)).toMatchObject({ agentArea: "Veneto", commissionTemplateId: null });
  });

  describe("validation", () => {
    it('requires the last name: "Cognome obbligatorio", and writes nothing', async () => {
      const before = await auditCount();
      for (const body of [{ firstName: "Solo" }, { lastName: "  " }, { lastName: null }]) {
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
      expect(await auditCount()).toBe(before);
    });

    it("rejects a wrong email with WrongEmail", async () => {
      const lastName = uniqueName("Email");
      const answer = await save({ lastName, email: "non-una-email" });
      expect(answer.status).toBe(400);
      expect(answer.body.messages).toEqual(["Indirizzo email non valido"]);
      expect(answer.body.validationCodes).toEqual(["WrongEmail"]);
      expect(await profilesByLastName(lastName)).toEqual([]);
    });

    it("rejects a taken username (any case) with AlreadyExistsEntity, and rolls everything back", async () => {
      const owner = await createUser();
      const lastName = uniqueName("Doppione");
      const templatesBefore = await templateCount();
      const answer = await save({
        lastName,
        commisionTemplate: manual({ commissionForRoom: "3" }),
        account: {
          username: owner.username.toUpperCase(),
          password: "a-password-lunga",
          confirmPassword: "a-password-lunga",
        },
      });
      expect(answer.status).toBe(409);
      expect(answer.body.messages).toEqual(["Nome utente già in uso"]);
      expect(answer.body.validationCodes).toEqual(["AlreadyExistsEntity"]);
      expect(await profilesByLastName(lastName)).toEqual([]);
      expect(await templateCount()).toBe(templatesBefore);
    });

    it("requires password and confirmation to match, and a password for a new account (WrongPassword)", async () => {
      const lastName = uniqueName("Password");
      const mismatch = await save({
        lastName,
        account: {
          username: uniqueName("pw-lunga-2026"),
          password: "uno-password-lunga",
          confirmPassword: "due-password-lunga",
        },
      });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.messages).toEqual(["La password e la conferma non coincidono"]);
      expect(mismatch.body.validationCodes).toEqual(["WrongPassword"]);
      const missing = await save({ lastName, account: { username: uniqueName("pw-lunga-2026") } });
      expect(missing.status).toBe(400);
      expect(missing.body.messages).toEqual(["Password obbligatoria per un nuovo account"]);
      expect(missing.body.validationCodes).toEqual(["WrongPassword"]);
      expect(await profilesByLastName(lastName)).toEqual([]);
    });

    it("rejects an unknown agent role and an unknown account role", async () => {
      const lastName = uniqueName("Ruolo");
      const agentRoleAnswer = await save({ lastName, agentRole: { id: 2_000_000_000 } });
      expect(agentRoleAnswer.status).toBe(400);
      expect(agentRoleAnswer.body.messages).toEqual(["Ruolo agente non valido"]);
      const accountRole = await save({
        lastName,
        account: {
          username: uniqueName("r"),
          password: "a-password-lunga",
          confirmPassword: "a-password-lunga",
          role: { id: 2_000_000_000 },
        },
      });
      expect(accountRole.status).toBe(400);
      expect(accountRole.body.messages).toEqual(["Ruolo non valido"]);
      expect(await profilesByLastName(lastName)).toEqual([]);
    });

    it("answers 404 for a missing id and for a profile that is not an agent", async () => {
      const missing = await save({ id: 2_000_000_000, lastName: "Nessuno" });
      expect(missing.status).toBe(404);
      expect(missing.body.messages).toEqual(["Elemento non trovato"]);
      const user = await createUser({ lastName: uniqueName("Utente") });
      const notAgent = await save({ id: user.profileId, lastName: "Cambiato" });
      expect(notAgent.status).toBe(404);
      expect(await profileRow(user.profileId)).toMatchObject({ type: "User" });
      expect((await profileRow(user.profileId))?.lastName).not.toBe("Cambiato");
    });

    it("reports every problem at once", async () => {
      const answer = await save({
        email: "bad",
        commisionTemplate: manual({ commissionForRoom: "1.234", commissionForPlayer: "-1" }),
      });
      expect(answer.status).toBe(400);
      expect(answer.body.messages).toEqual(
        expect.arrayContaining([
          "Cognome obbligatorio",
          "Indirizzo email non valido",
          "Provvigione camera: inserire un valore non negativo con al massimo 2 decimali",
          "Provvigione giocatore: inserire un valore non negativo con al massimo 2 decimali",
        ]),
      );
    });
  });

  describe("account", () => {
    it("adds an account; the agent signs in with a profile of type Agent and the role's permissions", async () => {
      const role = await createRole({ permissions: ["Agents"] });
      const created = await save({ lastName: uniqueName("Venditore") });
      const id = created.body.entity!.id;
      expect(created.body.entity!.account).toBeNull();
      const username = uniqueName("agente");
      const answer = await save({
        id,
        lastName: "Venditore",
        account: {
          username,
          password: "Segreto-1-lunga-2026",
          confirmPassword: "Segreto-1-lunga-2026",
          role: { id: role.id },
        },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.entity!.account).toMatchObject({
        username,
        isDisabled: false,
        role: { id: role.id, name: role.name },
      });
      const auth = await signIn(username, "Segreto-1-lunga-2026");
      expect(auth.status).toBe(200);
      const info = await invoke<ProfileInfo>(profileInfoRoute, { token: auth.body.entity!.token });
      expect(info.status).toBe(200);
      expect(info.body.entity!.profile).toMatchObject({ id, type: "Agent", lastName: "Venditore" });
      expect(info.body.entity!.permissions.map((p) => p.code)).toEqual(["Agents"]);
      const audit = await auditRows("agent", id);
      expect(audit.at(-1)!.changes).toMatchObject({ passwordChanged: { to: true } });
      expect(JSON.stringify(audit)).not.toContain("Segreto-1-lunga-2026");
    });

    it("gives a new account the default role when none is chosen, and keeps the password when empty", async () => {
      const username = uniqueName("def");
      const created = await save({
        lastName: uniqueName("Default"),
        account: { username, password: "pw-1-lunga-2026", confirmPassword: "pw-1-lunga-2026" },
      });
      expect(created.status).toBe(200);
      expect(created.body.entity!.account!.role).toEqual({ id: await defaultRoleId(), name: "Predefinito" });
      const again = await save({
        id: created.body.entity!.id,
        lastName: "Default",
        account: { username, password: "", confirmPassword: "" },
      });
      expect(again.status).toBe(200);
      expect((await signIn(username, "pw-1-lunga-2026")).status).toBe(200);
    });

    it("removes the account when sent null: sign-in and tokens stop working", async () => {
      const username = uniqueName("via");
      const created = await save({
        lastName: uniqueName("SenzaAccount"),
        account: { username, password: "pw-2-lunga-2026", confirmPassword: "pw-2-lunga-2026" },
      });
      const agent = created.body.entity!;
      const auth = await signIn(username, "pw-2-lunga-2026");
      expect(auth.status).toBe(200);
      const answer = await save({ id: agent.id, lastName: "SenzaAccount", account: null });
      expect(answer.status).toBe(200);
      expect(answer.body.entity!.account).toBeNull();
      expect(await accountRow(agent.account!.id)).toBeNull();
      expect((await signIn(username, "pw-2-lunga-2026")).status).toBe(401);
      expect((await invoke(profileInfoRoute, { token: auth.body.entity!.token })).status).toBe(401);
    });

    it("stores a disabled account; a disabled agent cannot sign in", async () => {
      const username = uniqueName("spento");
      const answer = await save({
        lastName: uniqueName("Spento"),
        account: {
          username,
          password: "pw-3-lunga-2026",
          confirmPassword: "pw-3-lunga-2026",
          isDisabled: true,
        },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.entity!.account!.isDisabled).toBe(true);
      expect((await signIn(username, "pw-3-lunga-2026")).status).toBe(401);
    });

    it("an agent managing agents cannot disable or remove their own account", async () => {
      const role = await createRole({ permissions: ["Agents"] });
      const self = await createUser({ type: "Agent", roleId: role.id });
      const removed = await save({ id: self.profileId, lastName: "Io", account: null }, self.token);
      expect(removed.status).toBe(409);
      expect(removed.body.messages).toEqual(["Non puoi disattivare il tuo stesso utente"]);
      const disabled = await save(
        { id: self.profileId, lastName: "Io", account: { username: self.username, isDisabled: true } },
        self.token,
      );
      expect(disabled.status).toBe(409);
      expect(await accountRow(self.accountId)).toMatchObject({ isDisabled: false });
    });

    it("gives an agent's account only permissions the caller holds", async () => {
      const powerful = await createRole({ permissions: ["Users"] });
      const lastName = uniqueName("Potente");
      const refused = await save({
        lastName,
        account: {
          username: uniqueName("pot"),
          password: "a-password-lunga",
          confirmPassword: "a-password-lunga",
          role: { id: powerful.id },
        },
      });
      expect(refused.status).toBe(403);
      expect(await profilesByLastName(lastName)).toEqual([]);

      // A Master may; then the manager may edit the agent but not touch that account.
      const master = await createUser({ type: "Master" });
      const username = uniqueName("pot");
      const created = await save(
        {
          lastName,
          account: {
            username,
            password: "a-password-lunga",
            confirmPassword: "a-password-lunga",
            role: { id: powerful.id },
          },
        },
        master.token,
      );
      expect(created.status).toBe(200);
      const id = created.body.entity!.id;
      const unchanged = await save({
        id,
        lastName,
        city: "Torino",
        account: {
          username,
          password: "",
          confirmPassword: "",
          isDisabled: false,
          role: { id: powerful.id },
        },
      });
      expect(unchanged.status).toBe(200);
      expect(unchanged.body.entity!.city).toBe("Torino");
      const takeOver = await save({
        id,
        lastName,
        account: {
          username,
          password: "mia-lunga-2026",
          confirmPassword: "mia-lunga-2026",
          role: { id: powerful.id },
        },
      });
      expect(takeOver.status).toBe(403);
      expect((await signIn(username, "a-password-lunga")).status).toBe(200);
      const removal = await save({ id, lastName, account: null });
      expect(removal.status).toBe(403);

      // A role within the caller's own permissions is fine.
      const modest = await createRole({ permissions: ["Agents"] });
      const allowed = await save({
        lastName: uniqueName("Modesto"),
        account: {
          username: uniqueName("mod"),
          password: "a-password-lunga",
          confirmPassword: "a-password-lunga",
          role: { id: modest.id },
        },
      });
      expect(allowed.status).toBe(200);
    });
  });
});

describe("commission template rules", () => {
  async function saved(template: unknown) {
    const answer = await save({ lastName: uniqueName("Regole"), commisionTemplate: template });
    expect(answer.status).toBe(200);
    return answer.body.entity!.commisionTemplate!;
  }

  it("a new Manual template is the agent's own row of type Manual", async () => {
    const template = await saved(manual());
    expect(template).toMatchObject({
      type: "Manual",
      isDefault: false,
      mode: "Percentage",
      commissionForRoom: "0.00",
      commissionForPlayer: "0.00",
      commissionForRoomMode: "Percentage",
      commissionForPlayerMode: "Percentage",
      playerCommissionSource: "BuyIn",
    });
    expect(await templateRow(template.id)).toMatchObject({ type: "Manual", isDefault: false });
  });

  it("Fixed sets both sub-modes to Fixed and drops the player source", async () => {
    const template = await saved(
      manual({
        mode: "Fixed",
        commissionForRoom: "150",
        commissionForPlayer: "12.5",
        commissionForRoomMode: "Percentage",
        commissionForPlayerMode: "Percentage",
        playerCommissionSource: "Fee",
      }),
    );
    expect(template).toMatchObject({
      mode: "Fixed",
      commissionForRoomMode: "Fixed",
      commissionForPlayerMode: "Fixed",
      commissionForRoom: "150.00",
      commissionForPlayer: "12.50",
      playerCommissionSource: null,
    });
    expect((await templateRow(template.id))?.playerCommissionSource).toBeNull();
  });

  it("Percentage sets both sub-modes to Percentage and keeps the source (BuyIn when missing)", async () => {
    const withFee = await saved(
      manual({
        mode: "Percentage",
        commissionForRoomMode: "Fixed",
        commissionForPlayerMode: "Fixed",
        playerCommissionSource: "Fee",
      }),
    );
    expect(withFee).toMatchObject({
      mode: "Percentage",
      commissionForRoomMode: "Percentage",
      commissionForPlayerMode: "Percentage",
      playerCommissionSource: "Fee",
    });
    const withoutSource = await saved(manual({ playerCommissionSource: null }));
    expect(withoutSource.playerCommissionSource).toBe("BuyIn");
  });

  it("Mixed keeps differing sub-modes; the source only with a player percentage", async () => {
    const playerPercent = await saved(
      manual({
        mode: "Mixed",
        commissionForRoomMode: "Fixed",
        commissionForPlayerMode: "Percentage",
        commissionForRoom: "7.5",
        commissionForPlayer: "8",
        playerCommissionSource: "Fee",
      }),
    );
    expect(playerPercent).toMatchObject({
      mode: "Mixed",
      commissionForRoomMode: "Fixed",
      commissionForPlayerMode: "Percentage",
      commissionForRoom: "7.50",
      commissionForPlayer: "8.00",
      playerCommissionSource: "Fee",
    });
    const playerFixed = await saved(
      manual({
        mode: "Mixed",
        commissionForRoomMode: "Percentage",
        commissionForPlayerMode: "Fixed",
        playerCommissionSource: "Fee",
      }),
    );
    expect(playerFixed).toMatchObject({
      mode: "Mixed",
      commissionForRoomMode: "Percentage",
      commissionForPlayerMode: "Fixed",
      playerCommissionSource: null,
    });
    expect((await templateRow(playerFixed.id))?.playerCommissionSource).toBeNull();
  });

  it("Mixed with equal sub-modes is stored as that mode", async () => {
    const template = await saved(
      manual({ mode: "Mixed", commissionForRoomMode: "Fixed", commissionForPlayerMode: "Fixed" }),
    );
    expect(template).toMatchObject({
      mode: "Fixed",
      commissionForRoomMode: "Fixed",
      commissionForPlayerMode: "Fixed",
      playerCommissionSource: null,
    });
  });

  it("percentages lie within 0..100; fixed amounts are any non-negative value with 2 decimals", async () => {
    expect(
      (await saved(manual({ commissionForRoom: "100", commissionForPlayer: "100.00" }))).commissionForRoom,
    ).toBe("100.00");
    const tooHigh = await save({
      lastName: uniqueName("Troppo"),
      commisionTemplate: manual({ commissionForRoom: "100.01", commissionForPlayer: "250" }),
    });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.messages).toEqual([
      "Provvigione camera: la percentuale deve essere compresa tra 0 e 100",
      "Provvigione giocatore: la percentuale deve essere compresa tra 0 e 100",
    ]);
    // The same amounts as euros are fine.
    const euros = await saved(
      manual({ mode: "Fixed", commissionForRoom: "100.01", commissionForPlayer: "250" }),
    );
    expect(euros).toMatchObject({ commissionForRoom: "100.01", commissionForPlayer: "250.00" });
    // Mixed: the percentage side is checked, the fixed side is not.
    const mixed = await save({
      lastName: uniqueName("Misto"),
      commisionTemplate: manual({
        mode: "Mixed",
        commissionForRoomMode: "Fixed",
        commissionForPlayerMode: "Percentage",
        commissionForRoom: "300",
        commissionForPlayer: "101",
      }),
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.messages).toEqual([
      "Provvigione giocatore: la percentuale deve essere compresa tra 0 e 100",
    ]);
  });

  it("amounts may be JSON numbers or decimal strings (lib/money), kept exact", async () => {
    const template = await saved(manual({ mode: "Fixed", commissionForPlayer: 5, commissionForRoom: 10.5 }));
    expect(template).toMatchObject({ commissionForPlayer: "5.00", commissionForRoom: "10.50" });
  });

  it("amounts: no negatives, no more than 2 decimals, no words, not empty", async () => {
    const roomMessage = "Provvigione camera: inserire un valore non negativo con al massimo 2 decimali";
    for (const commissionForRoom of ["-1", "1.234", "abc", "", "1,5", -1, 1.234, true, null, "12345678901"]) {
      const lastName = uniqueName("Importo");
      const answer = await save({ lastName, commisionTemplate: manual({ commissionForRoom }) });
      expect(answer.status, String(commissionForRoom)).toBe(400);
      expect(answer.body.messages).toEqual([roomMessage]);
      expect(await profilesByLastName(lastName)).toEqual([]);
    }
  });

  it("rejects an unknown mode, sub-mode or source with the field's name", async () => {
    const mode = await save({ lastName: uniqueName("M"), commisionTemplate: manual({ mode: "Bonus" }) });
    expect(mode.status).toBe(400);
    expect(mode.body.messages[0]).toMatch(/^Modalità provvigione: /);
    const source = await save({
      lastName: uniqueName("S"),
      commisionTemplate: manual({ playerCommissionSource: "Rake" }),
    });
    expect(source.status).toBe(400);
    expect(source.body.messages[0]).toMatch(/^Origine provvigione giocatore: /);
  });
});

describe("copy semantics (save and updateprovisioning)", () => {
  it("a named template chosen unchanged links the agent to it (10 equals 10.00)", async () => {
    const named = await createNamedTemplate({ commissionForRoom: "10", commissionForPlayer: "10" });
    const before = await templateCount();
    const answer = await save({
      lastName: uniqueName("Link"),
      commisionTemplate: chosen(named, { commissionForRoom: "10", commissionForPlayer: "10.0" }),
    });
    expect(answer.body.entity!.commisionTemplate!.id).toBe(named.id);
    expect(await templateCount()).toBe(before);
  });

  it("an edited named template becomes the agent's own Manual copy; the named one is untouched", async () => {
    const named = await createNamedTemplate({ commissionForRoom: "10", commissionForPlayer: "10" });
    const answer = await save({
      lastName: uniqueName("Copia"),
      commisionTemplate: chosen(named, { commissionForRoom: "12" }),
    });
    const template = answer.body.entity!.commisionTemplate!;
    expect(template.id).not.toBe(named.id);
    expect(template).toMatchObject({ type: "Manual", isDefault: false, commissionForRoom: "12.00" });
    expect(await templateRow(named.id)).toMatchObject({ commissionForRoom: "10.00", type: named.type });
  });

  it("re-saving a Manual template updates the same row; switching to a named one deletes it", async () => {
    const created = await save({
      lastName: uniqueName("Manuale"),
      commisionTemplate: manual({ commissionForRoom: "4" }),
    });
    const agent = created.body.entity!;
    const copyId = agent.commisionTemplate!.id;
    const before = await templateCount();

    const edited = await save({
      id: agent.id,
      lastName: agent.lastName,
      commisionTemplate: { ...agent.commisionTemplate, commissionForRoom: "6" },
    });
    expect(edited.body.entity!.commisionTemplate).toMatchObject({ id: copyId, commissionForRoom: "6.00" });
    expect(await templateCount()).toBe(before);

    const named = await createNamedTemplate({
      mode: "Fixed",
      commissionForRoomMode: "Fixed",
      commissionForPlayerMode: "Fixed",
    });
    const switched = await save({ id: agent.id, lastName: agent.lastName, commisionTemplate: chosen(named) });
    expect(switched.status).toBe(200);
    expect(switched.body.entity!.commisionTemplate).toMatchObject({
      id: named.id,
      type: named.type,
      mode: "Fixed",
    });
    expect(await templateRow(copyId)).toBeNull();
    expect(await agentRow(agent.id)).toMatchObject({ commissionTemplateId: named.id });
  });

  it("removing the commission deletes the agent's own copy", async () => {
    const created = await save({ lastName: uniqueName("Togli"), commisionTemplate: manual() });
    const copyId = created.body.entity!.commisionTemplate!.id;
    const answer = await save({ id: created.body.entity!.id, lastName: "Togli", commisionTemplate: null });
    expect(answer.body.entity!.commisionTemplate).toBeNull();
    expect(await templateRow(copyId)).toBeNull();
  });

  it("refuses unknown templates, another agent's copy, and deleted templates not already linked", async () => {
    const other = await save({
      lastName: uniqueName("Altro"),
      commisionTemplate: manual({ commissionForRoom: "1" }),
    });
    const othersCopy = other.body.entity!.commisionTemplate!;
    const deleted = await createNamedTemplate({ isDeleted: true });
    for (const template of [
      { ...manual(), id: 2_000_000_000, type: "Inesistente" },
      { ...othersCopy, type: "Standard" },
      chosen(deleted),
    ]) {
      const lastName = uniqueName("Rifiutato");
      const answer = await save({ lastName, commisionTemplate: template });
      expect(answer.status).toBe(400);
      expect(answer.body.messages).toEqual(["Profilo provvigionale non valido"]);
      expect(await profilesByLastName(lastName)).toEqual([]);
    }
    expect(await templateRow(othersCopy.id)).toMatchObject({ commissionForRoom: "1.00" });

    // An agent already linked to a template deleted later keeps it when saved unchanged.
    const retired = await createNamedTemplate();
    const linked = await createAgent({ commissionTemplateId: retired.id });
    await getDb()
      .update(commissionTemplates)
      .set({ isDeleted: true })
      .where(eq(commissionTemplates.id, retired.id));
    const kept = await save({ id: linked.id, lastName: linked.lastName, commisionTemplate: chosen(retired) });
    expect(kept.status).toBe(200);
    expect(kept.body.entity!.commisionTemplate).toMatchObject({ id: retired.id, isDeleted: true });
  });
});

describe("POST /api/agents/updateprovisioning", () => {
  it("copies the edited template onto the agent and returns the refreshed list row", async () => {
    const named = await createNamedTemplate({ commissionForRoom: "10", commissionForPlayer: "10" });
    const agent = await createAgent({
      lastName: uniqueName("Provv"),
      email: "provv@example.com",
      agentRoleId: agentRole.id,
      commissionTemplateId: named.id,
    });
    const answer = await updateProvisioning({
      agentId: agent.id,
      commisionTemplate: chosen(named, {
        mode: "Mixed",
        commissionForRoomMode: "Fixed",
        commissionForRoom: "9.99",
      }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.messages).toEqual([SAVED]);
    const row = answer.body.entity!;
    expect(row).toMatchObject({
      id: agent.id,
      lastName: agent.lastName,
      email: "provv@example.com",
      agentRole: { id: agentRole.id },
      commisionTemplate: {
        type: "Manual",
        isDefault: false,
        mode: "Mixed",
        commissionForRoomMode: "Fixed",
        commissionForRoom: "9.99",
        commissionForPlayerMode: "Percentage",
        commissionForPlayer: "10.00",
        playerCommissionSource: "BuyIn",
      },
    });
    const copyId = row.commisionTemplate!.id;
    expect(await agentRow(agent.id)).toMatchObject({ commissionTemplateId: copyId });
    expect(await templateRow(named.id)).toMatchObject({ mode: "Percentage", commissionForRoom: "10.00" });
    // The same row as the list shows.
    const listed = (await search({ search: agent.lastName })).body.entity!;
    expect(listed).toEqual([row]);

    const audit = await auditRows("agent", agent.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "update-provisioning", accountId: manager.accountId });
    expect(audit[0]!.changes).toMatchObject({
      commisionTemplate: { from: { id: named.id }, to: { id: copyId, type: "Manual" } },
    });

    // Back to the named template, unchanged: linked again, the copy deleted.
    const back = await updateProvisioning({ agentId: agent.id, commisionTemplate: chosen(named) });
    expect(back.body.entity!.commisionTemplate!.id).toBe(named.id);
    expect(await templateRow(copyId)).toBeNull();

    // Null: no commission.
    const none = await updateProvisioning({ agentId: agent.id, commisionTemplate: null });
    expect(none.status).toBe(200);
    expect(none.body.entity!.commisionTemplate).toBeNull();
  });

  it("edits an existing Manual copy in place", async () => {
    const created = await save({ lastName: uniqueName("InPosto"), commisionTemplate: manual() });
    const agent = created.body.entity!;
    const answer = await updateProvisioning({
      agentId: agent.id,
      commisionTemplate: { ...agent.commisionTemplate, mode: "Fixed", commissionForPlayer: "20" },
    });
    expect(answer.body.entity!.commisionTemplate).toMatchObject({
      id: agent.commisionTemplate!.id,
      mode: "Fixed",
      commissionForPlayerMode: "Fixed",
      commissionForPlayer: "20.00",
      playerCommissionSource: null,
    });
  });

  it("answers 404 for a missing agent or a profile that is not an agent, and validates the template", async () => {
    const missing = await updateProvisioning({ agentId: 2_000_000_000, commisionTemplate: manual() });
    expect(missing.status).toBe(404);
    expect(missing.body.messages).toEqual(["Elemento non trovato"]);
    const user = await createUser();
    const templatesBefore = await templateCount();
    const notAgent = await updateProvisioning({ agentId: user.profileId, commisionTemplate: manual() });
    expect(notAgent.status).toBe(404);
    expect(await templateCount()).toBe(templatesBefore);

    const agent = await createAgent();
    const invalid = await updateProvisioning({
      agentId: agent.id,
      commisionTemplate: manual({ commissionForPlayer: "120" }),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.messages).toEqual([
      "Provvigione giocatore: la percentuale deve essere compresa tra 0 e 100",
    ]);
    const noAgent = await updateProvisioning({ commisionTemplate: manual() });
    expect(noAgent.status).toBe(400);
    expect(noAgent.body.messages[0]).toMatch(/^Agente: /);
    expect((await agentRow(agent.id))?.commissionTemplateId).toBeNull();
  });
});

describe("GET /api/agents/search", () => {
  const prefix = uniqueWord("Agpag");
  beforeAll(async () => {
    const numbers = Array.from({ length: 23 }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
    for (const n of numbers)
      await createAgent({ lastName: `${prefix}${String(n).padStart(2, "0")}`, firstName: "Ada" });
  });
  const lastNames = (rows: AgentListItem[]) => rows.map((row) => row.lastName);
  const expected = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${String(from + i).padStart(2, "0")}`);

  it("returns pages of 10 sorted by last name", async () => {
    expect(lastNames((await search({ search: prefix })).body.entity!)).toEqual(expected(1, 10));
    expect(lastNames((await search({ search: prefix, pageNumber: 1 })).body.entity!)).toEqual(
      expected(11, 20),
    );
    expect(lastNames((await search({ search: prefix, pageNumber: 2 })).body.entity!)).toEqual(
      expected(21, 23),
    );
    expect((await search({ search: prefix, pageNumber: 3 })).body.entity).toEqual([]);
  });

  it("returns pages 0..pageNumber with preservePages", async () => {
    expect(
      lastNames((await search({ search: prefix, pageNumber: 1, preservePages: true })).body.entity!),
    ).toEqual(expected(1, 20));
    expect(
      lastNames((await search({ search: prefix, pageNumber: 2, preservePages: true })).body.entity!),
    ).toEqual(expected(1, 23));
    expect(
      lastNames((await search({ search: prefix, pageNumber: 1, preservePages: false })).body.entity!),
    ).toEqual(expected(11, 20));
  });

  it("finds by first name, last name, email and phone; agents only", async () => {
    const word = uniqueWord("Cerca");
    const digits = `3${randomInt(100_000_000, 999_999_999)}`;
    const target = await createAgent({
      firstName: `Nome${word}`,
      lastName: `Cognome${word}`,
      email: `${word.toLowerCase()}@example.com`,
      phone: `${digits.slice(0, 3)} ${digits.slice(3)}`,
    });
    await createUser({ lastName: `Cognome${word}Utente` });
    const ids = async (text: string) => (await search({ search: text })).body.entity!.map((row) => row.id);
    expect(await ids(`nome${word}`)).toEqual([target.id]);
    expect(await ids(`COGNOME${word}`)).toEqual([target.id]);
    expect(await ids(`${word.toLowerCase()}@example`)).toEqual([target.id]);
    expect(await ids(digits)).toEqual([target.id]);
    expect(await ids(`Nome${word} Rossi`)).toEqual([]);
  });

  it("each row carries name, email, phone, area, role and the commission template or null", async () => {
    const word = uniqueWord("Riga");
    const named = await createNamedTemplate({
      mode: "Mixed",
      commissionForRoomMode: "Fixed",
      commissionForPlayerMode: "Percentage",
      playerCommissionSource: "Fee",
    });
    const withTemplate = await createAgent({
      lastName: `${word}A`,
      firstName: "Uno",
      email: "uno@example.com",
      phone: "333 1",
      agentArea: "Sud",
      agentRoleId: agentRole.id,
      commissionTemplateId: named.id,
    });
    await createAgent({ lastName: `${word}B` });
    const rows = (await search({ search: word })).body.entity!;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      id: withTemplate.id,
      firstName: "Uno",
      lastName: `${word}A`,
      email: "uno@example.com",
      phone: "333 1",
      phonePrefix: null,
      agentArea: "Sud",
      agentRole: { id: agentRole.id, roleDescription: agentRole.roleDescription },
      commisionTemplate: {
        id: named.id,
        type: named.type,
        isDefault: true,
        isDeleted: false,
        visualOrder: 0,
        mode: "Mixed",
        commissionForRoom: "10.00",
        commissionForPlayer: "10.00",
        commissionForRoomMode: "Fixed",
        commissionForPlayerMode: "Percentage",
        playerCommissionSource: "Fee",
      },
    });
    expect(rows[1]).toMatchObject({ lastName: `${word}B`, agentRole: null, commisionTemplate: null });
  });

  it("rejects a bad page number", async () => {
    const answer = await search({ pageNumber: -1 });
    expect(answer.status).toBe(400);
  });
});

describe("GET and DELETE /api/profiles/{id} for agents", () => {
  it("reads an agent with its fields; an agent without agents row reads with empty fields", async () => {
    const bare = await createUser({ type: "Agent" });
    const answer = await getProfile(bare.profileId);
    expect(answer.status).toBe(200);
    expect(answer.body.entity).toMatchObject({
      id: bare.profileId,
      type: "Agent",
      agentArea: null,
      agentRole: null,
      commisionTemplate: null,
      account: { username: bare.username },
    });
  });

  it("deletes an agent with its account and its own template copy; named templates stay", async () => {
    const username = uniqueName("cancellami");
    const created = await save({
      lastName: uniqueName("Cancella"),
      commisionTemplate: manual({ commissionForRoom: "2" }),
      account: { username, password: "pw-lunga-2026", confirmPassword: "pw-lunga-2026" },
    });
    const agent = created.body.entity!;
    const answer = await invoke(deleteProfileRoute, {
      method: "DELETE",
      token: manager.token,
      params: { id: agent.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.messages).toEqual(["Eliminazione completata"]);
    expect(await profileRow(agent.id)).toBeNull();
    expect(await agentRow(agent.id)).toBeNull();
    expect(await accountRow(agent.account!.id)).toBeNull();
    expect(await templateRow(agent.commisionTemplate!.id)).toBeNull();
    expect((await signIn(username, "pw-lunga-2026")).status).toBe(401);

    const named = await createNamedTemplate();
    const linked = await createAgent({ commissionTemplateId: named.id });
    const linkedAnswer = await invoke(deleteProfileRoute, {
      method: "DELETE",
      token: manager.token,
      params: { id: linked.id },
    });
    expect(linkedAnswer.status).toBe(200);
    expect(await templateRow(named.id)).not.toBeNull();
  });

  it("needs the Agents permission", async () => {
    const agent = await createAgent();
    const usersOnly = await createUser({ permissions: ["Users"] });
    const refused = await invoke(deleteProfileRoute, {
      method: "DELETE",
      token: usersOnly.token,
      params: { id: agent.id },
    });
    expect(refused.status).toBe(403);
    expect(await agentRow(agent.id)).not.toBeNull();
    expect((await getProfile(agent.id, usersOnly.token)).status).toBe(403);
  });
});

describe("demo agents", () => {
  it("seed once, add nothing the second time, and agente1 signs in as an Agent with its role", async () => {
    const { seedDemoAgents } = await import("@/seed/demo-agents");
    await getDb().transaction((tx) => seedDemoAgents(tx));
    const counts = async () => {
      const [templates] = await getDb().select({ value: count() }).from(commissionTemplates);
      const agentsList = (await search({ search: "example.it", preservePages: true, pageNumber: 5 })).body
        .entity!;
      return { templates: templates!.value, agents: agentsList.length };
    };
    const first = await counts();
    await getDb().transaction((tx) => seedDemoAgents(tx));
    expect(await counts()).toEqual(first);

    const auth = await signIn("agente1", "demo");
    expect(auth.status).toBe(200);
    const info = await invoke<ProfileInfo>(profileInfoRoute, { token: auth.body.entity!.token });
    expect(info.body.entity!.profile.type).toBe("Agent");
    expect(info.body.entity!.permissions.map((p) => p.code).sort()).toEqual(["Customers", "Reservations"]);

    const named = (await invoke<CommissionTemplateDto[]>(defaultProvisioningsRoute, { token: manager.token }))
      .body.entity!;
    expect(named.map((t) => t.type)).toEqual(expect.arrayContaining(["Standard", "Fisso", "Misto"]));
    const demo = (await search({ search: "example.it" })).body.entity!;
    expect(demo.map((row) => row.lastName)).toEqual(
      expect.arrayContaining(["Colombo", "Ferrari", "Greco", "Marino", "Ricci"]),
    );
    expect(demo.find((row) => row.lastName === "Ferrari")!.commisionTemplate).toMatchObject({
      type: "Manual",
      mode: "Mixed",
    });
    expect(demo.find((row) => row.lastName === "Greco")!.commisionTemplate).toBeNull();
  });
});
