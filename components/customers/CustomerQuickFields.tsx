"use client";
import { FormControlLabel, Rating, Stack, Switch, Typography } from "@mui/material";
import { TextField } from "@/components/common/TextField";
import { useTranslations } from "next-intl";
import { PhoneInput } from "@/components/common/PhoneInput";
import type { CustomerFormValue } from "./customer-form";

/**
 * The fields a desk fills for a customer without leaving its screen (the reservation's new guest,
 * the entries' customer selection): names, email, phone, fake flag and, when asked, the rating.
 * A fake customer has no rating (SPEC.md section 5). The rest of the record is kept as it is.
 */
export function CustomerQuickFields({
  value,
  onChange,
  showRating = false,
}: {
  value: CustomerFormValue;
  onChange: (next: CustomerFormValue) => void;
  showRating?: boolean;
}) {
  const t = useTranslations("customers.quick");
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <TextField
        label={t("lastName")}
        name="lastName"
        required
        value={value.lastName}
        onChange={(e) => onChange({ ...value, lastName: e.target.value })}
      />
      <TextField
        label={t("firstName")}
        name="firstName"
        required
        value={value.firstName}
        onChange={(e) => onChange({ ...value, firstName: e.target.value })}
      />
      <TextField
        label={t("email")}
        name="email"
        type="email"
        value={value.email}
        onChange={(e) => onChange({ ...value, email: e.target.value })}
      />
      <PhoneInput
        label={t("phone")}
        prefix={value.phonePrefix}
        phone={value.phone}
        onChange={(next) => onChange({ ...value, ...next })}
      />
      <FormControlLabel
        control={
          <Switch
            checked={value.isFake}
            onChange={(e) =>
              onChange({ ...value, isFake: e.target.checked, rating: e.target.checked ? null : value.rating })
            }
          />
        }
        label={t("isFake")}
      />
      {showRating && !value.isFake && (
        <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
          <Typography component="legend">{t("rating")}</Typography>
          <Rating
            name="rating"
            value={value.rating}
            max={5}
            size="large"
            onChange={(_, rating) => onChange({ ...value, rating })}
          />
        </Stack>
      )}
    </Stack>
  );
}
