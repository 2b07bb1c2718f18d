"use client";
import { Alert, Button, FormControlLabel, Stack, Switch } from "@mui/material";
import { TextField } from "@/components/common/TextField";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useAuth } from "@/components/auth/AuthProvider";
import { AuditTrailSection } from "@/components/audit/AuditTrailSection";
import { ConfirmDialog } from "@/components/common/ConfirmDialog";
import { DateField } from "@/components/common/DateField";
import { FormSection } from "@/components/common/FormSection";
import { LoadingFields } from "@/components/common/LoadingFields";
import { DecimalInput, IntegerInput } from "@/components/common/NumberInputs";
import { PageHeader } from "@/components/common/PageHeader";
import { cell, formGrid } from "@/components/common/form-grid";
import { useEditorState } from "@/components/common/useEditorState";
import { useUnsavedChangesGuard } from "@/components/common/useUnsavedChangesGuard";
import { HotelField } from "@/components/hotels/HotelField";
import { apiSave } from "@/lib/client/api-client";
import { eventQuery } from "@/lib/client/event-query";
import type { EventDto } from "@/lib/events/schemas";
import { COUNT_FIELDS, MONEY_FIELDS, eventFormValue, eventSaveBody, type EventFormValue } from "./event-form";

/** /events/create and /events/edit/{id}. */
export function EventEditor({ eventId }: { eventId: number | null }) {
  const t = useTranslations("events");
  const tc = useTranslations("common");
  const router = useRouter();
  const queryClient = useQueryClient();
  const { can } = useAuth();
  const canEdit = can("Events");
  const editor = useEditorState<EventFormValue>(eventFormValue(null));
  const { value, setValue, reset } = editor;
  const [confirm, setConfirm] = useState<"delete" | "close" | "reopen" | null>(null);

  const event = useQuery({ ...eventQuery(eventId ?? 0), enabled: eventId !== null });
  useEffect(() => {
    if (event.data) reset(eventFormValue(event.data));
  }, [event.data, reset]);

  const refresh = (saved: EventDto) => {
    queryClient.setQueryData(["events", saved.id], saved);
    void queryClient.invalidateQueries({ queryKey: ["events", "search"] });
    void queryClient.invalidateQueries({ queryKey: ["events", "count"] });
  };

  async function save(openSaved = true): Promise<boolean> {
    const saved = await apiSave<EventDto>("POST", "/events", { body: eventSaveBody(eventId, value) });
    if (!saved) return false;
    reset(eventFormValue(saved));
    refresh(saved);
    if (eventId === null && openSaved) router.replace(`/events/edit/${saved.id}`);
    return true;
  }

  async function remove() {
    setConfirm(null);
    if (eventId === null) return;
    if ((await apiSave("DELETE", `/events/${eventId}`)) === undefined) return;
    reset(value);
    void queryClient.invalidateQueries({ queryKey: ["events", "search"] });
    void queryClient.invalidateQueries({ queryKey: ["events", "count"] });
    router.push("/events");
  }

  async function setClosed(close: boolean) {
    setConfirm(null);
    if (eventId === null) return;
    const saved = await apiSave<EventDto>("POST", `/events/${close ? "close" : "reopen"}/${eventId}`);
    if (saved) refresh(saved);
  }

  const guard = useUnsavedChangesGuard({ dirty: editor.dirty, onSave: () => save(false) });
  const set = <K extends keyof EventFormValue>(key: K, next: EventFormValue[K]) =>
    setValue({ ...value, [key]: next });
  const dateField = (key: "dateFrom" | "dateTo" | "launchDate", required = false) => (
    <DateField
      label={t(`fields.${key}`)}
      name={key}
      required={required}
      value={value[key]}
      onChange={(next) => set(key, next)}
    />
  );
  const isFreezed = event.data?.isFreezed ?? false;
  // An existing event's fields and Salva stay disabled until its data is in them: a
  // value typed or a save made before would be overwritten, or refused as empty.
  const loading = eventId !== null && !editor.loaded;

  return (
    <>
      <PageHeader
        title={eventId === null ? t("createTitle") : t("editTitle")}
        actions={
          <>
            {canEdit && (
              <Button onClick={() => void save()} disabled={loading}>
                {tc("save")}
              </Button>
            )}
            {eventId !== null && canEdit && (
              <Button color="error" onClick={() => setConfirm("delete")} disabled={loading}>
                {tc("delete")}
              </Button>
            )}
            {eventId !== null && canEdit && event.data && (
              <Button
                color="warning"
                variant="outlined"
                onClick={() => setConfirm(isFreezed ? "reopen" : "close")}
              >
                {isFreezed ? t("reopen") : t("close")}
              </Button>
            )}
            {eventId === null ? (
              <Button variant="outlined" onClick={() => guard.navigate("/events")}>
                {t("backToList")}
              </Button>
            ) : (
              <Button variant="outlined" onClick={() => guard.navigate(`/events/${eventId}/menu`)}>
                {t("eventMenu")}
              </Button>
            )}
          </>
        }
      />
      {isFreezed && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="event-closed">
          {t("closedBanner")}
        </Alert>
      )}
      <Stack spacing={2} component="form" onSubmit={(e) => e.preventDefault()}>
        <LoadingFields loading={loading}>
          <Stack spacing={2}>
            <FormSection title={t("sections.event")}>
              <div className={formGrid()}>
                <div className={cell({ xs: 12, sm: 4 })}>
                  <TextField
                    label={t("fields.type")}
                    name="type"
                    required
                    value={value.type}
                    onChange={(e) => set("type", e.target.value)}
                  />
                </div>
                <div className={cell({ xs: 12, sm: 8 })}>
                  <TextField
                    label={t("fields.name")}
                    name="name"
                    required
                    value={value.name}
                    onChange={(e) => set("name", e.target.value)}
                  />
                </div>
                <div className={cell({ xs: 12, sm: 4 })}>{dateField("dateFrom", true)}</div>
                <div className={cell({ xs: 12, sm: 4 })}>{dateField("dateTo", true)}</div>
                <div className={cell({ xs: 12, sm: 4 })}>{dateField("launchDate")}</div>
                <div className={cell({ xs: 12, sm: 8 })}>
                  <HotelField
                    label={t("fields.location")}
                    value={value.location}
                    onChange={(hotel) => set("location", hotel)}
                  />
                </div>
                <div className={cell({ xs: 12, sm: 4 })}>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={value.cashModuleEnabled}
                        onChange={(e) => set("cashModuleEnabled", e.target.checked)}
                      />
                    }
                    label={t("fields.cashModuleEnabled")}
                  />
                </div>
              </div>
            </FormSection>
            <FormSection title={t("sections.money")}>
              <div className={formGrid()}>
                {MONEY_FIELDS.map((key) => (
                  <div key={key} className={cell({ xs: 12, sm: 6, md: 4 })}>
                    <DecimalInput
                      label={t(`fields.${key}`)}
                      name={key}
                      unit="€"
                      value={value[key]}
                      onChange={(next) => set(key, next)}
                    />
                  </div>
                ))}
                <div className={cell({ xs: 12, sm: 6, md: 4 })}>
                  <DecimalInput
                    label={t("fields.earningFeePercentage")}
                    name="earningFeePercentage"
                    unit="%"
                    value={value.earningFeePercentage}
                    onChange={(next) => set("earningFeePercentage", next)}
                  />
                </div>
              </div>
            </FormSection>
            <FormSection title={t("sections.final")}>
              <div className={formGrid()}>
                {COUNT_FIELDS.map((key) => (
                  <div key={key} className={cell({ xs: 12, sm: 4 })}>
                    <IntegerInput
                      label={t(`fields.${key}`)}
                      name={key}
                      value={value[key]}
                      onChange={(next) => set(key, next)}
                    />
                  </div>
                ))}
              </div>
            </FormSection>
          </Stack>
        </LoadingFields>
        {eventId !== null && can("Events") && (
          <AuditTrailSection entity="event" id={eventId} version={event.data} />
        )}
      </Stack>
      <ConfirmDialog
        open={confirm === "delete"}
        title={t("deleteConfirm")}
        onConfirm={() => void remove()}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === "close"}
        title={t("closeConfirm")}
        onConfirm={() => void setClosed(true)}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === "reopen"}
        title={t("reopenConfirm")}
        onConfirm={() => void setClosed(false)}
        onCancel={() => setConfirm(null)}
      />
      {guard.dialog}
    </>
  );
}
