import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { agentRoles, agents, commissionTemplates, profiles } from "@/db/schema";
import { findProfileById, personListOrder, personSearchCondition } from "@/lib/profiles/repository";
import type { CommissionValues } from "./commission";
import type { AgentDto, AgentFields, AgentListItem, AgentRoleDto, CommissionTemplateDto } from "./schemas";

const templateColumns = {
  id: commissionTemplates.id,
  type: commissionTemplates.type,
  isDefault: commissionTemplates.isDefault,
  isDeleted: commissionTemplates.isDeleted,
  visualOrder: commissionTemplates.visualOrder,
  mode: commissionTemplates.mode,
  commissionForPlayer: commissionTemplates.commissionForPlayer,
  commissionForRoom: commissionTemplates.commissionForRoom,
  commissionForPlayerMode: commissionTemplates.commissionForPlayerMode,
  commissionForRoomMode: commissionTemplates.commissionForRoomMode,
  playerCommissionSource: commissionTemplates.playerCommissionSource,
};

type TemplateRow = typeof commissionTemplates.$inferSelect;

function toTemplateDto(row: TemplateRow): CommissionTemplateDto {
  return {
    ...row,
    // The source means something only for a percentage on the player.
    playerCommissionSource: row.commissionForPlayerMode === "Percentage" ? row.playerCommissionSource : null,
  };
}

/** A template joined on the left: all columns null when there is none. */
function optionalTemplate(row: {
  [K in keyof TemplateRow]: TemplateRow[K] | null;
}): CommissionTemplateDto | null {
  if (row.id === null) return null;
  return toTemplateDto(row as TemplateRow);
}

const agentFieldColumns = {
  agentArea: agents.agentArea,
  agentRoleId: agentRoles.id,
  agentRoleDescription: agentRoles.roleDescription,
  template: templateColumns,
};

function selectAgentFields(db: DbOrTx) {
  return db
    .select({ profileId: profiles.id, ...agentFieldColumns })
    .from(profiles)
    .leftJoin(agents, eq(agents.profileId, profiles.id))
    .leftJoin(agentRoles, eq(agentRoles.id, agents.agentRoleId))
    .leftJoin(commissionTemplates, eq(commissionTemplates.id, agents.commissionTemplateId));
}
type AgentFieldsRow = Awaited<ReturnType<typeof selectAgentFields>>[number];

function toAgentFields(row: Omit<AgentFieldsRow, "profileId">): AgentFields {
  return {
    agentArea: row.agentArea,
    agentRole:
      row.agentRoleId !== null && row.agentRoleDescription !== null
        ? { id: row.agentRoleId, roleDescription: row.agentRoleDescription }
        : null,
    commisionTemplate: row.template ? optionalTemplate(row.template) : null,
  };
}

/** A profile of type Agent with its agent fields; null when missing or not an agent. */
export async function findAgentById(db: DbOrTx, id: number): Promise<AgentDto | null> {
  const profile = await findProfileById(db, id);
  if (!profile || profile.type !== "Agent") return null;
  const [row] = await selectAgentFields(db).where(eq(profiles.id, id));
  return { ...profile, ...toAgentFields(row!) };
}

const listColumns = {
  id: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: profiles.email,
  phone: profiles.phone,
  phonePrefix: profiles.phonePrefix,
  ...agentFieldColumns,
};

function selectAgentList(db: DbOrTx) {
  return db
    .select(listColumns)
    .from(profiles)
    .leftJoin(agents, eq(agents.profileId, profiles.id))
    .leftJoin(agentRoles, eq(agentRoles.id, agents.agentRoleId))
    .leftJoin(commissionTemplates, eq(commissionTemplates.id, agents.commissionTemplateId));
}

function toListItem(row: Awaited<ReturnType<typeof selectAgentList>>[number]): AgentListItem {
  const { agentArea, agentRoleId, agentRoleDescription, template, ...person } = row;
  return { ...person, ...toAgentFields({ agentArea, agentRoleId, agentRoleDescription, template }) };
}

/** Agents in the order of person lists (personListOrder): last name, first name, then id. */
export async function searchAgents(
  db: DbOrTx,
  criteria: { search?: string; limit: number; offset: number },
): Promise<AgentListItem[]> {
  const rows = await selectAgentList(db)
    .where(and(eq(profiles.type, "Agent"), personSearchCondition(criteria.search, profiles)))
    .orderBy(...personListOrder(profiles, false))
    .limit(criteria.limit)
    .offset(criteria.offset);
  return rows.map(toListItem);
}

export async function findAgentListItem(db: DbOrTx, id: number): Promise<AgentListItem | null> {
  const [row] = await selectAgentList(db).where(and(eq(profiles.id, id), eq(profiles.type, "Agent")));
  return row ? toListItem(row) : null;
}

/** Waits for other changes of this agent's row to finish (serializes saves of one agent). */
export async function lockAgent(db: DbOrTx, profileId: number): Promise<void> {
  await db.execute(sql`select 1 from ${agents} where ${agents.profileId} = ${profileId} for update`);
}

/** Named templates offered to every agent: not deleted, by visual order. */
export async function listDefaultTemplates(db: DbOrTx): Promise<CommissionTemplateDto[]> {
  const rows = await db
    .select(templateColumns)
    .from(commissionTemplates)
    .where(and(eq(commissionTemplates.isDefault, true), eq(commissionTemplates.isDeleted, false)))
    .orderBy(asc(commissionTemplates.visualOrder), asc(commissionTemplates.id));
  return rows.map(toTemplateDto);
}

export async function findTemplate(db: DbOrTx, id: number): Promise<CommissionTemplateDto | null> {
  const [row] = await db
    .select(templateColumns)
    .from(commissionTemplates)
    .where(eq(commissionTemplates.id, id));
  return row ? toTemplateDto(row) : null;
}

export async function insertManualTemplate(db: DbOrTx, values: CommissionValues): Promise<number> {
  const [row] = await db
    .insert(commissionTemplates)
    .values({ type: "Manual", isDefault: false, ...values })
    .returning({ id: commissionTemplates.id });
  return row!.id;
}

export async function updateManualTemplate(db: DbOrTx, id: number, values: CommissionValues): Promise<void> {
  await db
    .update(commissionTemplates)
    .set({ type: "Manual", ...values })
    .where(and(eq(commissionTemplates.id, id), eq(commissionTemplates.isDefault, false)));
}

/** Deletes an agent's own copy; never a named template. */
export async function deleteManualTemplate(db: DbOrTx, id: number): Promise<void> {
  await db
    .delete(commissionTemplates)
    .where(and(eq(commissionTemplates.id, id), eq(commissionTemplates.isDefault, false)));
}

export function listAgentRoles(db: DbOrTx): Promise<AgentRoleDto[]> {
  return db.select().from(agentRoles).orderBy(asc(agentRoles.id));
}

export async function agentRoleExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.select({ id: agentRoles.id }).from(agentRoles).where(eq(agentRoles.id, id));
  return rows.length > 0;
}

/** Creates or updates the agents row of a profile. */
export async function upsertAgentRow(
  db: DbOrTx,
  values: { profileId: number; agentArea: string | null; agentRoleId: number | null },
): Promise<void> {
  await db
    .insert(agents)
    .values(values)
    .onConflictDoUpdate({
      target: agents.profileId,
      set: { agentArea: values.agentArea, agentRoleId: values.agentRoleId },
    });
}

export async function setAgentTemplate(
  db: DbOrTx,
  profileId: number,
  templateId: number | null,
): Promise<void> {
  await db
    .insert(agents)
    .values({ profileId, commissionTemplateId: templateId })
    .onConflictDoUpdate({ target: agents.profileId, set: { commissionTemplateId: templateId } });
}

/**
 * Removes the agent-only data of a profile about to be deleted: its agents row and its own
 * (Manual) template copy; named templates stay.
 */
export async function deleteAgentData(db: DbOrTx, profileId: number): Promise<void> {
  const [row] = await db
    .delete(agents)
    .where(eq(agents.profileId, profileId))
    .returning({ templateId: agents.commissionTemplateId });
  if (row?.templateId) await deleteManualTemplate(db, row.templateId);
}
