"use client";
import { InputAdornment } from "@mui/material";
import { TextField } from "@/components/common/TextField";
import type { TextFieldProps } from "@mui/material/TextField";
import { useLayoutEffect, useRef, useState } from "react";
import { useLocale } from "next-intl";
import { formatNumber } from "@/lib/client/format";
import { decimalEditText, parseIntegerInput, readDecimalInput } from "@/lib/client/input-rules";

type BaseProps = Omit<TextFieldProps, "value" | "onChange" | "type">;

/**
 * Integer field (guests, entries, availability, number of reservations): digits only; empty
 * becomes null.
 */
export function IntegerInput({
  value,
  onChange,
  ...props
}: BaseProps & { value: number | null; onChange: (value: number | null) => void }) {
  return (
    <TextField
      {...props}
      value={value ?? ""}
      onChange={(e) => onChange(parseIntegerInput(e.target.value))}
      slotProps={{
        ...props.slotProps,
        htmlInput: { inputMode: "numeric", ...(props.slotProps?.htmlInput ?? {}) },
      }}
    />
  );
}

/**
 * Decimal field (money, percentages); empty clears to null. The value is an exact decimal string
 * with a dot for the API ("1250.50"). The user may type "1.250,50", "1250,50" or "1250.50"
 * (rule in lib/client/input-rules.ts, readDecimalInput); at most 2 decimals, a leading minus
 * only with `allowNegative`. While focused the field shows what was typed (an API value comes
 * in as "1250,50" in Italian); otherwise the formatted value, "1.250,50".
 * `unit` shows "€" or "%" at the end, with the label kept above the field (a long label would
 * run into the unit).
 */
export function DecimalInput({
  value,
  onChange,
  allowNegative = false,
  unit,
  ...props
}: BaseProps & {
  value: string | null;
  onChange: (value: string | null) => void;
  allowNegative?: boolean;
  unit?: "€" | "%";
}) {
  const locale = useLocale();
  const [focused, setFocused] = useState(false);
  // On focus the text switches from "1.250,50" to "1250,50": the whole of it is selected again
  // once shown, so typing replaces it (as on an untouched field) instead of landing after it.
  const selectOnFocus = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    const input = selectOnFocus.current;
    selectOnFocus.current = null;
    if (focused && input && document.activeElement === input) input.select();
  }, [focused]);
  // What the user typed ("12," while typing "12,5"); follows outside changes of the value.
  const [text, setText] = useState(() => decimalEditText(value, locale));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (readDecimalInput(text, allowNegative)?.value !== value) setText(decimalEditText(value, locale));
  }
  const display = focused
    ? text
    : formatNumber(value, locale, { minimumFractionDigits: unit === "€" ? 2 : 0, maximumFractionDigits: 2 });
  return (
    <TextField
      {...props}
      value={display}
      onFocus={(e) => {
        if (!focused && e.target instanceof HTMLInputElement) selectOnFocus.current = e.target;
        setFocused(true);
        props.onFocus?.(e);
      }}
      onBlur={(e) => {
        setFocused(false);
        // Next focus starts from the value, in the locale's way ("1250,5").
        setText(decimalEditText(value, locale));
        props.onBlur?.(e);
      }}
      onChange={(e) => {
        const reading = readDecimalInput(e.target.value, allowNegative);
        if (!reading) return; // refused keystroke: the field keeps its text
        setFocused(true);
        setText(reading.text);
        setShown(reading.value);
        onChange(reading.value);
      }}
      slotProps={{
        ...props.slotProps,
        htmlInput: { inputMode: "decimal", ...(props.slotProps?.htmlInput ?? {}) },
        // With a unit the label always sits above the field, so it never runs into the unit.
        inputLabel: unit
          ? { shrink: true, ...(props.slotProps?.inputLabel ?? {}) }
          : props.slotProps?.inputLabel,
        input: unit
          ? {
              endAdornment: (
                <InputAdornment position="end" sx={{ minWidth: "1.25em", justifyContent: "flex-end" }}>
                  {unit}
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    />
  );
}
