import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Money is integer cents (lib/money/cents.ts), never a binary float: these patterns of float money
 * arithmetic fail the test anywhere in lib, components and app outside lib/money.
 */
const FLOAT_MONEY: { name: string; pattern: RegExp }[] = [
  { name: "parseFloat", pattern: /\bparseFloat\(/ },
  { name: "toFixed(2)", pattern: /\.toFixed\(2\)/ },
  { name: "Number(...) * 100", pattern: /\bNumber\([^()]*(?:\([^()]*\))?[^()]*\)\s*\*\s*100\b/ },
  { name: "Math.round(... * 100)", pattern: /\bMath\.round\([^;]*\*\s*100\)/ },
  {
    name: "an amount times or divided by 100",
    pattern: /\b\w*(?:amount|price|cost|total|pay|tax|discount|fee|gross|paid|euro)\w*\s*[*/]\s*100\b/i,
  },
  {
    name: "an amount read as a float",
    pattern:
      /\bNumber\([^()]*(?:[Aa]mount|[Pp]rice|[Cc]ost|toPay|totalPay|[Dd]iscount|[Gg]ross|[Pp]aid\b|[Tt]ax\b|_tax\b|[Ee]uro)[^()]*\)/,
  },
];

/**
 * Lines that match a pattern without being money arithmetic: file, a text of the line, and why.
 */
const ALLOWED: { file: string; line: string; why: string }[] = [
  {
    file: "lib/kpi/forecast.ts",
    line: "return Math.round(value * 100) / 100;",
    why: "rounds percentages and ratios of the forecast, not money",
  },
  {
    file: "lib/kpi/get-kpi.ts",
    line: "Math.round((actual - averageNow) * 100) / 100",
    why: "a difference of booked percentages, not money",
  },
  {
    file: "lib/customers/statistics.ts",
    line: "Math.round(Number((ratio * 100).toPrecision(12)) * 100) / 100",
    why: "a ratio as a percentage, not money",
  },
  {
    file: "lib/kpi/repository.ts",
    line: "(rp.cost_not_sell * 100)::integer",
    why: "SQL: numeric arithmetic in PostgreSQL is exact decimal",
  },
  {
    file: "lib/festival-import/repository.ts",
    line: "(x.total * 100)::bigint",
    why: "SQL: numeric arithmetic in PostgreSQL is exact decimal",
  },
];

const ROOT = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["lib", "components", "app"];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return relative === "lib/money" ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** "file:line: pattern name: text" for every match not allowed. */
export function floatMoneyFindings(files: { file: string; text: string }[]): string[] {
  const findings: string[] = [];
  for (const { file, text } of files) {
    text.split("\n").forEach((line, index) => {
      for (const { name, pattern } of FLOAT_MONEY) {
        if (!pattern.test(line)) continue;
        if (ALLOWED.some((allowed) => allowed.file === file && line.includes(allowed.line))) continue;
        findings.push(`${file}:${index + 1}: ${name}: ${line.trim()}`);
      }
    });
  }
  return findings;
}

describe("no float arithmetic on money", () => {
  const files = SCANNED.flatMap(sourceFiles).map((file) => ({
    file,
    text: readFileSync(path.join(ROOT, file), "utf8"),
  }));

  it("scans the source tree", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it("finds none in lib, components and app", () => {
    expect(floatMoneyFindings(files)).toEqual([]);
  });

  it("finds each pattern", () => {
    const samples = [
      "const euros = parseFloat(input);",
      "label = total.toFixed(2);",
      "const cents = Number(row.amount) * 100;",
      "sum + Math.round(Number(pick(n) ?? 0) * 100)",
      "const cents = price * 100;",
      "const paid = Number(row.paid);",
    ];
    const findings = floatMoneyFindings(samples.map((text, i) => ({ file: `sample${i}.ts`, text })));
    for (const [i] of samples.entries())
      expect(findings.some((f) => f.startsWith(`sample${i}.ts:`))).toBe(true);
  });

  it("keeps every allowed line needed", () => {
    for (const allowed of ALLOWED) {
      const file = files.find((f) => f.file === allowed.file);
      expect(file?.text.includes(allowed.line), `${allowed.file}: ${allowed.line}`).toBe(true);
    }
  });
});
