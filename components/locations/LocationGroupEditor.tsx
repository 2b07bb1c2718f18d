"use client";
import { List, ListItem, ListItemText, Paper, Stack, Typography } from "@mui/material";
import { TextField } from "@/components/common/TextField";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { EditorActions } from "@/components/common/EditorActions";
import { PageHeader } from "@/components/common/PageHeader";
import { useEditorState } from "@/components/common/useEditorState";
import { useUnsavedChangesGuard } from "@/components/common/useUnsavedChangesGuard";
import { forgetDeletedRecord } from "@/lib/client/query-cache";
import { api, apiSave } from "@/lib/client/api-client";
import type { LocationGroupDto } from "@/lib/locations/schemas";

export function LocationGroupEditor({ groupId }: { groupId: number | null }) {
  const t = useTranslations("locations.group");
  const router = useRouter();
  const queryClient = useQueryClient();
  const editor = useEditorState<{ name: string }>({ name: "" });
  const { value, setValue, reset } = editor;

  const group = useQuery({
    queryKey: ["locations", "group", groupId],
    queryFn: ({ signal }) => api.get<LocationGroupDto>(`/locations/group/${groupId}`, { signal }),
    enabled: groupId !== null,
  });
  useEffect(() => {
    if (group.data) reset({ name: group.data.name });
  }, [group.data, reset]);

  async function save(openSaved = true): Promise<boolean> {
    const saved = await apiSave<LocationGroupDto>("POST", "/locations/group", {
      body: { id: groupId, name: value.name },
    });
    if (!saved) return false;
    reset({ name: saved.name });
    queryClient.setQueryData(["locations", "group", saved.id], saved);
    void queryClient.invalidateQueries({ queryKey: ["locations", "groups"] });
    if (groupId === null && openSaved) router.replace(`/locations/group/edit/${saved.id}`);
    return true;
  }

  async function remove() {
    if (groupId === null) return;
    if ((await apiSave("DELETE", `/locations/group/${groupId}`)) === undefined) return;
    reset(value);
    // The deleted group is not fetched again; the group list and its former hotels are.
    forgetDeletedRecord(queryClient, ["locations", "group", groupId], ["locations"]);
    router.push("/locations/groups");
  }

  const guard = useUnsavedChangesGuard({ dirty: editor.dirty, onSave: () => save(false) });
  const hotels = group.data?.locations ?? [];

  return (
    <>
      <PageHeader
        title={groupId === null ? t("createTitle") : t("editTitle")}
        actions={
          <EditorActions
            onSave={() => void save()}
            onDelete={groupId !== null ? () => void remove() : undefined}
            deleteQuestion={t("deleteConfirm")}
            backLabel={t("backToList")}
            onBack={() => guard.navigate("/locations/groups")}
          />
        }
      />
      <Stack spacing={2}>
        <Paper
          sx={{ p: 2 }}
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <TextField
            label={t("name")}
            name="name"
            required
            value={value.name}
            onChange={(e) => setValue({ name: e.target.value })}
          />
        </Paper>
        {groupId !== null && (
          <Paper sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t("hotels")}
            </Typography>
            {group.isSuccess && hotels.length === 0 ? (
              <Typography color="textSecondary">{t("noHotels")}</Typography>
            ) : (
              <List dense data-testid="group-hotels">
                {hotels.map((hotel) => (
                  <ListItem key={hotel.id} disableGutters>
                    <ListItemText primary={hotel.name} />
                  </ListItem>
                ))}
              </List>
            )}
          </Paper>
        )}
      </Stack>
      {guard.dialog}
    </>
  );
}
