import { z } from "zod";
import { dbIdSchema } from "@/lib/api/validation";
import { requireCents } from "@/lib/money/cents";
import { moneyField } from "@/lib/money/schema";
import { accountInputSchema, optionalText, personFields, type ProfileDto } from "@/lib/profiles/schemas";
import {
  COMMISSION_MODES,
  COMMISSION_SUB_MODES,
  MANUAL_TEMPLATE_TYPE,
  normalizeCommission,
  PLAYER_COMMISSION_SOURCES,
  type CommissionMode,
  type CommissionSubMode,
  type CommissionValues,
  type PlayerCommissionSource,
} from "./commission";

/** A commission amount (euros or percent): required, non-negative money (lib/money). */
const amountSchema = (error: string) => moneyField({ whenEmpty: "error", error });

/**
 * A commission template as the client sends it (SPEC.md section 3). `id` names the named template
 * it was chosen from; type "Manual" (or no id) means the agent's own copy. The values come out
 * normalized (see normalizeCommission); percentages must lie within 0..100.
 */
export const commissionTemplateInputSchema = z
  .object({
    id: dbIdSchema.nullable().optional(),
    type: z.string().trim().max(100).nullable().optional(),
    mode: z.enum(COMMISSION_MODES),
    commissionForPlayer: amountSchema("playerCommissionInvalid"),
    commissionForRoom: amountSchema("roomCommissionInvalid"),
    commissionForPlayerMode: z.enum(COMMISSION_SUB_MODES).optional().default("Percentage"),
    commissionForRoomMode: z.enum(COMMISSION_SUB_MODES).optional().default("Percentage"),
    playerCommissionSource: z.enum(PLAYER_COMMISSION_SOURCES).nullable().optional(),
  })
  .transform((input, ctx) => {
    const values = normalizeCommission({
      mode: input.mode,
      commissionForPlayer: input.commissionForPlayer,
      commissionForRoom: input.commissionForRoom,
      commissionForPlayerMode: input.commissionForPlayerMode,
      commissionForRoomMode: input.commissionForRoomMode,
      playerCommissionSource: input.playerCommissionSource ?? null,
    });
    if (values.commissionForRoomMode === "Percentage" && requireCents(values.commissionForRoom) > 10_000) {
      ctx.addIssue({ code: "custom", message: "roomPercentageTooHigh", path: ["commissionForRoom"] });
    }
    if (
      values.commissionForPlayerMode === "Percentage" &&
      requireCents(values.commissionForPlayer) > 10_000
    ) {
      ctx.addIssue({ code: "custom", message: "playerPercentageTooHigh", path: ["commissionForPlayer"] });
    }
    const isManual = !input.id || input.type === MANUAL_TEMPLATE_TYPE;
    return { id: isManual ? null : input.id!, isManual, ...values };
  });
export type CommissionTemplateInput = z.infer<typeof commissionTemplateInputSchema>;

export const saveAgentSchema = z.object({
  id: dbIdSchema.nullable().optional(),
  ...personFields,
  agentArea: optionalText(100),
  agentRole: z.object({ id: dbIdSchema }).nullable().optional(),
  /** Null (or left out) removes the agent's account. */
  account: accountInputSchema.nullable().optional(),
  /** Spelled as in SPEC.md. Null (or left out) leaves the agent without a commission. */
  commisionTemplate: commissionTemplateInputSchema.nullable().optional(),
});
export type SaveAgentInput = z.infer<typeof saveAgentSchema>;

export const updateProvisioningSchema = z.object({
  agentId: dbIdSchema,
  commisionTemplate: commissionTemplateInputSchema.nullable(),
});
export type UpdateProvisioningInput = z.infer<typeof updateProvisioningSchema>;

export type AgentRoleDto = { id: number; roleDescription: string };

export type CommissionTemplateDto = CommissionValues & {
  id: number;
  type: string;
  isDefault: boolean;
  isDeleted: boolean;
  visualOrder: number;
};

export type { CommissionMode, CommissionSubMode, PlayerCommissionSource };

/** The agent-only fields of a profile of type Agent. */
export type AgentFields = {
  agentArea: string | null;
  agentRole: AgentRoleDto | null;
  commisionTemplate: CommissionTemplateDto | null;
};

/** An agent as the API returns it (also GET /api/profiles/{id} for a profile of type Agent). */
export type AgentDto = ProfileDto & AgentFields;

/** A row of GET /api/agents/search. */
export type AgentListItem = Pick<
  ProfileDto,
  "id" | "firstName" | "lastName" | "email" | "phone" | "phonePrefix"
> &
  AgentFields;
