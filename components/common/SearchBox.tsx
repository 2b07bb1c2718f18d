"use client";
import SearchIcon from "@mui/icons-material/Search";
import InputAdornment from "@mui/material/InputAdornment";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { PlainTextField } from "./PlainTextField";

export const SEARCH_DEBOUNCE_MS = 500;

/** Free-text search that reports its value 500 ms after the last keystroke. */
export function SearchBox({
  value,
  onChange,
  label,
  endAdornment,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  endAdornment?: ReactNode;
}) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    // The value changed from outside (e.g. a list reset): show it.
    setShownValue(value);
    setText(value);
  }
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChangeRef.current(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <PlainTextField
      label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      type="search"
      slotProps={{
        htmlInput: { "data-testid": "search-box" },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
          endAdornment,
        },
      }}
    />
  );
}
