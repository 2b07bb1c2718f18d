"use client";
import type { TextFieldProps } from "@mui/material/TextField";
import type { SxProps, Theme } from "@mui/material/styles";
import Box from "@mui/material/Box";
import { useId, type CSSProperties, type HTMLAttributes, type ReactNode, type Ref } from "react";
import styles from "./PlainTextField.module.css";

type SlotObjects = {
  input?: { readOnly?: boolean; startAdornment?: ReactNode; endAdornment?: ReactNode };
  htmlInput?: Record<string, unknown> & { style?: CSSProperties };
  inputLabel?: { shrink?: boolean };
};

export type PlainTextFieldProps = Omit<TextFieldProps, "slotProps"> & {
  slotProps?: SlotObjects & Record<string, unknown>;
  ref?: Ref<HTMLDivElement>;
};

/**
 * The app's outlined small text field as plain elements styled by a CSS module: MUI's
 * TextField is a FormControl, an InputLabel, an OutlinedInput with its notched outline and a
 * helper text, about 33 React fibers and seven emotion-styled parts whose styles are computed for
 * each field at hydration; this is about 8 fibers and no style work. It looks and behaves as MUI's
 * (label floating over the border's notch when focused or filled, 44 px tall, hover, focus,
 * error and disabled colours, read from the theme's CSS variables) but carries none of MUI's class
 * names: LoadingFields and layout checks select its `data-field` root and `data-field-box` outline,
 * tests find the control by its label. Whether the label floats is CSS (`:focus`,
 * `:placeholder-shown`), so the server's HTML is right before hydration.
 * Takes TextField's props that this app uses (a select goes to TextField; an Autocomplete's input
 * to AutocompleteTextField, which needs InputBase's ref and classes).
 */
export function PlainTextField({
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
  sx,
  type,
  value,
  /* eslint-disable @typescript-eslint/no-unused-vars -- MUI's, not passed on to the root */
  size,
  select,
  slots,
  variant,
  color,
  margin,
  focused,
  hiddenLabel,
  children,
  /* eslint-enable @typescript-eslint/no-unused-vars */
  ...rootProps
}: PlainTextFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const slot = slotProps ?? {};
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const { startAdornment, endAdornment, readOnly } = slot.input ?? {};
  // MUI floats the label over an adornment at the start, or when told to.
  const shrink = slot.inputLabel?.shrink ?? (startAdornment ? true : undefined);
  const { style: htmlStyle, ...htmlInput } = slot.htmlInput ?? {};
  const control = {
    id,
    value: value as string | number | undefined,
    defaultValue: defaultValue as string | number | undefined,
    name,
    autoComplete,
    autoFocus,
    disabled,
    required,
    readOnly,
    // Always a placeholder: an empty field is `:placeholder-shown`, which keeps its label down.
    placeholder: placeholder ?? " ",
    "aria-invalid": error,
    "aria-describedby": helperTextId,
    onChange,
    onFocus,
    onBlur,
    ...htmlInput,
  };
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      error={error}
      disabled={disabled}
      fullWidth={fullWidth}
      helperText={helperText}
      shrink={shrink}
      startAdornment={startAdornment}
      endAdornment={endAdornment}
      className={className}
      sx={sx}
      rootProps={rootProps}
    >
      {multiline ? (
        <textarea
          {...control}
          ref={inputRef as Ref<HTMLTextAreaElement>}
          rows={Number(rows ?? minRows ?? 1)}
          className={classes(styles.input, styles.textarea)}
          style={{ ...textarea(rows, minRows, maxRows), ...htmlStyle }}
        />
      ) : (
        <input
          {...control}
          ref={inputRef as Ref<HTMLInputElement>}
          type={type ?? "text"}
          className={styles.input}
          style={htmlStyle}
        />
      )}
    </FieldFrame>
  );
}

/**
 * An outlined field around its control (`children`, with class `styles.input`): the label, the
 * outline and its notch, the adornments and the helper text. PlainTextField's, and the select
 * look-alike's (components/common/TextField.tsx).
 */
export function FieldFrame({
  id,
  label,
  labelElement = "label",
  required,
  error,
  disabled,
  fullWidth,
  helperText,
  shrink,
  startAdornment,
  endAdornment,
  className,
  sx,
  rootProps,
  children,
}: {
  id: string;
  label: ReactNode;
  /** "div" when the control is not a form field (a label would point at nothing). */
  labelElement?: "label" | "div";
  required: boolean;
  error: boolean;
  disabled: boolean;
  fullWidth: boolean;
  helperText: ReactNode;
  /** Label up (true) or down (false) whatever the control holds; else CSS decides. */
  shrink: boolean | undefined;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  className?: string;
  sx?: TextFieldProps["sx"];
  rootProps?: HTMLAttributes<HTMLDivElement>;
  children: ReactNode;
}) {
  const hasLabel = label != null && label !== "";
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const Label = labelElement;
  const Root = sx ? Box : "div";
  return (
    <Root
      {...rootProps}
      {...(sx && { sx: sx as SxProps<Theme> })}
      data-field=""
      className={classes(
        styles.root,
        fullWidth && styles.fullWidth,
        hasLabel && styles.labelled,
        shrink === true && styles.shrink,
        shrink === false && styles.noShrink,
        error && styles.error,
        disabled && styles.disabled,
        className,
      )}
    >
      {hasLabel && (
        <Label
          {...(Label === "label" && { htmlFor: id })}
          id={`${id}-label`}
          data-field-label=""
          className={styles.label}
        >
          {label}
          {required && (
            <span aria-hidden className={styles.asterisk}>
              {"\u2009*"}
            </span>
          )}
        </Label>
      )}
      <div
        data-field-box=""
        className={classes(
          styles.box,
          startAdornment != null && styles.adornedStart,
          endAdornment != null && styles.adornedEnd,
        )}
      >
        {startAdornment}
        {children}
        {endAdornment}
        <fieldset aria-hidden className={styles.outline}>
          {hasLabel ? (
            <legend className={styles.legend}>
              <span>
                {required ? (
                  <>
                    {label}
                    {"\u2009*"}
                  </>
                ) : (
                  label
                )}
              </span>
            </legend>
          ) : (
            <legend className={styles.emptyLegend}>
              <span className="notranslate">{"\u200b"}</span>
            </legend>
          )}
        </fieldset>
      </div>
      {helperText && (
        <p id={helperTextId} className={styles.helper}>
          {helperText}
        </p>
      )}
    </Root>
  );
}

export function classes(...names: (string | false | null | undefined)[]) {
  return names.filter(Boolean).join(" ");
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
  if (rows !== undefined) return { resize: "vertical" };
  return {
    fieldSizing: "content",
    minHeight: `${Number(minRows ?? 1)}lh`,
    ...(maxRows !== undefined && { maxHeight: `${Number(maxRows)}lh` }),
    resize: "vertical",
  } as CSSProperties;
}
