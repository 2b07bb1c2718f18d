import { describe, expect, it } from "vitest";
import { PAGE_SIZE, likePattern, pageQuerySchema, pageWindow } from "./paging";

describe("pageWindow", () => {
  it("returns one page of 10 without preservePages", () => {
    expect(PAGE_SIZE).toBe(10);
    expect(pageWindow({ pageNumber: 0, preservePages: false })).toEqual({ limit: 10, offset: 0 });
    expect(pageWindow({ pageNumber: 3, preservePages: false })).toEqual({ limit: 10, offset: 30 });
  });

  it("returns pages 0..pageNumber with preservePages", () => {
    expect(pageWindow({ pageNumber: 0, preservePages: true })).toEqual({ limit: 10, offset: 0 });
    expect(pageWindow({ pageNumber: 2, preservePages: true })).toEqual({ limit: 30, offset: 0 });
  });
});

describe("pageQuerySchema", () => {
  it("parses the query string", () => {
    expect(pageQuerySchema.parse({})).toEqual({ search: undefined, pageNumber: 0, preservePages: false });
    expect(pageQuerySchema.parse({ search: "  rossi ", pageNumber: "2", preservePages: "true" })).toEqual({
      search: "rossi",
      pageNumber: 2,
      preservePages: true,
    });
    expect(pageQuerySchema.parse({ search: "   " }).search).toBeUndefined();
  });

  it("rejects bad values", () => {
    for (const query of [
      { pageNumber: "-1" },
      { pageNumber: "x" },
      { preservePages: "1" },
      { search: ["a", "b"] },
    ]) {
      expect(pageQuerySchema.safeParse(query).success).toBe(false);
    }
  });
});

describe("likePattern", () => {
  it("escapes LIKE wildcards and the escape character", () => {
    expect(likePattern("rossi")).toBe("%rossi%");
    expect(likePattern("50%")).toBe("%50\\%%");
    expect(likePattern("a_b")).toBe("%a\\_b%");
    expect(likePattern("c\\d")).toBe("%c\\\\d%");
  });
});
