"use client";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { itIT, enUS } from "@mui/x-date-pickers/locales";
import dayjs, { type Dayjs } from "dayjs";
import "dayjs/locale/it";
import "dayjs/locale/en";
import { useLocale } from "next-intl";
import { useState } from "react";
import { TOUCH_TARGET } from "@/components/providers/theme";
import type { DateFieldProps } from "./DateField";

/**
 * Calendar day cells are 44 px tap targets (MUI X draws them 36 px): the
 * week-day labels, the height of the 6 weeks and the calendar's width grow with them. Here, not
 * in the theme, so the first load of every page does not carry it.
 */
const CELL = TOUCH_TARGET + 4; // a day and its 2 px margins
const CALENDAR_SX = {
  "& .MuiPickerDay-root": { "--PickerDay-size": `${TOUCH_TARGET}px` },
  "& .MuiDayCalendar-weekDayLabel": { width: TOUCH_TARGET },
  "& .MuiDayCalendar-slideTransition, & .MuiDayCalendar-loadingContainer": { minHeight: CELL * 6 },
  "& .MuiDateCalendar-root": { width: CELL * 7 + 16, height: "auto", maxHeight: "none" },
} as const;

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
  defaultOpen = false,
  autoFocus = false,
}: DateFieldProps & {
  /** The look-alike of DateField was tapped before this code arrived: the calendar opens at once. */
  defaultOpen?: boolean;
  /** The look-alike had the focus: the field takes it. */
  autoFocus?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen && !disabled);
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
        // A tap on the day picks it and closes the calendar, on tablets too (the
        // touch variant would wait for OK: 3 taps for a date); Annulla stays to leave unchanged.
        closeOnSelect
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        autoFocus={autoFocus}
        slotProps={{
          textField: { name, required, error, helperText, fullWidth, size: "small" },
          field: { clearable: !required },
          actionBar: { actions: ["cancel"] },
          layout: { sx: CALENDAR_SX },
        }}
      />
    </LocalizationProvider>
  );
}
