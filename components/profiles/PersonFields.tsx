"use client";
import { Checkbox, FormControlLabel, Grid } from "@mui/material";
import { TextField } from "@/components/common/TextField";
import { useTranslations } from "next-intl";
import { DateField } from "@/components/common/DateField";
import { PhoneInput } from "@/components/common/PhoneInput";
import type { PersonFormValue } from "./profile-form";

/** The personal fields shared by users, agents and customers. */
export function PersonFields<T extends PersonFormValue>({
  value,
  onChange,
  firstNameRequired = false,
}: {
  value: T;
  onChange: (next: T) => void;
  /** Customers need a first name; users and agents do not (SPEC.md section 12). */
  firstNameRequired?: boolean;
}) {
  const t = useTranslations("profiles.fields");
  const text = (field: keyof PersonFormValue, options: { type?: string; required?: boolean } = {}) => (
    <TextField
      label={t(field)}
      name={field}
      type={options.type}
      required={options.required}
      value={value[field] as string}
      onChange={(e) => onChange({ ...value, [field]: e.target.value })}
    />
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>{text("firstName", { required: firstNameRequired })}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text("lastName", { required: true })}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text("email", { type: "email" })}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <PhoneInput
          label={t("phone")}
          prefix={value.phonePrefix}
          phone={value.phone}
          onChange={(phone) => onChange({ ...value, ...phone })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <DateField
          label={t("birthDate")}
          name="birthDate"
          value={value.birthDate}
          onChange={(birthDate) => onChange({ ...value, birthDate })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{text("taxCode")}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{text("vatNumber")}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text("address")}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text("city")}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{text("zipCode")}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{text("stateProvince")}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{text("country")}</Grid>
      <Grid size={12}>
        <FormControlLabel
          control={
            <Checkbox
              checked={value.privacy}
              onChange={(e) => onChange({ ...value, privacy: e.target.checked })}
            />
          }
          label={t("privacy")}
        />
      </Grid>
    </Grid>
  );
}
