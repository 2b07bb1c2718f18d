"use client";
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  TextField,
} from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { DateField } from "@/components/common/DateField";
import { cell, formGrid } from "@/components/common/form-grid";
import { api } from "@/lib/client/api-client";
import { RESERVATION_TYPES } from "@/lib/reservations/rules";
import { ORDER_DIRECTIONS, ORDER_FIELDS, PAYMENT_STATUSES } from "@/lib/reservations/search-constants";
import { ALL_STATES, type ListFilters } from "./list-filters";

type Named = { id: number; name?: string; type?: string; method?: string };

/** SPEC.md section 2: every criterion the quick filters do not show. Applied on "Applica". */
export function AdvancedFiltersDialog({
  open,
  eventId,
  filters,
  onClose,
  onApply,
}: {
  open: boolean;
  eventId: number;
  filters: ListFilters;
  onClose: () => void;
  onApply: (filters: ListFilters) => void;
}) {
  const t = useTranslations("reservationList");
  const tc = useTranslations("common");
  const [draft, setDraft] = useState(filters);
  const [openedWith, setOpenedWith] = useState<ListFilters | null>(null);
  if (open && openedWith !== filters) {
    // Each opening starts from the filters in force.
    setOpenedWith(filters);
    setDraft(filters);
  }
  const hotels = useQuery({
    queryKey: ["events", "locations", eventId],
    queryFn: ({ signal }) => api.get<Named[]>(`/events/locations/${eventId}`, { signal }),
    enabled: open,
  });
  const roomTypes = useQuery({
    queryKey: ["locations", "roomtypes"],
    queryFn: ({ signal }) => api.get<Named[]>("/locations/roomtypes", { signal }),
    enabled: open,
  });
  const methods = useQuery({
    queryKey: ["paymentmethods", "list"],
    queryFn: ({ signal }) => api.get<Named[]>("/paymentmethods/list", { signal }),
    enabled: open,
  });
  const set = <K extends keyof ListFilters>(key: K, value: ListFilters[K]) =>
    setDraft({ ...draft, [key]: value });
  const any = <MenuItem value="">{t("filters.any")}</MenuItem>;
  const select = (key: keyof ListFilters, label: string, options: ReactNode) => (
    <TextField
      select
      fullWidth
      label={label}
      value={draft[key] as string}
      onChange={(e) => set(key, e.target.value as never)}
      slotProps={{ htmlInput: { "data-testid": `filter-${key}` } }}
    >
      {options}
    </TextField>
  );
  const yesNo = [
    any,
    <MenuItem key="y" value="true">
      {t("filters.yes")}
    </MenuItem>,
    <MenuItem key="n" value="false">
      {t("filters.no")}
    </MenuItem>,
  ];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="advanced-title">
      <DialogTitle id="advanced-title">{t("filters.advancedTitle")}</DialogTitle>
      <DialogContent>
        <div className={formGrid({ above: true })}>
          <div className={cell({ xs: 12, sm: 6 })}>
            <TextField
              fullWidth
              label={t("filters.agent")}
              value={draft.agentContacts}
              onChange={(e) => set("agentContacts", e.target.value)}
              slotProps={{ htmlInput: { "data-testid": "filter-agentContacts" } }}
            />
          </div>
          <div className={cell({ xs: 12, sm: 6 })}>
            {select(
              "locationId",
              t("filters.hotel"),
              [any].concat(
                (hotels.data ?? []).map((h) => (
                  <MenuItem key={h.id} value={String(h.id)}>
                    {h.name}
                  </MenuItem>
                )),
              ),
            )}
          </div>
          <div className={cell({ xs: 12, sm: 6 })}>
            {select(
              "roomTypeId",
              t("filters.room"),
              [any].concat(
                (roomTypes.data ?? []).map((r) => (
                  <MenuItem key={r.id} value={String(r.id)}>
                    {r.type}
                  </MenuItem>
                )),
              ),
            )}
          </div>
          <div className={cell({ xs: 12, sm: 6 })}>
            {select(
              "type",
              t("filters.type"),
              [any].concat(
                RESERVATION_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`type.${type}`)}
                  </MenuItem>
                )),
              ),
            )}
          </div>
          <div className={cell({ xs: 12, sm: 6 })}>{select("webReservation", t("filters.web"), yesNo)}</div>
          <div className={cell({ xs: 12, sm: 6 })}>
            {select("checkInDone", t("filters.checkInDone"), yesNo)}
          </div>
          <div className={cell({ xs: 12, sm: 6 })}>
            {select(
              "paymentStatus",
              t("filters.paymentStatus"),
              [any].concat(
                PAYMENT_STATUSES.map((status) => (
                  <MenuItem key={status} value={status}>
                    {t(`paymentStatus.${status}`)}
                  </MenuItem>
                )),
              ),
            )}
          </div>
          <div className={cell({ xs: 12, sm: 6 })}>
            {select(
              "paymentMethodId",
              t("filters.paymentMethod"),
              [any].concat(
                (methods.data ?? []).map((m) => (
                  <MenuItem key={m.id} value={String(m.id)}>
                    {m.method}
                  </MenuItem>
                )),
              ),
            )}
          </div>
          <div className={cell(12)}>
            <TextField
              fullWidth
              label={t("filters.notes")}
              value={draft.notes}
              onChange={(e) => set("notes", e.target.value)}
              slotProps={{ htmlInput: { "data-testid": "filter-notes" } }}
            />
          </div>
          <div className={cell(12)}>
            <FormLabel component="legend">{t("filters.states")}</FormLabel>
            <FormGroup row>
              {ALL_STATES.map((state) => (
                <FormControlLabel
                  key={state}
                  label={t(`status.${state}`)}
                  control={
                    <Checkbox
                      checked={draft.statesSelected.includes(state)}
                      onChange={(e) =>
                        set(
                          "statesSelected",
                          e.target.checked
                            ? [...draft.statesSelected, state]
                            : draft.statesSelected.filter((s) => s !== state),
                        )
                      }
                      slotProps={{ input: { "aria-label": t(`status.${state}`) } }}
                    />
                  }
                />
              ))}
            </FormGroup>
          </div>
          <div className={cell({ xs: 12, sm: 6 })}>
            <DateField
              label={t("filters.checkOutFrom")}
              value={draft.checkOutFrom}
              onChange={(value) =>
                setDraft({ ...draft, checkOutFrom: value, checkOutTo: value ? draft.checkOutTo : "" })
              }
            />
          </div>
          <div className={cell({ xs: 12, sm: 6 })}>
            <DateField
              label={t("filters.checkOutTo")}
              value={draft.checkOutTo}
              disabled={!draft.checkOutFrom}
              minDate={draft.checkOutFrom || null}
              onChange={(value) => set("checkOutTo", value)}
            />
          </div>
          <div className={cell({ xs: 6 })}>
            <TextField
              fullWidth
              label={t("filters.totalPayFrom")}
              value={draft.totalPayFrom}
              onChange={(e) => set("totalPayFrom", e.target.value)}
              slotProps={{ htmlInput: { inputMode: "decimal", "data-testid": "filter-totalPayFrom" } }}
            />
          </div>
          <div className={cell({ xs: 6 })}>
            <TextField
              fullWidth
              label={t("filters.totalPayTo")}
              value={draft.totalPayTo}
              onChange={(e) => set("totalPayTo", e.target.value)}
              slotProps={{ htmlInput: { inputMode: "decimal", "data-testid": "filter-totalPayTo" } }}
            />
          </div>
          <div className={cell({ xs: 6 })}>
            {select(
              "orderField",
              t("filters.orderField"),
              ORDER_FIELDS.map((field) => (
                <MenuItem key={field} value={field}>
                  {t(`orderField.${field}`)}
                </MenuItem>
              )),
            )}
          </div>
          <div className={cell({ xs: 6 })}>
            {select(
              "orderDirection",
              t("filters.orderDirection"),
              ORDER_DIRECTIONS.map((direction) => (
                <MenuItem key={direction} value={direction}>
                  {t(`orderDirection.${direction}`)}
                </MenuItem>
              )),
            )}
          </div>
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tc("cancel")}</Button>
        <Button variant="contained" onClick={() => onApply(draft)} data-testid="apply-filters">
          {t("filters.apply")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
