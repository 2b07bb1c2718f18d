"use client";
import { Stack } from "@mui/material";
import { Option, TextField } from "@/components/common/TextField";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useAuth } from "@/components/auth/AuthProvider";
import { EditorActions } from "@/components/common/EditorActions";
import { FormSection } from "@/components/common/FormSection";
import { PageHeader } from "@/components/common/PageHeader";
import { cell, formGrid } from "@/components/common/form-grid";
import { useEditorState } from "@/components/common/useEditorState";
import { useUnsavedChangesGuard } from "@/components/common/useUnsavedChangesGuard";
import { AttachmentsSection } from "@/components/documents/AttachmentsSection";
import { api, apiSave } from "@/lib/client/api-client";
import type { ProfileDto } from "@/lib/profiles/schemas";
import type { RoleDto } from "@/lib/roles/schemas";
import { AccountFields } from "./AccountFields";
import { PersonFields } from "./PersonFields";
import { profileFormValue, profileSaveBody, type ProfileFormValue } from "./profile-form";

export function ProfileEditor({ profileId }: { profileId: number | null }) {
  const t = useTranslations("profiles");
  const router = useRouter();
  const queryClient = useQueryClient();
  const { state } = useAuth();
  const isMaster = state.status === "authenticated" && state.profile.type === "Master";
  const editor = useEditorState<ProfileFormValue>(profileFormValue(null));
  const { value, setValue, reset } = editor;

  const profile = useQuery({
    queryKey: ["profiles", profileId],
    queryFn: ({ signal }) => api.get<ProfileDto>(`/profiles/${profileId}`, { signal }),
    enabled: profileId !== null,
  });
  const roles = useQuery({ queryKey: ["roles", "list"], queryFn: () => api.get<RoleDto[]>("/roles/list") });

  useEffect(() => {
    if (profile.data) reset(profileFormValue(profile.data));
  }, [profile.data, reset]);

  async function save(openSaved = true): Promise<boolean> {
    const saved = await apiSave<ProfileDto>("POST", "/profiles/save", {
      body: profileSaveBody(profileId, value),
    });
    if (!saved) return false;
    reset(profileFormValue(saved));
    queryClient.setQueryData(["profiles", saved.id], saved);
    void queryClient.invalidateQueries({ queryKey: ["profiles", "search"] });
    if (profileId === null && openSaved) router.replace(`/profiles/edit/${saved.id}`);
    return true;
  }

  async function remove() {
    if (profileId === null) return;
    const done = await apiSave("DELETE", `/profiles/${profileId}`);
    if (done === undefined) return;
    reset(value);
    void queryClient.invalidateQueries({ queryKey: ["profiles", "search"] });
    router.push("/profiles");
  }

  const guard = useUnsavedChangesGuard({ dirty: editor.dirty, onSave: () => save(false) });
  const account = value.account;
  const setAccount = (patch: Partial<ProfileFormValue["account"]>) =>
    setValue({ ...value, account: { ...account, ...patch } });

  return (
    <>
      <PageHeader
        title={profileId === null ? t("createTitle") : t("editTitle")}
        actions={
          <EditorActions
            onSave={() => void save()}
            onDelete={profileId !== null ? () => void remove() : undefined}
            deleteQuestion={t("deleteConfirm")}
            backLabel={t("backToList")}
            onBack={() => guard.navigate("/profiles")}
          />
        }
      />
      <Stack spacing={2} component="form" onSubmit={(e) => e.preventDefault()}>
        <FormSection title={t("sections.personal")}>
          <PersonFields value={value} onChange={setValue} />
        </FormSection>
        <FormSection title={t("sections.account")}>
          <div className={formGrid()}>
            {isMaster && (
              <div className={cell({ xs: 12, sm: 6 })}>
                <TextField
                  select
                  label={t("fields.type")}
                  value={value.type}
                  onChange={(e) => setValue({ ...value, type: e.target.value as ProfileFormValue["type"] })}
                >
                  <Option value="User">{t("types.User")}</Option>
                  <Option value="Master">{t("types.Master")}</Option>
                </TextField>
              </div>
            )}
            <AccountFields
              value={account}
              onChange={setAccount}
              roles={roles.data}
              hasSavedPassword={profileId !== null}
            />
          </div>
        </FormSection>
        {profileId !== null && <AttachmentsSection objectType="Profile" objectId={profileId} />}
      </Stack>
      {guard.dialog}
    </>
  );
}
