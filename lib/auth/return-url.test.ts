import { describe, expect, it } from "vitest";
import { safeReturnUrl } from "./return-url";

describe("safeReturnUrl", () => {
  it.each([
    ["/customers", "/customers"],
    ["/reservations?event=3&page=2", "/reservations?event=3&page=2"],
    ["/events/12#hotels", "/events/12#hotels"],
    ["/a/../customers", "/customers"],
    ["/%2F%2Fevil.test", "/%2F%2Fevil.test"],
  ])("keeps the app's own path %j", (value, expected) => {
    expect(safeReturnUrl(value)).toBe(expected);
  });

  it.each([
    null,
    "",
    "customers",
    "//evil.test/x",
    "/\\evil.test/x",
    "\\\\evil.test/x",
    "/\t/evil.test/x",
    "/\n/evil.test/x",
    "/\r/evil.test/x",
    "/\u0000/evil.test",
    "/\u007f/evil.test",
    "/.//evil.test/x",
    "/a/../..//evil.test/x",
    "/./\\evil.test",
    "https://evil.test/x",
    "http:/evil.test",
    "javascript:alert(1)",
    " /\\evil.test",
    "/login",
    "/login?returnUrl=/customers",
  ])("refuses %j (home instead)", (value) => {
    expect(safeReturnUrl(value)).toBe("/");
  });

  it("answers a path that resolves to this origin again, whatever the input", () => {
    const hostile = ["/\\", "/\t/", "/.//", "/%09/", "/%5C", "//", "/..//"];
    for (const a of hostile)
      for (const b of ["evil.test", "evil.test/x", "\\evil.test"]) {
        const path = safeReturnUrl(`${a}${b}`);
        expect(new URL(path, "https://app.example").origin).toBe("https://app.example");
      }
  });
});
