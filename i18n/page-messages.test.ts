import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FRAME_NAMESPACES } from "./namespaces";

/**
 * A namespace missing from a page's provider only shows in the browser (MISSING_MESSAGE), perhaps
 * in a dialog opened later: each provider's list must hold every namespace that
 * `useTranslations` reads in the import tree below it (static and dynamic imports).
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const EXTENSIONS = ["", ".tsx", ".ts", "/index.tsx", "/index.ts"];
/** Mounted by the frame (AuthProvider), not by the pages that import `useAuth` from its module. */
const FRAME_MOUNTED = new Set([path.join(ROOT, "components/auth/SignedInDevice.tsx")]);

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function namespacesRead(entry: string, skip: ReadonlySet<string> = FRAME_MOUNTED): Set<string> {
  const seen = new Set<string>(skip);
  const namespaces = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    const source = fs.readFileSync(file, "utf8");
    for (const match of source.matchAll(/useTranslations\(\s*["']([^"'.]+)/g)) namespaces.add(match[1]!);
    for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g)) {
      const resolved = resolveImport(file, match[1]!);
      if (resolved) stack.push(resolved);
    }
  }
  return namespaces;
}

function pages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pages(full);
    return entry.name === "page.tsx" ? [full] : [];
  });
}

/** The lists a file gives: `withMessages(Page, [...])` and `<PageMessages namespaces={[...]}>`. */
function providedLists(file: string): string[][] {
  const source = fs.readFileSync(file, "utf8");
  const lists = [
    ...source.matchAll(/withMessages\(\s*\w+,\s*\[([^\]]*)\]/g),
    ...source.matchAll(/<PageMessages namespaces=\{\[([^\]]*)\]\}/g),
  ];
  return lists.map((match) => [...match[1]!.matchAll(/"([^"]+)"/g)].map((item) => item[1]!));
}

describe("client messages", () => {
  it("the frame provides what its client parts read", () => {
    const frame = [
      "components/providers/AppProviders.tsx",
      "components/shell/AppShell.tsx",
      "components/auth/RequireAuth.tsx",
    ].flatMap((file) => [...namespacesRead(path.join(ROOT, file), new Set())]);
    expect([...new Set(frame)].filter((ns) => !(FRAME_NAMESPACES as readonly string[]).includes(ns))).toEqual(
      [],
    );
  });

  const signedIn = pages(path.join(ROOT, "app/[locale]/(app)"));
  it.each(signedIn.map((file) => [path.relative(ROOT, file), file]))(
    "%s provides what its client components read",
    (_name, file) => {
      const lists = providedLists(file);
      expect(lists).toHaveLength(1);
      const missing = [...namespacesRead(file)].filter((ns) => !lists[0]!.includes(ns));
      expect(missing).toEqual([]);
    },
  );

  it("the guide needs no more than the frame's namespaces", () => {
    const read = namespacesRead(path.join(ROOT, "app/[locale]/guide/page.tsx"));
    expect([...read].filter((ns) => !(FRAME_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
  });
});
