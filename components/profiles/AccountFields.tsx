"use client";
import { FormControlLabel, Switch } from "@mui/material";
import { Option, TextField } from "@/components/common/TextField";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { cell } from "@/components/common/form-grid";
import type { RoleDto } from "@/lib/roles/schemas";
import type { AccountFormValue } from "./profile-form";

/**
 * The sign-in account of a user or an agent: username, role, password and confirmation,
 * Disattivato. Grid cells (form-grid's `cell`), for the caller's `formGrid()`. `roleField`
 * replaces the role picker (e.g. read-only for a caller who may not choose roles).
 */
export function AccountFields({
  value,
  onChange,
  roles,
  hasSavedPassword,
  roleField,
}: {
  value: AccountFormValue;
  onChange: (patch: Partial<AccountFormValue>) => void;
  roles: RoleDto[] | undefined;
  hasSavedPassword: boolean;
  roleField?: ReactNode;
}) {
  const t = useTranslations("profiles.fields");
  return (
    <>
      <div className={cell({ xs: 12, sm: 6 })}>
        <TextField
          label={t("username")}
          name="username"
          required
          autoComplete="off"
          value={value.username}
          onChange={(e) => onChange({ username: e.target.value })}
        />
      </div>
      <div className={cell({ xs: 12, sm: 6 })}>
        {roleField ?? (
          <TextField
            select
            label={t("role")}
            value={roles ? value.roleId : ""}
            onChange={(e) => onChange({ roleId: Number(e.target.value) })}
            slotProps={{ htmlInput: { "data-testid": "role-select" } }}
          >
            {(roles ?? []).map((role) => (
              <Option key={role.id} value={role.id}>
                {role.name}
              </Option>
            ))}
          </TextField>
        )}
      </div>
      <div className={cell({ xs: 12, sm: 6 })}>
        <TextField
          label={t("password")}
          name="new-password"
          type="password"
          autoComplete="new-password"
          helperText={hasSavedPassword ? t("passwordHint") : t("passwordRule")}
          value={value.password}
          onChange={(e) => onChange({ password: e.target.value })}
        />
      </div>
      <div className={cell({ xs: 12, sm: 6 })}>
        <TextField
          label={t("confirmPassword")}
          name="confirm-password"
          type="password"
          autoComplete="new-password"
          value={value.confirmPassword}
          onChange={(e) => onChange({ confirmPassword: e.target.value })}
        />
      </div>
      <div className={cell({ xs: 12, sm: 6 })}>
        <FormControlLabel
          control={
            <Switch checked={value.isDisabled} onChange={(e) => onChange({ isDisabled: e.target.checked })} />
          }
          label={t("isDisabled")}
        />
      </div>
    </>
  );
}
