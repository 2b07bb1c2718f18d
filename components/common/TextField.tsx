"use client";
import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import type { InputBaseComponentProps } from "@mui/material/InputBase";
import type { MenuItemProps } from "@mui/material/MenuItem";
import OutlinedInput from "@mui/material/OutlinedInput";
import type { TextFieldProps } from "@mui/material/TextField";
import {
  Children,
  isValidElement,
  useId,
  useState,
  type HTMLAttributes,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from "react";
import { onUse } from "./on-use";

/**
 * MUI's TextField without its Select chain on the first load (issue 7, docs/BUNDLE.md): MUI's
 * TextField imports Select (Menu, Popover, Modal, focus trap) and the filled and standard inputs,
 * about 17 KiB gzipped, on every page that has a field. A plain field is rendered here from the
 * same parts as MUI's outlined TextField (FormControl, InputLabel, OutlinedInput, FormHelperText),
 * same markup, classes and theme defaults (small, full width). A `select` field renders MUI's own
 * TextField, fetched when the first select field mounts; until it arrives a look-alike of the
 * closed select holds its place, and a tap or key press on it opens the menu once it is there.
 * Only the outlined variant exists in this app; `slotProps` are objects, never functions.
 */
export function TextField(props: TextFieldProps & { ref?: Ref<HTMLDivElement> }) {
  return props.select ? <SelectTextField {...props} /> : <PlainTextField {...props} />;
}

type SlotObjects = {
  input?: Record<string, unknown>;
  htmlInput?: Record<string, unknown>;
  inputLabel?: Record<string, unknown> & { shrink?: boolean };
  formHelperText?: Record<string, unknown>;
  select?: Record<string, unknown>;
};

function PlainTextField({
  autoComplete,
  autoFocus = false,
  className,
  defaultValue,
  disabled = false,
  error = false,
  fullWidth = true,
  helperText,
  id: idOverride,
  inputRef,
  label,
  maxRows,
  minRows,
  multiline = false,
  name,
  onBlur,
  onChange,
  onFocus,
  placeholder,
  required = false,
  rows,
  slotProps,
  type,
  value,
  size = "small",
  /* eslint-disable @typescript-eslint/no-unused-vars -- not passed on to the root */
  select,
  slots,
  variant,
  children,
  /* eslint-enable @typescript-eslint/no-unused-vars */
  ...other
}: TextFieldProps & { ref?: Ref<HTMLDivElement> }) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const slot = (slotProps ?? {}) as SlotObjects;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== "";
  const shrink = slot.inputLabel?.shrink;
  return (
    <FormControl
      {...other}
      className={className ? `MuiTextField-root ${className}` : "MuiTextField-root"}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      size={size}
      variant="outlined"
    >
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...slot.inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        name={name}
        // A multiline field is a native textarea that grows with its text in CSS (`textarea` below),
        // not MUI's TextareaAutosize: its measurement at mount forced a style and layout pass of
        // the whole form, ~100 ms of a 4x slower CPU on customer and reservation edit (issue 23).
        multiline={false}
        {...(multiline && { inputComponent: "textarea", rows: rows ?? minRows ?? 1 })}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onFocus={onFocus}
        onChange={onChange}
        placeholder={placeholder}
        inputProps={
          multiline
            ? {
                // InputBase's default type="text" does not belong on a textarea.
                type: undefined,
                ...slot.htmlInput,
                style: { ...textarea(rows, minRows, maxRows), ...(slot.htmlInput?.style as object) },
              }
            : slot.htmlInput
        }
        label={label}
        {...(shrink !== undefined && { notched: shrink })}
        {...slot.input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...slot.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}

/**
 * A textarea's height: `rows` lines when given, else from its text (`field-sizing: content`)
 * between `minRows` and `maxRows` lines. A browser without `field-sizing` keeps `minRows` lines,
 * scrolls a longer text and lets the user drag the corner to enlarge it.
 */
function textarea(
  rows: number | string | undefined,
  minRows: number | string | undefined,
  maxRows: number | string | undefined,
): CSSProperties {
  if (rows !== undefined) return { height: "auto", resize: "vertical" };
  return {
    fieldSizing: "content",
    height: "auto",
    minHeight: `${Number(minRows ?? 1)}lh`,
    ...(maxRows !== undefined && { maxHeight: `${Number(maxRows)}lh` }),
    resize: "vertical",
  } as CSSProperties;
}

const menuItem = onUse(() => import("@mui/material/MenuItem").then((module) => module.default));
/** MUI's TextField, with MenuItem for the options: the select never shows an empty menu. */
const muiTextField = onUse(() =>
  Promise.all([import("@mui/material/TextField"), menuItem.preload()]).then(([module]) => module.default),
);

/**
 * An option of a `select` TextField: MUI's MenuItem (same props), whose code comes with the select's
 * (MenuItem and its roving focus are not in the first load either). Only the open menu renders it.
 */
export function Option(props: MenuItemProps) {
  const MenuItem = menuItem.useLoaded();
  // eslint-disable-next-line react-hooks/static-components -- the module's component, not created here
  return MenuItem ? <MenuItem {...props} /> : null;
}

function SelectTextField(props: TextFieldProps & { ref?: Ref<HTMLDivElement> }) {
  const MuiTextField = muiTextField.useLoaded();
  // What the user did on the look-alike before the real select arrived: it is replayed.
  const [wanted, setWanted] = useState({ open: false, focus: false });
  if (MuiTextField) {
    const slot = (props.slotProps ?? {}) as SlotObjects;
    const select = {
      ...slot.select,
      ...(wanted.open && { defaultOpen: true }),
      ...(wanted.focus && { autoFocus: true }),
    };
    // The module's component, the same one on every render (not created here).
    // eslint-disable-next-line react-hooks/static-components
    return <MuiTextField {...props} slotProps={{ ...props.slotProps, select }} />;
  }
  return (
    <SelectLookAlike
      {...props}
      onOpen={() => setWanted({ open: true, focus: true })}
      onFocusChange={(focus) => setWanted((current) => ({ ...current, focus }))}
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
  size = "small",
  className,
  sx,
  id: idOverride,
  slotProps,
  onOpen,
  onFocusChange,
}: TextFieldProps & { onOpen: () => void; onFocusChange: (focus: boolean) => void }) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const slot = (slotProps ?? {}) as SlotObjects;
  const filled = value !== undefined && value !== null && value !== "";
  const chosen = filled
    ? Children.toArray(children).find(
        (child) => isValidElement<{ value?: unknown }>(child) && child.props.value === value,
      )
    : undefined;
  const display = isValidElement<{ children?: ReactNode }>(chosen) ? chosen.props.children : null;
  const hasLabel = label != null && label !== "";
  return (
    <FormControl
      className={className ? `MuiTextField-root ${className}` : "MuiTextField-root"}
      sx={sx}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      size={size}
      variant="outlined"
    >
      {hasLabel && (
        <InputLabel id={`${id}-label`} component="div" {...slot.inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        value={filled ? String(value) : ""}
        label={label}
        readOnly
        inputComponent={LookAlikeDisplay}
        inputProps={{
          display,
          onMouseDown: (event: MouseEvent) => {
            if (event.button === 0) onOpen();
          },
          onKeyDown: (event: KeyboardEvent) => {
            if (OPEN_KEYS.has(event.key)) {
              event.preventDefault();
              onOpen();
            }
          },
        }}
        onFocus={() => onFocusChange(true)}
        onBlur={() => onFocusChange(false)}
        sx={{
          "& .MuiSelect-select": {
            height: "auto",
            minHeight: "1.4375em",
            textOverflow: "ellipsis",
            whiteSpace: "nowrap",
            overflow: "hidden",
            userSelect: "none",
            cursor: disabled ? "default" : "pointer",
            paddingRight: "32px",
          },
        }}
      />
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
    </FormControl>
  );
}

/** Receives InputBase's input props; only those a closed select's display uses are kept. */
function LookAlikeDisplay({
  ref,
  display,
  className,
  disabled,
  onMouseDown,
  onKeyDown,
  onFocus,
  onBlur,
}: InputBaseComponentProps) {
  const handlers = { onMouseDown, onKeyDown, onFocus, onBlur } as HTMLAttributes<HTMLDivElement>;
  return (
    <>
      <div
        ref={ref as Ref<HTMLDivElement>}
        className={`MuiSelect-select MuiSelect-outlined ${className ?? ""}`}
        tabIndex={disabled ? undefined : 0}
        {...handlers}
      >
        {display ?? (
          <span className="notranslate" aria-hidden>
            {"\u200b"}
          </span>
        )}
      </div>
      <ArrowDropDownIcon
        className="MuiSelect-icon MuiSelect-iconOutlined"
        sx={{
          position: "absolute",
          right: 7,
          top: "calc(50% - .5em)",
          pointerEvents: "none",
          color: disabled ? "action.disabled" : "action.active",
        }}
      />
    </>
  );
}
