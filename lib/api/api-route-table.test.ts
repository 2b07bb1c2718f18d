import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildApiRouteTable } from "./api-route-table";

const manifest = {
  "/[locale]/(app)/customers/page": "app/[locale]/(app)/customers/page.js",
  "/api/customers/search/route": "app/api/customers/search/route.js",
  "/api/customers/[id]/route": "app/api/customers/[id]/route.js",
  "/api/customers/[id]/statistics/route": "app/api/customers/[id]/statistics/route.js",
  "/api/events/[eventId]/hotels/[locationId]/route": "app/api/events/[eventId]/hotels/[locationId]/route.js",
  "/api/documents/download/[...name]/route": "app/api/documents/download/[...name]/route.js",
  "/api/[...path]/route": "app/api/[...path]/route.js",
};

describe("the /api route table read from Next's manifest", () => {
  const table = buildApiRouteTable(manifest);
  const page = (path: string) => table.match(path)?.route.page;

  it("prefers a static segment to a parameter, and a parameter to a catch-all, as Next does", () => {
    expect(page("/api/customers/search")).toBe("/api/customers/search/route");
    expect(table.match("/api/customers/42")).toEqual({
      route: { page: "/api/customers/[id]/route", file: "app/api/customers/[id]/route.js" },
      params: { id: "42" },
    });
    expect(table.match("/api/customers/42/statistics")?.params).toEqual({ id: "42" });
    expect(table.match("/api/events/7/hotels/3")?.params).toEqual({ eventId: "7", locationId: "3" });
  });

  it("gives catch-all segments as a list, and sends every unknown path to the /api catch-all", () => {
    expect(table.match("/api/documents/download/a/b.pdf")?.params).toEqual({ name: ["a", "b.pdf"] });
    expect(table.match("/api/customers/42/nothing")).toMatchObject({
      route: { page: "/api/[...path]/route" },
      params: { path: ["customers", "42", "nothing"] },
    });
    expect(page("/api/nothing")).toBe("/api/[...path]/route");
  });

  it("knows only the /api routes: pages are Next's", () => {
    expect(page("/customers")).toBeUndefined();
    expect(buildApiRouteTable({ "/[locale]/page": "app/[locale]/page.js" }).match("/api/x")).toBeNull();
  });

  it("does not give an empty segment to a parameter", () => {
    expect(buildApiRouteTable({ "/api/customers/[id]/route": "x.js" }).match("/api/customers/")).toBeNull();
  });

  it("matches every route folder of app/api to itself", () => {
    const pages = fs
      .readdirSync("app/api", { recursive: true, encoding: "utf8" })
      .filter((file) => path.basename(file) === "route.ts")
      .map((file) => `/api/${path.dirname(file).split(path.sep).join("/")}/route`);
    expect(pages.length).toBeGreaterThan(90);
    const all = buildApiRouteTable(Object.fromEntries(pages.map((p) => [p, `${p}.js`])));
    for (const p of pages) {
      const sample = p.slice(0, -"/route".length).replace(/\[(\.\.\.)?[^\]]+\]/g, "17");
      expect(all.match(sample)?.route.page, sample).toBe(p);
    }
  });
});
