import { ADMIN, expectAttention, signIn, unique, expect, test } from "./helpers";

test("create a group and a hotel in it (with a new room type), find it in the list and in the group, delete it", async ({
  page,
}) => {
  const groupName = unique("Gruppo Liguria ");
  const hotelName = unique("Hotel Bellavista ");
  const roomType = unique("Familiare");
  await signIn(page, ADMIN);
  await page.goto("/locations");
  await expect(page.getByRole("heading", { name: /^Hotels \(\d+\)$/ })).toBeVisible();
  // The demo hotels are listed with their type labels.
  await expect(page.getByTestId("list-row").filter({ hasText: "Casinò di Sanremo" })).toContainText("Casino");
  await expect(page.getByTestId("list-row").filter({ hasText: "B&B Villa Ormond" })).toContainText("B&B");

  // A new group.
  await page.getByRole("link", { name: "Gruppi" }).click();
  await expect(page.getByRole("heading", { name: "Gruppi" })).toBeVisible();
  await expect(page.getByTestId("list-row").filter({ hasText: "Venezia e Laghi" })).toHaveCount(1);
  await page.getByRole("link", { name: "Crea" }).click();
  await expect(page.getByRole("heading", { name: "Crea Gruppo" })).toBeVisible();
  await page.getByRole("button", { name: "Salva" }).click();
  await expectAttention(page, "Nome del gruppo obbligatorio");
  await page.getByLabel("Nome").fill(groupName);
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
  await expect(page).toHaveURL(/\/locations\/group\/edit\/\d+$/);
  await expect(page.getByRole("heading", { name: "Modifica Gruppo" })).toBeVisible();
  await expect(page.getByText("Nessun hotel in questo gruppo")).toBeVisible();
  const groupUrl = page.url();

  // A new hotel: the name is mandatory.
  await page.goto("/locations/create");
  await expect(page.getByRole("heading", { name: "Crea Hotel" })).toBeVisible();
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expectAttention(page, "Nome obbligatorio");

  await page.getByLabel("Nome").fill(hotelName);
  await page.getByTestId("location-type").locator("..").click();
  await page.getByRole("option", { name: "Hotel e Casino" }).click();
  await page.getByLabel("Email").fill("booking@bellavista.example.it");
  await page.getByTestId("phone").fill("0184 55a66");
  await expect(page.getByTestId("phone")).toHaveValue("0184 5566");
  await page.getByLabel("Città").fill("Sanremo");
  await page.getByLabel("IVA", { exact: true }).fill("10,555");
  await expect(page.getByLabel("IVA", { exact: true })).toHaveValue("10,55");
  await page.getByTestId("location-group").locator("..").click();
  await page.getByRole("option", { name: groupName }).click();
  await page.getByLabel("Includi gli ospiti nelle comunicazioni").check();
  await page.getByLabel("Informazioni").fill("Colazione inclusa\nNavetta per il casinò");
  await page.getByLabel("Note Doppia", { exact: true }).fill("Vista mare");

  // A new room type, added from the form, gets its own note field.
  await page.getByRole("button", { name: "Aggiungi tipologia" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuova tipologia di camera" });
  await dialog.getByLabel("Nome tipologia").fill(roomType);
  await dialog.getByLabel("Capacità (ospiti)").fill("25");
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expectAttention(page, "Capacità: inserire un numero intero da 1 a 20");
  await dialog.getByLabel("Capacità (ospiti)").fill("5");
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel(`Note ${roomType}`).fill("Due camere comunicanti");
  await expect(page.getByText("5 ospiti")).toBeVisible();

  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
  await expect(page).toHaveURL(/\/locations\/edit\/\d+$/);
  await expect(page.getByRole("heading", { name: "Modifica Hotel" })).toBeVisible();

  // Everything was stored.
  await page.reload();
  await expect(page.getByLabel("Nome")).toHaveValue(hotelName);
  await expect(page.getByTestId("location-type")).toHaveValue("HotelAndCasino");
  await expect(page.getByLabel("IVA", { exact: true })).toHaveValue("10,55");
  await expect(page.getByLabel("Includi gli ospiti nelle comunicazioni")).toBeChecked();
  await expect(page.getByLabel("Note Doppia", { exact: true })).toHaveValue("Vista mare");
  await expect(page.getByLabel(`Note ${roomType}`)).toHaveValue("Due camere comunicanti");
  await expect(page.getByLabel("Informazioni")).toHaveValue("Colazione inclusa\nNavetta per il casinò");
  await expect(page.getByRole("heading", { name: "Allegati" })).toBeVisible();

  // In the list, with its type label.
  await page.getByRole("button", { name: "Lista hotel" }).click();
  await page.getByTestId("search-box").fill(hotelName);
  await expect(page.getByRole("heading", { name: /^Hotels \(1 di \d+\)$/ })).toBeVisible();
  const row = page.getByTestId("list-row").filter({ hasText: hotelName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Hotel e Casino");
  await expect(row).toContainText("Sanremo");
  await expect(row).toContainText("+39 0184 5566");

  // In the group, by name.
  await page.goto(groupUrl);
  await expect(page.getByTestId("group-hotels")).toContainText(hotelName);

  // Deleted after confirming.
  await page.goto("/locations");
  await page.getByTestId("search-box").fill(hotelName);
  await page.getByTestId("list-row").filter({ hasText: hotelName }).click();
  await expect(page.getByRole("heading", { name: "Modifica Hotel" })).toBeVisible();
  await page.getByRole("button", { name: "Elimina", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Eliminare Hotel?" });
  await confirm.getByRole("button", { name: "No" }).click();
  await expect(page).toHaveURL(/\/locations\/edit\/\d+$/);
  await page.getByRole("button", { name: "Elimina", exact: true }).click();
  await confirm.getByRole("button", { name: "Sì" }).click();
  await expect(page).toHaveURL(/\/locations$/);
  await page.getByTestId("search-box").fill(hotelName);
  await expect(page.getByText("Nessun risultato")).toBeVisible();

  // The group is deleted too.
  await page.goto(groupUrl);
  await expect(page.getByTestId("group-hotels")).toHaveCount(0);
  await page.getByRole("button", { name: "Elimina", exact: true }).click();
  await page.getByRole("dialog", { name: "Eliminare gruppo?" }).getByRole("button", { name: "Sì" }).click();
  await expect(page).toHaveURL(/\/locations\/groups$/);
  await expect(page.getByTestId("list-row").filter({ hasText: groupName })).toHaveCount(0);
});

test("leaving a hotel with unsaved edits asks first; the list keeps its search", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/locations");
  await page.getByTestId("search-box").fill("Laguna");
  await expect(page.getByTestId("list-row")).toHaveCount(1);
  await page.getByTestId("list-row").click();
  await expect(page.getByLabel("Nome")).toHaveValue("Hotel Laguna Palace");
  await expect(page.getByTestId("location-group")).toHaveValue(/\d+/);
  await page.getByLabel("Città").fill("Mestre");
  await page.getByRole("button", { name: "Lista hotel" }).click();
  const question = page.getByRole("dialog", { name: "Uscire senza salvare?" });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Annulla" }).click();
  await expect(page.getByLabel("Città")).toHaveValue("Mestre");
  await page.getByRole("button", { name: "Lista hotel" }).click();
  await question.getByRole("button", { name: "Continua" }).click();
  await expect(page).toHaveURL(/\/locations$/);
  await expect(page.getByTestId("search-box")).toHaveValue("Laguna");
  await expect(page.getByTestId("list-row")).toContainText("Venezia");
});
