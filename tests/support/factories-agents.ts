import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { agentRoles, agents, commissionTemplates, profiles } from "@/db/schema";
import type { CommissionValues } from "@/lib/agents/commission";
import { uniqueName, withPersonKey } from "./factories";

export async function createAgentRole(roleDescription = uniqueName("Ruolo agente")) {
  const [role] = await getDb().insert(agentRoles).values({ roleDescription }).returning();
  return role!;
}

/** A named template (isDefault), offered by /api/agents/defaultprovisionings unless deleted. */
export async function createNamedTemplate(
  options: Partial<CommissionValues> & { type?: string; visualOrder?: number; isDeleted?: boolean } = {},
) {
  const [template] = await getDb()
    .insert(commissionTemplates)
    .values({
      type: options.type ?? uniqueName("Modello"),
      isDefault: true,
      isDeleted: options.isDeleted ?? false,
      visualOrder: options.visualOrder ?? 0,
      mode: options.mode ?? "Percentage",
      commissionForRoom: options.commissionForRoom ?? "10",
      commissionForPlayer: options.commissionForPlayer ?? "10",
      commissionForRoomMode: options.commissionForRoomMode ?? "Percentage",
      commissionForPlayerMode: options.commissionForPlayerMode ?? "Percentage",
      playerCommissionSource:
        options.playerCommissionSource === undefined ? "BuyIn" : options.playerCommissionSource,
    })
    .returning();
  return template!;
}

/** An agent written straight to the database (no account), optionally linked to a template. */
export async function createAgent(
  options: {
    lastName?: string;
    firstName?: string;
    email?: string | null;
    phone?: string | null;
    agentArea?: string | null;
    agentRoleId?: number | null;
    commissionTemplateId?: number | null;
  } = {},
) {
  const db = getDb();
  const [profile] = await db
    .insert(profiles)
    .values({
      type: "Agent",
      ...withPersonKey({
        firstName: options.firstName ?? "Agente",
        lastName: options.lastName ?? uniqueName("Agente"),
        email: options.email ?? null,
      }),
      phone: options.phone ?? null,
    })
    .returning();
  await db.insert(agents).values({
    profileId: profile!.id,
    agentArea: options.agentArea ?? null,
    agentRoleId: options.agentRoleId ?? null,
    commissionTemplateId: options.commissionTemplateId ?? null,
  });
  return profile!;
}

export async function agentRow(profileId: number) {
  const [row] = await getDb().select().from(agents).where(eq(agents.profileId, profileId));
  return row ?? null;
}

export async function templateRow(id: number) {
  const [row] = await getDb().select().from(commissionTemplates).where(eq(commissionTemplates.id, id));
  return row ?? null;
}
