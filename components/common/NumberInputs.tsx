"use client";
import { InputAdornment } from "@mui/material";
import { TextField } from "@/components/common/TextField";
import type { TextFieldProps } from "@mui/material/TextField";
import { useState } from "react";
import { decimalInputValue, parseIntegerInput, sanitizeDecimalInput } from "@/lib/client/input-rules";

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
 * Decimal field (money, percentages): one dot, at most 2 decimals, a leading minus only with
 * `allowNegative`; empty clears to null. The value is a decimal string, exact for money.
 * `unit` shows "€" or "%" at the end, with the label kept above the field (issue 7: long labels
 * ran into the unit).
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
  // Keep what the user typed ("12." while typing "12.5"); follow outside changes of the value.
  const [text, setText] = useState(value ?? "");
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (decimalInputValue(text) !== value) setText(value ?? "");
  }
  return (
    <TextField
      {...props}
      value={text}
      onChange={(e) => {
        const clean = sanitizeDecimalInput(e.target.value, allowNegative);
        setText(clean);
        const next = decimalInputValue(clean);
        setShown(next);
        onChange(next);
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
