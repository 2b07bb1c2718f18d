import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ThemeProvider } from "@mui/material/styles";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { themeFor } from "./theme";

describe("MUI core speaks the interface's language", () => {
  it("Italian: Rating, Autocomplete and Alert strings from MUI's it-IT locale", () => {
    const components = themeFor("it").components!;
    const rating = components.MuiRating!.defaultProps!;
    expect(rating.emptyLabelText).toBe("Vuoto");
    expect(rating.getLabelText!(1)).toBe("1 Stella");
    expect(rating.getLabelText!(5)).toBe("5 Stelle");
    expect(components.MuiAutocomplete!.defaultProps!.openText).toBe("Apri");
    expect(components.MuiAutocomplete!.defaultProps!.closeText).toBe("Chiudi");
    expect(components.MuiAlert!.defaultProps!.closeText).toBe("Chiudi");
    // The app's own overrides are kept.
    expect(components.MuiButton!.styleOverrides).toBeDefined();
  });
  it("English keeps MUI's English defaults", () => {
    expect(themeFor("en").components!.MuiRating?.defaultProps?.emptyLabelText).toBeUndefined();
  });
});

describe("the reservation status word", () => {
  it('Canceled is "Annullata" in every Italian message file (SPEC.md, Reservation status)', () => {
    const dir = path.resolve(import.meta.dirname, "../../messages/it");
    for (const file of readdirSync(dir)) {
      const text = readFileSync(path.join(dir, file), "utf8");
      expect(text, file).not.toMatch(/Cancellat[ao]"/);
    }
  });
});

describe("the theme as CSS variables", () => {
  it("MUI's ThemeProvider writes the palette, shape and type on :root in the server's HTML", () => {
    const html = renderToString(
      createElement(ThemeProvider, { theme: themeFor("it") }, createElement("span")),
    );
    expect(html).toMatch(/:root\{[^}]*--mui-palette-primary-main:#1b5e20/);
    for (const name of [
      "--mui-palette-error-main:",
      "--mui-palette-text-primary:",
      "--mui-palette-text-secondary:",
      "--mui-palette-text-disabled:",
      "--mui-palette-action-active:",
      "--mui-palette-action-hover:",
      "--mui-palette-divider:",
      "--mui-palette-warning-main:#b45309",
      "--mui-shape-borderRadius:4px",
      "--mui-font-body1:",
    ]) {
      expect(html).toContain(name);
    }
  });
});
