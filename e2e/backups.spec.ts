import fs from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import { Decrypter } from "age-encryption";
import { ADMIN, RECEPTION, expect, signIn, smallTapTargets, test } from "./helpers";

/**
 * The Backup screen (a Master only: the demo's admin). "Esegui backup ora" queues a backup, the
 * screen follows it until it is listed, and its file downloads encrypted (age) to the key pair the
 * embedded start made (scripts/e2e-server.mjs); tablet sizes, 44 px touch targets and no axe
 * violation.
 */
test("a Master runs a backup now, sees it listed and downloads it encrypted", async ({ page }) => {
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
  await expect(files.first()).toContainText(/backup-.*\.pgcopy\.gz\.age/);

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
  expect(download.suggestedFilename()).toMatch(/^backup-.*\.pgcopy\.gz\.age$/);
  const encrypted = fs.readFileSync((await download.path())!);
  expect(encrypted.subarray(0, 22).toString("ascii")).toBe("age-encryption.org/v1\n");
  expect(encrypted.includes("PFBACKUP1")).toBe(false);
  const identityFile = path.join(".data", `e2e-${process.env.E2E_PORT ?? "3100"}`, "backup-identity.txt");
  const identity = fs
    .readFileSync(identityFile, "utf8")
    .split("\n")
    .find((line) => line.startsWith("AGE-SECRET-KEY-1"))!;
  const decrypter = new Decrypter();
  decrypter.addIdentity(identity);
  const bytes = gunzipSync(await decrypter.decrypt(encrypted));
  expect(bytes.subarray(0, 10).toString("ascii")).toBe("PFBACKUP1\n");

  await page.setViewportSize({ width: 1024, height: 768 });
  expect(await smallTapTargets(page)).toEqual([]);
  await page.screenshot({ path: "test-results/backups-1024x768.png", fullPage: true });
});

test("the Backup screen is for a Master only", async ({ page }) => {
  await signIn(page, RECEPTION);
  await expect(page.getByTestId("tile-backups")).toHaveCount(0);
  await page.goto("/backups");
  await expect(page.getByRole("heading", { name: "Accesso non consentito" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Esegui backup ora" })).toHaveCount(0);
});
