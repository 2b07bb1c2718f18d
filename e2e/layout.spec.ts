import type { Page } from "@playwright/test";
import { ADMIN, expect, signIn, test } from "./helpers";
import { callApi } from "./reservation-helpers";

/**
 * The lists at both tablet orientations. On every list screen nothing is cut
 * (no element that hides overflow holds wider content, no horizontal scroll, nothing beyond the
 * viewport), and a list's values are either in aligned columns (a table, or a grid with a header
 * row whose n-th cell starts where every row's n-th cell starts) or labelled (a definition list).
 *
 * The list markup this checks: a `table` (header in `thead`), or a container marked
 * `data-list-layout="grid"` with one `[data-list-header]` and rows `[data-list-row]`, each made of
 * `[data-list-cell]` elements, or `data-list-layout="cards"` whose values are `dd` after a `dt`.
 * A list row (`[data-testid=list-row]`) outside all of these is a failure: its values are neither
 * aligned nor labelled.
 */

type Problem = string;

async function layoutProblems(page: Page): Promise<Problem[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const visible = (el: Element) => {
      if (el.closest("[aria-hidden=true]")) return false;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Text for screen readers only (1 px, clipped) is not shown, so it cannot be cut.
      const screenReaderOnly = box.width <= 1 && box.height <= 1 && style.overflow === "hidden";
      return (
        box.width > 0 &&
        box.height > 0 &&
        !screenReaderOnly &&
        style.visibility !== "hidden" &&
        style.display !== "none"
      );
    };
    const name = (el: Element) => {
      const id = el.getAttribute("data-testid");
      const text = ((el as HTMLElement).innerText || "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ""}${
        el.className && typeof el.className === "string"
          ? `.${el.className.split(" ").filter((c) => c && !c.startsWith("css-"))[0] ?? ""}`
          : ""
      } "${text}"`;
    };

    // Nothing beyond the viewport.
    if (document.documentElement.scrollWidth > window.innerWidth) {
      problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${window.innerWidth}`);
    }
    const roots = Array.from(document.querySelectorAll("main, [role=dialog], [role=presentation]"));
    const seen = new Set<Element>();
    for (const root of roots) {
      for (const el of Array.from(root.querySelectorAll("*"))) {
        if (seen.has(el)) continue;
        seen.add(el);
        // Form controls scroll their own text; the outlined field's notch is hidden by design.
        if (el.matches("input, textarea, select, legend, legend *, .MuiTouchRipple-root, svg, svg *"))
          continue;
        if (!visible(el)) continue;
        const style = getComputedStyle(el);
        const clips = ["hidden", "clip"].includes(style.overflowX) || style.textOverflow === "ellipsis";
        const scrolls = ["auto", "scroll"].includes(style.overflowX);
        if ((clips || scrolls) && el.scrollWidth > el.clientWidth + 1) {
          problems.push(
            `${clips ? "cut" : "scrolls sideways"}: ${name(el)} (${el.scrollWidth} > ${el.clientWidth})`,
          );
        }
        const box = el.getBoundingClientRect();
        if (box.right > window.innerWidth + 1 && !el.closest("[data-scroller]")) {
          problems.push(`beyond the viewport: ${name(el)} (right ${Math.round(box.right)})`);
        }
      }
    }

    const left = (el: Element) => el.getBoundingClientRect().left;
    /** Every row's n-th cell starts at the same x, and cells follow each other left to right. */
    const checkColumns = (list: string, rows: Element[][], header: Element[] | null) => {
      const all = header ? [header, ...rows] : rows;
      const columns = Math.max(0, ...all.map((cells) => cells.length));
      if (columns > 1 && !header) problems.push(`${list}: columns without a header row`);
      for (const cells of all) {
        for (let i = 1; i < cells.length; i++) {
          if (left(cells[i]!) <= left(cells[i - 1]!)) {
            problems.push(`${list}: cell ${i + 1} wraps below its row ("${name(cells[i]!)}")`);
          }
        }
      }
      for (let i = 0; i < columns; i++) {
        const xs = all
          .map((cells) => cells[i])
          .filter((cell): cell is Element => Boolean(cell))
          .map(left);
        if (xs.length > 1 && Math.max(...xs) - Math.min(...xs) > 1) {
          problems.push(
            `${list}: column ${i + 1} starts at x ${Math.round(Math.min(...xs))}..${Math.round(Math.max(...xs))}`,
          );
        }
      }
    };

    for (const table of Array.from(document.querySelectorAll("main table, [role=dialog] table"))) {
      if (!visible(table)) continue;
      const label = `table ${name(table).slice(0, 60)}`;
      const headerRow = table.querySelector("thead tr");
      const cellsOf = (row: Element) => {
        // The n-th column, with colSpan: a cell spanning columns is placed at its first column.
        const cells: Element[] = [];
        for (const cell of Array.from(row.children)) {
          const span = (cell as HTMLTableCellElement).colSpan || 1;
          cells.push(cell);
          for (let i = 1; i < span; i++) cells.push(cell);
        }
        return cells;
      };
      const rows = Array.from(table.querySelectorAll("tbody tr")).filter(visible).map(cellsOf);
      // Spanning cells repeat: compare distinct cells only.
      const distinct = (cells: Element[]) =>
        cells.map((cell, i) => (cells.indexOf(cell) === i ? cell : null));
      const header = headerRow && visible(headerRow) ? cellsOf(headerRow) : null;
      const clean = (cells: (Element | null)[]) => cells.filter((cell): cell is Element => cell !== null);
      checkColumns(
        label,
        rows
          .map((cells) => clean(distinct(cells)))
          .filter((cells) => cells.length === (header?.length ?? cells.length)),
        header ? clean(distinct(header)) : null,
      );
    }

    for (const grid of Array.from(document.querySelectorAll("[data-list-layout=grid]"))) {
      if (!visible(grid)) continue;
      const label = `list ${grid.getAttribute("data-testid") ?? name(grid).slice(0, 40)}`;
      const header = grid.querySelector("[data-list-header]");
      const cellsOf = (row: Element) =>
        Array.from(row.querySelectorAll("[data-list-cell]")).filter(
          (cell) => cell.closest("[data-list-row], [data-list-header]") === row,
        );
      const rows = Array.from(grid.querySelectorAll("[data-list-row]")).filter(visible).map(cellsOf);
      checkColumns(label, rows, header && visible(header) ? cellsOf(header) : null);
    }

    for (const cards of Array.from(document.querySelectorAll("[data-list-layout=cards]"))) {
      for (const value of Array.from(cards.querySelectorAll("dd"))) {
        let term = value.previousElementSibling;
        while (term && term.tagName === "DD") term = term.previousElementSibling;
        if (!term || term.tagName !== "DT" || !(term.textContent ?? "").trim()) {
          problems.push(
            `cards ${cards.getAttribute("data-testid")}: a value without a label (${name(value)})`,
          );
        }
      }
    }

    for (const row of Array.from(document.querySelectorAll("[data-testid=list-row]"))) {
      if (!visible(row) || row.closest("table, [data-list-layout]")) continue;
      problems.push(`list row neither in aligned columns nor labelled: ${name(row)}`);
      break;
    }
    return [...new Set(problems)];
  });
}

/** Opens `path` and waits for its main heading and, on a list, its first rows. */
async function open(page: Page, path: string, rowSelector = "[data-testid=list-row]") {
  await page.goto(path);
  await expect(page.getByRole("main").getByRole("heading").first()).toBeVisible();
  if (rowSelector) await expect(page.locator(rowSelector).first()).toBeVisible();
  // Lazy content and fonts settle before measuring.
  await page.evaluate(() => document.fonts.ready);
}

const VIEWPORTS = [
  { name: "portrait", width: 768, height: 1024 },
  { name: "landscape", width: 1024, height: 768 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`lists at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("no list cuts or misaligns its values", async ({ page }) => {
      test.slow();
      await signIn(page, ADMIN);
      const [running] = await callApi<{ id: number }[]>(
        page,
        "GET",
        `/events/search?search=${encodeURIComponent("Saint-Vincent")}`,
      );
      const event = `/events/${running!.id}`;
      const failures: Record<string, Problem[]> = {};
      const check = async (label: string) => {
        await page.screenshot({
          path: `test-results/layout/${label.replace(/[^a-z0-9]+/gi, "_")}-${viewport.width}.png`,
          fullPage: true,
        });
        const problems = await layoutProblems(page);
        if (problems.length) failures[label] = problems;
      };
      const screens: [string, string, string?][] = [
        ["customers", "/customers"],
        ["events", "/events"],
        ["agents", "/agents"],
        ["locations", "/locations"],
        ["location groups", "/locations/groups"],
        ["users", "/profiles"],
        ["reservations", `${event}/reservations`],
        ["entries", `${event}/entries`],
        ["event hotels", `${event}/hotels`, ""],
        ["communications", `${event}/communications`, "[data-testid=communications-to-send] a"],
        ["communications sent", `${event}/communications?tab=sent`, "[data-testid=communications-sent] a"],
        ["movements", `${event}/v2/accounting/movements`],
        ["agents account", `${event}/v2/accounting/agents-account`, "[data-testid=agent-row]"],
        ["cash register", `${event}/v2/accounting/cash-register`, "[data-testid=register-row]"],
        ["summary", `${event}/v2/accounting/summary`, ""],
      ];
      /** One screen; a screen that cannot be reached is a failure too, and the next is checked. */
      const step = async (label: string, reach: () => Promise<void>) => {
        try {
          await reach();
          await check(label);
        } catch (error) {
          failures[label] = [`could not check: ${(error as Error).message.split("\n")[0]}`];
        }
      };
      for (const [label, path, rows] of screens) await step(label, () => open(page, path, rows));
      await step("agents commissions", async () => {
        await open(page, "/agents");
        await page.getByRole("button", { name: "Provvigioni" }).click();
        await expect(page.getByRole("button", { name: /Modifica provvigione/i }).first()).toBeVisible();
      });
      // The audit trail of a movement (a list in a dialog).
      await step("movement audit trail", async () => {
        await open(page, `${event}/v2/accounting/movements`);
        await page.getByTestId("audit-trail-open").first().click();
        await expect(page.getByRole("dialog", { name: /Storico modifiche/ })).toBeVisible();
        await expect(page.getByRole("dialog").getByText("Caricamento dello storico...")).toHaveCount(0);
      });
      expect(failures).toEqual({});
    });
  });
}

test("secondary texts are in the theme's secondary grey, not the primary text colour", async ({ page }) => {
  await signIn(page, ADMIN);
  const color = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).color);
  // A page subtitle (PageHeader) and a KPI figure's label: MUI 9 ignores Typography's system
  // `color="text.secondary"`, which had rendered both black.
  await page.goto("/events/2/reservations");
  await expect(page.getByTestId("page-subtitle")).toBeVisible();
  expect(await color("[data-testid=page-subtitle]")).toBe("rgba(0, 0, 0, 0.6)");
  expect(await color("h1")).toBe("rgba(0, 0, 0, 0.87)");
  await page.goto("/events/2/kpi");
  await expect(page.getByTestId("kpi-detail")).toBeVisible();
  expect(await color("[data-testid=kpi-detail] p")).toBe("rgba(0, 0, 0, 0.6)");
});
