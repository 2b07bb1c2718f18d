import path from "node:path";
import pg from "pg";
import type { Page } from "@playwright/test";
import { CSV_LIKELY_ROW, EXPECTED_PLAYERS, SAMPLE_SURNAMES } from "../samples/players-samples";
import AxeBuilder from "@axe-core/playwright";
import { ADMIN, expect, motionSettled, signIn, smallTapTargets, test } from "./helpers";

/**
 * A user imports samples/players.xlsx then samples/players-1252.csv through the screens
 * ("Importa" on /customers), merging the CSV's likely duplicate; the database then holds exactly
 * the expected players. Importing both again changes nothing.
 */
const SAMPLES = path.resolve("samples");
const DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? "54339"}/backoffice`;

async function samplePlayers() {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select last_name as "lastName", first_name as "firstName", email, phone_prefix as "phonePrefix", phone,
              to_char(birth_date, 'YYYY-MM-DD') as "birthDate", tax_code as "taxCode", address, city,
              zip_code as "zipCode", state_province as "stateProvince", country, notes, rating
         from customers where last_name = any($1) order by last_name, first_name`,
      [SAMPLE_SURNAMES],
    );
    return rows;
  } finally {
    await client.end();
  }
}

async function importThroughScreens(page: Page, file: string, decide?: (page: Page) => Promise<void>) {
  await page.goto("/customers");
  await page.getByRole("link", { name: "Importa" }).click();
  await expect(page.getByRole("heading", { name: "Importa giocatori" })).toBeVisible();
  await page.getByTestId("import-file").setInputFiles(path.join(SAMPLES, file));
  await expect(page.getByRole("heading", { name: "Colonne" })).toBeVisible();
  await page.getByRole("button", { name: "Anteprima" }).click();
  await expect(page.getByRole("heading", { name: /^Anteprima: \d+ righe$/ })).toBeVisible();
  const summary = (await page.getByTestId("import-summary").innerText()).replace(/\s+/g, " ");
  await decide?.(page);
  await page.getByRole("button", { name: "Importa", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Importazione completata" })).toBeVisible({
    timeout: 90_000,
  });
  const counts = (await page.getByTestId("import-counts").innerText()).replace(/\s+/g, " ");
  return { summary, counts };
}

test("imports the sample players through the screens; importing again changes nothing", async ({ page }) => {
  test.setTimeout(480_000);
  await signIn(page, ADMIN);

  const xlsx = await importThroughScreens(page, "players.xlsx");
  expect(xlsx.summary).toContain("Nuovi: 3");
  expect(xlsx.summary).toContain("Probabili duplicati: 1");
  expect(xlsx.summary).toContain("Scartati: 4");
  expect(xlsx.counts).toContain("Creati: 3");
  expect(xlsx.counts).toContain("Scartati: 4");
  expect(xlsx.counts).toContain("Saltati: 1");
  // The progress survives a reload (read from the run).
  await page.reload();
  await expect(page.getByRole("heading", { name: "Importazione completata" })).toBeVisible();
  await expect(page.getByTestId("import-rows-done")).toHaveText("Righe elaborate: 9 di 9");

  const csv = await importThroughScreens(page, "players-1252.csv", async (p) => {
    const decision = p.getByRole("radiogroup", { name: `Decisione per la riga ${CSV_LIKELY_ROW}` });
    await decision.getByRole("radio", { name: "Unisci" }).check();
  });
  expect(csv.summary).toContain("Nuovi: 2");
  expect(csv.counts).toContain("Creati: 2");
  expect(csv.counts).toContain("Uniti o aggiornati: 3");
  expect(await samplePlayers()).toEqual(EXPECTED_PLAYERS);

  // Again: the remembered columns, nothing created or changed.
  const again1 = await importThroughScreens(page, "players.xlsx");
  expect(again1.counts).toContain("Creati: 0");
  expect(again1.counts).toContain("Uniti o aggiornati: 0");
  const again2 = await importThroughScreens(page, "players-1252.csv");
  expect(again2.counts).toContain("Creati: 0");
  expect(again2.counts).toContain("Uniti o aggiornati: 0");
  expect(await samplePlayers()).toEqual(EXPECTED_PLAYERS);
});

test("a bad file gets its Italian message in the Attenzione modal", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/customers/import");
  await page.getByTestId("import-file").setInputFiles({
    name: "foto.csv",
    mimeType: "text/csv",
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]),
  });
  const dialog = page.getByRole("dialog", { name: "Attenzione" });
  await expect(dialog).toContainText("Il file non è un foglio Excel (.xlsx) né un file CSV");
});

test.describe("on a tablet", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("columns and preview: no axe violations, no horizontal scroll, 44 px targets", async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto("/customers/import");
    await page.getByTestId("import-file").setInputFiles(path.join(SAMPLES, "players-1252.csv"));
    await expect(page.getByRole("heading", { name: "Colonne" })).toBeVisible();
    await page.screenshot({
      path: `test-results/import-columns-${process.env.E2E_PORT ?? "3100"}.png`,
      fullPage: true,
    });
    const check = async () => {
      await motionSettled(page);
      const result = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
      expect(
        result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`),
      ).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await smallTapTargets(page)).toEqual([]);
    };
    await check();
    await page.getByRole("button", { name: "Anteprima" }).click();
    await expect(page.getByRole("heading", { name: /^Anteprima: \d+ righe$/ })).toBeVisible();
    await page.screenshot({
      path: `test-results/import-preview-${process.env.E2E_PORT ?? "3100"}.png`,
      fullPage: true,
    });
    await check();
    await page.getByRole("button", { name: "Annulla importazione" }).click();
    await expect(page.getByRole("heading", { name: "Importazione interrotta" })).toBeVisible();
  });
});
