"use client";
import { cell, formGrid } from "@/components/common/form-grid";
import { Autocomplete, Typography } from "@mui/material";
import { AutocompleteTextField } from "@/components/common/AutocompleteTextField";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { SEARCH_DEBOUNCE_MS } from "@/components/common/SearchBox";
import type { AgentListItem, AgentRoleDto } from "@/lib/agents/schemas";
import { api } from "@/lib/client/api-client";
import type { AgentValue } from "./reservation-form";

const agentName = (agent: { firstName: string | null; lastName: string }) =>
  `${agent.lastName} ${agent.firstName ?? ""}`.trim();

/** One agent per agent role (SPEC.md section 6); read-only for Agent-type profiles. */
export function AgentsSection({
  agents,
  readOnly,
  onChange,
}: {
  agents: AgentValue[];
  readOnly: boolean;
  onChange: (agents: AgentValue[]) => void;
}) {
  const t = useTranslations("reservations");
  const roles = useQuery({
    queryKey: ["agents", "agentroles"],
    queryFn: ({ signal }) => api.get<AgentRoleDto[]>("/agents/agentroles", { signal }),
  });
  if (roles.data && roles.data.length === 0) {
    return <Typography color="textSecondary">{t("agents.noRoles")}</Typography>;
  }
  return (
    <>
      {readOnly && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {t("agents.readOnly")}
        </Typography>
      )}
      <div className={formGrid()}>
        {(roles.data ?? []).map((role) => (
          <div key={role.id} className={cell({ xs: 12, sm: 6, md: 4 })}>
            <AgentRoleField
              role={role}
              readOnly={readOnly}
              value={agents.find((agent) => agent.agentRoleId === role.id) ?? null}
              onChange={(agent) =>
                onChange([
                  ...agents.filter((other) => other.agentRoleId !== role.id),
                  ...(agent
                    ? [
                        {
                          id: agent.id,
                          firstName: agent.firstName ?? "",
                          lastName: agent.lastName,
                          agentRoleId: role.id,
                        },
                      ]
                    : []),
                ])
              }
            />
          </div>
        ))}
      </div>
    </>
  );
}

type AgentOption = { id: number; firstName: string | null; lastName: string };

function AgentRoleField({
  role,
  value,
  readOnly,
  onChange,
}: {
  role: AgentRoleDto;
  value: AgentValue | null;
  readOnly: boolean;
  onChange: (agent: AgentOption | null) => void;
}) {
  const t = useTranslations("reservations");
  const [input, setInput] = useState("");
  const [term, setTerm] = useState("");
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTerm(input.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const found = useQuery({
    queryKey: ["agents", "search", term, "reservation-agents"],
    queryFn: ({ signal }) =>
      api.get<AgentListItem[]>("/agents/search", {
        query: { search: term || undefined, pageNumber: 0 },
        signal,
      }),
    enabled: open && !readOnly,
  });
  // Agents of this role first: the usual choice for the slot.
  const options: AgentOption[] = [...(found.data ?? [])].sort(
    (a, b) => Number(b.agentRole?.id === role.id) - Number(a.agentRole?.id === role.id),
  );
  return (
    <Autocomplete<AgentOption>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      disabled={readOnly}
      options={options}
      filterOptions={(all) => all}
      loading={found.isFetching}
      value={value}
      onChange={(_event, agent) => onChange(agent)}
      onInputChange={(_event, next, reason) => {
        // Only typing searches; showing the chosen agent's name does not.
        setInput(reason === "input" ? next : "");
      }}
      getOptionLabel={agentName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t("agents.none")}
      renderInput={(params) => (
        <AutocompleteTextField
          {...params}
          label={role.roleDescription}
          placeholder={value ? undefined : t("agents.none")}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, "data-testid": `agent-role-${role.id}` },
          }}
        />
      )}
    />
  );
}
