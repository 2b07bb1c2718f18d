"use client";
import { Button, Paper, Stack, Typography } from "@mui/material";
import { Option, TextField } from "@/components/common/TextField";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useAuth } from "@/components/auth/AuthProvider";
import { ConfirmDialog } from "@/components/common/ConfirmDialog";
import { FormSection } from "@/components/common/FormSection";
import { EditorActions } from "@/components/common/EditorActions";
import { cell, formGrid } from "@/components/common/form-grid";
import { AttachmentsSection } from "@/components/documents/AttachmentsSection";
import { NotAvailable } from "@/components/common/NotAvailable";
import { PageHeader } from "@/components/common/PageHeader";
import { useEditorState } from "@/components/common/useEditorState";
import { useUnsavedChangesGuard } from "@/components/common/useUnsavedChangesGuard";
import { AccountFields } from "@/components/profiles/AccountFields";
import { PersonFields } from "@/components/profiles/PersonFields";
import type { AccountFormValue } from "@/components/profiles/profile-form";
import { MANUAL_TEMPLATE_TYPE, NEW_MANUAL_VALUES } from "@/lib/agents/commission";
import type { AgentDto, AgentRoleDto, CommissionTemplateDto } from "@/lib/agents/schemas";
import { api, apiSave } from "@/lib/client/api-client";
import type { RoleDto } from "@/lib/roles/schemas";
import {
  agentFormValue,
  agentSaveBody,
  applyEditedCommission,
  EMPTY_ACCOUNT,
  isManual,
  newManualTemplate,
  templateFormValue,
  type AgentFormValue,
} from "./agent-form";
import { commissionAmount, commissionSummary } from "./commission-format";
import { deferred } from "@/components/common/deferred";

/** Loaded when first opened or when the page is idle: not in the page's first load. */
const CommissionDialog = deferred(
  () => import("./CommissionDialog").then((module) => module.CommissionDialog),
  { when: "open" },
);

const NO_TEMPLATE = "";

/** /agents/create and /agents/edit/{id}. */
export function AgentEditor({ agentId }: { agentId: number | null }) {
  const t = useTranslations("agents");
  const tp = useTranslations("profiles");
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { can } = useAuth();
  const editor = useEditorState<AgentFormValue>(agentFormValue(null));
  const { value, setValue, reset } = editor;
  const [pendingTemplate, setPendingTemplate] = useState<string | null>(null);
  const [commissionOpen, setCommissionOpen] = useState(false);

  const agent = useQuery({
    queryKey: ["agents", agentId],
    queryFn: ({ signal }) => api.get<AgentDto>(`/profiles/${agentId}`, { signal }),
    enabled: agentId !== null,
  });
  const agentRoles = useQuery({
    queryKey: ["agents", "agentroles"],
    queryFn: () => api.get<AgentRoleDto[]>("/agents/agentroles"),
  });
  const namedTemplates = useQuery({
    queryKey: ["agents", "defaultprovisionings"],
    queryFn: () => api.get<CommissionTemplateDto[]>("/agents/defaultprovisionings"),
  });
  // Account roles are listed to user managers (GET /api/roles/list needs Users).
  const canChooseRole = can("Users");
  const roles = useQuery({
    queryKey: ["roles", "list"],
    queryFn: () => api.get<RoleDto[]>("/roles/list"),
    enabled: canChooseRole,
  });

  useEffect(() => {
    if (agent.data) reset(agentFormValue(agent.data));
  }, [agent.data, reset]);

  async function save(openSaved = true): Promise<boolean> {
    const saved = await apiSave<AgentDto>("POST", "/agents/save", { body: agentSaveBody(agentId, value) });
    if (!saved) return false;
    reset(agentFormValue(saved));
    queryClient.setQueryData(["agents", saved.id], saved);
    void queryClient.invalidateQueries({ queryKey: ["agents", "search"] });
    if (agentId === null && openSaved) router.replace(`/agents/edit/${saved.id}`);
    return true;
  }

  async function remove() {
    if (agentId === null) return;
    if ((await apiSave("DELETE", `/profiles/${agentId}`)) === undefined) return;
    reset(value);
    void queryClient.invalidateQueries({ queryKey: ["agents", "search"] });
    router.push("/agents");
  }

  const guard = useUnsavedChangesGuard({ dirty: editor.dirty, onSave: () => save(false) });

  const template = value.template;
  const templateKey = !template
    ? NO_TEMPLATE
    : isManual(template)
      ? MANUAL_TEMPLATE_TYPE
      : String(template.id);
  const templateOptions = [...(namedTemplates.data ?? [])];
  // A template deleted since it was chosen stays shown for the agents linked to it.
  if (
    agent.data?.commisionTemplate?.isDefault &&
    !templateOptions.some((o) => o.id === agent.data.commisionTemplate!.id)
  ) {
    templateOptions.push(agent.data.commisionTemplate);
  }

  function applyTemplate(key: string) {
    if (key === NO_TEMPLATE) setValue({ ...value, template: null });
    else if (key === MANUAL_TEMPLATE_TYPE) setValue({ ...value, template: newManualTemplate() });
    else {
      const named = templateOptions.find((option) => String(option.id) === key);
      if (named) setValue({ ...value, template: templateFormValue(named) });
    }
  }

  function chooseTemplate(key: string) {
    if (key === templateKey) return;
    // Leaving a Manual template discards its values: ask first.
    if (isManual(template)) setPendingTemplate(key);
    else applyTemplate(key);
  }

  const setAccount = (patch: Partial<AccountFormValue>) =>
    value.account && setValue({ ...value, account: { ...value.account, ...patch } });

  if (agent.data && agent.data.type !== "Agent") return <NotAvailable />;

  return (
    <>
      <PageHeader
        title={agentId === null ? t("createTitle") : t("editTitle")}
        actions={
          <EditorActions
            onSave={() => void save()}
            onDelete={agentId !== null ? () => void remove() : undefined}
            deleteQuestion={t("deleteConfirm")}
            backLabel={t("backToList")}
            onBack={() => guard.navigate("/agents")}
          />
        }
      />
      <Stack spacing={2} component="form" onSubmit={(e) => e.preventDefault()}>
        <FormSection title={t("sections.personal")}>
          <PersonFields value={value} onChange={setValue} />
        </FormSection>

        <FormSection title={t("sections.agent")}>
          <div className={formGrid()}>
            <div className={cell({ xs: 12, sm: 6 })}>
              <TextField
                label={t("fields.agentArea")}
                name="agentArea"
                value={value.agentArea}
                onChange={(e) => setValue({ ...value, agentArea: e.target.value })}
              />
            </div>
            <div className={cell({ xs: 12, sm: 6 })}>
              <TextField
                select
                label={t("fields.agentRole")}
                value={agentRoles.data ? value.agentRoleId : ""}
                onChange={(e) =>
                  setValue({ ...value, agentRoleId: e.target.value === "" ? "" : Number(e.target.value) })
                }
                slotProps={{ htmlInput: { "data-testid": "agent-role-select" } }}
              >
                <Option value="">
                  <em>{t("fields.none")}</em>
                </Option>
                {(agentRoles.data ?? []).map((role) => (
                  <Option key={role.id} value={role.id}>
                    {role.roleDescription}
                  </Option>
                ))}
              </TextField>
            </div>
          </div>
        </FormSection>

        <FormSection title={t("sections.commission")}>
          <div className={formGrid({ center: true })}>
            <div className={cell({ xs: 12, sm: 6 })}>
              <TextField
                select
                label={t("fields.template")}
                value={namedTemplates.data ? templateKey : ""}
                onChange={(e) => chooseTemplate(e.target.value)}
                slotProps={{ htmlInput: { "data-testid": "template-select" } }}
              >
                <Option value={NO_TEMPLATE}>
                  <em>{t("fields.none")}</em>
                </Option>
                {templateOptions.map((option) => (
                  <Option key={option.id} value={String(option.id)}>
                    {option.type}
                  </Option>
                ))}
                <Option value={MANUAL_TEMPLATE_TYPE}>{t("templateTypes.Manual")}</Option>
              </TextField>
            </div>
            <div className={cell({ xs: 12, sm: 6 })}>
              <Button variant="outlined" onClick={() => setCommissionOpen(true)}>
                {t("commission.edit")}
              </Button>
            </div>
            <div className={cell(12)}>
              <Typography data-testid="commission-summary">
                {template
                  ? [
                      commissionSummary(template, t),
                      `${t("columns.room")} ${commissionAmount(template.commissionForRoom, template.commissionForRoomMode, locale)}`,
                      `${t("columns.player")} ${commissionAmount(template.commissionForPlayer, template.commissionForPlayerMode, locale)}${
                        template.playerCommissionSource
                          ? ` ${t("commission.onSource", { source: t(`sources.${template.playerCommissionSource}`) })}`
                          : ""
                      }`,
                    ].join(" · ")
                  : t("notSet")}
              </Typography>
            </div>
          </div>
        </FormSection>

        <Paper sx={{ p: 2 }}>
          <Stack direction="row" sx={{ alignItems: "center", mb: 1, gap: 1 }}>
            <Typography variant="h6" sx={{ flexGrow: 1 }}>
              {t("sections.account")}
            </Typography>
            {value.account ? (
              <Button
                color="warning"
                variant="outlined"
                onClick={() => setValue({ ...value, account: null })}
              >
                {t("account.remove")}
              </Button>
            ) : (
              <Button
                variant="outlined"
                onClick={() => setValue({ ...value, account: { ...EMPTY_ACCOUNT } })}
              >
                {t("account.add")}
              </Button>
            )}
          </Stack>
          {value.account ? (
            <div className={formGrid()}>
              <AccountFields
                value={value.account}
                onChange={setAccount}
                roles={roles.data}
                hasSavedPassword={Boolean(agent.data?.account)}
                roleField={
                  canChooseRole ? undefined : (
                    <TextField
                      label={tp("fields.role")}
                      value={agent.data?.account?.role?.name ?? ""}
                      helperText={t("fields.roleHint")}
                      slotProps={{ input: { readOnly: true } }}
                    />
                  )
                }
              />
            </div>
          ) : (
            <Typography color="textSecondary">{t("account.none")}</Typography>
          )}
        </Paper>

        {agentId !== null && <AttachmentsSection objectType="Agent" objectId={agentId} />}
      </Stack>

      <CommissionDialog
        open={commissionOpen}
        initial={template ?? NEW_MANUAL_VALUES}
        onCancel={() => setCommissionOpen(false)}
        onConfirm={(edited) => {
          setValue({ ...value, template: applyEditedCommission(template, edited) });
          setCommissionOpen(false);
        }}
      />
      <ConfirmDialog
        open={pendingTemplate !== null}
        title={t("switchManualConfirm")}
        onConfirm={() => {
          if (pendingTemplate !== null) applyTemplate(pendingTemplate);
          setPendingTemplate(null);
        }}
        onCancel={() => setPendingTemplate(null)}
      />
      {guard.dialog}
    </>
  );
}
