"use client";
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { SEARCH_DEBOUNCE_MS } from "@/components/common/SearchBox";
import type { AgentListItem } from "@/lib/agents/schemas";
import { api } from "@/lib/client/api-client";

export type PickedAgent = { id: number; firstName: string | null; lastName: string };

export const agentName = (agent: { firstName: string | null; lastName: string }) =>
  `${agent.lastName} ${agent.firstName ?? ""}`.trim();

/** The agent modal of an outcome of the Agent item (SPEC.md section 4, "Cash modals"). */
export function AgentPickerDialog({
  open,
  onPick,
  onCancel,
}: {
  open: boolean;
  onPick: (agent: PickedAgent) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("cash.modal");
  const [input, setInput] = useState("");
  const [term, setTerm] = useState("");
  const [value, setValue] = useState<PickedAgent | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setTerm(input.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const found = useQuery({
    queryKey: ["agents", "search", term, "cash-agent"],
    queryFn: ({ signal }) =>
      api.get<AgentListItem[]>("/agents/search", {
        query: { search: term || undefined, pageNumber: 0 },
        signal,
      }),
    enabled: open,
  });
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="agent-picker-title">
      <DialogTitle id="agent-picker-title">{t("agentTitle")}</DialogTitle>
      <DialogContent>
        <Autocomplete<PickedAgent>
          sx={{ mt: 1 }}
          options={found.data ?? []}
          filterOptions={(all) => all}
          loading={found.isFetching}
          value={value}
          onChange={(_event, agent) => setValue(agent)}
          onInputChange={(_event, next, reason) => setInput(reason === "input" ? next : "")}
          getOptionLabel={agentName}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText={t("noAgents")}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t("agent")}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, "data-testid": "cash-agent-search" },
              }}
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button disabled={!value} onClick={() => value && onPick(value)} data-testid="cash-agent-confirm">
          {t("save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
