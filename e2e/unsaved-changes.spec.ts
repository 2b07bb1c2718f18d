import type { Page } from "@playwright/test";
import { ADMIN, signIn, unique, expect, test } from "./helpers";

async function openNewRoleWithName(page: Page, name: string) {
  await page.goto("/profiles/roles/create");
  await expect(page.getByRole("heading", { name: "Crea Ruolo" })).toBeVisible();
  await page.getByLabel("Nome").fill(name);
}

test.describe("leaving a page with unsaved edits", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
  });

  test("Annulla stays on the page with the edits", async ({ page }) => {
    await openNewRoleWithName(page, "Bozza");
    await page.getByRole("button", { name: "Lista ruoli" }).click();
    const dialog = page.getByRole("dialog", { name: "Uscire senza salvare?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Annulla" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/profiles\/roles\/create$/);
    await expect(page.getByLabel("Nome")).toHaveValue("Bozza");
  });

  test("Comtinua leaves without saving", async ({ page }) => {
    const name = unique("Scartato");
    await openNewRoleWithName(page, name);
    // A header link is guarded too.
    await page.getByRole("banner").getByRole("link").first().click();
    const dialog = page.getByRole("dialog", { name: "Uscire senza salvare?" });
    await dialog.getByRole("button", { name: "Comtinua" }).click();
    await expect(page.getByTestId("tile-users")).toBeVisible();
    await page.goto("/profiles/roles");
    await expect(page.getByTestId("list-row").first()).toBeVisible();
    await expect(page.getByTestId("list-row").filter({ hasText: name })).toHaveCount(0);
  });

  test("Salva saves, then leaves", async ({ page }) => {
    const name = unique("Salvato");
    await openNewRoleWithName(page, name);
    await page.getByRole("button", { name: "Lista ruoli" }).click();
    await page
      .getByRole("dialog", { name: "Uscire senza salvare?" })
      .getByRole("button", { name: "Salva" })
      .click();
    await expect(page).toHaveURL(/\/profiles\/roles$/);
    await expect(page.getByTestId("list-row").filter({ hasText: name })).toHaveCount(1);
  });

  test("no question when nothing changed", async ({ page }) => {
    await page.goto("/profiles/roles/create");
    await page.getByRole("button", { name: "Lista ruoli" }).click();
    await expect(page).toHaveURL(/\/profiles\/roles$/);
  });
});
