import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PlainTextField } from "./PlainTextField";
import { TextField } from "./TextField";

const COMPONENTS = path.resolve(import.meta.dirname, "..");

/** The CSS modules of components/, the frame's (components/shell) included. */
function cssModules(dir = COMPONENTS): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssModules(full);
    return entry.name.endsWith(".module.css") ? [full] : [];
  });
}

describe("the light layer (components/README.md)", () => {
  it("a text field carries none of MUI's class names and is found by its label", () => {
    const html = renderToString(
      createElement(PlainTextField, { label: "Cognome", required: true, error: true, helperText: "!" }),
    );
    expect(html).not.toMatch(/Mui/);
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Cognome/);
    expect(html).toContain("data-field-box");
  });

  it("the select's look-alike carries none either", () => {
    const html = renderToString(
      createElement(TextField, { select: true, label: "Stato", value: "", disabled: true }),
    );
    expect(html).not.toMatch(/Mui/);
  });

  it("CSS modules select no MUI class and take colours and fonts from the theme's variables", () => {
    const modules = cssModules().filter((file) => !file.includes(`${path.sep}plain${path.sep}`));
    expect(modules.length).toBeGreaterThan(5);
    for (const file of modules) {
      const css = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
      expect(css, file).not.toMatch(/Mui/);
      expect(css, file).not.toMatch(/#[0-9a-f]{3,8}\b|rgba?\(\s*\d/i);
      expect(css, file).not.toMatch(/font-family/);
    }
  });
});
