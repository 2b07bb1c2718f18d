import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layers import downwards only: app -> components -> lib -> db. The seed (demo and reference
 * rows, seed/) is built on lib, so it sits above all of them: only the entry points at the top
 * (instrumentation.ts, scripts/, tests, benchmarks) import it.
 */
const root = path.resolve(import.meta.dirname, "../..");
const seedDir = path.join(root, "seed");
const BELOW_THE_SEED = ["app", "components", "lib", "db", "i18n", "sw", "proxy.ts"];
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
// Static imports and re-exports, side-effect imports, dynamic import() and require().
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["'`]([^"'`]+)["'`]/g;

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [full];
  return fs
    .readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((name) => SOURCE.test(name) && !name.split(path.sep).includes("node_modules"))
    .map((name) => path.join(full, name));
}

/** The specifiers of `source` (a file at `file`) that lead into seed/. */
function seedImports(file: string, source: string): string[] {
  return [...source.matchAll(SPECIFIER)]
    .map((match) => match[1]!)
    .filter((specifier) => {
      let target: string;
      if (specifier.startsWith("@/")) target = path.join(root, specifier.slice(2));
      else if (specifier.startsWith(".")) target = path.resolve(path.dirname(file), specifier);
      else return false;
      return target === seedDir || target.startsWith(seedDir + path.sep);
    });
}

describe("the seed is above the app's layers", () => {
  it("is imported by no file of app/, components/, lib/ or db/", () => {
    const files = BELOW_THE_SEED.flatMap(sourceFiles);
    // A wrong root would find nothing and pass.
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) =>
      seedImports(file, fs.readFileSync(file, "utf8")).map(
        (specifier) => `${path.relative(root, file)} imports ${specifier}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it("recognises every form of import into seed/, and nothing else", () => {
    const file = path.join(root, "lib", "area", "file.ts");
    const source = [
      'import { seedDemoData } from "@/seed/demo-data";',
      "import type { X } from '../../seed/reference-data';",
      'export { createAdmin } from "@/seed/create-admin";',
      'import "@/seed/demo-kpi";',
      'const demo = await import("@/seed");',
      'const admin = require("../../seed/create-admin");',
      'import { seeded } from "./seed/local";',
      'import { seedLike } from "@/lib/seed/thing";',
      'import { other } from "@/seeds/thing";',
      'import pkg from "seed";',
    ].join("\n");
    expect(seedImports(file, source)).toEqual([
      "@/seed/demo-data",
      "../../seed/reference-data",
      "@/seed/create-admin",
      "@/seed/demo-kpi",
      "@/seed",
      "../../seed/create-admin",
    ]);
  });
});
