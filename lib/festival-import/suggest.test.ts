import { describe, expect, it } from "vitest";
import { suggest } from "./prepare";

describe("suggest: the existing name for an unknown one", () => {
  it("prefers more telling words in common, then the closest name as a whole, whatever the order", () => {
    const hotels = [
      { id: 1, name: "Riviera-a3a250d5 Zeta" },
      { id: 2, name: "Grand Hotel Riviera dei Fiori" },
      { id: 3, name: "Hotel Royal" },
    ];
    expect(suggest("Grand Hotel Riviera", hotels)).toBe(2);
    expect(suggest("Grand Hotel Riviera", [...hotels].reverse())).toBe(2);
    expect(suggest("Riviera Zeta", hotels)).toBe(1);
  });

  it("suggests nothing when only common words are shared", () => {
    expect(suggest("Grand Hotel Sanremo", [{ id: 1, name: "Grand Hotel Milano" }])).toBeNull();
  });
});
