import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { ADMIN, expect, motionSettled, signIn, test } from "./helpers";

const LANDSCAPE = { width: 1024, height: 768 };
const PORTRAIT = { width: 768, height: 1024 };

/** it-IT percentages as the KPI shows them: "39,18 %", "0,00 %", "+5,00 %", "-25,00 %". */
const PERCENT = /^[+-]?\d{1,3}(\.\d{3})*,\d{2} %$/;
const percentValue = (text: string) => Number(text.replace(" %", "").replace(/\./g, "").replace(",", "."));

/** No axe-core violations on the page as it is (ids and targets listed when there are). */
async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * The charts on the page not (yet) drawn for the box they are in, e.g. just after a resize: each
 * chart's drawing must be as wide as its box.
 */
function chartsOffTheirBox(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("[data-testid$='-chart']")).flatMap((box) => {
      // The drawing is the chart's widest svg (the legend's marks are small ones).
      const drawings = Array.from(box.querySelectorAll("svg"), (svg) => svg.getBoundingClientRect().width);
      const width = Math.max(0, ...drawings);
      const style = getComputedStyle(box);
      const content = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return width > 0 && Math.abs(width - content) <= 1
        ? []
        : [`${box.dataset.testid}: drawn ${Math.round(width)} px in ${Math.round(content)} px`];
    }),
  );
}

/**
 * The KPI screen of a demo event opened from its menu: by default the upcoming Venezia Poker Cup
 * (seed/demo-kpi.ts); the running Saint-Vincent Poker Festival (seed/demo-events.ts).
 */
async function openKpi(page: Page, event: RegExp = /Venezia Poker Cup(?! 20)/) {
  await page.goto("/events");
  // Filtered by name first: the events other specs create can push it past the first page.
  await page.getByTestId("search-box").first().fill(event.source.replace(/\(.*$/, "").replace(/\\/g, ""));
  await page.getByTestId("list-row").filter({ hasText: event }).first().click();
  await expect(page).toHaveURL(/\/events\/\d+\/menu$/);
  await page.getByRole("link", { name: "KPI" }).click();
  await expect(page).toHaveURL(/\/events\/\d+\/kpi$/);
  await expect(page.getByRole("heading", { name: /Indicatori di performance/ })).toBeVisible();
}

test.use({ viewport: LANDSCAPE });

test("KPI: detail, a prediction against three past editions, its warnings, events, charts and band, delete", async ({
  page,
}) => {
  test.slow();
  await signIn(page, ADMIN);
  await openKpi(page);

  // Dettaglio: the bookings so far and the allotment exposure, with the demo's completed prediction.
  await expect(page.getByTestId("kpi-status")).toHaveAttribute("data-status", "Completed");
  await expect(page.getByTestId("kpi-hotel").first()).toBeVisible();
  await expect(page.getByTestId("kpi-exposure")).toContainText("Esposizione allotment");
  await expect(page.getByTestId("exposure-release").first()).toBeVisible();
  await page.screenshot({ path: "test-results/kpi-detail.png", fullPage: true });
  await expectNoAxeViolations(page);

  // The demo prediction goes ("Elimina"), and the Previsione button comes back.
  await page.getByRole("button", { name: "Elimina" }).click();
  await page.getByRole("button", { name: "Sì" }).click();
  const create = page.getByRole("button", { name: "Previsione", exact: true });
  await expect(create).toBeVisible();
  await expect(page.getByTestId("kpi-status")).toHaveCount(0);
  // Confronto without a prediction says how to get one.
  await page.getByRole("tab", { name: "Confronto" }).click();
  await expect(page.getByTestId("kpi-comparison-hint")).toContainText(
    "Per il confronto premi «+ Previsione» e scegli gli eventi passati",
  );
  await page.getByRole("tab", { name: "Dettaglio" }).click();

  // Select the three past editions and confirm.
  await create.click();
  const dialog = page.getByRole("dialog", { name: "Seleziona eventi per confronto e previsione" });
  const editions = dialog.getByRole("checkbox", { name: /Venezia Poker Cup 20\d\d/ });
  await expect(editions).toHaveCount(3);
  for (let i = 0; i < 3; i++) await editions.nth(i).click();
  await expect(dialog).toContainText("3 eventi selezionati");
  // Each checkbox is named by its event.
  await expect(dialog.getByRole("checkbox", { name: /Venezia Poker Cup 20\d\d/, checked: true })).toHaveCount(
    3,
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Conferma" }).click();

  // The job runs in the background: the status follows it to Completed.
  await expect(page.getByTestId("kpi-status")).toHaveAttribute("data-status", "Completed", {
    timeout: 30_000,
  });
  // Editions that fill alike: a low backtest error and narrow ranges, a reliable forecast.
  await expect(page.getByTestId("kpi-status")).toHaveAttribute("data-reliable", "true");
  await expect(page.getByTestId("kpi-status")).toHaveText("Previsione completata");

  await expect(page.getByRole("button", { name: "Warning", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Avvisi" }).click();
  const warnings = page.getByRole("dialog", { name: "Avvisi" });
  await expect(warnings).toContainText("Nessun avviso");
  await warnings.getByRole("button", { name: "Chiudi" }).click();

  await page.getByRole("button", { name: "Eventi", exact: true }).click();
  const selected = page.getByRole("dialog", { name: "Eventi selezionati" });
  await expect(selected.getByRole("row")).toHaveCount(4);
  // Every edition is in the average, the booking and the players prediction.
  await expect(selected.locator('[data-icon="ok"]')).toHaveCount(9);
  await page.screenshot({ path: "test-results/kpi-events.png" });
  await selected.getByRole("button", { name: "Chiudi" }).click();

  await page.getByRole("tab", { name: "Confronto" }).click();
  await expect(page.getByTestId("kpi-comparison-hint")).toHaveCount(0);
  // it-IT figures: "39,18 %", a signed comparison.
  await expect(page.getByTestId("kpi-actual")).toHaveText(PERCENT);
  await expect(page.getByTestId("kpi-average")).toHaveText(PERCENT);
  await expect(page.getByTestId("kpi-difference")).toHaveText(PERCENT);
  const comparison = page.getByTestId("kpi-comparison-chart");
  await expect(comparison.locator("svg").first()).toBeVisible();
  await expect.poll(() => comparison.locator("svg path").count()).toBeGreaterThan(5);
  await page.screenshot({ path: "test-results/kpi-comparison.png", fullPage: true });

  await page.getByRole("tab", { name: "Previsione" }).click();
  await expect(page.getByTestId("kpi-prediction-booking")).toContainText(/\d+ entries/);
  await expect(page.getByTestId("kpi-prediction-booking")).toContainText(
    /Caso peggiore \d+ - caso migliore \d+/,
  );
  await expect(page.getByTestId("kpi-prediction-booking")).toContainText("Stima su 3 eventi");
  await expect(page.getByTestId("kpi-prediction-consumer")).toContainText(
    /Caso peggiore \d+ - caso migliore \d+/,
  );
  await expect(page.getByTestId("kpi-break-even")).toContainText("Break-even garantito: 750 entries");
  await expect(page.getByTestId("kpi-backtest")).toContainText(
    /A 30 giorni dall'inizio: errore medio \d+,\d %/,
  );
  const band = page.getByTestId("kpi-prediction-chart");
  await expect(band.locator("svg").first()).toBeVisible();
  await expect.poll(() => band.locator("svg rect").count()).toBeGreaterThan(2);
  await page.screenshot({ path: "test-results/kpi-prediction.png", fullPage: true });

  await page.getByRole("button", { name: "Elimina" }).click();
  await page.getByRole("button", { name: "Sì" }).click();
  await expect(page.getByRole("button", { name: "Previsione", exact: true })).toBeVisible();
});

test("KPI of the running demo event: Confronto and the warnings count the bookings Dettaglio shows", async ({
  page,
}) => {
  test.slow();
  await signIn(page, ADMIN);
  await openKpi(page, /Saint-Vincent Poker Festival/);
  // Dettaglio: the demo's bookings (the first figure, "Prenotazioni").
  const bookings = page.getByTestId("kpi-detail").getByText("Prenotazioni", { exact: true }).first();
  await expect(bookings.locator("..")).toContainText(/^Prenotazioni[1-9]\d*/);

  // A prediction against the three Venezia Poker Cup editions (they ended before this one started).
  await page.getByRole("button", { name: "Previsione", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Seleziona eventi per confronto e previsione" });
  const editions = dialog.getByRole("checkbox", { name: /Venezia Poker Cup 20\d\d/ });
  await expect(editions).toHaveCount(3);
  for (let i = 0; i < 3; i++) await editions.nth(i).click();
  await dialog.getByRole("button", { name: "Conferma" }).click();
  await expect(page.getByTestId("kpi-status")).toHaveAttribute("data-status", "Completed", {
    timeout: 30_000,
  });
  // Its bookings times the editions' entries per booking stay below the entries it already has:
  // not a green "Previsione completata" but "poco affidabile", saying why.
  const status = page.getByTestId("kpi-status");
  await expect(status).toHaveAttribute("data-reliable", "false");
  await expect(status).toContainText("Previsione poco affidabile");
  await expect(page.getByTestId("kpi-unreliable-reasons")).toContainText(
    /Da storico prenotazioni: prevedeva al massimo \d+ entries, ma ne sono già registrate \d+/,
  );

  // The event has bookings: no warning says otherwise.
  await page.getByRole("button", { name: "Avvisi" }).click();
  const warnings = page.getByRole("dialog", { name: "Avvisi" });
  await expect(warnings).toContainText("Nessun avviso");
  await expect(warnings).not.toContainText("L'evento non ha ancora prenotazioni");
  await warnings.getByRole("button", { name: "Chiudi" }).click();

  // Confronto: today's booked nights, above 0.
  await page.getByRole("tab", { name: "Confronto" }).click();
  const actual = page.getByTestId("kpi-actual");
  await expect(actual).toHaveText(PERCENT);
  expect(percentValue((await actual.textContent())!)).toBeGreaterThan(0);
  await expect(page.getByTestId("kpi-average")).toHaveText(PERCENT);
  const comparison = page.getByTestId("kpi-comparison-chart");
  await expect.poll(() => comparison.locator("svg path").count()).toBeGreaterThan(5);
  await page.getByRole("tab", { name: "Previsione" }).click();
  await expect(page.getByTestId("kpi-prediction-booking")).toContainText(/\d+ entries/);
  await expect(page.getByTestId("kpi-backtest")).toContainText(/errore medio \d+,\d %/);
  // No worst case below the entries already recorded.
  const recorded = Number((await page.getByText(/^Entries attuali: \d+$/).textContent())!.replace(/\D/g, ""));
  expect(recorded).toBeGreaterThan(0);
  for (const key of ["booking", "consumer"]) {
    const range = await page
      .getByTestId(`kpi-prediction-${key}`)
      .getByText(/^Caso peggiore/)
      .textContent();
    const [worst, best] = range!.match(/\d+/g)!.map(Number);
    expect(worst).toBeGreaterThanOrEqual(recorded);
    expect(best).toBeGreaterThanOrEqual(worst!);
  }

  // The three tabs at 1024x768 and 768x1024 (the charts redraw after a resize), checked by axe.
  // The charts drawn at once in their final state (they honour reduced motion): nothing half-way.
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const [name, size] of [
    ["landscape", LANDSCAPE],
    ["portrait", PORTRAIT],
  ] as const) {
    await page.setViewportSize(size);
    for (const [tab, panel] of [
      ["Dettaglio", "kpi-detail"],
      ["Confronto", "kpi-comparison"],
      ["Previsione", "kpi-prediction"],
    ] as const) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByTestId(panel)).toBeVisible();
      await expect.poll(() => chartsOffTheirBox(page)).toEqual([]);
      await motionSettled(page);
      if (tab === "Previsione") {
        // The chart names each band in full ("Da andamento prenotaz…" was cut on a tablet).
        const chart = page.getByTestId("kpi-prediction-chart");
        for (const label of ["Da storico prenotazioni", "Da andamento prenotazioni e rating"])
          await expect(chart.locator("text", { hasText: label })).toBeVisible();
      }
      await page.screenshot({ path: `test-results/kpi-running-${tab.toLowerCase()}-${name}.png` });
      await expectNoAxeViolations(page);
    }
  }
  await page.setViewportSize(LANDSCAPE);

  await page.getByRole("button", { name: "Elimina" }).click();
  await page.getByRole("button", { name: "Sì" }).click();
  await expect(page.getByRole("button", { name: "Previsione", exact: true })).toBeVisible();
});

test("KPI arrives from the server on the tab its address names, and the address follows the tab", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  // The server's HTML already holds the figures (page-read session), on the tab asked for.
  const detail = await (await page.request.get("/events/2/kpi")).text();
  expect(detail).toContain('data-testid="kpi-detail"');
  const comparison = await (await page.request.get("/events/2/kpi?tab=comparison")).text();
  expect(comparison).not.toContain('data-testid="kpi-detail"');
  expect(comparison).toMatch(/data-testid="kpi-(comparison|empty)"/);

  await page.goto("/events/2/kpi");
  await expect(page.getByTestId("kpi-detail")).toBeVisible();
  const prediction = page.getByRole("tab", { name: "Previsione" });
  await expect(prediction).toHaveAttribute("href", "?tab=prediction");
  await prediction.click();
  await expect(prediction).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\/events\/2\/kpi\?tab=prediction$/);
  // A reload (or a tap before the page's code ran) opens that tab.
  await page.reload();
  await expect(page.getByRole("tab", { name: "Previsione" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("kpi-detail")).toHaveCount(0);
});

test("KPI is refused to a profile without EventsKPI", async ({ page }) => {
  await signIn(page, { username: "mrossi", password: "demo" });
  await page.goto("/events/1/kpi");
  await expect(page.getByTestId("no-access")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: /Indicatori di performance/ })).toHaveCount(0);
});
