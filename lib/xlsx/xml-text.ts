/** Excel refuses longer cell texts. */
export const MAX_CELL_TEXT = 32_767;

// Characters XML 1.0 forbids (C0 controls but tab, LF and CR; U+FFFE/U+FFFF; lone surrogates).
const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const SPECIAL = /[&<>"]/g;
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
// Excel reads "_xHHHH_" in a text as an escaped character: a literal one escapes its underscore.
const EXCEL_ESCAPE = /_x([0-9A-Fa-f]{4})_/g;
// Anything the functions below might change: most texts have none, and are returned as they are.
const NEEDS_WORK = /[&<>"_\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

/** Text for an element or a double-quoted attribute: forbidden characters dropped, markup escaped. */
export function xmlEscape(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text.replace(FORBIDDEN, "").replace(SPECIAL, (c) => ENTITIES[c]!);
}

/** A cell's text as Excel stores it: cut to Excel's limit, "_xHHHH_" kept literal, escaped. */
export function cellText(text: string): string {
  const cut = text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text;
  if (!NEEDS_WORK.test(cut)) return cut;
  return xmlEscape(cut.replace(EXCEL_ESCAPE, "_x005F_x$1_"));
}
