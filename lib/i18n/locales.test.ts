import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage } from "./locales";

describe("locale from the browser", () => {
  it("defaults to Italian", () => {
    expect(localeFromAcceptLanguage(null)).toBe("it");
    expect(localeFromAcceptLanguage("de-DE,fr;q=0.8")).toBe("it");
  });
  it("follows the preferred supported language", () => {
    expect(localeFromAcceptLanguage("en-US,en;q=0.9,it;q=0.8")).toBe("en");
    expect(localeFromAcceptLanguage("de;q=1,it;q=0.5,en;q=0.7")).toBe("en");
    expect(localeFromAcceptLanguage("it-IT")).toBe("it");
  });
});
