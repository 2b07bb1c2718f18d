import type { Page } from "@playwright/test";
import { ACCOUNTING, ADMIN, RECEPTION, expect, signIn, test, unique } from "./helpers";
import {
  callApi,
  fillDate,
  HOTEL,
  pickOption,
  setUpReservationEvent,
  standardReservation,
} from "./reservation-helpers";

/**
 * Smaller desk behaviours at both tablet sizes: the running event marked in the events list and
 * the customers a tap away from the event menu; list titles that say "1 di 190" while a search
 * narrows them; the reliability grade naming what it counts; the nightly price naming its tax;
 * four-digit years on the backups screen; the players import naming its file; the reservation
 * list's header on one line in portrait.
 */

/** Rome's calendar day `offset` days from now, "YYYY-MM-DD" (an event's dates). */
const romeDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Europe/Rome" });

/** A count as the titles write it (Italian grouping). */
const n = (count: number) => new Intl.NumberFormat("it-IT").format(count);

async function createEvent(page: Page, name: string, dateFrom: string, dateTo: string) {
  return callApi<{ id: number }>(page, "POST", "/events", { type: "VPC", name, dateFrom, dateTo });
}

for (const viewport of [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
]) {
  test(`${viewport.width}x${viewport.height}: the events list marks the running event "In corso" and counts what its filter finds; the menu leads to the customers`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, ADMIN);
    const name = unique("Sportello ");
    const running = await createEvent(page, name, romeDay(-1), romeDay(1));
    const later = await createEvent(page, `${name} futuro`, "2031-03-01", "2031-03-05");
    const total = await callApi<number>(page, "GET", "/events/count");

    await page.goto("/events");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Eventi (${n(total)})`);
    await page.getByLabel("Nome", { exact: true }).fill(name);
    const rows = page.getByTestId("list-row");
    await expect(rows).toHaveCount(2);
    // The events found, of every event.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Eventi (2 di ${n(total)})`);
    const runningRow = rows.filter({ hasNotText: "futuro" });
    await expect(runningRow.getByTestId("event-running")).toHaveText("In corso");
    await expect(rows.filter({ hasText: "futuro" }).getByTestId("event-running")).toHaveCount(0);

    await runningRow.click();
    await expect(page.getByRole("heading", { name: `VPC ${name}` })).toBeVisible();
    await page.getByTestId("event-customers-link").click();
    await expect(page).toHaveURL(/\/customers$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Clienti \([\d.]+\)$/);

    for (const event of [running, later]) await callApi(page, "DELETE", `/events/${event.id}`);
  });
}

test("the event menu offers the customers only to a profile that opens them", async ({ browser }) => {
  const expectations = [
    // Reception (mrossi) holds Customers; Contabilità (lbianchi) does not.
    { user: RECEPTION, entry: "reservations", customers: 1 },
    { user: ACCOUNTING, entry: "hotels", customers: 0 },
  ];
  for (const { user, entry, customers } of expectations) {
    const page = await browser.newPage();
    await signIn(page, user);
    const [event] = await callApi<{ id: number }[]>(
      page,
      "GET",
      `/events/search?search=${encodeURIComponent("Saint-Vincent")}`,
    );
    await page.goto(`/events/${event!.id}/menu`);
    await expect(page.getByTestId(`event-menu-${entry}`)).toBeVisible();
    await expect(page.getByTestId("event-customers-link")).toHaveCount(customers);
    await page.close();
  }
});

test.describe("at 768x1024", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("the customers and hotels lists count what their search finds of every record", async ({ page }) => {
    await signIn(page, ADMIN);
    const lastName = unique("Sportellista");
    await callApi(page, "POST", "/customers", { lastName, firstName: "Ugo" });
    const customers = await callApi<number>(page, "GET", "/customers/count");

    await page.goto("/customers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Clienti (${n(customers)})`);
    await page.getByTestId("search-box").fill(lastName);
    await expect(page.getByTestId("list-row")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Clienti (1 di ${n(customers)})`);
    await page.getByTestId("search-box").fill("");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Clienti (${n(customers)})`);

    const hotels = await callApi<number>(page, "GET", "/locations/count");
    const found = await callApi<number>(page, "GET", `/locations/count?search=${encodeURIComponent(HOTEL)}`);
    await page.goto("/locations");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hotels (${n(hotels)})`);
    await page.getByTestId("search-box").fill(HOTEL);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hotels (${n(found)} di ${n(hotels)})`);
  });

  test("the reliability grade says it counts the events: a 5-star customer with one event is low", async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    const { eventId } = await setUpReservationEvent(page);
    const customer = await callApi<{ id: number }>(page, "POST", "/customers", {
      lastName: unique("Affidabile"),
      firstName: "Ivo",
      rating: 5,
    });
    const [hotel] = await callApi<{ id: number }[]>(
      page,
      "GET",
      `/locations/search?search=${encodeURIComponent(HOTEL)}`,
    );
    const roomTypes = await callApi<{ id: number; type: string }[]>(page, "GET", "/locations/roomtypes");
    await callApi(page, "POST", "/reservations/save", {
      reservation: standardReservation({
        eventId,
        hotelId: hotel!.id,
        roomTypeId: roomTypes.find((roomType) => roomType.type === "Doppia")!.id,
        customerIds: [customer.id],
      }),
      entries: [],
    });

    await page.goto(`/customers/edit/${customer.id}`);
    const statistics = page.getByTestId("customer-statistics");
    await expect(statistics.getByTestId("reliability-grade")).toHaveText("Affidabilità bassa (1 evento)");
    await expect(statistics.getByTestId("reliability-hint")).toHaveText(
      "L'affidabilità conta gli eventi coinvolti: media da 3, alta da 4.",
    );
    await expect(statistics.getByTestId("statistic-totalEventsInvolved")).toContainText("1");
  });

  test("the nightly price in the reservation editor names its tourist tax", async ({ page }) => {
    await signIn(page, ADMIN);
    const { eventId } = await setUpReservationEvent(page);
    await page.goto(`/events/${eventId}/reservations/create`);
    await pickOption(page, "Hotel", HOTEL);
    await pickOption(page, "Tipologia camera", /^Doppia/);
    await fillDate(page, "Check in", "10/06/2031");
    await fillDate(page, "Check out", "12/06/2031");
    await expect(page.getByTestId("availability-night")).toHaveCount(2);
    // Price 100.00 and tax 2.50 a night (setUpReservationEvent).
    const night = "100,00 € + 2,50 € tassa di soggiorno";
    await expect(page.getByTestId("night-price")).toHaveText([night, night]);
  });

  test("the backups screen writes four-digit years", async ({ page }) => {
    await signIn(page, ADMIN);
    const run = {
      id: 1,
      trigger: "schedule",
      status: "ok",
      queuedAt: "2026-11-28T01:59:58.000Z",
      startedAt: "2026-11-28T01:59:59.000Z",
      finishedAt: "2026-11-28T02:00:00.000Z",
      fileName: "backup-20261128T020000Z.pgcopy.gz.age",
      sizeBytes: 2048,
      durationMs: 1000,
      message: null,
    };
    // A night's backup in winter: 02:00 UTC is 03:00 in Rome.
    await page.route("**/api/backups", (route) =>
      route.request().method() === "GET"
        ? route.fulfill({
            status: 200,
            contentType: "application/json",
            body: JSON.stringify({
              success: true,
              messages: [],
              entity: {
                lastRun: run,
                runs: [run],
                files: [{ name: run.fileName, size: 2048, modifiedAt: run.finishedAt }],
                schedule: { cron: "0 3 * * *", timeZone: "Europe/Rome", keep: 7, enabled: true },
              },
              validationCodes: [],
              validationLevel: "Valid",
            }),
          })
        : route.fallback(),
    );
    await page.goto("/backups");
    await expect(page.getByTestId("backup-last-time")).toHaveText("28/11/2026 03:00");
    await expect(page.getByTestId("backup-files").getByRole("listitem").first()).toContainText(
      "28/11/2026 03:00",
    );
  });

  test("the players import names the chosen file and says invariati in its preview as in its report", async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page.goto("/customers/import");
    await page.getByTestId("import-file").setInputFiles({
      name: "sportello.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`Cognome;Nome\n${unique("Sportellino")};Ivo\n`),
    });
    await expect(page.getByRole("heading", { name: "Colonne" })).toBeVisible();
    await expect(page.getByTestId("import-file-name")).toHaveText("File: sportello.csv");
    await page.getByRole("button", { name: "Anteprima" }).click();
    await expect(page.getByTestId("import-summary")).toContainText(
      "Già presenti (completati o invariati): 0",
    );
    await expect(page.getByTestId("import-file-name")).toHaveText("File: sportello.csv");
    await page.getByRole("button", { name: "Annulla importazione" }).click();
    await expect(page.getByRole("heading", { name: "Importazione interrotta" })).toBeVisible();
    await expect(page.getByTestId("import-counts")).toContainText("Già presenti, invariati: 0");
  });

  test("the reservation list's header is one line in portrait, Info included", async ({ page }) => {
    await signIn(page, ADMIN);
    const event = await createEvent(page, unique("Sportello lista "), "2031-05-01", "2031-05-03");
    await page.goto(`/events/${event.id}/reservations`);
    const header = page.locator("[data-list-header]");
    await expect(header).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const cells = await header.locator("[data-list-cell]").evaluateAll((nodes) =>
      nodes.map((node) => ({
        text: (node.textContent ?? "").trim(),
        height: node.getBoundingClientRect().height,
        line: parseFloat(getComputedStyle(node).lineHeight),
      })),
    );
    expect(cells.map((cell) => cell.text)).toContain("Info");
    // Every label on one line: none taller than a line of its text.
    expect(cells.filter((cell) => cell.height > cell.line + 1).map((cell) => cell.text)).toEqual([]);
    // So the header row is that line and its padding (8 px above and below) and border.
    const line = cells[0]!.line;
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(line + 16 + 2);
    await callApi(page, "DELETE", `/events/${event.id}`);
  });
});
