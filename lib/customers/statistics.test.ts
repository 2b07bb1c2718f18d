import { describe, expect, it } from "vitest";
import { isRenderableRating, reliabilityGrade, trustedPercent } from "./statistics";

describe("reliabilityGrade", () => {
  it("is Low (Bassa) below 3 events involved", () => {
    expect(reliabilityGrade(0)).toBe("Low");
    expect(reliabilityGrade(1)).toBe("Low");
    expect(reliabilityGrade(2)).toBe("Low");
  });

  it("is Medium (Media) at exactly 3 events involved", () => {
    expect(reliabilityGrade(3)).toBe("Medium");
  });

  it("is High (Alta) from 4 events involved", () => {
    expect(reliabilityGrade(4)).toBe("High");
    expect(reliabilityGrade(5)).toBe("High");
    expect(reliabilityGrade(120)).toBe("High");
  });
});

describe("trustedPercent", () => {
  it("shows the ratio times 100", () => {
    expect(trustedPercent(0)).toBe(0);
    expect(trustedPercent(1)).toBe(100);
    expect(trustedPercent(0.5)).toBe(50);
    expect(trustedPercent(0.755)).toBe(75.5);
    expect(trustedPercent(2)).toBe(200);
  });

  it("has no floating-point noise and keeps two decimals", () => {
    expect(0.29 * 100).not.toBe(29);
    expect(trustedPercent(0.29)).toBe(29);
    expect(trustedPercent(0.57)).toBe(57);
    expect(trustedPercent(1 / 3)).toBe(33.33);
    expect(trustedPercent(2 / 3)).toBe(66.67);
  });

  it("treats a missing ratio as 0", () => {
    expect(trustedPercent(Number.NaN)).toBe(0);
    expect(trustedPercent(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe("isRenderableRating", () => {
  it("accepts whole values 0..5", () => {
    for (const rating of [0, 1, 2, 3, 4, 5]) expect(isRenderableRating(rating)).toBe(true);
  });

  it("rejects anything else", () => {
    for (const rating of [null, undefined, -1, 6, 2.5, Number.NaN])
      expect(isRenderableRating(rating)).toBe(false);
  });
});
