import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { pdfText } from "../tests/support/pdf-text";
import { ADMIN, datePicker, dateLookalike, signIn } from "./helpers";

const EVENT = "Saint-Vincent Poker Festival";

/** Calls the API with the signed-in user's token. */
async function apiCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const auth = JSON.parse(
        localStorage.getItem("backoffice.auth") ?? sessionStorage.getItem("backoffice.auth") ?? "{}",
      ) as { token: string };
      const response = await fetch(`/api${path}`, {
        method,
        headers: { authorization: `Bearer ${auth.token}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return ((await response.json()) as { entity: unknown }).entity;
    },
    { method, path, body },
  ) as Promise<T>;
}

type Row = {
  id: number;
  checkIn: string;
  status: string;
  checkInDone: boolean;
  progressiveNumber: number | null;
  customers: { id: number; firstName: string; lastName: string }[];
  profiles: unknown[];
};

async function demoEventId(page: Page): Promise<number> {
  const found = await apiCall<{ id: number; name: string }[]>(
    page,
    "GET",
    `/events/search?search=${encodeURIComponent("Saint-Vincent")}`,
  );
  return found.find((e) => e.name === EVENT)!.id;
}

const rows = (page: Page) => page.getByTestId("reservation-list").getByTestId("list-row");
const title = (page: Page) => page.getByRole("heading", { level: 1 });

/** Picks a day in a DateField by typing it (dd/mm/yyyy). */
async function typeDate(page: Page, label: string, isoDay: string) {
  const [y, m, d] = isoDay.split("-");
  const group = await datePicker(page, label, false);
  await group.getByRole("spinbutton").first().click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Backspace");
  await page.keyboard.type(`${d}${m}${y}`);
}

test("filter, keep filters across an edit, number, colours and the documents", async ({ page }) => {
  test.slow();
  await signIn(page, ADMIN);
  const eventId = await demoEventId(page);
  const all = await apiCall<Row[]>(page, "POST", "/reservations/search?preservePages=true", {
    eventId,
    pageNumber: 50,
  });
  const total = await apiCall<number>(page, "POST", "/reservations/count", { eventId });
  const guests = await apiCall<number>(page, "POST", "/reservations/guestscount", { eventId });
  expect(all.length).toBe(total);

  await page.goto(`/events/${eventId}/reservations`);
  await expect(title(page)).toHaveText(`Prenotazioni (${total}) Ospiti (${guests})`);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId("assign-progressive")).toBeDisabled();
  await expect(dateLookalike(page, "Check in a")).toBeDisabled();
  // Loaded and idle, the date filters are still their look-alikes: the picker comes on first use.
  await page.waitForLoadState("networkidle");
  await expect(dateLookalike(page, "Check in da")).toBeVisible();
  await expect(page.getByRole("group", { name: "Check in da" })).toHaveCount(0);

  // Row colours: Settled green, checked-in but unsettled red, others amber.
  const settled = rows(page).and(page.locator('[data-status="Settled"]')).first();
  await expect(settled).toHaveAttribute("data-tone", "success");
  const checkedIn = all.find((r) => r.checkInDone && r.status !== "Settled");
  if (checkedIn) {
    await expect(rows(page).filter({ hasText: `#${checkedIn.id}` })).toHaveAttribute("data-tone", "error");
  }

  // Customer filter.
  const guest = all.find((r) => r.customers.length > 0)!.customers[0]!;
  await page.getByTestId("search-box").fill(guest.lastName);
  const withGuest = all.filter((r) => r.customers.some((c) => c.lastName.includes(guest.lastName)));
  await expect(rows(page)).toHaveCount(Math.min(withGuest.length, 10));
  await expect(title(page)).toContainText(`Prenotazioni (${withGuest.length})`);
  await page.getByTestId("clear-filters").click();
  await expect(title(page)).toContainText(`Prenotazioni (${total})`);

  // Check-in range.
  const days = [...new Set(all.map((r) => r.checkIn.slice(0, 10)))].sort();
  const from = days[1] ?? days[0]!;
  await typeDate(page, "Check in da", from);
  await expect(dateLookalike(page, "Check in a")).toBeEnabled();
  await typeDate(page, "Check in a", from);
  const sameDay = all.filter((r) => r.checkIn.startsWith(from));
  await expect(title(page)).toContainText(`Prenotazioni (${sameDay.length})`);

  // Advanced filters: add Canceled to the states and sort by check-in descending.
  await page.getByTestId("open-advanced").click();
  const dialog = page.getByRole("dialog", { name: "Filtri avanzati" });
  await dialog.getByRole("checkbox", { name: "Annullata" }).check();
  await dialog.getByLabel("Direzione").click();
  await page.getByRole("option", { name: "Decrescente" }).click();
  await dialog.getByTestId("apply-filters").click();
  await expect(dialog).toBeHidden();
  const withCanceled = await apiCall<number>(page, "POST", "/reservations/count", {
    eventId,
    checkInFrom: from,
    checkInTo: from,
    statesSelected: ["Confirmed", "NotConfirmed", "Settled", "Canceled"],
  });
  await expect(title(page)).toContainText(`Prenotazioni (${withCanceled})`);
  const firstId = await rows(page).first().locator("text=/^#\\d+/").first().textContent();

  // Assign numbers (enabled by the check-in-from filter).
  await expect(page.getByTestId("assign-progressive")).toBeEnabled();
  await page.getByTestId("assign-progressive").click();
  await expect(page.getByText("Assegnazione progressivi avvenuta con successo")).toBeVisible();
  await expect(rows(page).first().getByTestId("row-progressive")).toBeVisible();

  // Open a reservation and come back: the filters are kept.
  await rows(page).first().click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/reservations/edit/\\d+`));
  await page.goBack();
  await expect(title(page)).toContainText(`Prenotazioni (${withCanceled})`);
  await expect(rows(page).first()).toContainText(firstId!.replace(/^\d+/, ""));

  // Screenshots at the tablet and desktop sizes: no horizontal page scroll.
  for (const [width, height] of [
    [768, 1024],
    [1024, 768],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByTestId("clear-filters").click();
    await expect(title(page)).toContainText(`Prenotazioni (${total})`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal scroll at ${width}px`).toBeLessThanOrEqual(0);
    if (width === 768) {
      // Portrait cards say the agents on their second line: a dash when there are none.
      const noAgents = all.find((r) => r.profiles.length === 0)!;
      await expect(rows(page).filter({ hasText: new RegExp(`#${noAgents.id}(?!\\d)`) })).toContainText(
        "Agenti: —",
      );
    }
    await page.screenshot({ path: `test-results/reservation-list-${width}x${height}.png` });
  }

  // Excel of the whole list: one row per reservation under the frozen header.
  const [excel] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("download-excel").click(),
  ]);
  expect(excel.suggestedFilename()).toBe("bookings_Saint_Vincent_Poker_Festival.xlsx");
  const excelPath = test.info().outputPath("bookings.xlsx");
  await excel.saveAs(excelPath);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(excelPath);
  expect(workbook.getWorksheet("Prenotazioni")!.rowCount).toBe(total + 1);

  // PDF check-in list: the background notice, then the download.
  const pdfDownload = page.waitForEvent("download");
  await page.getByTestId("download-pdf").click();
  await expect(page.getByTestId("pdf-notice")).toHaveText(
    "La generazione della lista prenotazioni è in corso in background: il download partirà al termine",
  );
  const pdf = await pdfDownload;
  await expect(page.getByTestId("pdf-notice")).toBeHidden();
  expect(pdf.suggestedFilename()).toBe("booking_list_Saint_Vincent_Poker_Festival.pdf");
  const pdfPath = "test-results/checkin-list.pdf";
  await pdf.saveAs(pdfPath);
  const text = await pdfText(readFileSync(pdfPath));
  expect(text).toContain(`Lista check-in - ${EVENT}`);
  expect(text).toContain(`${total} prenotazioni`);
  expect(text).toContain(`${guest.lastName} ${guest.firstName}`);

  // Booking status: both choices required, then the per-night Excel.
  const periods = await apiCall<
    { location: { id: number; name: string }; roomPricings: { roomType: { id: number; type: string } }[] }[]
  >(page, "GET", `/periodpricings/event/${eventId}`);
  const period = periods[0]!;
  await page.goto(`/events/${eventId}/hotels/bookingstatus`);
  await expect(title(page)).toHaveText("Stato prenotazioni");
  await page.getByTestId("booking-status-ok").click();
  const attention = page.getByRole("dialog", { name: "Attenzione" });
  await expect(attention).toContainText("Selezionare l'hotel");
  await expect(attention).toContainText("Selezionare la tipologia di camera");
  await attention.getByRole("button", { name: "Ok" }).click();
  await page.getByRole("combobox", { name: "Hotel" }).click();
  await page.getByRole("option", { name: period.location.name }).click();
  await page.getByRole("combobox", { name: "Tipologia camera" }).click();
  await page.getByRole("option", { name: period.roomPricings[0]!.roomType.type, exact: true }).click();
  const [nested] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("booking-status-ok").click(),
  ]);
  expect(nested.suggestedFilename()).toBe("bookings_Saint_Vincent_Poker_Festival.xlsx");
  const nestedPath = test.info().outputPath("nested.xlsx");
  await nested.saveAs(nestedPath);
  const nights = new ExcelJS.Workbook();
  await nights.xlsx.readFile(nestedPath);
  const sheet = nights.getWorksheet("Notti")!;
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    "Notte",
    "Camere",
    "Prenotate",
    "Libere",
    "Prenotazioni",
  ]);
  expect(sheet.rowCount).toBeGreaterThan(1);

  // The guest's customer page lists their reservations and opens one.
  const guestId = all.find((r) => r.customers.length > 0)!.customers[0]!.id;
  await page.goto(`/customers/edit/${guestId}`);
  const history = page.getByTestId("customer-reservations");
  await expect(history).toContainText(EVENT);
  await history.getByRole("row").filter({ hasText: EVENT }).first().click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/reservations/edit/\\d+`));
});

test.describe("on a landscape tablet", () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test("a table row opens from the keyboard; a key on the row's info button opens the info only", async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    const eventId = await demoEventId(page);
    const list = `/events/${eventId}/reservations`;
    await page.goto(list);
    const first = rows(page).first();
    await expect(first).toBeVisible();
    await expect(page.getByTestId("reservation-list")).toHaveJSProperty("tagName", "TABLE");
    const id = await first.getAttribute("data-row-key");

    // Enter on the row's info button: the popover, not the reservation.
    await first.getByTestId("row-info").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("row-info-popover")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${list}$`));
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("row-info-popover")).toBeHidden();

    // The row itself is a tab stop: Enter opens its reservation, Space too.
    await first.focus();
    await expect(first).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${list}/edit/${id}$`));
    await page.goBack();
    await expect(rows(page).first()).toBeVisible();
    await rows(page).first().focus();
    await page.keyboard.press(" ");
    await expect(page).toHaveURL(new RegExp(`${list}/edit/${id}$`));
  });
});
