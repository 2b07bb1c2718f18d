import { describe, expect, it } from "vitest";
import { listCount } from "./list-count";

describe("listCount", () => {
  it("counts every record when nothing narrows the list", () => {
    expect(listCount({ matching: undefined, total: 190, filtered: false })).toEqual({
      kind: "all",
      total: 190,
    });
    // Without a filter the list's own count is the total.
    expect(listCount({ matching: 190, total: undefined, filtered: false })).toEqual({
      kind: "all",
      total: 190,
    });
  });

  it("gives the rows found of every record while a search narrows the list", () => {
    expect(listCount({ matching: 1, total: 190, filtered: true })).toEqual({
      kind: "some",
      matching: 1,
      total: 190,
    });
    expect(listCount({ matching: 0, total: 190, filtered: true })).toEqual({
      kind: "some",
      matching: 0,
      total: 190,
    });
  });

  it("waits for both numbers: one alone would read as the size of the other list", () => {
    expect(listCount({ matching: 1, total: undefined, filtered: true })).toEqual({ kind: "loading" });
    expect(listCount({ matching: undefined, total: 190, filtered: true })).toEqual({ kind: "loading" });
    expect(listCount({ matching: undefined, total: undefined, filtered: false })).toEqual({
      kind: "loading",
    });
  });
});
