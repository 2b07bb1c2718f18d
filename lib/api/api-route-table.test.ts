import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiRoutePatterns, buildApiRouteTable } from "./api-route-table";

const patterns = [
  "/api/customers/search",
  "/api/customers/[id]",
  "/api/customers/[id]/statistics",
  "/api/events/[eventId]/hotels/[locationId]",
  "/api/documents/download/[...name]",
  "/api/[...path]",
];

/** Every route file under app/api, with its folder as a pattern ("/api/customers/[id]"). */
function routeFiles(): { file: string; pattern: string }[] {
  return apiRoutePatterns("app").map((pattern) => ({
    file: path.join("app", ...pattern.slice(1).split("/"), "route.ts"),
    pattern,
  }));
}

describe("the /api route table", () => {
  const table = buildApiRouteTable(patterns);
  const pattern = (path: string) => table.match(path)?.route.pattern;

  it("prefers a static segment to a parameter, and a parameter to a catch-all, as Next does", () => {
    expect(pattern("/api/customers/search")).toBe("/api/customers/search");
    expect(table.match("/api/customers/42")).toEqual({
      route: { pattern: "/api/customers/[id]" },
      params: { id: "42" },
    });
    expect(table.match("/api/customers/42/statistics")?.params).toEqual({ id: "42" });
    expect(table.match("/api/events/7/hotels/3")?.params).toEqual({ eventId: "7", locationId: "3" });
  });

  it("gives catch-all segments as a list, and sends every unknown path to the /api catch-all", () => {
    expect(table.match("/api/documents/download/a/b.pdf")?.params).toEqual({ name: ["a", "b.pdf"] });
    expect(table.match("/api/customers/42/nothing")).toMatchObject({
      route: { pattern: "/api/[...path]" },
      params: { path: ["customers", "42", "nothing"] },
    });
    expect(pattern("/api/nothing")).toBe("/api/[...path]");
  });

  it("knows only the /api routes: pages are Next's", () => {
    expect(pattern("/customers")).toBeUndefined();
    expect(buildApiRouteTable(["/customers"]).match("/api/x")).toBeNull();
  });

  it("does not give an empty segment to a parameter", () => {
    expect(buildApiRouteTable(["/api/customers/[id]"]).match("/api/customers/")).toBeNull();
  });

  it("matches every route folder of app/api to itself", () => {
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(90);
    const all = buildApiRouteTable(files.map((route) => route.pattern));
    for (const { pattern } of files) {
      const sample = pattern.replace(/\[(\.\.\.)?[^\]]+\]/g, "17");
      expect(all.match(sample)?.route.pattern, sample).toBe(pattern);
    }
  });

  it("has every route file (but the unknown-path catch-all) serve directly under its own folder, all five methods", () => {
    for (const { file, pattern } of routeFiles()) {
      const source = fs.readFileSync(file, "utf8");
      if (pattern === "/api/[...path]") {
        expect(source, file).not.toContain("serveDirectly(");
        continue;
      }
      const calls = [...source.matchAll(/^serveDirectly\("([^"]+)", \{([A-Z,\s]+)\}\);$/gm)];
      expect(
        calls.map((call) => call[1]),
        file,
      ).toEqual([pattern]);
      const methods = calls[0]![2]!.split(/[,\s]+/).filter(Boolean);
      expect(methods.sort(), file).toEqual(["DELETE", "GET", "PATCH", "POST", "PUT"]);
    }
  });
});
