"use client";
import { Stack } from "@mui/material";
import { Option, TextField } from "@/components/common/TextField";
import { useTranslations } from "next-intl";
import { DEFAULT_PHONE_PREFIX, PHONE_PREFIXES } from "@/lib/phone-prefixes";
import { sanitizePhone } from "@/lib/phone-number";

/** Phone number (digits and spaces only) with the European prefix picker, Italy +39 first. */
export function PhoneInput({
  label,
  prefix,
  phone,
  onChange,
}: {
  label: string;
  prefix: string | null;
  phone: string | null;
  onChange: (value: { phonePrefix: string; phone: string }) => void;
}) {
  const t = useTranslations("common");
  const current = prefix || DEFAULT_PHONE_PREFIX;
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        select
        label={t("phonePrefix")}
        value={current}
        onChange={(e) => onChange({ phonePrefix: e.target.value, phone: phone ?? "" })}
        sx={{ width: 150, flexShrink: 0 }}
        slotProps={{ htmlInput: { "data-testid": "phone-prefix" } }}
      >
        {PHONE_PREFIXES.map((entry) => (
          <Option key={entry.country} value={entry.prefix}>
            {entry.prefix} {t(`countries.${entry.country}`)}
          </Option>
        ))}
      </TextField>
      <TextField
        label={label}
        value={phone ?? ""}
        onChange={(e) => onChange({ phonePrefix: current, phone: sanitizePhone(e.target.value) })}
        slotProps={{ htmlInput: { inputMode: "tel", "data-testid": "phone" } }}
      />
    </Stack>
  );
}
