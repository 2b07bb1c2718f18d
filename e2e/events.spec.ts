import type { Page } from "@playwright/test";
import {
  ACCOUNTING,
  ADMIN,
  RECEPTION,
  expectAttention,
  signIn,
  unique,
  expect,
  fillDate,
  test,
} from "./helpers";

/** The demo event running now (seed/demo-events.ts), with the cash module. */
const RUNNING_EVENT = "Saint-Vincent Poker Festival";

async function openEventMenu(page: Page, name: string) {
  await page.goto("/events");
  await page.getByLabel("Nome", { exact: true }).fill(name);
  const row = page.getByTestId("list-row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page).toHaveURL(/\/events\/\d+\/menu$/);
}

test("create an event (errors first), find it in the list and open its menu", async ({ page }) => {
  const name = unique("Sanremo Winter Cup ");
  await signIn(page, ADMIN);
  await page.goto("/events");
  await expect(page.getByRole("heading", { name: /^Eventi \(\d+\)$/ })).toBeVisible();
  await page.getByRole("link", { name: "Crea" }).click();
  await expect(page.getByRole("heading", { name: "Crea Evento" })).toBeVisible();

  // Nothing typed: the server names what is missing.
  await page.getByRole("button", { name: "Salva" }).click();
  await expectAttention(page, "Tipo evento obbligatorio");

  await page.getByLabel("Tipo").fill("IPO");
  await page.getByRole("textbox", { name: "Nome", exact: true }).fill(name);
  await fillDate(page, "Data inizio", "2031-02-10");
  await fillDate(page, "Data fine", "2031-02-05");
  await page.getByRole("button", { name: "Salva" }).click();
  await expectAttention(page, "La data di fine non può precedere la data di inizio");

  await fillDate(page, "Data fine", "2031-02-15");
  await fillDate(page, "Data lancio", "2030-11-01");
  // The location comes from the hotels.
  await page.getByTestId("hotel-field").click();
  const picker = page.getByRole("dialog", { name: "Seleziona hotel" });
  await picker.getByTestId("search-box").fill("Casinò di Sanremo");
  await picker.getByTestId("list-row").filter({ hasText: "Casinò di Sanremo" }).click();
  await expect(page.getByTestId("hotel-field")).toHaveValue("Casinò di Sanremo");
  // Money accepts at most 2 decimals; integers accept digits only.
  await page.getByLabel("Buy in").fill("550,559");
  await expect(page.getByLabel("Buy in")).toHaveValue("550,55");
  await page.getByLabel("Fee per partecipante").fill("50");
  await page.getByLabel("Garantito").fill("250000");
  await page.getByLabel("Quota al montepremi").fill("500");
  await page.getByLabel("Percentuale guadagno sulla fee").fill("12,5");
  await page.getByLabel("Entries finali").fill("12a0");
  await expect(page.getByLabel("Entries finali")).toHaveValue("120");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
  await expect(page).toHaveURL(/\/events\/edit\/\d+$/);
  await expect(page.getByRole("heading", { name: "Modifica Evento" })).toBeVisible();

  // Reloaded from the server as saved.
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Nome", exact: true })).toHaveValue(name);
  await expect(page.getByLabel("Buy in")).toHaveValue("550,55");
  await expect(page.getByLabel("Percentuale guadagno sulla fee")).toHaveValue("12,5");
  await expect(page.getByTestId("hotel-field")).toHaveValue("Casinò di Sanremo");

  // In the list with its columns; filters by type and dates find it.
  await page.goto("/events");
  await page.getByLabel("Nome", { exact: true }).fill(name);
  const row = page.getByTestId("list-row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("IPO");
  await expect(row).toContainText("10/02/2031");
  await expect(row).toContainText("15/02/2031");
  await expect(row).toContainText("Casinò di Sanremo");
  // Filtered: the events found of every event.
  await expect(page.getByRole("heading", { name: /^Eventi \(1 di \d+\)$/ })).toBeVisible();
  await fillDate(page, "Inizio dal", "2031-02-11");
  await expect(page.getByText("Nessun risultato")).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Eventi \(0 di \d+\)$/ })).toBeVisible();
  await fillDate(page, "Inizio dal", "2031-02-10");
  await expect(row).toHaveCount(1);

  // The row opens the event menu: type plus name, Mod. and the list.
  await row.click();
  await expect(page.getByRole("heading", { name: `IPO ${name}` })).toBeVisible();
  await page.getByRole("link", { name: "Mod." }).click();
  await expect(page.getByRole("heading", { name: "Modifica Evento" })).toBeVisible();

  // Delete after confirming "Eliminare Evento?".
  await page.getByRole("button", { name: "Elimina" }).click();
  await page.getByRole("dialog", { name: "Eliminare Evento?" }).getByRole("button", { name: "Sì" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await expect(page.getByText("Nessun risultato")).toBeVisible();
});

test("the event menu shows each section only with its permission", async ({ browser }) => {
  const admin = await browser.newPage();
  await signIn(admin, ADMIN);
  await openEventMenu(admin, RUNNING_EVENT);
  const eventPath = new URL(admin.url()).pathname.replace(/\/menu$/, "");
  await expect(admin.getByRole("heading", { name: `SVPF ${RUNNING_EVENT}` })).toBeVisible();
  for (const key of ["quote", "reservations", "entries", "communications", "hotels", "kpi", "cashAccount"]) {
    await expect(admin.getByTestId(`event-menu-${key}`)).toBeVisible();
  }
  // Cash module on: the "conto" of v2, not the classic report.
  await expect(admin.getByTestId("event-menu-cashAccount")).toHaveAttribute(
    "href",
    `${eventPath}/v2/accounting`,
  );
  await expect(admin.getByTestId("event-menu-accounting")).toHaveCount(0);
  await expect(admin.getByTestId("event-menu-quote")).toHaveAttribute(
    "href",
    `${eventPath}/reservations/quote`,
  );
  await expect(admin.getByTestId("event-menu-hotels")).toHaveAttribute("href", `${eventPath}/hotels`);
  await admin.close();

  // Contabilità: hotels, kpi and accounting, no reservations; may edit the event.
  const accounting = await browser.newPage();
  await signIn(accounting, ACCOUNTING);
  await openEventMenu(accounting, RUNNING_EVENT);
  await expect(accounting.getByTestId("event-menu-hotels")).toBeVisible();
  await expect(accounting.getByTestId("event-menu-kpi")).toBeVisible();
  await expect(accounting.getByTestId("event-menu-cashAccount")).toBeVisible();
  for (const key of ["quote", "reservations", "entries", "communications"]) {
    await expect(accounting.getByTestId(`event-menu-${key}`)).toHaveCount(0);
  }
  await expect(accounting.getByRole("link", { name: "Mod." })).toBeVisible();
  await accounting.close();

  // Reception: quote, reservations, entries, communications; no hotels, no Mod., no "Crea".
  const reception = await browser.newPage();
  await signIn(reception, RECEPTION);
  await openEventMenu(reception, RUNNING_EVENT);
  for (const key of ["quote", "reservations", "entries", "communications"]) {
    await expect(reception.getByTestId(`event-menu-${key}`)).toBeVisible();
  }
  for (const key of ["hotels", "kpi", "cashAccount", "accounting"]) {
    await expect(reception.getByTestId(`event-menu-${key}`)).toHaveCount(0);
  }
  await expect(reception.getByRole("link", { name: "Mod." })).toHaveCount(0);
  await reception.getByRole("link", { name: "Lista" }).click();
  await expect(reception.getByRole("heading", { name: /^Eventi \((\d+ di )?\d+\)$/ })).toBeVisible();
  await expect(reception.getByRole("link", { name: "Crea" })).toHaveCount(0);
  await reception.close();
});

test("add a payment method and a cost item; system rows stay fixed", async ({ page }) => {
  const method = unique("Satispay ");
  const cost = unique("Affitto sala ");
  await signIn(page, ADMIN);
  await page.goto("/events");
  await page.getByRole("link", { name: "Config" }).click();
  await expect(page.getByRole("heading", { name: "Configurazioni" })).toBeVisible();
  await page.getByTestId("config-paymentMethods").click();
  await expect(page.getByRole("heading", { name: "Metodi di Pagamento" })).toBeVisible();
  const cash = page.getByTestId("list-row").filter({ hasText: "Contanti" });
  await expect(cash).toHaveAttribute("data-clickable", "false");

  await page.getByRole("link", { name: "Crea" }).click();
  await expect(page.getByRole("heading", { name: "Crea Metodo di Pagamento" })).toBeVisible();
  await page.getByRole("button", { name: "Salva" }).click();
  await expectAttention(page, "Metodo obbligatorio");
  await page.getByLabel("Metodo").fill(method);
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Modifica Metodo di Pagamento" })).toBeVisible();
  await page.getByRole("button", { name: "Lista metodi" }).click();
  const methodRow = page.getByTestId("list-row").filter({ hasText: method });
  await expect(methodRow).toHaveAttribute("data-clickable", "true");
  await methodRow.click();
  await expect(page.getByLabel("Metodo")).toHaveValue(method);
  await page.getByRole("button", { name: "Elimina" }).click();
  await page
    .getByRole("dialog", { name: "Eliminare Metodo di Pagamento?" })
    .getByRole("button", { name: "Sì" })
    .click();
  await expect(page).toHaveURL(/\/events\/configurations\/paymentmethods$/);
  await expect(page.getByTestId("list-row").filter({ hasText: "Contanti" })).toBeVisible();
  await expect(page.getByTestId("list-row").filter({ hasText: method })).toHaveCount(0);

  // A cost item: listed among the costs (after the system ones), not among the incomes.
  await page.goto("/events/configurations/costs");
  await expect(page.getByRole("heading", { name: "Voci di Costo" })).toBeVisible();
  await expect(page.getByTestId("list-row").filter({ hasText: "Agenti" })).toHaveAttribute(
    "data-clickable",
    "false",
  );
  await page.getByRole("link", { name: "Crea" }).click();
  await expect(page.getByRole("heading", { name: "Crea Voce di Costo" })).toBeVisible();
  await page.getByLabel("Descrizione").fill(cost);
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
  await expect(page).toHaveURL(/\/events\/configurations\/cost\/edit\/\d+$/);
  await page.getByRole("button", { name: "Lista voci di costo" }).click();
  await expect(page.getByTestId("list-row").filter({ hasText: cost })).toHaveCount(1);
  await page.goto("/events/configurations/incomings");
  await expect(page.getByTestId("list-row").filter({ hasText: "Prenotazioni" })).toBeVisible();
  await expect(page.getByTestId("list-row").filter({ hasText: cost })).toHaveCount(0);

  // The cost item can be deleted after "Eliminare Voce di Costo?".
  await page.goto("/events/configurations/costs");
  await page.getByTestId("list-row").filter({ hasText: cost }).click();
  await page.getByRole("button", { name: "Elimina" }).click();
  await page
    .getByRole("dialog", { name: "Eliminare Voce di Costo?" })
    .getByRole("button", { name: "Sì" })
    .click();
  await expect(page).toHaveURL(/\/events\/configurations\/costs$/);
  await expect(page.getByTestId("list-row").filter({ hasText: "Agenti" })).toBeVisible();
  await expect(page.getByTestId("list-row").filter({ hasText: cost })).toHaveCount(0);
});
