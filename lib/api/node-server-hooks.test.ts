import { describe, expect, it } from "vitest";
import { isNonCanonicalApiPath } from "./node-server-hooks";

describe("isNonCanonicalApiPath", () => {
  it("flags /api paths with repeated slashes, backslashes, dot segments or a trailing slash", () => {
    for (const url of [
      "/api/ping/",
      "//api/ping",
      "/api//ping",
      "/API//ping",
      "/api\\ping",
      "/api/customers/../ping",
      "/api/./ping",
      "/api/",
      "/api/ping/?x=1",
    ]) {
      expect(isNonCanonicalApiPath(url), url).toBe(true);
    }
  });

  it("leaves canonical /api paths, encoded dots, query strings and pages alone", () => {
    for (const url of [
      "/api",
      "/api/ping",
      "/API/Profiles/Search?search=a//b",
      "/api/documents/update/5/%2E%2E",
      "/customers/",
      "//customers",
      "/apis/x",
    ]) {
      expect(isNonCanonicalApiPath(url), url).toBe(false);
    }
  });
});
