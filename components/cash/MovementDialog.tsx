"use client";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useEditorState } from "@/components/common/useEditorState";
import { useOfferPageSave, useRestoredDraft } from "@/lib/client/page-drafts";
import { DateField } from "@/components/common/DateField";
import { DecimalInput } from "@/components/common/NumberInputs";
import { api, apiSave } from "@/lib/client/api-client";
import { romeToday } from "@/lib/dates";
import type { EventLocationDto } from "@/lib/events/schemas";
import { AgentPickerDialog, agentName, type PickedAgent } from "./AgentPickerDialog";
import { cashKey, itemsForTypology, usePaymentItems, usePaymentMethods } from "./cash-queries";

export type MovementKind = "income" | "outcome" | "transfer" | "cashFund";

type MovementForm = {
  itemId: number | "";
  methodId: number | "";
  destination: number | "";
  date: string;
  amount: string | null;
  notes: string;
  agent: PickedAgent | null;
  locationId: number | "";
};

const emptyMovement = (): MovementForm => ({
  itemId: "",
  methodId: "",
  destination: "",
  date: romeToday(),
  amount: null,
  notes: "",
  agent: null,
  locationId: "",
});

const ROUTES: Record<MovementKind, string> = {
  income: "/payments/income",
  outcome: "/payments/outcome",
  transfer: "/payments/trasfer",
  cashFund: "/payments/cash-fund",
};

/**
 * The four cash modals (SPEC.md section 4): income, outcome, transfer and cash fund, with Salva
 * and Annulla. The server checks every field; its messages show in the Attenzione modal and the
 * modal stays open. After a save every cash figure of the event reloads.
 */
export function MovementDialog({
  eventId,
  kind,
  onClose,
  initialSystemItem,
}: {
  eventId: number;
  kind: MovementKind;
  onClose: () => void;
  /** Preselects a system item (the agents and hotels accounts' uscita). */
  initialSystemItem?: "Agent" | "Hotel";
}) {
  const t = useTranslations("cash.modal");
  const tc = useTranslations("common");
  const queryClient = useQueryClient();
  const methods = usePaymentMethods().data ?? [];
  const allItems = usePaymentItems().data ?? [];
  const items = itemsForTypology(allItems, kind === "income" ? "Inbound" : "Outbound", true);
  // One value, kept as a draft while it differs from the empty movement: a reload, a
  // crash or a trip through /offline brings the dialog back with what was typed.
  const editor = useEditorState<MovementForm>(emptyMovement(), { form: `movement-${kind}` });
  const { value, setValue, reset } = editor;
  const { itemId, methodId, destination, date, amount, notes, agent, locationId } = value;
  const set =
    <K extends keyof MovementForm>(field: K) =>
    (next: MovementForm[K]) =>
      setValue((current) => ({ ...current, [field]: next }));
  const preset = initialSystemItem
    ? allItems.find((candidate) => candidate.systemItem === initialSystemItem)
    : undefined;
  // The items may load after the modal opens: the account's item is preselected as part of the
  // empty movement (not an edit), once they arrive.
  useEffect(() => {
    if (preset && !editor.dirty && itemId === "") reset({ ...emptyMovement(), itemId: preset.id });
  }, [preset, editor.dirty, itemId, reset]);
  const restored = useRestoredDraft();
  const draftShown = restored?.key.endsWith(`#movement-${kind}`) ? restored : null;
  /** Closing without saving (Annulla, Esc): the user gave the movement up, and its draft. */
  const cancel = () => {
    reset(value);
    onClose();
  };
  const item = allItems.find((candidate) => candidate.id === itemId);
  const [pickingAgent, setPickingAgent] = useState(kind === "outcome" && initialSystemItem === "Agent");
  const hotels = useQuery({
    queryKey: ["events", eventId, "locations"],
    queryFn: ({ signal }) => api.get<EventLocationDto[]>(`/events/locations/${eventId}`, { signal }),
    enabled: kind === "outcome" && item?.systemItem === "Hotel",
  });

  async function save() {
    const common = { eventId, paymentDate: date || null, amount, notes };
    const body =
      kind === "transfer"
        ? { ...common, sourceMethod: methodId || null, destinationMethod: destination || null }
        : kind === "cashFund"
          ? { ...common, methodId: methodId || null }
          : {
              ...common,
              methodId: methodId || null,
              paymentItemId: itemId || null,
              agentId: agent?.id ?? null,
              locationId: locationId || null,
            };
    const saved = await apiSave("POST", ROUTES[kind], { body });
    if (saved === undefined) return;
    reset(value);
    await queryClient.invalidateQueries({ queryKey: cashKey(eventId) });
    onClose();
  }

  // A movement re-sent after the network came back ends through this Save (lib/client/resend-saves.ts).
  useOfferPageSave(() => void save());

  const methodSelect = (
    label: string,
    value: number | "",
    onChange: (id: number | "") => void,
    testId: string,
  ) => (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value === "" ? "" : Number(e.target.value))}
      slotProps={{ htmlInput: { "data-testid": testId } }}
      fullWidth
    >
      {methods.map((method) => (
        <MenuItem key={method.id} value={method.id}>
          {method.method}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      <Dialog open onClose={cancel} fullWidth maxWidth="sm" aria-labelledby="movement-title">
        <DialogTitle id="movement-title">{t(`${kind}Title`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }} data-testid={`cash-modal-${kind}`}>
            {draftShown && (
              <Alert
                severity="info"
                role="status"
                data-testid="draft-restored"
                action={
                  <Button
                    color="inherit"
                    variant="outlined"
                    onClick={draftShown.discard}
                    sx={{ minHeight: 44 }}
                  >
                    {tc("discardDraft")}
                  </Button>
                }
              >
                {tc("draftRestored")}
              </Alert>
            )}
            {(kind === "income" || kind === "outcome") && (
              <TextField
                select
                label={t("item")}
                value={itemId}
                onChange={(e) => {
                  const next = e.target.value === "" ? "" : Number(e.target.value);
                  const chosen = allItems.find((candidate) => candidate.id === next);
                  if (chosen?.systemItem === "Agent") setPickingAgent(true);
                  setValue((current) => ({
                    ...current,
                    itemId: next,
                    agent: chosen?.systemItem === "Agent" ? current.agent : null,
                  }));
                }}
                slotProps={{ htmlInput: { "data-testid": "cash-item" } }}
                fullWidth
              >
                {items.map((candidate) => (
                  <MenuItem key={candidate.id} value={candidate.id}>
                    {candidate.description}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {kind === "outcome" && item?.systemItem === "Agent" && (
              <Stack direction="row" sx={{ alignItems: "center", gap: 1, flexWrap: "wrap" }}>
                <Typography sx={{ flexGrow: 1 }} data-testid="cash-agent-name">
                  {t("agent")}: {agent ? agentName(agent) : "-"}
                </Typography>
                <Button variant="outlined" onClick={() => setPickingAgent(true)}>
                  {t("changeAgent")}
                </Button>
              </Stack>
            )}
            {kind === "outcome" && item?.systemItem === "Hotel" && (
              <TextField
                select
                label={t("hotel")}
                value={locationId}
                onChange={(e) => set("locationId")(e.target.value === "" ? "" : Number(e.target.value))}
                fullWidth
              >
                {(hotels.data ?? []).map((hotel) => (
                  <MenuItem key={hotel.id} value={hotel.id}>
                    {hotel.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {kind === "transfer" ? (
              <>
                {methodSelect(t("source"), methodId, set("methodId"), "cash-source")}
                {methodSelect(t("destination"), destination, set("destination"), "cash-destination")}
              </>
            ) : (
              methodSelect(t("method"), methodId, set("methodId"), "cash-method")
            )}
            <DateField label={t("date")} value={date} onChange={set("date")} name="paymentDate" />
            <DecimalInput
              label={t("amount")}
              value={amount}
              onChange={set("amount")}
              unit="€"
              name="amount"
              slotProps={{ htmlInput: { "data-testid": "cash-amount" } }}
            />
            <TextField
              label={t("notes")}
              value={notes}
              onChange={(e) => set("notes")(e.target.value)}
              multiline
              minRows={2}
              name="notes"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" onClick={cancel}>
            {t("cancel")}
          </Button>
          <Button onClick={() => void save()} data-testid="cash-save">
            {t("save")}
          </Button>
        </DialogActions>
      </Dialog>
      <AgentPickerDialog
        open={pickingAgent}
        onPick={(picked) => {
          set("agent")(picked);
          setPickingAgent(false);
        }}
        onCancel={() => setPickingAgent(false)}
      />
    </>
  );
}
