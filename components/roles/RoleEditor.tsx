"use client";
import { FormControlLabel, Paper, Stack, Switch, Typography } from "@mui/material";
import { TextField } from "@/components/common/TextField";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { EditorActions } from "@/components/common/EditorActions";
import { PageHeader } from "@/components/common/PageHeader";
import { useEditorState } from "@/components/common/useEditorState";
import { useUnsavedChangesGuard } from "@/components/common/useUnsavedChangesGuard";
import { api, apiSave } from "@/lib/client/api-client";
import { forgetDeletedRecord } from "@/lib/client/query-cache";
import type { PermissionDto, RoleDto } from "@/lib/roles/schemas";

type RoleFormValue = { name: string; permissionIds: number[] };

function toForm(role: RoleDto | null): RoleFormValue {
  return {
    name: role?.name ?? "",
    permissionIds: (role?.permissions ?? []).map((p) => p.id).sort((a, b) => a - b),
  };
}

export function RoleEditor({ roleId }: { roleId: number | null }) {
  const t = useTranslations("roles");
  const router = useRouter();
  const queryClient = useQueryClient();
  const editor = useEditorState<RoleFormValue>(toForm(null));
  const { value, setValue, reset } = editor;

  const role = useQuery({
    queryKey: ["roles", roleId],
    queryFn: ({ signal }) => api.get<RoleDto>(`/roles/${roleId}`, { signal }),
    enabled: roleId !== null,
  });
  const permissions = useQuery({
    queryKey: ["roles", "permissions"],
    queryFn: () => api.get<PermissionDto[]>("/roles/permissions"),
  });
  useEffect(() => {
    if (role.data) reset(toForm(role.data));
  }, [role.data, reset]);

  async function save(openSaved = true): Promise<boolean> {
    const saved = await apiSave<RoleDto>("POST", "/roles", {
      body: { id: roleId, name: value.name, permissions: value.permissionIds.map((id) => ({ id })) },
    });
    if (!saved) return false;
    reset(toForm(saved));
    void queryClient.invalidateQueries({ queryKey: ["roles"] });
    if (roleId === null && openSaved) router.replace(`/profiles/roles/edit/${saved.id}`);
    return true;
  }

  async function remove() {
    if (roleId === null) return;
    if ((await apiSave("DELETE", `/roles/${roleId}`)) === undefined) return;
    reset(value);
    forgetDeletedRecord(queryClient, ["roles", roleId], ["roles"]);
    router.push("/profiles/roles");
  }

  const guard = useUnsavedChangesGuard({ dirty: editor.dirty, onSave: () => save(false) });
  const toggle = (id: number, on: boolean) =>
    setValue({
      ...value,
      permissionIds: on
        ? [...value.permissionIds, id].sort((a, b) => a - b)
        : value.permissionIds.filter((existing) => existing !== id),
    });

  return (
    <>
      <PageHeader
        title={roleId === null ? t("createTitle") : t("editTitle")}
        actions={
          <EditorActions
            onSave={() => void save()}
            onDelete={roleId !== null ? () => void remove() : undefined}
            deleteQuestion={t("deleteConfirm")}
            backLabel={t("backToList")}
            onBack={() => guard.navigate("/profiles/roles")}
          />
        }
      />
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2}>
          <TextField
            label={t("name")}
            name="name"
            required
            value={value.name}
            onChange={(e) => setValue({ ...value, name: e.target.value })}
          />
          <Typography variant="h6">{t("permissions")}</Typography>
          {(permissions.data ?? []).map((permission) => (
            <FormControlLabel
              key={permission.id}
              control={
                <Switch
                  checked={value.permissionIds.includes(permission.id)}
                  onChange={(e) => toggle(permission.id, e.target.checked)}
                />
              }
              label={permission.description}
            />
          ))}
        </Stack>
      </Paper>
      {guard.dialog}
    </>
  );
}
