import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_ROUTE_WORDS, normalizeApiPath } from "./route-words";

const API_DIR = path.resolve(import.meta.dirname, "../../app/api");

/** Every folder name under app/api that is a fixed URL word (not [param], (group), @slot or _private). */
function staticFolderNames(dir: string): string[] {
  const names: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const isStatic = !/^[[(@_]/.test(entry.name);
    if (isStatic) names.push(entry.name);
    names.push(...staticFolderNames(path.join(dir, entry.name)));
  }
  return names;
}

describe("normalizeApiPath", () => {
  it("lowers the fixed words of a path", () => {
    expect(normalizeApiPath("/api/Profiles/Authenticate")).toBe("/api/profiles/authenticate");
    expect(normalizeApiPath("/api/PROFILES/REFRESHTOKEN")).toBe("/api/profiles/refreshtoken");
    expect(normalizeApiPath("/api/profiles/ProfileInfo")).toBe("/api/profiles/profileinfo");
    expect(normalizeApiPath("/api/Roles/List")).toBe("/api/roles/list");
    expect(normalizeApiPath("/api/PeriodPricings/Search")).toBe("/api/periodpricings/search");
    expect(normalizeApiPath("/api/reservations/CheckAvailability")).toBe(
      "/api/reservations/checkavailability",
    );
    expect(normalizeApiPath("/api/Ping")).toBe("/api/ping");
  });

  it("keeps words with a dash", () => {
    expect(normalizeApiPath("/api/Accounting/Agents-Account")).toBe("/api/accounting/agents-account");
    expect(normalizeApiPath("/api/Cash-Fund")).toBe("/api/cash-fund");
  });

  it("keeps values in their case, even when they spell a fixed word", () => {
    expect(normalizeApiPath("/api/documents/Update/5/Summary")).toBe("/api/documents/update/5/Summary");
    expect(normalizeApiPath("/api/documents/update/5/Search")).toBe("/api/documents/update/5/Search");
    expect(normalizeApiPath("/api/Roles/17")).toBe("/api/roles/17");
    expect(normalizeApiPath("/api/documents/Download/Contratto-Rossi.PDF")).toBe(
      "/api/documents/download/Contratto-Rossi.PDF",
    );
    expect(normalizeApiPath("/api/customers/AbC123")).toBe("/api/customers/AbC123");
  });

  it("leaves a lower-case path and the /api prefix alone", () => {
    expect(normalizeApiPath("/api/profiles/search")).toBe("/api/profiles/search");
    expect(normalizeApiPath("/api")).toBe("/api");
    expect(normalizeApiPath("/api/")).toBe("/api/");
    // The proxy lowers the prefix itself before calling normalizeApiPath.
    expect(normalizeApiPath("/API/Roles")).toBe("/API/roles");
  });

  it("keeps empty segments and trailing slashes", () => {
    expect(normalizeApiPath("/api/Roles/List/")).toBe("/api/roles/list/");
    expect(normalizeApiPath("/api//Roles")).toBe("/api//roles");
  });

  it("is idempotent", () => {
    for (const pathname of ["/api/Profiles/Search", "/api/documents/Download/X.PDF", "/api/Roles/5"]) {
      const once = normalizeApiPath(pathname);
      expect(normalizeApiPath(once)).toBe(once);
    }
  });
});

describe("API_ROUTE_WORDS", () => {
  const folders = staticFolderNames(API_DIR);

  it("finds the route folders", () => {
    expect(folders).toEqual(expect.arrayContaining(["ping", "profiles", "roles", "authenticate", "list"]));
  });

  it("contains every static folder name under app/api", () => {
    const missing = [...new Set(folders)].filter((name) => !API_ROUTE_WORDS.has(name));
    expect(missing).toEqual([]);
  });

  it("has only lower-case folder names, since paths are lowered before routing", () => {
    const mixedCase = folders.filter((name) => name !== name.toLowerCase());
    expect(mixedCase).toEqual([]);
  });

  it("holds lower-case words only", () => {
    for (const word of API_ROUTE_WORDS) expect(word).toBe(word.toLowerCase());
  });
});
