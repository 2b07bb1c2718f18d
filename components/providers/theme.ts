"use client";
import { createTheme, type ThemeOptions } from "@mui/material/styles";
import type {} from "@mui/x-date-pickers/themeAugmentation";

/**
 * Smallest side of anything tapped (WCAG 2.5.5, SPEC.md "tablet first"). Applied at every width:
 * the same screens serve the check-in desk's tablets and the office's desktops, and one density
 * keeps the layouts the same.
 */
export const TOUCH_TARGET = 44;

const touch = { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET };

const options: ThemeOptions = {
  // The palette, shape and type as CSS variables on :root (`--mui-palette-primary-main`…): the light
  // layer's CSS modules (components/README.md) read them, so both kits take their colours from here.
  cssVariables: true,
  palette: {
    primary: { main: "#1b5e20" },
    secondary: { main: "#8e1b1b" },
    background: { default: "#f4f6f4" },
    // MUI's orange (#ed6c02) has 3:1 against white, as text and behind white text: this amber has
    // 5:1 both ways (axe colour-contrast asks 4.5:1).
    warning: { main: "#b45309" },
  },
  typography: { fontFamily: "Roboto, Arial, sans-serif" },
  components: {
    // Section titles (h6 style) are second-level headings below the page's h1, their subsections
    // (subtitle1) third-level and theirs (subtitle2) fourth-level ones, not all h6 (axe
    // heading-order: no level skipped).
    MuiTypography: { defaultProps: { variantMapping: { h6: "h2", subtitle1: "h3", subtitle2: "h4" } } },
    MuiButton: {
      defaultProps: { variant: "contained", disableElevation: true },
      styleOverrides: { root: { minHeight: TOUCH_TARGET } },
    },
    MuiIconButton: { styleOverrides: { root: touch } },
    MuiToggleButton: { styleOverrides: { root: { minHeight: TOUCH_TARGET, minWidth: TOUCH_TARGET } } },
    MuiFab: { styleOverrides: { root: touch, sizeSmall: { width: TOUCH_TARGET, height: TOUCH_TARGET } } },
    MuiCheckbox: { styleOverrides: { root: { padding: 10 } } },
    MuiRadio: { styleOverrides: { root: { padding: 10 } } },
    MuiSwitch: {
      styleOverrides: {
        // Same track and thumb as MUI's, on a 44 px hit area.
        root: { width: 64, height: TOUCH_TARGET, padding: 15 },
        switchBase: { padding: 12 },
      },
    },
    // Each star is its own radio: 36 px icon plus padding is a 44 px target.
    MuiRating: {
      styleOverrides: {
        root: { fontSize: "2.25rem" },
        label: { padding: 4 },
        sizeSmall: { fontSize: "1.125rem" },
      },
    },
    MuiTextField: { defaultProps: { size: "small", fullWidth: true } },
    // Small fields are 44 px tall instead of 40 (the input stays centred: the root is a flex box).
    MuiInputBase: { styleOverrides: { sizeSmall: { minHeight: TOUCH_TARGET } } },
    MuiPickersInputBase: { styleOverrides: { root: { minHeight: TOUCH_TARGET } } },
    MuiInputLabel: {
      styleOverrides: {
        sizeSmall: { "&:not(.MuiInputLabel-shrink)": { transform: "translate(14px, 11px) scale(1)" } },
      },
    },
    MuiMenuItem: { styleOverrides: { root: { minHeight: TOUCH_TARGET } } },
    MuiListItemButton: { styleOverrides: { root: { minHeight: TOUCH_TARGET } } },
    MuiTab: { styleOverrides: { root: { minHeight: TOUCH_TARGET } } },
    MuiChip: { styleOverrides: { clickable: { minHeight: TOUCH_TARGET } } },
  },
};

/**
 * MUI core's Italian strings for the components this app uses, as in MUI's it-IT locale. Not that
 * module itself: importing it makes an `Intl.NumberFormat` for pagination labels this app does not
 * show, ~50 ms of a 4x slower CPU inside the page's hydration task.
 */
const itIT: ThemeOptions = {
  components: {
    MuiRating: {
      defaultProps: {
        getLabelText: (value: number) => `${value} Stell${value !== 1 ? "e" : "a"}`,
        emptyLabelText: "Vuoto",
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: "Svuota",
        closeText: "Chiudi",
        loadingText: "Caricamento in corso…",
        noOptionsText: "Nessuna opzione",
        openText: "Apri",
      },
    },
    MuiAlert: { defaultProps: { closeText: "Chiudi" } },
  },
};

const themes = new Map<string, ReturnType<typeof createTheme>>();

/**
 * The theme for the interface's language, made on first use (a page needs one of the two: making
 * both at load was CPU time on every start). Italian: MUI core's own
 * screen-reader and button strings ("Open", "Close", "1 Star", "Empty", pagination) in Italian,
 * from MUI's it-IT locale; English: MUI core's own strings are English already. The date pickers
 * take their Italian texts in components/common/DatePickerField.tsx.
 */
export function themeFor(locale: string) {
  const key = locale === "en" ? "en" : "it";
  let theme = themes.get(key);
  if (!theme) {
    theme = key === "en" ? createTheme(options) : createTheme(options, itIT);
    themes.set(key, theme);
  }
  return theme;
}
