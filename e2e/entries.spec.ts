import { ADMIN, RECEPTION, expect as baseExpect, signIn, test, unique } from "./helpers";
import { callApi } from "./reservation-helpers";

// Each step waits for a save and a reload of the totals: allow for a busy shared machine.
const expect = baseExpect.configure({ timeout: 30_000 });

test("walk-ins registered through the customer modal, re-entries and a deletion update the totals", async ({
  page,
}) => {
  // Many steps on a shared, busy machine: three times the default time.
  test.slow();
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, ADMIN);
  const tag = unique("Walkin");
  const event = await callApi<{ id: number }>(page, "POST", "/events", {
    type: "IPO",
    name: `Entries ${tag}`,
    dateFrom: "2031-07-10",
    dateTo: "2031-07-14",
  });
  for (const firstName of ["Anna", "Bruno"]) {
    await callApi(page, "POST", "/customers", {
      lastName: `${tag} ${firstName}`,
      firstName,
      phonePrefix: "+39",
    });
  }

  await page.goto(`/events/${event.id}/entries`);
  await expect(page.getByRole("heading", { name: "Entries (0), Giocatori (0)" })).toBeVisible();

  await page.getByTestId("entries-create").click();
  const modal = page.getByTestId("customer-selection");
  await expect(modal.getByRole("heading", { name: "Registra giocatori" })).toBeVisible();
  await modal.getByTestId("search-box").fill(tag);
  const rows = modal.getByTestId("selection-row");
  await expect(rows).toHaveCount(2);
  // A second tap on the same customer deselects it (the row is a checkbox).
  await rows.filter({ hasText: "Anna" }).getByRole("checkbox").click();
  await expect(modal.getByRole("tab", { name: "Selezionati (1)" })).toBeVisible();
  await rows.filter({ hasText: "Anna" }).getByRole("checkbox").click();
  await expect(modal.getByRole("tab", { name: "Selezionati (0)" })).toBeVisible();
  await rows.filter({ hasText: "Anna" }).getByRole("checkbox").click();
  await rows.filter({ hasText: "Bruno" }).getByRole("checkbox").click();

  // The third walk-in is created on the spot and comes back selected.
  await modal.getByRole("button", { name: "Nuovo cliente" }).click();
  await expect(modal.getByRole("heading", { name: "Nuovo cliente" })).toBeVisible();
  await modal.getByLabel("Cognome").fill(`${tag} Carla`);
  await modal.getByRole("textbox", { name: /^Nome/ }).fill("Carla");
  await modal.getByRole("button", { name: "Salva" }).click();
  await expect(modal.getByRole("tab", { name: "Selezionati (3)" })).toBeVisible();
  await modal.getByRole("tab", { name: "Selezionati (3)" }).click();
  await expect(modal.getByTestId("selected-row")).toHaveCount(3);
  await page.screenshot({ path: "test-results/entries-modal.png" });
  await modal.getByRole("button", { name: "Conferma (3)" }).click();
  await expect(modal).toBeHidden();

  await expect(page.getByRole("heading", { name: "Entries (3), Giocatori (3)" })).toBeVisible();
  const entryRows = page.getByTestId("list-row");
  await expect(entryRows).toHaveCount(3);
  const anna = entryRows.filter({ hasText: "Anna" });
  await expect(anna.getByRole("button", { name: /Togli una entry/ })).toBeDisabled();

  // Two quick taps: one save after the 350 ms debounce, and the totals follow.
  const raise = anna.getByRole("button", { name: /Aggiungi una re-entry/ });
  await raise.click();
  await raise.click();
  await expect(anna.getByTestId("entry-number-value")).toHaveText("3");
  await expect(page.getByRole("heading", { name: "Entries (5), Giocatori (3)" })).toBeVisible();
  await expect(anna.getByRole("button", { name: /Togli una entry/ })).toBeEnabled();

  await entryRows
    .filter({ hasText: "Bruno" })
    .getByRole("button", { name: /Elimina entry/ })
    .click();
  const confirm = page.getByRole("dialog", { name: "Eliminare entry?" });
  await confirm.getByRole("button", { name: "Sì" }).click();
  await expect(page.getByRole("heading", { name: "Entries (4), Giocatori (2)" })).toBeVisible();
  await expect(entryRows).toHaveCount(2);
  await page.screenshot({ path: "test-results/entries-list.png", fullPage: true });

  // Stored, not only shown.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Entries (4), Giocatori (2)" })).toBeVisible();
  await expect(
    page.getByTestId("list-row").filter({ hasText: "Anna" }).getByTestId("entry-number-value"),
  ).toHaveText("3");
  await expect(page.getByTestId("list-row").filter({ hasText: "Carla" })).toContainText("Entry");
});

test("the running demo event shows walk-ins and Packet players with re-entries on a portrait tablet", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, RECEPTION);
  const [event] = await callApi<{ id: number; name: string }[]>(
    page,
    "GET",
    `/events/search?search=${encodeURIComponent("Saint-Vincent Poker Festival")}`,
  );
  await page.goto(`/events/${event!.id}/entries`);
  const heading = page.getByRole("heading", { name: /^Entries \(\d+\), Giocatori \(\d+\)$/ });
  await expect(heading).toBeVisible();
  const [, count, players] = (await heading.textContent())!.match(/Entries \((\d+)\), Giocatori \((\d+)\)/)!;
  expect(Number(players)).toBeGreaterThanOrEqual(20);
  expect(Number(count)).toBeGreaterThan(Number(players));
  await expect.poll(() => page.getByTestId("list-row").count()).toBeGreaterThanOrEqual(10);
  await expect(page.getByTestId("entry-number-value").filter({ hasNotText: /^1$/ }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await page.screenshot({ path: "test-results/entries-demo-portrait.png" });
});
