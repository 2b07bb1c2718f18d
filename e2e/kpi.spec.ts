import type { Page } from "@playwright/test";
import { ADMIN, expect, signIn, test } from "./helpers";

const LANDSCAPE = { width: 1024, height: 768 };

/** The KPI screen of the demo's upcoming Venezia Poker Cup (db/seed/demo-kpi.ts), opened from its menu. */
async function openKpi(page: Page) {
  await page.goto("/events");
  await page
    .getByTestId("list-row")
    .filter({ hasText: /Venezia Poker Cup(?! 20)/ })
    .first()
    .click();
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

  // The demo prediction goes ("Elimina"), and the Previsione button comes back.
  await page.getByRole("button", { name: "Elimina" }).click();
  await page.getByRole("button", { name: "Si" }).click();
  const create = page.getByRole("button", { name: "Previsione", exact: true });
  await expect(create).toBeVisible();
  await expect(page.getByTestId("kpi-status")).toHaveCount(0);

  // Select the three past editions and confirm.
  await create.click();
  const dialog = page.getByRole("dialog", { name: "Seleziona eventi per confronto e previsione" });
  const editions = dialog.getByRole("button", { name: /Venezia Poker Cup 20\d\d/ });
  await expect(editions).toHaveCount(3);
  for (let i = 0; i < 3; i++) await editions.nth(i).click();
  await expect(dialog).toContainText("3 eventi selezionati");
  await dialog.getByRole("button", { name: "Conferma" }).click();

  // The job runs in the background: the status follows it to Completed.
  await expect(page.getByTestId("kpi-status")).toHaveAttribute("data-status", "Completed", {
    timeout: 30_000,
  });

  await page.getByRole("button", { name: "Warning" }).click();
  const warnings = page.getByRole("dialog", { name: "Messaggi di warning" });
  await expect(warnings).toContainText("No warning messages");
  await warnings.getByRole("button", { name: "Chiudi" }).click();

  await page.getByRole("button", { name: "Eventi", exact: true }).click();
  const selected = page.getByRole("dialog", { name: "Eventi selezionati" });
  await expect(selected.getByRole("row")).toHaveCount(4);
  // Every edition is in the average, the booking and the players prediction.
  await expect(selected.locator('[data-icon="ok"]')).toHaveCount(9);
  await page.screenshot({ path: "test-results/kpi-events.png" });
  await selected.getByRole("button", { name: "Chiudi" }).click();

  await page.getByRole("tab", { name: "Confronto" }).click();
  await expect(page.getByTestId("kpi-actual")).toContainText("%");
  await expect(page.getByTestId("kpi-average")).toContainText("%");
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
    /A 30 giorni dall'inizio: errore medio [\d.]+%/,
  );
  const band = page.getByTestId("kpi-prediction-chart");
  await expect(band.locator("svg").first()).toBeVisible();
  await expect.poll(() => band.locator("svg rect").count()).toBeGreaterThan(2);
  await page.screenshot({ path: "test-results/kpi-prediction.png", fullPage: true });

  await page.getByRole("button", { name: "Elimina" }).click();
  await page.getByRole("button", { name: "Si" }).click();
  await expect(page.getByRole("button", { name: "Previsione", exact: true })).toBeVisible();
});

test("KPI is refused to a profile without EventsKPI", async ({ page }) => {
  await signIn(page, { username: "mrossi", password: "demo" });
  await page.goto("/events/1/kpi");
  await expect(page.getByTestId("no-access")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: /Indicatori di performance/ })).toHaveCount(0);
});
