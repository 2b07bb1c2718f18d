import { ADMIN, expectAttention, signIn, unique, expect, test } from "./helpers";

test("create a user (errors first), find it, edit it, sign in as it, delete it", async ({
  page,
  browser,
}) => {
  const lastName = unique("Esposito");
  const username = unique("gesposito");
  await signIn(page, ADMIN);
  await page.goto("/profiles");
  await page.getByRole("link", { name: "Crea" }).click();
  await expect(page.getByRole("heading", { name: "Crea Utente" })).toBeVisible();

  // Missing last name, bad email, passwords that differ: the server says so, nothing is saved.
  await page.getByLabel("Nome", { exact: true }).fill("Gennaro");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Salva" }).click();
  await expectAttention(page, "Cognome obbligatorio");

  await page.getByLabel("Cognome").fill(lastName);
  await page.getByRole("button", { name: "Salva" }).click();
  await expectAttention(page, "Indirizzo email non valido");

  await page.getByLabel("Email").fill("gennaro@example.it");
  await page.getByTestId("phone").fill("333 12a34");
  await expect(page.getByTestId("phone")).toHaveValue("333 1234");
  await page.getByLabel("Nome utente").fill(username);
  await page.getByLabel("Password", { exact: true }).fill("Segreta-12345");
  await page.getByLabel("Conferma password").fill("Diversa-12345");
  await page.getByRole("button", { name: "Salva" }).click();
  await expectAttention(page, "La password e la conferma non coincidono");

  await page.getByLabel("Conferma password").fill("Segreta-12345");
  await page.getByTestId("role-select").locator("..").click();
  await page.getByRole("option", { name: "Reception" }).click();
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
  await expect(page).toHaveURL(/\/profiles\/edit\/\d+$/);
  await expect(page.getByRole("heading", { name: "Modifica Utente" })).toBeVisible();

  // Found by surname in the list, with its role.
  await page.getByRole("button", { name: "Lista utenti" }).click();
  await page.getByTestId("search-box").fill(lastName);
  const row = page.getByTestId("list-row").filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${lastName} Gennaro`);
  await expect(row).toContainText("Reception");
  await expect(row).toContainText("+39 333 1234");

  // Edit: change the city.
  await row.click();
  await expect(page.getByLabel("Cognome")).toHaveValue(lastName);
  await page.getByLabel("Città").fill("Sanremo");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Città")).toHaveValue("Sanremo");

  // The new user can sign in, with Reception's tiles.
  const other = await browser.newPage();
  await signIn(other, { username, password: "Segreta-12345" });
  await expect(other.getByTestId("tile-customers")).toBeVisible();
  await expect(other.getByTestId("tile-users")).toHaveCount(0);
  await other.close();

  // Delete, after confirming.
  await page.getByRole("button", { name: "Elimina" }).click();
  const confirm = page.getByRole("dialog", { name: "Eliminare utente?" });
  await confirm.getByRole("button", { name: "No" }).click();
  await expect(page).toHaveURL(/\/profiles\/edit\/\d+$/);
  await page.getByRole("button", { name: "Elimina" }).click();
  await confirm.getByRole("button", { name: "Sì" }).click();
  await expect(page).toHaveURL(/\/profiles$/);
  await page.getByTestId("search-box").fill(lastName);
  await expect(page.getByText("Nessun risultato")).toBeVisible();
});

test("the list keeps its search when coming back from an edit page, and resets otherwise", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto("/profiles");
  await page.getByTestId("search-box").fill("Rossi");
  await expect(page.getByTestId("list-row")).toHaveCount(1);
  await page.getByTestId("list-row").first().click();
  await expect(page.getByRole("heading", { name: "Modifica Utente" })).toBeVisible();
  await page.getByRole("button", { name: "Lista utenti" }).click();
  await expect(page.getByTestId("search-box")).toHaveValue("Rossi");
  await expect(page.getByTestId("list-row")).toHaveCount(1);
  // Home and back: the filter is gone.
  await page.getByRole("banner").getByRole("link").first().click();
  await expect(page.getByTestId("tile-users")).toBeVisible();
  await page.getByTestId("tile-users").click();
  await expect(page.getByTestId("search-box")).toHaveValue("");
});

test("the header name opens one's own profile, which can be saved", async ({ page }) => {
  await signIn(page, { username: "gverdi", password: "demo" });
  await page.getByTestId("current-user").click();
  const dialog = page.getByRole("dialog", { name: "Modifica profilo" });
  await expect(dialog.getByLabel("Cognome")).toHaveValue("Verdi");
  await dialog.getByLabel("Nome", { exact: true }).fill("Giulietta");
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("current-user")).toHaveText("Giulietta Verdi");
});
