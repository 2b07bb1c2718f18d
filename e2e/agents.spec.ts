import type { Page } from "@playwright/test";
import { ADMIN, expectAttention, signIn, unique, expect, test } from "./helpers";

const SWITCH_WARNING = "Cambiando profilo provvigionale si perderanno i dati del manuale, continuare?";

async function chooseTemplate(page: Page, name: string) {
  await page.getByTestId("template-select").locator("..").click();
  await page.getByRole("option", { name, exact: true }).click();
}

async function searchAgents(page: Page, text: string) {
  await page.getByTestId("search-box").fill(text);
}

test("create an agent with a Manual template, switch it to a named one through the warning", async ({
  page,
}) => {
  const lastName = unique("Ferretti");
  await signIn(page, ADMIN);
  await page.goto("/agents");
  await expect(page.getByRole("heading", { name: "Agenti" })).toBeVisible();
  await page.getByRole("link", { name: "Crea" }).click();
  await expect(page.getByRole("heading", { name: "Crea Agente" })).toBeVisible();

  // The server's message for a missing surname.
  await page.getByRole("button", { name: "Salva" }).click();
  await expectAttention(page, "Cognome obbligatorio");

  await page.getByLabel("Nome", { exact: true }).fill("Carla");
  await page.getByLabel("Cognome").fill(lastName);
  await page.getByLabel("Zona").fill("Liguria");
  await page.getByTestId("agent-role-select").locator("..").click();
  await page.getByRole("option", { name: "Procacciatore" }).click();
  await expect(page.getByTestId("commission-summary")).toHaveText("non impostata");

  // Manual: the modal starts at 0 and 0, Percentage, BuyIn.
  await chooseTemplate(page, "Manuale");
  await page.getByRole("button", { name: "Modifica provvigione" }).click();
  const modal = page.getByRole("dialog", { name: "Provvigione" });
  await expect(modal.getByRole("radio", { name: "Percentuale" }).first()).toBeChecked();
  await expect(modal.getByLabel("Provvigione camera")).toHaveValue("0");
  await expect(modal.getByLabel("Provvigione giocatore")).toHaveValue("0");
  await expect(modal.getByRole("radio", { name: "Buy-in" })).toBeChecked();
  const roomMode = modal.getByRole("radiogroup", { name: "Modalità camera" });
  const playerMode = modal.getByRole("radiogroup", { name: "Modalità giocatore" });
  // Sub-modes follow the mode and can be chosen only in Mixed.
  await expect(roomMode.getByRole("radio", { name: "Fisso" })).toBeDisabled();
  await modal
    .getByRole("radiogroup", { name: "Modalità", exact: true })
    .getByRole("radio", { name: "Fisso" })
    .click();
  await expect(roomMode.getByRole("radio", { name: "Fisso" })).toBeChecked();
  await expect(playerMode.getByRole("radio", { name: "Fisso" })).toBeChecked();
  await expect(modal.getByRole("radio", { name: "Buy-in" })).toHaveCount(0);
  await modal.getByRole("radio", { name: "Misto" }).click();
  await expect(roomMode.getByRole("radio", { name: "Fisso" })).toBeEnabled();
  await playerMode.getByRole("radio", { name: "Percentuale" }).click();
  await modal.getByLabel("Provvigione camera").fill("7,555");
  await expect(modal.getByLabel("Provvigione camera")).toHaveValue("7,55");
  await modal.getByLabel("Provvigione giocatore").fill("8");
  await modal.getByRole("radio", { name: "Fee" }).click();
  await modal.getByRole("button", { name: "Conferma" }).click();
  await expect(modal).toBeHidden();
  const summary = page.getByTestId("commission-summary");
  await expect(summary).toContainText("Manuale - Misto");
  await expect(summary).toContainText(/Camera 7,55\s€/);
  await expect(summary).toContainText("Giocatore 8 % su Fee");

  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
  await expect(page).toHaveURL(/\/agents\/edit\/\d+$/);
  await expect(page.getByRole("heading", { name: "Modifica Agente" })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("commission-summary")).toContainText("Manuale - Misto");

  // Leaving the Manual template asks first: No changes nothing.
  await chooseTemplate(page, "Standard");
  const warning = page.getByRole("dialog", { name: SWITCH_WARNING });
  await expect(warning).toBeVisible();
  await warning.getByRole("button", { name: "No" }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByTestId("commission-summary")).toContainText("Manuale - Misto");
  await expect(page.getByTestId("template-select").locator("..")).toContainText("Manuale");

  // Si switches to the named template.
  await chooseTemplate(page, "Standard");
  await warning.getByRole("button", { name: "Sì" }).click();
  await expect(page.getByTestId("commission-summary")).toContainText("Standard - Percentuale");
  await expect(page.getByTestId("commission-summary")).toContainText("Camera 10 %");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();

  // The list shows the commission.
  await page.getByRole("button", { name: "Lista agenti" }).click();
  await searchAgents(page, lastName);
  const row = page.getByTestId("list-row").filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${lastName} Carla`);
  await expect(row).toContainText("Standard - Percentuale");
});

test("edit an agent's commission in the provisioning view; the row is refreshed", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/agents");
  await searchAgents(page, "Ricci");
  await expect(page.getByTestId("list-row")).toHaveCount(1);
  await expect(page.getByTestId("list-row")).toContainText("Fisso - Fisso");

  await page.getByRole("button", { name: "Provvigioni" }).click();
  const row = page.getByTestId("provisioning-list").getByTestId("list-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Ricci Davide");
  await expect(row).toContainText(/5,00\s€/);
  await expect(row).toContainText(/10,00\s€/);

  await row.getByRole("button", { name: "Modifica provvigione" }).click();
  const modal = page.getByRole("dialog", { name: "Provvigione: Ricci Davide" });
  await expect(modal.getByLabel("Provvigione camera")).toHaveValue("5,00");
  // An invalid percentage is refused by the server and the modal stays open.
  await modal.getByRole("radio", { name: "Percentuale" }).first().click();
  await modal.getByLabel("Provvigione camera").fill("150");
  await modal.getByRole("button", { name: "Conferma" }).click();
  await expectAttention(page, "Provvigione camera: la percentuale deve essere compresa tra 0 e 100");
  await expect(modal).toBeVisible();

  await modal
    .getByRole("radiogroup", { name: "Modalità", exact: true })
    .getByRole("radio", { name: "Fisso" })
    .click();
  await modal.getByLabel("Provvigione camera").fill("6.5");
  await modal.getByRole("button", { name: "Conferma" }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
  await expect(row).toContainText("Manuale - Fisso");
  await expect(row).toContainText(/6,50\s€/);

  // Saved: after a reload the standard list shows it too.
  await page.reload();
  await searchAgents(page, "Ricci");
  await expect(page.getByTestId("list-row")).toHaveCount(1);
  await expect(page.getByTestId("list-row")).toContainText("Ricci Davide");
  await expect(page.getByTestId("list-row")).toContainText("Manuale - Fisso");
});

test("delete an agent after confirming, with the unsaved-changes guard on the way", async ({ page }) => {
  const lastName = unique("Gallo");
  await signIn(page, ADMIN);
  await page.goto("/agents/create");
  await page.getByLabel("Cognome").fill(lastName);
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Modifica Agente" })).toBeVisible();

  await page.getByLabel("Zona").fill("Umbria");
  await page.getByRole("button", { name: "Lista agenti" }).click();
  const unsaved = page.getByRole("dialog", { name: "Uscire senza salvare?" });
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole("button", { name: "Annulla" }).click();
  await expect(page.getByLabel("Zona")).toHaveValue("Umbria");

  await page.getByRole("button", { name: "Elimina" }).click();
  const confirm = page.getByRole("dialog", { name: "Eliminare agente?" });
  await confirm.getByRole("button", { name: "No" }).click();
  await expect(page).toHaveURL(/\/agents\/edit\/\d+$/);
  await page.getByRole("button", { name: "Elimina" }).click();
  await confirm.getByRole("button", { name: "Sì" }).click();
  await expect(page).toHaveURL(/\/agents$/);
  await searchAgents(page, lastName);
  await expect(page.getByText("Nessun risultato")).toBeVisible();
});

test("an agent assigned to reservations cannot be deleted", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/agents");
  await searchAgents(page, "Greco");
  await expect(page.getByTestId("list-row")).toHaveCount(1);
  await page.getByTestId("list-row").click();
  await expect(page.getByRole("heading", { name: "Modifica Agente" })).toBeVisible();
  await page.getByRole("button", { name: "Elimina" }).click();
  await page.getByRole("dialog", { name: "Eliminare agente?" }).getByRole("button", { name: "Sì" }).click();
  await expectAttention(page, /L'agente non può essere eliminato: è assegnato a \d+ prenotazioni/);
  await expect(page).toHaveURL(/\/agents\/edit\/\d+$/);
});
