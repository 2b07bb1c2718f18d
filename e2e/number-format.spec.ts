import type { Page } from "@playwright/test";
import { ADMIN, expect, signIn, test, unique } from "./helpers";
import { callApi } from "./reservation-helpers";

/**
 * Every screen with amounts shows them in Italian ("1.250,50 €", "39,18 %"),
 * fields included, and an amount field reads "1.250,50" as 1250.50.
 */

/** Text and field values of the page that are not Italian numbers: "366.00", "3393,50". */
async function nonItalianNumbers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fields = [...document.querySelectorAll<HTMLInputElement>("input:not([type=hidden]), textarea")]
      .filter((input) => input.offsetParent !== null)
      .map((input) => input.value);
    const texts = [document.body.innerText, ...fields];
    const found: string[] = [];
    for (const text of texts) {
      // A dot before exactly 2 decimals ("366.00", "0.00"), or 4+ digits before a decimal comma
      // without the thousands point ("3393,50").
      for (const match of text.matchAll(/(?<![\d.,])(\d+\.\d{2}(?![\d.])|\d{4,},\d{1,2}(?!\d))/g)) {
        found.push(match[0]);
      }
    }
    return found;
  });
}

/** Amounts of 1000 or more written with the thousands point, "19.052,25 €". */
async function groupedAmounts(page: Page): Promise<number> {
  return page.evaluate(() => (document.body.innerText.match(/\d{1,3}(\.\d{3})+,\d{2}\s€/g) ?? []).length);
}

/** A screenshot of the screen as checked, to look at (test-results/amounts-*.png). */
async function shot(page: Page, name: string) {
  await page.screenshot({
    path: `test-results/amounts-${name.replace(/[^a-z0-9]+/gi, "-")}.png`,
    fullPage: true,
  });
}

async function checkScreen(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  // Lists fill in as their queries answer.
  await page.waitForLoadState("networkidle");
  expect(await nonItalianNumbers(page), `numbers not in Italian format on ${path}`).toEqual([]);
  await shot(page, path);
  return groupedAmounts(page);
}

const euroVisible = async (page: Page) => {
  await expect(page.getByText(/\d,\d{2}\s€/).first()).toBeVisible({ timeout: 20_000 });
};
const fieldsVisible = async (page: Page) => {
  await expect(page.locator("input").first()).toBeVisible({ timeout: 20_000 });
};

test("amounts, fields included, are in Italian format on every screen with money", async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, ADMIN);
  const eventId = async (name: string) => {
    const [event] = await callApi<{ id: number }[]>(
      page,
      "GET",
      `/events/search?search=${encodeURIComponent(name)}`,
    );
    return event!.id;
  };
  const festival = await eventId("Saint-Vincent Poker Festival");
  const finished = await eventId("Italian Poker Open Sanremo");

  let grouped = 0;
  grouped += await checkScreen(page, "/", async (p) => {
    await expect(p.getByTestId("current-user")).toBeVisible();
  });
  grouped += await checkScreen(page, `/events/${festival}/reservations`, euroVisible);
  // A reservation with payments: its totals, discount, total to pay and payment amounts.
  await page
    .getByTestId("list-row")
    .filter({ hasText: /Pagat|Saldat/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/reservations\/edit\/\d+$/);
  await expect(page.getByLabel("Totale da pagare")).not.toHaveValue("");
  await page.waitForLoadState("networkidle");
  expect(await nonItalianNumbers(page), "reservation editor").toEqual([]);
  await shot(page, "reservation-editor");
  await expect(page.getByLabel("Sconto")).toHaveValue(/^-?[\d.]+,\d{2}$/);

  // Agents and their commissions (fixed in €, percentages with %).
  grouped += await checkScreen(page, "/agents", async (p) => {
    await p.getByRole("button", { name: "Provvigioni" }).click();
    await euroVisible(p);
  });
  for (const screen of ["movements", "summary", "agents-account", "hotels-account", "cash-register"]) {
    grouped += await checkScreen(page, `/events/${festival}/v2/accounting/${screen}`, euroVisible);
  }
  grouped += await checkScreen(page, `/events/${festival}/hotels`, euroVisible);
  await page.goto(`/events/${festival}/hotels`);
  await page
    .getByRole("link", { name: /modifica/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/hotels\/edit\/\d+$/);
  await fieldsVisible(page);
  await page.waitForLoadState("networkidle");
  expect(await nonItalianNumbers(page), "period pricing editor").toEqual([]);
  await shot(page, "period-pricing-editor");

  grouped += await checkScreen(page, `/events/${festival}/entries`, async (p) => {
    await expect(p.getByRole("heading", { name: /^Entries \(\d+\)/ })).toBeVisible();
  });
  grouped += await checkScreen(page, `/events/edit/${finished}`, fieldsVisible);
  await expect(page.getByLabel("Buy in")).toHaveValue(/^[\d.]+,\d{2}$/);
  grouped += await checkScreen(page, `/events/${finished}/accounting`, euroVisible);
  await page.getByTestId("accounting-row").first().getByRole("link").click();
  await expect(page.getByTestId("net-total")).toContainText("€");
  await page.waitForLoadState("networkidle");
  expect(await nonItalianNumbers(page), "accounting detail").toEqual([]);
  await shot(page, "accounting-detail");
  // Counts too: the demo's break-even is one thousand entries.
  await expect(page.getByTestId("overlay-card")).toContainText(/Entries di pareggio\s*1\.000(?![\d.,])/);
  grouped += await groupedAmounts(page);
  await page.getByTestId("tab-agents").click();
  await expect(page.getByTestId("agent-row").first()).toBeVisible();
  expect(await nonItalianNumbers(page), "accounting detail, agents").toEqual([]);

  // Amounts of 1000 or more are on these screens, with the thousands point.
  expect(grouped).toBeGreaterThan(0);
});

test("an amount field takes 1.250,50, shows it the Italian way and saves 1250.50", async ({ page }) => {
  await signIn(page, ADMIN);
  const name = `Importi ${unique("")}`;
  const event = await callApi<{ id: number }>(page, "POST", "/events", {
    type: "VPC",
    name,
    dateFrom: "2031-06-10",
    dateTo: "2031-06-14",
  });
  await page.goto(`/events/edit/${event.id}`);
  // The form holds the event once it has been read.
  await expect(page.getByRole("textbox", { name: "Nome", exact: true })).toHaveValue(name);
  const buyIn = page.getByLabel("Buy in");
  await buyIn.fill("1.250,50");
  await expect(buyIn).toHaveValue("1.250,50");
  // "1.250" in Italian is one thousand two hundred and fifty.
  await page.getByLabel("Fee per partecipante").fill("1.250");
  await page.getByLabel("Garantito").fill("250000,5");
  await page.getByLabel("Quota al montepremi").fill("1250.50");
  await page.getByLabel("Percentuale guadagno sulla fee").click();
  // Left, each field shows its value formatted.
  await expect(page.getByLabel("Fee per partecipante")).toHaveValue("1.250,00");
  await expect(page.getByLabel("Garantito")).toHaveValue("250.000,50");
  await expect(page.getByLabel("Quota al montepremi")).toHaveValue("1.250,50");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();

  const saved = await callApi<Record<string, string>>(page, "GET", `/events/${event.id}`);
  expect(Number(saved.buyIn)).toBe(1250.5);
  expect(Number(saved.feePerPartecipant)).toBe(1250);
  expect(Number(saved.guaranteedValue)).toBe(250000.5);
  expect(Number(saved.toPrizePoolValue)).toBe(1250.5);
  await page.reload();
  await expect(page.getByLabel("Buy in")).toHaveValue("1.250,50");
  await expect(page.getByLabel("Garantito")).toHaveValue("250.000,50");
});
