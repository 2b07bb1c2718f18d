"use client";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";
import type { TextFieldProps } from "@mui/material/TextField";
import { useId } from "react";

type SlotObjects = {
  input?: Record<string, unknown>;
  htmlInput?: Record<string, unknown>;
  inputLabel?: Record<string, unknown>;
};

/**
 * An Autocomplete's input (its `renderInput`), from the parts of MUI's outlined TextField
 * (FormControl, InputLabel, OutlinedInput, FormHelperText) without TextField's Select chain:
 * Autocomplete anchors its list to InputBase's root (its ref) and styles it through MUI's
 * classes, which PlainTextField does not have. Single-line; `slotProps` are objects.
 */
export function AutocompleteTextField({
  disabled = false,
  error = false,
  fullWidth = true,
  helperText,
  id: idOverride,
  label,
  placeholder,
  required = false,
  slotProps,
  size = "small",
}: TextFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const slot = (slotProps ?? {}) as SlotObjects;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      size={size}
      variant="outlined"
    >
      {label != null && label !== "" && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...slot.inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        fullWidth={fullWidth}
        id={id}
        placeholder={placeholder}
        inputProps={slot.htmlInput}
        label={label}
        {...slot.input}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
