import { ADMIN, expectAttention, signIn, unique, expect, test } from "./helpers";

test("create, edit and delete a role; the default role cannot be opened", async ({ page }) => {
  const name = unique("Cassa");
  await signIn(page, ADMIN);
  await page.goto("/profiles/roles");
  const defaultRow = page.getByTestId("list-row").filter({ hasText: "Predefinito" });
  await expect(defaultRow).toHaveAttribute("data-clickable", "false");
  await defaultRow.click();
  await expect(page).toHaveURL(/\/profiles\/roles$/);

  await page.getByRole("link", { name: "Crea" }).click();
  await expect(page.getByRole("heading", { name: "Crea Ruolo" })).toBeVisible();
  await page.getByRole("button", { name: "Salva" }).click();
  await expectAttention(page, "Nome del ruolo obbligatorio");
  await page.getByLabel("Nome").fill(name);
  await page.getByRole("switch", { name: "Clienti" }).check();
  await page.getByRole("switch", { name: "Contabilità dell'evento" }).check();
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Modifica Ruolo" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("switch", { name: "Clienti" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Contabilità dell'evento" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Utenti e ruoli" })).not.toBeChecked();
  await page.getByRole("switch", { name: "Clienti" }).uncheck();
  await page.getByRole("switch", { name: "Agenti" }).check();
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Clienti" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Agenti" })).toBeChecked();

  await page.getByRole("button", { name: "Elimina" }).click();
  await page.getByRole("dialog", { name: "Eliminare ruolo?" }).getByRole("button", { name: "Sì" }).click();
  await expect(page).toHaveURL(/\/profiles\/roles$/);
  await expect(page.getByTestId("list-row").filter({ hasText: name })).toHaveCount(0);
});

test("a role held by users cannot be deleted", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/profiles/roles");
  await page.getByTestId("list-row").filter({ hasText: "Reception" }).click();
  await expect(page.getByLabel("Nome")).toHaveValue("Reception");
  await page.getByRole("button", { name: "Elimina" }).click();
  await page.getByRole("dialog", { name: "Eliminare ruolo?" }).getByRole("button", { name: "Sì" }).click();
  await expectAttention(page, /assegnato a \d+ utenti/);
  await expect(page).toHaveURL(/\/profiles\/roles\/edit\/\d+$/);
});
