"use client";
import { Button, Stack, ToggleButton, ToggleButtonGroup } from "@mui/material";
import { useQueryClient, type InfiniteData } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { InfiniteList, type ListColumn } from "@/components/common/InfiniteList";
import { PageHeader } from "@/components/common/PageHeader";
import { SearchBox } from "@/components/common/SearchBox";
import { formatPhone, fullNameLastFirst } from "@/components/profiles/format";
import { NEW_MANUAL_VALUES, type CommissionValues } from "@/lib/agents/commission";
import type { AgentListItem } from "@/lib/agents/schemas";
import { api, apiSave } from "@/lib/client/api-client";
import { useListState } from "@/lib/client/list-state";
import { applyEditedCommission, templateFormValue, templateSaveBody } from "./agent-form";
import { commissionAmount, commissionSummary } from "./commission-format";
import { deferred } from "@/components/common/deferred";

/** Loaded when first opened or when the page is idle: not in the page's first load. */
const CommissionDialog = deferred(
  () => import("./CommissionDialog").then((module) => module.CommissionDialog),
  { when: "open" },
);

type View = "list" | "provisioning";

/**
 * /agents: the standard list (name, email, phone, commission) and the provisioning view, where each
 * agent's commission is edited in place and saved through /api/agents/updateprovisioning.
 */
export function AgentList() {
  const t = useTranslations("agents");
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useListState<{ search: string; view: View }>(
    "agents",
    { search: "", view: "list" },
    ["/agents/edit/", "/agents/create"],
  );
  const { search, view } = filters;
  const queryKey = ["agents", "search", search];
  const [editing, setEditing] = useState<AgentListItem | null>(null);

  async function saveCommission(agent: AgentListItem, edited: CommissionValues) {
    const current = agent.commisionTemplate ? templateFormValue(agent.commisionTemplate) : null;
    const updated = await apiSave<AgentListItem>("POST", "/agents/updateprovisioning", {
      body: {
        agentId: agent.id,
        commisionTemplate: templateSaveBody(applyEditedCommission(current, edited)),
      },
    });
    if (!updated) return; // The error is shown; the modal stays open.
    queryClient.setQueryData<InfiniteData<AgentListItem[]>>(queryKey, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => page.map((row) => (row.id === updated.id ? updated : row))),
          }
        : data,
    );
    void queryClient.invalidateQueries({ queryKey: ["agents", "search"], refetchType: "none" });
    setEditing(null);
  }

  const nameColumn: ListColumn<AgentListItem> = {
    key: "name",
    label: t("columns.name"),
    width: "2fr",
    render: (row) => fullNameLastFirst(row),
  };
  const listColumns: ListColumn<AgentListItem>[] = [
    nameColumn,
    { key: "email", label: t("columns.email"), render: (row) => row.email ?? "", hideOnMobile: true },
    { key: "phone", label: t("columns.phone"), render: (row) => formatPhone(row) },
    {
      key: "commission",
      label: t("columns.commission"),
      render: (row) => commissionSummary(row.commisionTemplate, t),
    },
  ];
  const provisioningColumns: ListColumn<AgentListItem>[] = [
    nameColumn,
    {
      key: "commission",
      label: t("columns.commission"),
      render: (row) => commissionSummary(row.commisionTemplate, t),
    },
    {
      key: "room",
      label: t("columns.room"),
      render: (row) =>
        row.commisionTemplate
          ? commissionAmount(
              row.commisionTemplate.commissionForRoom,
              row.commisionTemplate.commissionForRoomMode,
              locale,
            )
          : "",
    },
    {
      key: "player",
      label: t("columns.player"),
      render: (row) => {
        const template = row.commisionTemplate;
        if (!template) return "";
        const amount = commissionAmount(
          template.commissionForPlayer,
          template.commissionForPlayerMode,
          locale,
        );
        return template.playerCommissionSource
          ? `${amount} ${t("commission.onSource", { source: t(`sources.${template.playerCommissionSource}`) })}`
          : amount;
      },
    },
    {
      key: "actions",
      label: t("columns.actions"),
      render: (row) => (
        <Button size="small" variant="outlined" onClick={() => setEditing(row)}>
          {t("commission.edit")}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t("listTitle")}
        actions={
          <Button component={Link} href="/agents/create">
            {t("create")}
          </Button>
        }
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
        <SearchBox
          label={t("searchLabel")}
          value={search}
          onChange={(next) => setFilters({ search: next, view })}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={view}
          aria-label={t("views.label")}
          onChange={(_, next: View | null) => next && setFilters({ search, view: next })}
        >
          <ToggleButton value="list">{t("views.list")}</ToggleButton>
          <ToggleButton value="provisioning">{t("views.provisioning")}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <div style={{ height: 16 }} />
      <InfiniteList
        queryKey={queryKey}
        fetchPage={(pageNumber, signal) =>
          api.get<AgentListItem[]>("/agents/search", { query: { search, pageNumber }, signal })
        }
        columns={view === "list" ? listColumns : provisioningColumns}
        rowKey={(row) => row.id}
        onRowClick={view === "list" ? (row) => router.push(`/agents/edit/${row.id}`) : undefined}
        testId={view === "list" ? "list" : "provisioning-list"}
      />
      <CommissionDialog
        open={editing !== null}
        title={editing ? `${t("commission.title")}: ${fullNameLastFirst(editing)}` : undefined}
        initial={editing?.commisionTemplate ?? NEW_MANUAL_VALUES}
        onCancel={() => setEditing(null)}
        onConfirm={(values) => (editing ? saveCommission(editing, values) : undefined)}
      />
    </>
  );
}
