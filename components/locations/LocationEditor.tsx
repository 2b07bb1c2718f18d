"use client";
import AddIcon from "@mui/icons-material/Add";
import { Button, FormControlLabel, Paper, Stack, Switch, Typography } from "@mui/material";
import { Option, TextField } from "@/components/common/TextField";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { EditorActions } from "@/components/common/EditorActions";
import { DecimalInput } from "@/components/common/NumberInputs";
import { PageHeader } from "@/components/common/PageHeader";
import { PhoneInput } from "@/components/common/PhoneInput";
import { cell, formGrid } from "@/components/common/form-grid";
import { useEditorState } from "@/components/common/useEditorState";
import { useUnsavedChangesGuard } from "@/components/common/useUnsavedChangesGuard";
import { AttachmentsSection } from "@/components/documents/AttachmentsSection";
import { api, apiSave } from "@/lib/client/api-client";
import { feedback } from "@/lib/client/feedback-store";
import { LOCATION_TYPES, locationName, type LocationType } from "@/lib/locations/location-types";
import type { LocationDto, LocationGroupDto, RoomTypeDto } from "@/lib/locations/schemas";
import { deferred } from "@/components/common/deferred";
import { locationFormValue, locationSaveBody, withNote, type LocationFormValue } from "./location-form";

/** Loaded when first opened or when the page is idle: not in the page's first load. */
const AddRoomTypeDialog = deferred(
  () => import("./AddRoomTypeDialog").then((module) => module.AddRoomTypeDialog),
  { when: "open" },
);

type TextKey = Exclude<
  keyof LocationFormValue,
  "type" | "vat" | "guestsForCommunications" | "locationGroupId" | "notes" | "phone" | "phonePrefix"
>;

export function LocationEditor({ locationId }: { locationId: number | null }) {
  const t = useTranslations("locations");
  const router = useRouter();
  const queryClient = useQueryClient();
  const editor = useEditorState<LocationFormValue>(locationFormValue(null));
  const { value, setValue, reset } = editor;
  const [addingRoomType, setAddingRoomType] = useState(false);

  const location = useQuery({
    queryKey: ["locations", locationId],
    queryFn: ({ signal }) => api.get<LocationDto>(`/locations/${locationId}`, { signal }),
    enabled: locationId !== null,
  });
  const roomTypes = useQuery({
    queryKey: ["locations", "roomtypes"],
    queryFn: ({ signal }) => api.get<RoomTypeDto[]>("/locations/roomtypes", { signal }),
  });
  const groups = useQuery({
    queryKey: ["locations", "groups"],
    queryFn: ({ signal }) => api.get<LocationGroupDto[]>("/locations/groups", { signal }),
  });

  useEffect(() => {
    if (location.data) reset(locationFormValue(location.data));
  }, [location.data, reset]);

  async function save(openSaved = true): Promise<boolean> {
    // Asked here in Italian: the API's answer is SPEC.md's English "Name is mandatory".
    if (!locationName(value.name)) {
      feedback.showErrors([t("nameRequired")]);
      return false;
    }
    const saved = await apiSave<LocationDto>("POST", "/locations", {
      body: locationSaveBody(locationId, value),
    });
    if (!saved) return false;
    reset(locationFormValue(saved));
    queryClient.setQueryData(["locations", saved.id], saved);
    void queryClient.invalidateQueries({ queryKey: ["locations", "search"] });
    void queryClient.invalidateQueries({ queryKey: ["locations", "count"] });
    void queryClient.invalidateQueries({ queryKey: ["locations", "groups"] });
    void queryClient.invalidateQueries({ queryKey: ["locations", "group"] });
    if (locationId === null && openSaved) router.replace(`/locations/edit/${saved.id}`);
    return true;
  }

  async function remove() {
    if (locationId === null) return;
    if ((await apiSave("DELETE", `/locations/${locationId}`)) === undefined) return;
    reset(value);
    // The deleted hotel is not fetched again; the lists are.
    queryClient.removeQueries({ queryKey: ["locations", locationId], exact: true });
    for (const list of ["search", "count", "groups", "group"]) {
      void queryClient.invalidateQueries({ queryKey: ["locations", list] });
    }
    router.push("/locations");
  }

  const guard = useUnsavedChangesGuard({ dirty: editor.dirty, onSave: () => save(false) });

  const text = (field: TextKey, options: { required?: boolean; type?: string; helperText?: string } = {}) => (
    <TextField
      label={t(`fields.${field}`)}
      name={field}
      type={options.type}
      required={options.required}
      helperText={options.helperText}
      value={value[field]}
      onChange={(e) => setValue({ ...value, [field]: e.target.value })}
    />
  );

  return (
    <>
      <PageHeader
        title={locationId === null ? t("createTitle") : t("editTitle")}
        actions={
          <EditorActions
            onSave={() => void save()}
            onDelete={locationId !== null ? () => void remove() : undefined}
            deleteQuestion={t("deleteConfirm")}
            backLabel={t("backToList")}
            onBack={() => guard.navigate("/locations")}
          />
        }
      />
      <Stack spacing={2} component="form" onSubmit={(e) => e.preventDefault()}>
        <Paper sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t("sections.general")}
          </Typography>
          <div className={formGrid()}>
            <div className={cell({ xs: 12, sm: 6 })}>{text("name", { required: true })}</div>
            <div className={cell({ xs: 12, sm: 6 })}>
              <TextField
                select
                label={t("fields.type")}
                value={value.type}
                onChange={(e) => setValue({ ...value, type: e.target.value as LocationType })}
                slotProps={{ htmlInput: { "data-testid": "location-type" } }}
              >
                {LOCATION_TYPES.map((type) => (
                  <Option key={type} value={type}>
                    {t(`types.${type}`)}
                  </Option>
                ))}
              </TextField>
            </div>
            <div className={cell({ xs: 12, sm: 6 })}>{text("email", { type: "email" })}</div>
            <div className={cell({ xs: 12, sm: 6 })}>
              {text("bookingEmail", { type: "email", helperText: t("fields.bookingEmailHelp") })}
            </div>
            <div className={cell({ xs: 12, sm: 6 })}>
              <PhoneInput
                label={t("fields.phone")}
                prefix={value.phonePrefix}
                phone={value.phone}
                onChange={(phone) => setValue({ ...value, ...phone })}
              />
            </div>
            <div className={cell({ xs: 12, sm: 6 })}>
              <TextField
                select
                label={t("fields.group")}
                value={groups.data ? value.locationGroupId : ""}
                onChange={(e) =>
                  setValue({
                    ...value,
                    locationGroupId: e.target.value === "" ? "" : Number(e.target.value),
                  })
                }
                slotProps={{ htmlInput: { "data-testid": "location-group" }, inputLabel: { shrink: true } }}
              >
                <Option value="">
                  <em>{t("fields.noGroup")}</em>
                </Option>
                {(groups.data ?? []).map((group) => (
                  <Option key={group.id} value={group.id}>
                    {group.name}
                  </Option>
                ))}
              </TextField>
            </div>
          </div>
        </Paper>
        <Paper sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t("sections.address")}
          </Typography>
          <div className={formGrid()}>
            <div className={cell({ xs: 12, sm: 6 })}>{text("address")}</div>
            <div className={cell({ xs: 12, sm: 6 })}>{text("city")}</div>
            <div className={cell({ xs: 12, sm: 4 })}>{text("zipCode")}</div>
            <div className={cell({ xs: 12, sm: 4 })}>{text("stateProvince")}</div>
            <div className={cell({ xs: 12, sm: 4 })}>{text("country")}</div>
            <div className={cell({ xs: 12, sm: 4 })}>{text("taxCode")}</div>
            <div className={cell({ xs: 12, sm: 4 })}>{text("vatNumber")}</div>
            <div className={cell({ xs: 12, sm: 4 })}>
              <DecimalInput
                label={t("fields.vat")}
                unit="%"
                value={value.vat}
                onChange={(vat) => setValue({ ...value, vat })}
              />
            </div>
          </div>
        </Paper>
        <Paper sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t("sections.communications")}
          </Typography>
          <Stack spacing={2}>
            <FormControlLabel
              control={
                <Switch
                  checked={value.guestsForCommunications}
                  onChange={(e) => setValue({ ...value, guestsForCommunications: e.target.checked })}
                />
              }
              label={t("fields.guestsForCommunications")}
            />
            <TextField
              label={t("fields.info")}
              name="info"
              multiline
              minRows={3}
              value={value.info}
              onChange={(e) => setValue({ ...value, info: e.target.value })}
            />
          </Stack>
        </Paper>
        <Paper sx={{ p: 2 }}>
          <Stack direction="row" sx={{ alignItems: "center", mb: 1, gap: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {t("sections.roomTypes")}
            </Typography>
            <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setAddingRoomType(true)}>
              {t("roomTypes.add")}
            </Button>
          </Stack>
          <div className={formGrid()}>
            {(roomTypes.data ?? []).map((roomType) => (
              <div key={roomType.id} className={cell({ xs: 12, sm: 6 })}>
                <TextField
                  label={t("fields.roomTypeNote", { type: roomType.type })}
                  helperText={t("fields.roomTypeCapacity", { capacity: roomType.capacity })}
                  multiline
                  value={value.notes[String(roomType.id)] ?? ""}
                  onChange={(e) => setValue(withNote(value, roomType.id, e.target.value))}
                />
              </div>
            ))}
          </div>
        </Paper>
        {locationId !== null && <AttachmentsSection objectType="Location" objectId={locationId} />}
      </Stack>
      <AddRoomTypeDialog
        open={addingRoomType}
        onClose={() => setAddingRoomType(false)}
        onAdded={() => void queryClient.invalidateQueries({ queryKey: ["locations", "roomtypes"] })}
      />
      {guard.dialog}
    </>
  );
}
