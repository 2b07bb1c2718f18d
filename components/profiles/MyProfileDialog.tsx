"use client";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { TextField } from "@/components/common/TextField";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAuth } from "@/components/auth/AuthProvider";
import { cell, formGrid } from "@/components/common/form-grid";
import { apiSave } from "@/lib/client/api-client";
import type { ProfileDto } from "@/lib/profiles/schemas";
import { PersonFields } from "./PersonFields";
import { personFormValue, personSaveBody, type PersonFormValue } from "./profile-form";

type MyDataValue = PersonFormValue & { currentPassword: string; password: string; confirmPassword: string };

/** The signed-in user's own data, opened from the name in the header. */
export function MyProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations("shell");
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="my-profile-title">
      <DialogTitle id="my-profile-title">{t("myProfileTitle")}</DialogTitle>
      {/* Mounted on open, so each opening starts from the saved profile. */}
      {open && <MyProfileForm onClose={onClose} />}
    </Dialog>
  );
}

function MyProfileForm({ onClose }: { onClose: () => void }) {
  const tp = useTranslations("profiles.fields");
  const tc = useTranslations("common");
  const { state, reloadProfile } = useAuth();
  const profile = state.status === "authenticated" ? state.profile : null;
  const [value, setValue] = useState<MyDataValue>({
    ...personFormValue(profile),
    currentPassword: "",
    password: "",
    confirmPassword: "",
  });

  async function save() {
    const { currentPassword, password, confirmPassword, ...person } = value;
    const saved = await apiSave<ProfileDto>("POST", "/profiles/mydata", {
      body: {
        ...personSaveBody(person),
        account: password ? { currentPassword, password, confirmPassword } : null,
      },
    });
    if (!saved) return;
    await reloadProfile();
    onClose();
  }

  return (
    <>
      <DialogContent>
        <div className={formGrid({ above: true })}>
          <div className={cell(12)}>
            <PersonFields value={value} onChange={setValue} />
          </div>
          <div className={cell(12)}>
            <TextField
              label={tp("currentPassword")}
              type="password"
              autoComplete="current-password"
              value={value.currentPassword}
              onChange={(e) => setValue({ ...value, currentPassword: e.target.value })}
            />
          </div>
          <div className={cell({ xs: 12, sm: 6 })}>
            <TextField
              label={tp("password")}
              type="password"
              autoComplete="new-password"
              helperText={tp("passwordHint")}
              value={value.password}
              onChange={(e) => setValue({ ...value, password: e.target.value })}
            />
          </div>
          <div className={cell({ xs: 12, sm: 6 })}>
            <TextField
              label={tp("confirmPassword")}
              type="password"
              autoComplete="new-password"
              value={value.confirmPassword}
              onChange={(e) => setValue({ ...value, confirmPassword: e.target.value })}
            />
          </div>
        </div>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" onClick={onClose}>
          {tc("cancel")}
        </Button>
        <Button onClick={() => void save()}>{tc("save")}</Button>
      </DialogActions>
    </>
  );
}
