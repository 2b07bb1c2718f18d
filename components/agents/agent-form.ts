import {
  commissionValuesOf,
  MANUAL_TEMPLATE_TYPE,
  NEW_MANUAL_VALUES,
  sameCommissionValues,
  type CommissionValues,
} from "@/lib/agents/commission";
import type { AgentDto, CommissionTemplateDto } from "@/lib/agents/schemas";
import {
  personFormValue,
  personSaveBody,
  type AccountFormValue,
  type PersonFormValue,
} from "@/components/profiles/profile-form";

/** The commission template the form holds: a named one (id and type) or the agent's Manual copy. */
export type TemplateFormValue = CommissionValues & { id: number | null; type: string };

export type AgentFormValue = PersonFormValue & {
  agentArea: string;
  agentRoleId: number | "";
  account: AccountFormValue | null;
  template: TemplateFormValue | null;
};

export const EMPTY_ACCOUNT: AccountFormValue = {
  username: "",
  password: "",
  confirmPassword: "",
  isDisabled: false,
  roleId: "",
};

export function templateFormValue(template: CommissionTemplateDto): TemplateFormValue {
  return { id: template.id, type: template.type, ...commissionValuesOf(template) };
}

export function newManualTemplate(): TemplateFormValue {
  return { id: null, type: MANUAL_TEMPLATE_TYPE, ...NEW_MANUAL_VALUES };
}

export const isManual = (template: { type: string } | null): boolean =>
  template?.type === MANUAL_TEMPLATE_TYPE;

/**
 * The commission modal's values copied onto the agent: an edited named template becomes the
 * agent's Manual copy (the server does the same, see docs/DECISIONS.md "Agents").
 */
export function applyEditedCommission(
  current: TemplateFormValue | null,
  edited: CommissionValues,
): TemplateFormValue {
  if (current && (isManual(current) || sameCommissionValues(current, edited))) {
    return { ...current, ...edited };
  }
  return { id: null, type: MANUAL_TEMPLATE_TYPE, ...edited };
}

export function agentFormValue(agent: AgentDto | null): AgentFormValue {
  return {
    ...personFormValue(agent),
    agentArea: agent?.agentArea ?? "",
    agentRoleId: agent?.agentRole?.id ?? "",
    account: agent?.account
      ? {
          username: agent.account.username,
          password: "",
          confirmPassword: "",
          isDisabled: agent.account.isDisabled,
          roleId: agent.account.role?.id ?? "",
        }
      : null,
    template: agent?.commisionTemplate ? templateFormValue(agent.commisionTemplate) : null,
  };
}

export function templateSaveBody(template: TemplateFormValue | null) {
  return template ? { ...template } : null;
}

export function agentSaveBody(id: number | null, value: AgentFormValue) {
  const { account, agentArea, agentRoleId, template, ...person } = value;
  return {
    id,
    ...personSaveBody(person),
    agentArea,
    agentRole: agentRoleId === "" ? null : { id: agentRoleId },
    account: account
      ? {
          username: account.username,
          password: account.password || null,
          confirmPassword: account.confirmPassword || null,
          isDisabled: account.isDisabled,
          role: account.roleId === "" ? null : { id: account.roleId },
        }
      : null,
    commisionTemplate: templateSaveBody(template),
  };
}
