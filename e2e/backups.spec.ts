import fs from "node:fs";
import { gunzipSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import { ADMIN, RECEPTION, expect, signIn, smallTapTargets, test } from "./helpers";

/**
 * Issue 24: the Backup screen (Users permission: the administrators). "Esegui backup ora" queues a
 * backup, the screen follows it until it is listed, and its file downloads; tablet sizes, 44 px
 * touch targets and no axe violation.
 */
test("an administrator runs a backup now, sees it listed and downloads it", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, ADMIN);
  await page.getByTestId("tile-backups").click();
  await expect(page).toHaveURL(/\/backups$/);
  await expect(page.getByRole("heading", { name: "Backup", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Esegui backup ora" }).click();
  await expect(page.getByTestId("backup-last-status")).toHaveText("Riuscito", { timeout: 60_000 });
  await expect(page.getByTestId("backup-in-progress")).toBeHidden();
  const files = page.getByTestId("backup-files").getByRole("listitem");
  await expect(files).toHaveCount(1);
  await expect(files.first()).toContainText(/backup-.*\.pgcopy\.gz/);

  expect(await smallTapTargets(page)).toEqual([]);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
    [],
  );
  await page.screenshot({ path: "test-results/backups-768x1024.png", fullPage: true });

  const downloadStarted = page.waitForEvent("download");
  await files
    .first()
    .getByRole("button", { name: /^Scarica backup-/ })
    .click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^backup-.*\.pgcopy\.gz$/);
  const bytes = gunzipSync(fs.readFileSync((await download.path())!));
  expect(bytes.subarray(0, 10).toString("ascii")).toBe("PFBACKUP1\n");

  await page.setViewportSize({ width: 1024, height: 768 });
  expect(await smallTapTargets(page)).toEqual([]);
  await page.screenshot({ path: "test-results/backups-1024x768.png", fullPage: true });
});

test("the Backup screen is not for users without the Users permission", async ({ page }) => {
  await signIn(page, RECEPTION);
  await expect(page.getByTestId("tile-backups")).toHaveCount(0);
  await page.goto("/backups");
  await expect(page.getByRole("heading", { name: "Accesso non consentito" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Esegui backup ora" })).toHaveCount(0);
});
