"use client";
import { cell, formGrid } from "@/components/common/form-grid";
import { Checkbox, FormControlLabel } from "@mui/material";
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
    <div className={formGrid()}>
      <div className={cell({ xs: 12, sm: 6 })}>{text("firstName", { required: firstNameRequired })}</div>
      <div className={cell({ xs: 12, sm: 6 })}>{text("lastName", { required: true })}</div>
      <div className={cell({ xs: 12, sm: 6 })}>{text("email", { type: "email" })}</div>
      <div className={cell({ xs: 12, sm: 6 })}>
        <PhoneInput
          label={t("phone")}
          prefix={value.phonePrefix}
          phone={value.phone}
          onChange={(phone) => onChange({ ...value, ...phone })}
        />
      </div>
      <div className={cell({ xs: 12, sm: 4 })}>
        <DateField
          label={t("birthDate")}
          name="birthDate"
          value={value.birthDate}
          onChange={(birthDate) => onChange({ ...value, birthDate })}
        />
      </div>
      <div className={cell({ xs: 12, sm: 4 })}>{text("taxCode")}</div>
      <div className={cell({ xs: 12, sm: 4 })}>{text("vatNumber")}</div>
      <div className={cell({ xs: 12, sm: 6 })}>{text("address")}</div>
      <div className={cell({ xs: 12, sm: 6 })}>{text("city")}</div>
      <div className={cell({ xs: 12, sm: 4 })}>{text("zipCode")}</div>
      <div className={cell({ xs: 12, sm: 4 })}>{text("stateProvince")}</div>
      <div className={cell({ xs: 12, sm: 4 })}>{text("country")}</div>
      <div className={cell(12)}>
        <FormControlLabel
          control={
            <Checkbox
              checked={value.privacy}
              onChange={(e) => onChange({ ...value, privacy: e.target.checked })}
            />
          }
          label={t("privacy")}
        />
      </div>
    </div>
  );
}
