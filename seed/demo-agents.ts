import { and, eq, inArray, sql } from "drizzle-orm";
import { personSearchKey } from "@/lib/names/fold-name";
import type { Tx } from "@/db/client";
import {
  accounts,
  agentRoles,
  agents,
  commissionTemplates,
  permissions,
  profiles,
  rolePermissions,
  roles,
} from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import type { CommissionValues } from "@/lib/agents/commission";
import type { PermissionCode } from "@/lib/auth/permission-codes";

const AGENT_ROLES = ["Procacciatore", "Referente di zona", "Capo area"];

const NAMED_TEMPLATES: (CommissionValues & { type: string; visualOrder: number })[] = [
  {
    type: "Standard",
    visualOrder: 1,
    mode: "Percentage",
    commissionForRoom: "10",
    commissionForPlayer: "10",
    commissionForRoomMode: "Percentage",
    commissionForPlayerMode: "Percentage",
    playerCommissionSource: "BuyIn",
  },
  {
    type: "Fisso",
    visualOrder: 2,
    mode: "Fixed",
    commissionForRoom: "5",
    commissionForPlayer: "10",
    commissionForRoomMode: "Fixed",
    commissionForPlayerMode: "Fixed",
    playerCommissionSource: null,
  },
  {
    type: "Misto",
    visualOrder: 3,
    mode: "Mixed",
    commissionForRoom: "8",
    commissionForPlayer: "5",
    commissionForRoomMode: "Fixed",
    commissionForPlayerMode: "Percentage",
    playerCommissionSource: "Fee",
  },
];

/** The role of the demo agent who signs in (username agente1, password demo). */
const AGENT_ACCOUNT_ROLE: { name: string; permissions: PermissionCode[] } = {
  name: "Agente",
  permissions: ["Reservations", "Customers"],
};

type DemoAgent = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  agentArea: string;
  agentRole: string;
  /** A named template, "Manual" (own copy with `manual`), or null for no commission. */
  template: string | null;
  manual?: CommissionValues;
  account?: { username: string; password: string };
};

const DEMO_AGENTS: DemoAgent[] = [
  {
    firstName: "Marco",
    lastName: "Ferrari",
    email: "marco.ferrari@example.it",
    phone: "3351234001",
    city: "Milano",
    agentArea: "Lombardia",
    agentRole: "Capo area",
    template: "Manual",
    manual: {
      mode: "Mixed",
      commissionForRoom: "7.50",
      commissionForPlayer: "8",
      commissionForRoomMode: "Fixed",
      commissionForPlayerMode: "Percentage",
      playerCommissionSource: "BuyIn",
    },
  },
  {
    firstName: "Sara",
    lastName: "Colombo",
    email: "sara.colombo@example.it",
    phone: "3351234002",
    city: "Sanremo",
    agentArea: "Liguria",
    agentRole: "Referente di zona",
    template: "Standard",
    account: { username: "agente1", password: "demo" },
  },
  {
    firstName: "Davide",
    lastName: "Ricci",
    email: "davide.ricci@example.it",
    phone: "3351234003",
    city: "Venezia",
    agentArea: "Veneto",
    agentRole: "Procacciatore",
    template: "Fisso",
  },
  {
    firstName: "Elena",
    lastName: "Marino",
    email: "elena.marino@example.it",
    phone: "3351234004",
    city: "Saint-Vincent",
    agentArea: "Valle d'Aosta",
    agentRole: "Procacciatore",
    template: "Misto",
  },
  {
    firstName: "Andrea",
    lastName: "Greco",
    email: "andrea.greco@example.it",
    phone: "3351234005",
    city: "Firenze",
    agentArea: "Toscana",
    agentRole: "Referente di zona",
    template: null,
  },
];

/** Demo agents with roles and commission templates (idempotent: a second run adds nothing). */
export async function seedDemoAgents(tx: Tx): Promise<void> {
  const roleIds = new Map<string, number>();
  for (const roleDescription of AGENT_ROLES) {
    const [existing] = await tx
      .select({ id: agentRoles.id })
      .from(agentRoles)
      .where(eq(agentRoles.roleDescription, roleDescription));
    const id =
      existing?.id ??
      (await tx.insert(agentRoles).values({ roleDescription }).returning({ id: agentRoles.id }))[0]!.id;
    roleIds.set(roleDescription, id);
  }

  const templateIds = new Map<string, number>();
  for (const template of NAMED_TEMPLATES) {
    const [existing] = await tx
      .select({ id: commissionTemplates.id })
      .from(commissionTemplates)
      .where(and(eq(commissionTemplates.type, template.type), eq(commissionTemplates.isDefault, true)));
    const id =
      existing?.id ??
      (
        await tx
          .insert(commissionTemplates)
          .values({ ...template, isDefault: true })
          .returning({ id: commissionTemplates.id })
      )[0]!.id;
    templateIds.set(template.type, id);
  }

  const accountRoleId = await ensureAccountRole(tx);

  for (const agent of DEMO_AGENTS) {
    const [existing] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.type, "Agent"), eq(profiles.email, agent.email)));
    if (existing) continue;
    if (agent.account) {
      const [taken] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(sql`lower(${accounts.username})`, agent.account.username));
      if (taken) continue;
    }
    const [profile] = await tx
      .insert(profiles)
      .values({
        type: "Agent",
        firstName: agent.firstName,
        lastName: agent.lastName,
        email: agent.email,
        searchKey: personSearchKey(agent),
        phone: agent.phone,
        phonePrefix: "+39",
        city: agent.city,
        country: "Italia",
        privacy: true,
      })
      .returning({ id: profiles.id });
    let commissionTemplateId: number | null = null;
    if (agent.template === "Manual" && agent.manual) {
      const [manual] = await tx
        .insert(commissionTemplates)
        .values({ type: "Manual", isDefault: false, ...agent.manual })
        .returning({ id: commissionTemplates.id });
      commissionTemplateId = manual!.id;
    } else if (agent.template) {
      commissionTemplateId = templateIds.get(agent.template)!;
    }
    await tx.insert(agents).values({
      profileId: profile!.id,
      agentArea: agent.agentArea,
      agentRoleId: roleIds.get(agent.agentRole)!,
      commissionTemplateId,
    });
    if (agent.account) {
      await tx.insert(accounts).values({
        profileId: profile!.id,
        username: agent.account.username,
        passwordHash: await hashPassword(agent.account.password),
        roleId: accountRoleId,
      });
    }
  }
}

async function ensureAccountRole(tx: Tx): Promise<number> {
  const [existing] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.name, AGENT_ACCOUNT_ROLE.name));
  if (existing) return existing.id;
  const [created] = await tx
    .insert(roles)
    .values({ name: AGENT_ACCOUNT_ROLE.name })
    .returning({ id: roles.id });
  const granted = await tx
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.code, AGENT_ACCOUNT_ROLE.permissions));
  await tx.insert(rolePermissions).values(granted.map((p) => ({ roleId: created!.id, permissionId: p.id })));
  return created!.id;
}
