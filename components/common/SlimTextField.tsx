"use client";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";
import { useId, type ChangeEvent, type PointerEvent, type InputHTMLAttributes, type ReactNode } from "react";

/**
 * The outlined, small TextField built from its parts. MUI's TextField also imports Select (Menu,
 * Popover, Modal) and the filled and standard inputs, about 17 KiB gzipped: list pages whose only
 * field is the search box load this instead (issue 7, docs/BUNDLE.md). Same look and markup roles.
 */
export function SlimTextField({
  label,
  value,
  onChange,
  type,
  required,
  disabled,
  error,
  helperText,
  fullWidth = true,
  startAdornment,
  endAdornment,
  inputProps,
  onPointerDown,
}: {
  label: string;
  value: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  fullWidth?: boolean;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  inputProps?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
  /** A press anywhere on the field (DateField's look-alike). */
  onPointerDown?: (event: PointerEvent<HTMLDivElement>) => void;
}) {
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <FormControl
      size="small"
      fullWidth={fullWidth}
      required={required}
      disabled={disabled}
      error={error}
      variant="outlined"
      onPointerDown={onPointerDown}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={required ? `${label} *` : label}
        value={value}
        onChange={onChange}
        type={type}
        readOnly={inputProps?.readOnly}
        startAdornment={startAdornment}
        endAdornment={endAdornment}
        inputProps={inputProps}
        aria-describedby={helperId}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
