import path from "node:path";
import type * as ReactPdf from "@react-pdf/renderer";

/**
 * The font of every PDF: Roboto (the interface's font; Apache License 2.0, from the npm package
 * roboto-fontface, whose LICENSE travels with it). The PDF's built-in Helvetica has no glyphs
 * beyond Latin-1 ("Łukasz" came out as "Aukasz"); Roboto covers Latin Extended (Polish, Czech,
 * Croatian, Hungarian, Romanian, Turkish), Greek and Cyrillic, and is embedded (subset) in the file.
 */
export const PDF_FONT = "Roboto";

const fontFile = (name: string) =>
  path.join(
    /* turbopackIgnore: true */ process.cwd(),
    "node_modules",
    "roboto-fontface",
    "fonts",
    "roboto",
    `Roboto-${name}.woff`,
  );

let registered = false;

/** Registers the font with the renderer once per process; call before rendering a document. */
export function registerPdfFonts(pdf: typeof ReactPdf): void {
  if (registered) return;
  pdf.Font.register({
    family: PDF_FONT,
    fonts: [
      { src: fontFile("Regular"), fontWeight: "normal" },
      { src: fontFile("Bold"), fontWeight: "bold" },
    ],
  });
  // Names are never hyphenated at a line break.
  pdf.Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
