"use client";
import type { MenuItemProps } from "@mui/material/MenuItem";
import type { TextFieldProps } from "@mui/material/TextField";
import {
  Children,
  isValidElement,
  useId,
  useState,
  type ComponentType,
  type ReactNode,
  type Ref,
} from "react";
import { deferred } from "./deferred";
import { classes, FieldFrame, PlainTextField, type PlainTextFieldProps } from "./PlainTextField";
import fieldStyles from "./PlainTextField.module.css";
import styles from "./TextField.module.css";

/**
 * MUI's TextField without its Select chain on the first load (docs/BUNDLE.md): MUI's
 * TextField imports Select (Menu, Popover, Modal, focus trap) and the filled and standard inputs,
 * about 17 KiB gzipped, on every page that has a field. A plain field is PlainTextField (plain
 * elements with MUI's look). A `select` field renders MUI's own TextField, fetched when
 * the first select field mounts; until it arrives a look-alike of the closed select holds its
 * place, and a tap or key press on it opens the menu once it is there. Only the outlined variant
 * exists in this app; `slotProps` are objects, never functions.
 */
export function TextField(props: TextFieldProps & { ref?: Ref<HTMLDivElement> }) {
  return props.select ? (
    <SelectTextField {...props} />
  ) : (
    <PlainTextField {...(props as PlainTextFieldProps)} />
  );
}

/**
 * An option of a `select` TextField: MUI's MenuItem (same props), whose code comes with the select's
 * (MenuItem and its roving focus are not in the first load either). Only the open menu renders it.
 */
export const Option = deferred(
  () => import("@mui/material/MenuItem").then((module) => module.default as ComponentType<MenuItemProps>),
  { when: "idle" },
);

/** MUI's TextField, with MenuItem for the options: the select never shows an empty menu. */
const MuiTextField = deferred(
  () =>
    Promise.all([import("@mui/material/TextField"), Option.preload()]).then(
      ([module]) => module.default as ComponentType<TextFieldProps & { ref?: Ref<HTMLDivElement> }>,
    ),
  { when: "idle" },
);

function SelectTextField(props: TextFieldProps & { ref?: Ref<HTMLDivElement> }) {
  // What the user did on the look-alike before the real select arrived: it is replayed.
  const [wanted, setWanted] = useState({ open: false, focus: false });
  const slot = (props.slotProps ?? {}) as { select?: Record<string, unknown> };
  const select = {
    ...slot.select,
    ...(wanted.open && { defaultOpen: true }),
    ...(wanted.focus && { autoFocus: true }),
  };
  return (
    <MuiTextField
      {...props}
      slotProps={{ ...props.slotProps, select }}
      fallback={
        <SelectLookAlike
          {...props}
          onOpen={() => setWanted({ open: true, focus: true })}
          onFocusChange={(focus) => setWanted((current) => ({ ...current, focus }))}
        />
      }
    />
  );
}

const OPEN_KEYS = new Set([" ", "ArrowUp", "ArrowDown", "Enter"]);

/** The closed select (label, chosen option, arrow) until MUI's Select has arrived. */
function SelectLookAlike({
  label,
  value,
  children,
  helperText,
  required = false,
  disabled = false,
  error = false,
  fullWidth = true,
  className,
  sx,
  id: idOverride,
  onOpen,
  onFocusChange,
}: TextFieldProps & { onOpen: () => void; onFocusChange: (focus: boolean) => void }) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const filled = value !== undefined && value !== null && value !== "";
  const chosen = filled
    ? Children.toArray(children).find(
        (child) => isValidElement<{ value?: unknown }>(child) && child.props.value === value,
      )
    : undefined;
  const display = isValidElement<{ children?: ReactNode }>(chosen) ? chosen.props.children : null;
  return (
    <FieldFrame
      id={id}
      label={label}
      labelElement="div"
      required={required}
      error={error}
      disabled={disabled}
      fullWidth={fullWidth}
      helperText={helperText}
      // A div is never `:placeholder-shown`: the label's place is told.
      shrink={filled}
      className={className}
      sx={sx}
    >
      <div
        className={classes(fieldStyles.input, styles.display, disabled && styles.displayDisabled)}
        tabIndex={disabled ? undefined : 0}
        onMouseDown={(event) => {
          if (event.button === 0 && !disabled) onOpen();
        }}
        onKeyDown={(event) => {
          if (OPEN_KEYS.has(event.key) && !disabled) {
            event.preventDefault();
            onOpen();
          }
        }}
        onFocus={() => onFocusChange(true)}
        onBlur={() => onFocusChange(false)}
      >
        {display ?? (
          <span className="notranslate" aria-hidden>
            {"\u200b"}
          </span>
        )}
      </div>
      <svg
        className={classes(styles.arrow, disabled && styles.arrowDisabled)}
        viewBox="0 0 24 24"
        aria-hidden
        focusable="false"
      >
        <path d="M7 10l5 5 5-5z" />
      </svg>
    </FieldFrame>
  );
}
