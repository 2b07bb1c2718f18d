import { describe, expect, it } from "vitest";
import { isPageRequest } from "./page-request";

const request = (mode: RequestMode, headers: Record<string, string> = {}) => ({
  mode,
  headers: new Headers(headers),
});

describe("isPageRequest", () => {
  it("holds a page load and the router's RSC requests, prefetches included", () => {
    expect(isPageRequest({ request: request("navigate"), sameOrigin: true })).toBe(true);
    expect(isPageRequest({ request: request("cors", { rsc: "1" }), sameOrigin: true })).toBe(true);
    expect(
      isPageRequest({
        request: request("cors", { RSC: "1", "Next-Router-Prefetch": "1" }),
        sameOrigin: true,
      }),
    ).toBe(true);
  });

  it("leaves the build's files and other origins to the runtime caching", () => {
    expect(isPageRequest({ request: request("no-cors"), sameOrigin: true })).toBe(false);
    expect(isPageRequest({ request: request("cors"), sameOrigin: true })).toBe(false);
    expect(isPageRequest({ request: request("navigate"), sameOrigin: false })).toBe(false);
  });
});
