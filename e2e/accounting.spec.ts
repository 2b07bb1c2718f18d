import type { Page } from "@playwright/test";
import { ACCOUNTING, expect, smallTapTargets, signIn, test } from "./helpers";

const FINISHED_EVENT = "Italian Poker Open Sanremo";

/** The base path /events/{id} of the demo's finished event, found through the events list. */
async function finishedEventBase(page: Page): Promise<string> {
  await page.goto("/events");
  await page.getByTestId("list-row").filter({ hasText: FINISHED_EVENT }).first().click();
  await expect(page).toHaveURL(/\/events\/\d+\/menu$/);
  return new URL(page.url()).pathname.replace(/\/menu$/, "");
}

async function noHorizontalScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe("classic accounting at 768 px", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("request a calculation, watch it complete, open its tabs and download the Excel", async ({ page }) => {
    await signIn(page, ACCOUNTING);
    const base = await finishedEventBase(page);
    await page
      .getByRole("link", { name: /rendiconto/i })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${base}/accounting$`));
    // The demo's report of the finished event.
    await expect(page.getByRole("heading", { name: "Rendicontazioni (1)" })).toBeVisible();
    const rows = page.getByTestId("accounting-row");
    await expect(rows.first()).toContainText("Completato");
    await page.screenshot({ path: "test-results/accounting-list.png", fullPage: true });

    await page.getByTestId("request-accounting").click();
    await expect(page.getByRole("heading", { name: "Rendicontazioni (2)" })).toBeVisible();
    // The list polls while the request runs; the worker takes it to Completato.
    await expect(page.locator('[data-testid=accounting-row][data-status="Completed"]')).toHaveCount(2, {
      timeout: 20_000,
    });
    await expect(rows.first()).toContainText("Completato");
    await expect(rows.first()).toContainText("€");
    await noHorizontalScroll(page, 768);

    await rows.first().getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${base}/accounting/\\d+$`), { timeout: 20_000 });
    await expect(page.getByRole("heading", { name: "Dettaglio Rendicontazione" })).toBeVisible();
    const net = page.getByTestId("net-total");
    await expect(net).toContainText("€");
    const netText = (await net.textContent())!;
    const color = await net.evaluate((el) => getComputedStyle(el).color);
    // Green when >= 0, red when negative (the theme's success / error colours).
    expect(color).toBe(netText.includes("-") ? "rgb(211, 47, 47)" : "rgb(46, 125, 50)");
    await expect(page.getByTestId("overlay-card")).toContainText("Entries di pareggio");
    await page.screenshot({ path: "test-results/accounting-total.png", fullPage: true });
    await noHorizontalScroll(page, 768);

    await page.getByTestId("tab-agents").click();
    await expect(page.getByTestId("agent-row").first()).toBeVisible();
    await expect(page.getByTestId("agent-total-row")).toContainText("TOTALE");
    await page.screenshot({ path: "test-results/accounting-agents.png", fullPage: true });
    await noHorizontalScroll(page, 768);

    await page.getByTestId("tab-hotels").click();
    await expect(page.getByTestId("accounting-hotel-card").first()).toBeVisible();
    const nightRows = await page.getByTestId("hotel-night-row").count();
    expect(nightRows).toBeGreaterThan(0);
    expect(nightRows % 5).toBe(0);
    await expect(page.getByTestId("accounting-hotel-card").first()).toContainText("invenduto");
    await page.screenshot({ path: "test-results/accounting-hotels.png", fullPage: true });
    await noHorizontalScroll(page, 768);

    const download = page.waitForEvent("download");
    await page.getByTestId("download-accounting-excel").click();
    expect((await download).suggestedFilename()).toMatch(/^accounting_Italian_Poker_Open_Sanremo\.xlsx$/);

    await page.getByRole("link", { name: "indietro" }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/accounting$`));
  });

  test("the accounting screens keep 44 px tap targets", async ({ page }) => {
    await signIn(page, ACCOUNTING);
    const base = await finishedEventBase(page);
    await page.goto(`${base}/accounting`);
    await expect(page.getByTestId("accounting-row").first()).toBeVisible();
    const failures: Record<string, unknown> = {};
    const list = await smallTapTargets(page);
    if (list.length) failures.list = list;
    await page.getByTestId("accounting-row").first().click();
    await expect(page.getByTestId("net-total")).toBeVisible();
    for (const tab of ["total", "agents", "hotels"]) {
      await page.getByTestId(`tab-${tab}`).click();
      const small = await smallTapTargets(page);
      if (small.length) failures[tab] = small;
    }
    expect(failures).toEqual({});
  });
});
