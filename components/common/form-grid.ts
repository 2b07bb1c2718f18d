import styles from "./FormGrid.module.css";

/** A cell's width in columns of 12, from each breakpoint up (MUI Grid's `size`); xs is 12 when not given. */
export type CellSize = number | { xs?: number; sm?: number; md?: number };

/**
 * A form's grid as CSS classes (FormGrid.module.css): `<div className={formGrid()}>` around cells
 * `<div className={cell({ xs: 12, sm: 6 })}>`. The app's only grid (components/README.md): plain
 * elements instead of MUI's Grid, whose cells are styled components with their responsive styles
 * computed at hydration, one per field.
 */
export function formGrid(
  options: {
    spacing?: 1 | 1.5 | 2;
    /** Cells centred vertically in their row. */
    center?: boolean;
    /** 8 px above the grid: a dialog's first fields, whose floating labels stand over their boxes. */
    above?: boolean;
    /** 16 px below the grid (a filter bar above its list). */
    below?: boolean;
  } = {},
): string {
  const gap = { 1: styles.spacing1, 1.5: styles.spacing15, 2: undefined }[options.spacing ?? 2];
  return [
    styles.grid,
    gap,
    options.center && styles.center,
    options.above && styles.above,
    options.below && styles.below,
  ]
    .filter(Boolean)
    .join(" ");
}

export function cell(size: CellSize): string {
  const { xs = 12, sm, md } = typeof size === "number" ? { xs: size } : size;
  return [styles[`xs${xs}`], sm && styles[`sm${sm}`], md && styles[`md${md}`]].filter(Boolean).join(" ");
}
