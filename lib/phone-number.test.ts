import { describe, expect, it } from "vitest";
import { sanitizePhone, storedPhone } from "./phone-number";

describe("sanitizePhone (as typed)", () => {
  it("keeps digits and spaces only", () => {
    expect(sanitizePhone("+39 333-12a34")).toBe("39 3331234");
    expect(sanitizePhone("333 12 34")).toBe("333 12 34");
    expect(sanitizePhone("abc")).toBe("");
  });

  it("keeps a space typed at the end, for the next group", () => {
    expect(sanitizePhone("333 ")).toBe("333 ");
  });
});

describe("storedPhone (as kept)", () => {
  it("keeps the groups as typed, one space between them", () => {
    expect(storedPhone("333 1002001")).toBe("333 1002001");
    expect(storedPhone("  333   100 2001 ")).toBe("333 100 2001");
    expect(storedPhone("3331002001")).toBe("3331002001");
  });

  it("drops what is not a digit or a space, as the field does while typing", () => {
    expect(storedPhone("333.100.2001")).toBe("3331002001");
    expect(storedPhone("333-100 2001")).toBe("333100 2001");
  });

  it("is null without digits", () => {
    expect(storedPhone(null)).toBeNull();
    expect(storedPhone("")).toBeNull();
    expect(storedPhone("   ")).toBeNull();
    expect(storedPhone("n/a")).toBeNull();
  });
});
