import type { Page } from "@playwright/test";
import { ADMIN, expect, expectAttention, signIn, test, unique } from "./helpers";
import { callApi, fillDate, pickOption } from "./reservation-helpers";

/** A fresh cash-module event, so the figures below start from zero. */
async function createCashEvent(page: Page): Promise<number> {
  const event = await callApi<{ id: number }>(page, "POST", "/events", {
    type: "SVPF",
    name: `Cassa ${unique("")}`,
    dateFrom: "2031-07-10",
    dateTo: "2031-07-14",
    cashModuleEnabled: true,
  });
  return event.id;
}

async function record(
  page: Page,
  kind: "income" | "outcome" | "transfer" | "cashFund",
  fill: (dialog: ReturnType<Page["getByRole"]>) => Promise<void>,
) {
  await page.getByTestId(`cash-open-${kind}`).click();
  const dialog = page.getByRole("dialog").filter({ has: page.getByTestId(`cash-modal-${kind}`) });
  await expect(dialog).toBeVisible();
  await fill(dialog);
  await fillDate(page, "Data", "11/07/2031");
  await dialog.getByTestId("cash-save").click();
  await expect(dialog).toBeHidden();
}

const registerRow = (page: Page, method: string) =>
  page.getByTestId("register-row").and(page.locator(`[data-method="${method}"]`));

test("cash module: the four movements, the register, the movements list with filters and delete", async ({
  page,
}) => {
  // One user story from the first movement to the reopening: long on a loaded 2-core machine.
  test.setTimeout(420_000);
  await signIn(page, ADMIN);
  const eventId = await createCashEvent(page);

  await page.goto(`/events/${eventId}/menu`);
  await page.getByTestId("event-menu-cashAccount").click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/v2/accounting$`));
  await page.getByTestId("cash-hub-cash-register").click();
  await expect(page.getByRole("heading", { level: 1, name: "Cassa" })).toBeVisible({ timeout: 30_000 });

  // The server's checks show in the Attenzione modal and the modal stays open.
  await page.getByTestId("cash-open-income").click();
  await page.getByTestId("cash-save").click();
  await expectAttention(page, "Inserire il metodo di pagamento");
  await page.getByRole("button", { name: "Annulla" }).click();

  await record(page, "income", async (dialog) => {
    await pickOption(page, "Oggetto", "Entries");
    await pickOption(page, "Metodo", "Contanti");
    await dialog.getByLabel("Importo").fill("100");
    await dialog.getByLabel("Note").fill("Saldo camera 12");
  });
  await expect(registerRow(page, "Contanti").getByTestId("register-totalInbound")).toContainText("100,00");

  // An outcome of the Agent item opens the agent modal.
  const [agent] = await callApi<{ id: number; lastName: string; firstName: string | null }[]>(
    page,
    "GET",
    "/agents/search?pageNumber=0",
  );
  await record(page, "outcome", async (dialog) => {
    await pickOption(page, "Oggetto", "Agenti");
    const picker = page.getByRole("dialog", { name: "Seleziona agente" });
    await picker.getByTestId("cash-agent-search").fill(agent!.lastName);
    await page
      .getByRole("option", { name: new RegExp(agent!.lastName) })
      .first()
      .click();
    await picker.getByTestId("cash-agent-confirm").click();
    await expect(dialog.getByTestId("cash-agent-name")).toContainText(agent!.lastName);
    await pickOption(page, "Metodo", "Contanti");
    await dialog.getByLabel("Importo").fill("30");
  });
  await record(page, "transfer", async (dialog) => {
    await pickOption(page, "Dal metodo", "Contanti");
    await pickOption(page, "Al metodo", "Carta");
    await dialog.getByLabel("Importo").fill("20");
  });
  await record(page, "cashFund", async (dialog) => {
    await pickOption(page, "Metodo", "Contanti");
    await dialog.getByLabel("Importo").fill("50");
  });

  // Contanti: in 100, out 30 + 20, fund 50; Carta: in 20 from the transfer.
  const cash = registerRow(page, "Contanti");
  await expect(cash.getByTestId("register-totalOutbound")).toContainText("50,00");
  await expect(cash.getByTestId("register-taking")).toContainText("50,00");
  await expect(cash.getByTestId("register-totalCashFund")).toContainText("50,00");
  await expect(cash.getByTestId("register-takingCashFund")).toContainText("100,00");
  await expect(registerRow(page, "Carta").getByTestId("register-totalInbound")).toContainText("20,00");
  const total = page.getByTestId("register-total");
  await expect(total.getByTestId("register-totalInbound")).toContainText("120,00");
  await expect(total.getByTestId("register-taking")).toContainText("70,00");
  await expect(total.getByTestId("register-takingCashFund")).toContainText("120,00");
  await page.screenshot({ path: `test-results/cash-register.png`, fullPage: true });

  // Movimenti: five movements, signed and coloured by typology.
  await page.goto(`/events/${eventId}/v2/accounting/movements`);
  await expect(page.getByRole("heading", { level: 1, name: "Movimenti (5)" })).toBeVisible({
    timeout: 30_000,
  });
  const rows = page.getByTestId("list-row");
  await expect(rows).toHaveCount(5);
  const amounts = page.getByTestId("movement-amount");
  await expect(amounts.and(page.locator('[data-typology="CashFund"]'))).toHaveText("+50,00 €");
  // The theme's warning amber (#b45309): MUI's orange had 3:1 on white, under axe's 4.5:1.
  await expect(amounts.and(page.locator('[data-typology="CashFund"]'))).toHaveCSS("color", "rgb(180, 83, 9)");
  await expect(amounts.filter({ hasText: "-30,00" })).toHaveCSS("color", "rgb(211, 47, 47)");
  await expect(amounts.filter({ hasText: "+100,00" })).toHaveCSS("color", "rgb(46, 125, 50)");
  await expect(rows.filter({ hasText: "Fondo cassa" })).toHaveCount(1);
  await expect(rows.filter({ hasText: agent!.lastName })).toHaveCount(1);
  // Transfer halves have no delete button.
  await expect(rows.filter({ hasText: "Trasferimento" }).getByTestId("movement-delete")).toHaveCount(0);
  await page.screenshot({ path: `test-results/cash-movements.png`, fullPage: true });

  // Filters: Fondo cassa leaves the item filter disabled; Uscite lists the cost items.
  await pickOption(page, "Tipologia", "Fondo cassa");
  await expect(page.getByRole("heading", { level: 1, name: "Movimenti (1)" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("combobox", { name: "Oggetto" })).toHaveAttribute("aria-disabled", "true");
  await pickOption(page, "Tipologia", "Uscite");
  await expect(page.getByRole("heading", { level: 1, name: "Movimenti (2)" })).toBeVisible({
    timeout: 30_000,
  });
  await pickOption(page, "Oggetto", "Agenti");
  await expect(page.getByRole("heading", { level: 1, name: "Movimenti (1)" })).toBeVisible({
    timeout: 30_000,
  });
  await pickOption(page, "Tipologia", "Tutti");
  await page.getByTestId("movements-advanced").click();
  await pickOption(page, "Ordine", /^Crescente$/);
  await page.getByTestId("search-box").fill("camera 12");
  await expect(page.getByRole("heading", { level: 1, name: "Movimenti (1)" })).toBeVisible({
    timeout: 30_000,
  });
  await rows.first().getByRole("button", { name: "Mostra note" }).click();
  await expect(page.getByTestId("movement-notes")).toHaveText("Saldo camera 12");
  await page.keyboard.press("Escape");

  // Delete the income: "Eliminare Movimento?", then 4 remain.
  await rows.first().getByTestId("movement-delete").click();
  await page
    .getByRole("dialog", { name: "Eliminare Movimento?" })
    .getByRole("button", { name: "Sì" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Movimenti (0)" })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByTestId("search-box").fill("");
  await expect(page.getByRole("heading", { level: 1, name: "Movimenti (4)" })).toBeVisible({
    timeout: 30_000,
  });

  // Riepilogo: chiudi; a movement is refused with the closed-event message; riapri.
  await page.goto(`/events/${eventId}/v2/accounting/summary`);
  await expect(page.getByRole("heading", { level: 1, name: "Riepilogo" })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByTestId("summary-row").filter({ hasText: "Agenti" }).getByTestId("summary-amount"),
  ).toHaveText("30,00 €");
  await page.getByRole("button", { name: "chiudi" }).click();
  await expect(page.getByRole("button", { name: "riapri" })).toBeVisible();
  await expect(page.getByTestId("cash-event-closed")).toBeVisible();
  await page.screenshot({ path: `test-results/cash-summary.png`, fullPage: true });
  await page.goto(`/events/${eventId}/v2/accounting/cash-register`);
  await page.getByTestId("cash-open-cashFund").click();
  await pickOption(page, "Metodo", "Contanti");
  await page.getByLabel("Importo").fill("10");
  await page.getByTestId("cash-save").click();
  await expectAttention(page, "L'evento è chiuso: riaprirlo per apportare modifiche");
  await page.getByRole("button", { name: "Annulla" }).click();
  await expect(page.getByTestId("register-total").getByTestId("register-totalCashFund")).toContainText(
    "50,00",
  );
  await page.goto(`/events/${eventId}/v2/accounting/summary`);
  await page.getByRole("button", { name: "riapri" }).click();
  await expect(page.getByRole("button", { name: "chiudi" })).toBeVisible();
  await expect(page.getByTestId("cash-event-closed")).toHaveCount(0);
});

test("agents account: an uscita to an agent makes Da pagare drop; hotels account tabs", async ({ page }) => {
  test.slow();
  await signIn(page, ADMIN);
  // The demo's running cash-module event, whose agents sold rooms.
  const [event] = await callApi<{ id: number }[]>(page, "GET", "/events/search?search=Saint-Vincent");
  await page.goto(`/events/${event!.id}/v2/accounting`);
  await page.getByTestId("cash-hub-agents-account").click();
  await expect(page.getByRole("heading", { level: 1, name: "Conto agenti" })).toBeVisible({
    timeout: 30_000,
  });
  const row = page
    .getByTestId("agent-row")
    .filter({ has: page.getByTestId("agent-to-pay") })
    .first();
  await expect(row).toBeVisible();
  const agentLastName = (await row.getAttribute("data-agent"))!;
  const agentRow = page.getByTestId("agent-row").and(page.locator(`[data-agent="${agentLastName}"]`));
  /** The agent's balance: what is to pay, or below zero what was paid in more. */
  const euros = async () => {
    const figure = agentRow.getByTestId(/^agent-(to-pay|overpaid)$/);
    const amount = Number((await figure.innerText()).replace(/[^\d,-]/g, "").replace(",", "."));
    return (await figure.getAttribute("data-testid")) === "agent-overpaid" ? -amount : amount;
  };
  const before = await euros();
  await page.screenshot({ path: `test-results/cash-agents.png`, fullPage: true });

  await page.getByTestId("cash-open-outcome").click();
  const picker = page.getByRole("dialog", { name: "Seleziona agente" });
  await picker.getByTestId("cash-agent-search").fill(agentLastName);
  await page
    .getByRole("option", { name: new RegExp(agentLastName) })
    .first()
    .click();
  await picker.getByTestId("cash-agent-confirm").click();
  const dialog = page.getByRole("dialog").filter({ has: page.getByTestId("cash-modal-outcome") });
  await expect(dialog.getByTestId("cash-agent-name")).toContainText(agentLastName);
  await pickOption(page, "Metodo", "Bonifico");
  await dialog.getByLabel("Importo").fill("12.50");
  await dialog.getByTestId("cash-save").click();
  await expect(dialog).toBeHidden();
  await expect.poll(euros).toBeCloseTo(before - 12.5, 2);

  await page.goto(`/events/${event!.id}/v2/accounting/hotels-account`);
  await expect(page.getByRole("heading", { level: 1, name: "Hotels" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("hotels-totalHotelsPayment")).toContainText(/3\.?000,00/);
  await page.getByRole("tab", { name: "Dettagli" }).click();
  await expect(page.getByTestId("hotel-card").first()).toBeVisible();
  await page.screenshot({ path: `test-results/cash-hotels.png`, fullPage: true });
});
