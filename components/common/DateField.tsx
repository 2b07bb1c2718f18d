"use client";
import Box from "@mui/material/Box";
import { useState, type KeyboardEvent } from "react";
import { calendarDay, formatDay } from "@/lib/dates";
import { deferred } from "./deferred";
import { PlainTextField } from "./PlainTextField";

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

/** Fetched when a date field is first used (`wanted`); the look-alike stays until it is there. */
const DatePickerField = deferred(() => import("./DatePickerField").then((module) => module.DatePickerField), {
  when: "idle",
});

/**
 * The picker's calendar button as it looks (an end-edge IconButton with MUI X's calendar icon),
 * drawn without the button's code: the whole look-alike takes the tap.
 */
const CALENDAR_BUTTON = (
  <Box
    component="span"
    aria-hidden
    data-picker-button
    sx={{
      display: "flex",
      ml: 1,
      mr: -1.5,
      p: 1,
      color: "action.active",
      "& svg": { width: 24, height: 24 },
    }}
  >
    <svg viewBox="0 0 24 24" fill="currentColor" focusable="false">
      <path d="M17 12h-5v5h5v-5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1h-2zm3 18H5V8h14v11z" />
    </svg>
  </Box>
);

/** Typed digits "ddmmyyyy" -> "YYYY-MM-DD" when they are a whole valid day, else null. */
export function typedDay(digits: string): string | null {
  if (!/^\d{8}$/.test(digits)) return null;
  return calendarDay(Number(digits.slice(4)), Number(digits.slice(2, 4)), Number(digits.slice(0, 2)));
}

/**
 * The one date input of the app (MUI X date picker, interface locale, dd/MM/yyyy). A look-alike
 * field shows the day until the field is first used (a tap, the focus): only then are the picker,
 * its locales and dayjs fetched (keeping the first load <= 250 KiB) and the look-alike swapped for
 * it. Swapping every date field of a screen as soon as the code arrived would be most of a list's
 * blocking time on a slow tablet. Nothing done on the look-alike is lost: a tap on it (or a click
 * on its calendar button) opens the calendar as soon as the picker is there, digits typed in it
 * make the day (dd/mm/yyyy), and the focus moves to the picker when it takes the look-alike's place.
 */
export function DateField(props: DateFieldProps) {
  const [wanted, setWanted] = useState({ open: false, focus: false, used: false });
  // Digits typed on the look-alike: it stays until they make a whole day or the field is left.
  const [typed, setTyped] = useState("");
  const onKeyDown = (event: KeyboardEvent) => {
    if (props.disabled || event.ctrlKey || event.metaKey || event.altKey) return;
    let next = typed;
    if (/^\d$/.test(event.key)) next = (typed + event.key).slice(0, 8);
    else if (event.key === "Backspace") next = typed.slice(0, -1);
    else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      setWanted({ open: true, focus: true, used: true });
      return;
    } else return;
    event.preventDefault();
    const day = typedDay(next);
    if (day) {
      props.onChange(day);
      setTyped("");
    } else setTyped(next);
  };
  const partial = typed.replace(/^(\d{2})(\d)/, "$1/$2").replace(/^(\d{2}\/\d{2})(\d)/, "$1/$2");
  const lookAlike = (
    <PlainTextField
      label={props.label}
      value={typed ? partial : formatDay(props.value)}
      required={props.required}
      disabled={props.disabled}
      error={props.error}
      helperText={props.helperText}
      fullWidth={props.fullWidth ?? true}
      onPointerDown={(event) => {
        // As the picker does: a touch anywhere, or a click on the calendar button, opens it.
        const open =
          event.pointerType !== "mouse" || (event.target as Element).closest("[data-picker-button]") !== null;
        if (!props.disabled) setWanted({ open, focus: true, used: true });
      }}
      slotProps={{
        input: { endAdornment: CALENDAR_BUTTON },
        htmlInput: {
          readOnly: true,
          "data-date-lookalike": "true",
          inputMode: "numeric",
          onKeyDown,
          onFocus: () => setWanted((current) => ({ ...current, focus: true, used: true })),
          onBlur: () => {
            setWanted((current) => ({ ...current, focus: false }));
            setTyped("");
          },
        },
      }}
    />
  );
  return (
    <DatePickerField
      {...props}
      defaultOpen={wanted.open}
      autoFocus={wanted.focus}
      wanted={wanted.used && !(wanted.focus && typed !== "")}
      fallback={lookAlike}
    />
  );
}
