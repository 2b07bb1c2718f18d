"use client";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { itIT, enUS } from "@mui/x-date-pickers/locales";
import dayjs, { type Dayjs } from "dayjs";
import "dayjs/locale/it";
import "dayjs/locale/en";
import { useLocale } from "next-intl";
import type { DateFieldProps } from "./DateField";

/** The display format follows the interface language, never the browser's. */
const FORMATS: Record<string, string> = { it: "DD/MM/YYYY", en: "DD/MM/YYYY" };

/**
 * The one date input of the app: MUI X date picker with the interface's locale (it-IT: dd/MM/yyyy,
 * Italian month names), a touch-friendly calendar, and the API's day form in and out. Used through
 * DateField, which loads it after the first paint.
 */
export function DatePickerField({
  label,
  value,
  onChange,
  name,
  required,
  disabled,
  error,
  helperText,
  minDate,
  maxDate,
  fullWidth = true,
}: DateFieldProps) {
  const locale = useLocale() === "en" ? "en" : "it";
  const localeText = (locale === "en" ? enUS : itIT).components.MuiLocalizationProvider.defaultProps
    .localeText;
  const parsed = value ? dayjs(value.slice(0, 10), "YYYY-MM-DD") : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale} localeText={localeText}>
      <DatePicker
        label={label}
        value={parsed && parsed.isValid() ? parsed : null}
        format={FORMATS[locale]}
        disabled={disabled}
        minDate={minDate ? dayjs(minDate.slice(0, 10)) : undefined}
        maxDate={maxDate ? dayjs(maxDate.slice(0, 10)) : undefined}
        onChange={(next: Dayjs | null) => onChange(next && next.isValid() ? next.format("YYYY-MM-DD") : "")}
        slotProps={{
          textField: { name, required, error, helperText, fullWidth, size: "small" },
          field: { clearable: !required },
        }}
      />
    </LocalizationProvider>
  );
}
