import { describe, expect, it } from "vitest";
import { cellText, MAX_CELL_TEXT, xmlEscape } from "./xml-text";

describe("xmlEscape", () => {
  it("escapes markup and quotes", () => {
    expect(xmlEscape(`<a href="x">Tom & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
  });

  it("drops the characters XML 1.0 forbids and keeps tab, new lines, accents and emoji", () => {
    expect(xmlEscape("a\u0000b\u0001c\u0008d\u000Be\u000Cf\u001Fg\uFFFEh\uFFFF")).toBe("abcdefgh");
    expect(xmlEscape("riga 1\nriga 2\tfine\r")).toBe("riga 1\nriga 2\tfine\r");
    expect(xmlEscape("Città è perché 😀")).toBe("Città è perché 😀");
    expect(xmlEscape("x\uD800y\uDC00z")).toBe("xyz");
  });
});

describe("cellText", () => {
  it("keeps a literal _xHHHH_ literal (Excel would decode it)", () => {
    expect(cellText("a_x0041_b")).toBe("a_x005F_x0041_b");
    expect(cellText("_x_ and _x12_")).toBe("_x_ and _x12_");
  });

  it("cuts texts to Excel's limit", () => {
    expect(cellText("y".repeat(MAX_CELL_TEXT + 10))).toHaveLength(MAX_CELL_TEXT);
  });
});
