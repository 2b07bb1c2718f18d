"use client";
import { lazy, Suspense } from "react";
import { SlimTextField } from "./SlimTextField";

export type DateFieldProps = {
  label: string;
  /** "YYYY-MM-DD" (a local timestamp is accepted and cut to its day); "" or null for none. */
  value: string | null;
  /** Called with "YYYY-MM-DD", or "" when cleared or not a whole valid date yet. */
  onChange: (value: string) => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  /** "YYYY-MM-DD" bounds offered by the calendar. */
  minDate?: string | null;
  maxDate?: string | null;
  fullWidth?: boolean;
};

const DatePickerField = lazy(() =>
  import("./DatePickerField").then((module) => ({ default: module.DatePickerField })),
);

/** "YYYY-MM-DD…" -> "DD/MM/YYYY", the pickers' display format in both languages. */
function displayDay(value: string | null): string {
  const match = value?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : "";
}

/**
 * The one date input of the app (MUI X date picker, interface locale, dd/MM/yyyy). The picker, its
 * locales and dayjs are fetched after the first paint (issue 7: first load <= 250 KiB); meanwhile
 * a read-only look-alike field holds the place, so the form does not move.
 */
export function DateField(props: DateFieldProps) {
  const fallback = (
    <SlimTextField
      label={props.label}
      value={displayDay(props.value)}
      required={props.required}
      disabled={props.disabled}
      error={props.error}
      helperText={props.helperText}
      fullWidth={props.fullWidth ?? true}
      inputProps={{ readOnly: true }}
    />
  );
  return (
    <Suspense fallback={fallback}>
      <DatePickerField {...props} />
    </Suspense>
  );
}
