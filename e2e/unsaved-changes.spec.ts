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

  test("Continua leaves without saving", async ({ page }) => {
    const name = unique("Scartato");
    await openNewRoleWithName(page, name);
    // A header link is guarded too.
    await page.getByRole("banner").getByRole("link").first().click();
    const dialog = page.getByRole("dialog", { name: "Uscire senza salvare?" });
    await dialog.getByRole("button", { name: "Continua" }).click();
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

test.describe("every way out of a page with unsaved edits asks first", () => {
  const dialogOf = (page: Page) => page.getByRole("dialog", { name: "Uscire senza salvare?" });

  /** The roles list, then a new role with a typed name: history holds the list behind the page. */
  async function editedRolePage(page: Page) {
    await signIn(page, ADMIN);
    await page.goto("/profiles/roles");
    await expect(page.getByTestId("list-row").first()).toBeVisible();
    await page.getByRole("link", { name: "Crea" }).click();
    await expect(page.getByRole("heading", { name: "Crea Ruolo" })).toBeVisible();
    await page.getByLabel("Nome").fill("Bozza");
  }

  test("browser Back: Annulla keeps the edits and asks again, Continua goes back", async ({ page }) => {
    await editedRolePage(page);
    await page.goBack();
    await expect(dialogOf(page)).toBeVisible();
    await dialogOf(page).getByRole("button", { name: "Annulla" }).click();
    await expect(page).toHaveURL(/\/profiles\/roles\/create$/);
    await expect(page.getByLabel("Nome")).toHaveValue("Bozza");
    await page.goBack();
    await dialogOf(page).getByRole("button", { name: "Continua" }).click();
    await expect(page).toHaveURL(/\/profiles\/roles$/);
    await expect(page.getByRole("heading", { name: /Ruoli/ })).toBeVisible();
  });

  test("browser Forward cannot leave the edits behind", async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto("/profiles/roles/create");
    await page.goto("/profiles/roles");
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Crea Ruolo" })).toBeVisible();
    await page.getByLabel("Nome").fill("Bozza");
    await page.goForward().catch(() => undefined);
    // Either the question or no way forward at all: the page and its edits stay.
    if (await dialogOf(page).isVisible())
      await dialogOf(page).getByRole("button", { name: "Annulla" }).click();
    await expect(page).toHaveURL(/\/profiles\/roles\/create$/);
    await expect(page.getByLabel("Nome")).toHaveValue("Bozza");
  });

  test("header logout asks; Annulla stays signed in, Continua signs out", async ({ page }) => {
    await editedRolePage(page);
    await page.getByRole("button", { name: "Esci" }).click();
    await dialogOf(page).getByRole("button", { name: "Annulla" }).click();
    await expect(page.getByTestId("current-user")).toBeVisible();
    await expect(page.getByLabel("Nome")).toHaveValue("Bozza");
    await page.getByRole("button", { name: "Esci" }).click();
    await dialogOf(page).getByRole("button", { name: "Continua" }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test("header logo asks", async ({ page }) => {
    await editedRolePage(page);
    await page.getByRole("banner").getByRole("link").first().click();
    await dialogOf(page).getByRole("button", { name: "Annulla" }).click();
    await expect(page).toHaveURL(/\/profiles\/roles\/create$/);
  });

  test("the header's profile opens over the page and keeps the edits", async ({ page }) => {
    await editedRolePage(page);
    await page.getByTestId("current-user").click();
    const profile = page.getByRole("dialog", { name: "Modifica profilo" });
    await expect(profile).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(profile).toBeHidden();
    await expect(page.getByLabel("Nome")).toHaveValue("Bozza");
  });

  test("a button of the page asks", async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto("/events");
    await page.getByRole("link", { name: "Crea" }).click();
    await expect(page.getByRole("heading", { name: "Crea Evento" })).toBeVisible();
    await page.getByLabel("Tipo").fill("IPO");
    await page.getByRole("button", { name: "Lista eventi" }).click();
    await expect(dialogOf(page)).toBeVisible();
    await dialogOf(page).getByRole("button", { name: "Annulla" }).click();
    await expect(page.getByLabel("Tipo")).toHaveValue("IPO");
  });

  test("reload and tab close get the browser's own prompt", async ({ page }) => {
    await editedRolePage(page);
    const reloadPrompt = page.waitForEvent("dialog");
    void page.reload().catch(() => undefined);
    const dialog = await reloadPrompt;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.dismiss();
    await expect(page.getByLabel("Nome")).toHaveValue("Bozza");

    const closePrompt = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const closeDialog = await closePrompt;
    expect(closeDialog.type()).toBe("beforeunload");
    await closeDialog.dismiss();
    expect(page.isClosed()).toBe(false);
  });
});
