import type { Locator, Page } from "@playwright/test";
import { ADMIN, expect, signIn, smallTapTargets, test, unique } from "./helpers";
import { HOTEL, callApi } from "./reservation-helpers";

/** Opens the page's "Storico modifiche" section and answers it. */
async function openTrail(page: Page): Promise<Locator> {
  const panel = page.getByTestId("audit-trail");
  const toggle = panel.getByRole("button", { name: "Storico modifiche" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  return panel;
}

/** The "label" and "from → to" of the changes of one row. */
function changeOf(row: Locator, label: string) {
  const exact = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
  return row.locator("dt").filter({ hasText: exact }).locator("xpath=following-sibling::dd[1]");
}

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
}

test("a customer and an event changed in their forms read old → new in Storico modifiche (768x1024)", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, ADMIN);

  // Customer: created through the API, renamed in the form.
  const lastName = unique("Storico");
  const customer = await callApi<{ id: number }>(page, "POST", "/customers", {
    lastName,
    firstName: "Gennaro",
  });
  // Nothing of the history is requested until the section is opened.
  const auditCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/audit/")) auditCalls.push(request.url());
  });
  await page.goto(`/customers/edit/${customer.id}`);
  await expect(page.getByRole("heading", { name: "Modifica Cliente" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Nome", exact: true })).toHaveValue("Gennaro");
  await page.getByRole("textbox", { name: "Nome", exact: true }).fill("Gianni");
  await page.getByRole("checkbox", { name: "Consenso privacy marketing" }).check();
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
  expect(auditCalls).toEqual([]);

  const customerTrail = await openTrail(page);
  const rows = customerTrail.getByTestId("audit-row");
  await expect(rows).toHaveCount(2);
  expect(auditCalls).toHaveLength(1);
  const edit = rows.nth(0);
  await expect(edit).toHaveAttribute("data-action", "update");
  await expect(edit).toContainText("Modifica");
  await expect(changeOf(edit, "Nome")).toHaveText("Gennaro → Gianni");
  await expect(changeOf(edit, "Consenso privacy marketing")).toHaveText("No → Sì");
  await expect(rows.nth(1)).toHaveAttribute("data-action", "create");
  await expect(changeOf(rows.nth(1), "Cognome")).toHaveText(`— → ${lastName}`);
  await expectNoHorizontalScroll(page);
  await customerTrail.scrollIntoViewIfNeeded();
  expect(await smallTapTargets(page)).toEqual([]);
  await page.screenshot({ path: "test-results/audit-customer-768.png", fullPage: true });
  // Landscape tablet: the open section still fits the width, its controls keep their size.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(changeOf(edit, "Nome")).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(await smallTapTargets(page)).toEqual([]);
  await page.screenshot({ path: "test-results/audit-customer-1024.png", fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });

  // Event: created through the API, its buy-in typed in the form.
  const event = await callApi<{ id: number }>(page, "POST", "/events", {
    type: "IPO",
    name: unique("Storico evento "),
    dateFrom: "2031-09-10",
    dateTo: "2031-09-14",
  });
  await page.goto(`/events/edit/${event.id}`);
  await expect(page.getByRole("heading", { name: "Modifica Evento" })).toBeVisible();
  // Salva and the fields stay disabled until the event is in them.
  await expect(page.getByRole("button", { name: "Salva" })).toBeEnabled();
  await page.getByLabel("Buy in").fill("550");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
  const eventTrail = await openTrail(page);
  const eventRows = eventTrail.getByTestId("audit-row");
  await expect(eventRows).toHaveCount(2);
  await expect(changeOf(eventRows.nth(0), "Buy in")).toHaveText("— → 550,00 €");

  // A save made while the section is open shows at once.
  await page.getByLabel("Buy in").fill("600");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(eventRows).toHaveCount(3);
  await expect(changeOf(eventRows.nth(0), "Buy in")).toHaveText("550,00 € → 600,00 €");
  await expectNoHorizontalScroll(page);
  await eventTrail.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/audit-event-768.png", fullPage: true });
});

test("a movement's history opens from its row in Movimenti", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, ADMIN);
  const event = await callApi<{ id: number }>(page, "POST", "/events", {
    type: "SVPF",
    name: `Cassa ${unique("")}`,
    dateFrom: "2031-07-10",
    dateTo: "2031-07-14",
    cashModuleEnabled: true,
  });
  const methods = await callApi<{ id: number; method: string }[]>(page, "GET", "/paymentmethods/list");
  const items = await callApi<{ id: number; systemItem: string | null; category: string }[]>(
    page,
    "GET",
    "/paymentitems/list",
  );
  await callApi(page, "POST", "/payments/income", {
    eventId: event.id,
    paymentItemId: items.find((item) => item.systemItem === "Entries")!.id,
    methodId: methods.find((method) => method.method === "Contanti")!.id,
    paymentDate: "2031-07-11",
    amount: "100",
    notes: "Saldo camera 12",
  });
  await page.goto(`/events/${event.id}/v2/accounting/movements`);
  await expect(page.getByRole("heading", { level: 1, name: "Movimenti (1)" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId("audit-trail-open")).toHaveAccessibleName("Storico");
  await expectNoHorizontalScroll(page);
  expect(await smallTapTargets(page)).toEqual([]);
  await page.screenshot({ path: "test-results/audit-movements-list-768.png" });
  await page.getByTestId("audit-trail-open").click();
  const dialog = page.getByRole("dialog", { name: "Storico modifiche del movimento" });
  await expect(dialog).toBeVisible();
  const row = dialog.getByTestId("audit-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Creazione");
  await expect(changeOf(row, "Importo")).toHaveText("— → 100,00 €");
  await expect(changeOf(row, "Metodo")).toHaveText("— → Contanti");
  await expect(changeOf(row, "Note")).toHaveText("— → Saldo camera 12");
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: "test-results/audit-movement-768.png" });
  await dialog.getByRole("button", { name: "Chiudi" }).click();
  await expect(dialog).toBeHidden();

  // Landscape tablet: the list turns into a table (the dialog belongs to its row, so it is opened
  // again there); both fit the width, and the list's controls keep their size.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expectNoHorizontalScroll(page);
  expect(await smallTapTargets(page)).toEqual([]);
  await page.getByTestId("audit-trail-open").click();
  await expect(changeOf(row, "Importo")).toHaveText("— → 100,00 €");
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: "test-results/audit-movement-1024.png" });
  await dialog.getByRole("button", { name: "Chiudi" }).click();
  await expect(dialog).toBeHidden();
});

test("the hotel configuration and reservation pages list their changes", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, ADMIN);
  const event = await callApi<{ id: number }>(page, "POST", "/events", {
    type: "VPC",
    name: `Storico hotel ${unique("")}`,
    dateFrom: "2031-06-10",
    dateTo: "2031-06-14",
  });
  const [hotel] = await callApi<{ id: number }[]>(
    page,
    "GET",
    `/locations/search?search=${encodeURIComponent(HOTEL)}`,
  );
  const roomTypes = await callApi<{ id: number; type: string }[]>(page, "GET", "/locations/roomtypes");
  const double = roomTypes.find((roomType) => roomType.type === "Doppia")!;
  const period = {
    event: { id: event.id },
    location: { id: hotel!.id },
    checkIn: "2031-06-10",
    checkOut: "2031-06-14",
    dailyTax: "2.50",
    roomPricings: [{ roomType: { id: double.id }, sellPrice: "100", availability: 5 }],
  };
  const saved = await callApi<{ id: number }>(page, "POST", "/PeriodPricings", period);
  await callApi(page, "POST", "/PeriodPricings", {
    ...period,
    id: saved.id,
    roomPricings: [{ roomType: { id: double.id }, sellPrice: "110", availability: 5 }],
  });
  await page.goto(`/events/${event.id}/hotels/edit/${saved.id}`);
  await expect(page.getByRole("heading", { name: "Modifica configurazione hotel" })).toBeVisible();
  const periodRows = (await openTrail(page)).getByTestId("audit-row");
  await expect(periodRows).toHaveCount(2);
  await expect(changeOf(periodRows.nth(0), "Doppia · Prezzo di vendita")).toHaveText("100,00 € → 110,00 €");
  await expect(changeOf(periodRows.nth(1), "Hotel")).toHaveText(`— → ${HOTEL}`);
  await expectNoHorizontalScroll(page);
  await page.getByTestId("audit-trail").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/audit-period-768.png", fullPage: true });

  const body = {
    event: { id: event.id },
    location: { id: hotel!.id },
    roomType: { id: double.id },
    checkIn: "2031-06-10",
    checkOut: "2031-06-12",
    type: "Standard",
    customers: [],
    profiles: [],
    payments: [],
    discount: "0",
    isWebReservation: false,
    checkInDone: false,
  };
  const created = await callApi<{ reservation: { id: number } }>(page, "POST", "/reservations/save", {
    reservation: body,
    entries: [],
  });
  const reservationId = created.reservation.id;
  await callApi(page, "POST", "/reservations/save", {
    reservation: { ...body, id: reservationId, checkInDone: true, notes: "Arrivo tardi" },
    entries: [],
  });
  await page.goto(`/events/${event.id}/reservations/edit/${reservationId}`);
  await expect(page.getByRole("heading", { name: "Modifica Prenotazione" })).toBeVisible();
  const reservationRows = (await openTrail(page)).getByTestId("audit-row");
  await expect(reservationRows).toHaveCount(2);
  await expect(changeOf(reservationRows.nth(0), "Check-in effettuato")).toHaveText("No → Sì");
  await expect(changeOf(reservationRows.nth(0), "Stato")).toHaveText("Non confermata → Confermata");
  await expect(changeOf(reservationRows.nth(0), "Note")).toHaveText("— → Arrivo tardi");
  await expect(changeOf(reservationRows.nth(1), "Notti")).toHaveText(
    "— → 10/06/2031 110,00 € (tassa 2,50 €); 11/06/2031 110,00 € (tassa 2,50 €)",
  );
  await expectNoHorizontalScroll(page);
  await page.getByTestId("audit-trail").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/audit-reservation-768.png", fullPage: true });
});
