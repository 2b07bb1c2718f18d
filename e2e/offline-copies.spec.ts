import type { BrowserContext, Page } from "@playwright/test";
import { ADMIN, controlledByWorker, expect, signIn, test, unique } from "./helpers";
import {
  HOTEL,
  OTHER_HOTEL,
  callApi,
  setUpReservationEvent,
  standardReservation,
} from "./reservation-helpers";

/**
 * The offline copies of the reservation list, the entries and the cash register, on a 768x1024
 * tablet with the service worker in control: each time a list is loaded again online its copy is
 * replaced by what the server answered then, and when the Wi-Fi drops, opening the list shows the
 * app's offline page with that copy (never an older one, nor an old screen as if it were live).
 * Each test changes the data through the API (another desk), loads the list again from the
 * event's menu, goes offline and opens the list.
 */
test.use({ serviceWorkers: "allow", viewport: { width: 768, height: 1024 }, hasTouch: true });
test.skip(process.env.E2E_DEV === "1", "the service worker is built by `npm run build` only");

const OFFLINE_TITLE = "L'applicazione non riesce a contattare il server verificare connessione internet";
const READ_TIME = /dati delle \d{2}:\d{2}/;

/** Signed in, on a page the service worker controls: every page from here goes through it. */
async function signInUnderWorker(page: Page) {
  await signIn(page, ADMIN);
  await page.goto("/");
  await controlledByWorker(page);
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** The app's own offline page is showing (never the browser's error page, nor a kept screen). */
async function expectOfflinePage(page: Page) {
  await expect(page.getByRole("heading", { name: OFFLINE_TITLE })).toBeVisible({ timeout: 30_000 });
  expect(page.url()).not.toContain("chrome-error://");
}

/**
 * The rows of the copy of `kind` this browser keeps for reading offline (IndexedDB), [] when
 * none. It never creates the app's database: an empty one left open here would block the app's
 * own upgrade.
 */
const keptRows = (page: Page, kind: "reservations" | "entries" | "cash") =>
  page.evaluate(
    (kind) =>
      new Promise<string[][]>((resolve, reject) => {
        const request = indexedDB.open("backoffice-drafts");
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => resolve([]);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains("snapshots")) {
            db.close();
            return resolve([]);
          }
          const all = db.transaction("snapshots", "readonly").objectStore("snapshots").getAll();
          all.onsuccess = () => {
            db.close();
            const copy = (all.result as { kind: string; rows: string[][] }[]).find(
              (record) => record.kind === kind,
            );
            resolve(copy?.rows ?? []);
          };
          all.onerror = () => reject(all.error);
        };
      }),
    kind,
  );

/** The kept row that mentions `text`, its cells joined; "" when none. */
const keptRow = async (page: Page, kind: "reservations" | "entries" | "cash", text: string) =>
  (await keptRows(page, kind)).find((row) => row.some((cell) => cell.includes(text)))?.join(" | ") ?? "";

test("a reservation moved to another hotel is at its new hotel in the offline copy once the list is loaded again", async ({
  page,
  context,
}) => {
  test.slow();
  await signInUnderWorker(page);
  const { eventId, guests } = await setUpReservationEvent(page);
  const guest = guests[0]!.lastName;
  const hotelId = async (name: string) =>
    (await callApi<{ id: number }[]>(page, "GET", `/locations/search?search=${encodeURIComponent(name)}`))[0]!
      .id;
  const roomTypes = await callApi<{ id: number; type: string }[]>(page, "GET", "/locations/roomtypes");
  const customer = (
    await callApi<{ id: number }[]>(
      page,
      "GET",
      `/customers/search?search=${encodeURIComponent(guest)}&pageNumber=0`,
    )
  )[0]!;
  const reservation = standardReservation({
    eventId,
    hotelId: await hotelId(HOTEL),
    roomTypeId: roomTypes.find((roomType) => roomType.type === "Doppia")!.id,
    customerIds: [customer.id],
  });
  const created = await callApi<{ reservation: { id: number } }>(page, "POST", "/reservations/save", {
    reservation,
    entries: [],
  });

  const list = `/events/${eventId}/reservations`;
  const row = page.getByTestId("reservation-list").getByTestId("list-row").filter({ hasText: guest });
  await page.goto(list);
  await expect(row).toContainText(HOTEL);
  await expect.poll(() => keptRow(page, "reservations", guest)).toContain(HOTEL);

  // Another desk moves it to the other hotel; this one opens the list again from the event's menu.
  await callApi(page, "POST", "/reservations/save", {
    reservation: { ...reservation, id: created.reservation.id, location: { id: await hotelId(OTHER_HOTEL) } },
    entries: [],
  });
  await page.goto(`/events/${eventId}/menu`);
  await page.getByTestId("event-menu-reservations").click();
  await expect(row).toContainText(OTHER_HOTEL);
  await expect.poll(() => keptRow(page, "reservations", guest)).toContain(OTHER_HOTEL);

  await goOffline(context, page);
  await page.goto(list);
  await expectOfflinePage(page);
  const copy = page.getByTestId("offline-copy-reservations");
  await expect(copy).toContainText(READ_TIME);
  await expect(copy.getByRole("row").filter({ hasText: guest })).toContainText(OTHER_HOTEL);
  await expect(copy).not.toContainText(HOTEL);
  // The list itself is not shown from a copy the service worker kept of an earlier load.
  await expect(page.getByTestId("reservation-list")).toHaveCount(0);
  await expect(page.getByText(HOTEL)).toHaveCount(0);
  await page.screenshot({ path: "test-results/offline-copy-reservations-768.png", fullPage: true });
  await context.setOffline(false);
});

test("an entry changed elsewhere has its new number in the offline copy once the list is loaded again", async ({
  page,
  context,
}) => {
  test.slow();
  await signInUnderWorker(page);
  const event = await callApi<{ id: number }>(page, "POST", "/events", {
    type: "SVPF",
    name: `Copie ${unique("")}`,
    dateFrom: "2031-07-10",
    dateTo: "2031-07-14",
  });
  const player = unique("Giocatore");
  const customer = await callApi<{ id: number }>(page, "POST", "/customers", {
    lastName: player,
    firstName: "Ada",
  });
  const [entry] = await callApi<{ id: number }[]>(page, "POST", `/entries/${event.id}`, [customer.id]);

  const list = `/events/${event.id}/entries`;
  const number = page
    .getByTestId("entry-list")
    .getByTestId("list-row")
    .filter({ hasText: player })
    .getByTestId("entry-number-value");
  await page.goto(list);
  await expect(number).toHaveText("1");
  await expect.poll(() => keptRow(page, "entries", player)).toMatch(/\| 1$/);

  // Re-entries recorded at another desk; this one opens the entries again from the event's menu.
  await callApi(page, "POST", `/entries/setnumber/${entry!.id}/4`);
  await page.goto(`/events/${event.id}/menu`);
  await page.getByTestId("event-menu-entries").click();
  await expect(number).toHaveText("4");
  await expect.poll(() => keptRow(page, "entries", player)).toMatch(/\| 4$/);

  await goOffline(context, page);
  await page.goto(list);
  await expectOfflinePage(page);
  const copy = page.getByTestId("offline-copy-entries");
  await expect(copy).toContainText(READ_TIME);
  await expect(copy.getByRole("row").filter({ hasText: player }).getByRole("cell").last()).toHaveText("4");
  await expect(page.getByTestId("entry-list")).toHaveCount(0);
  await context.setOffline(false);
});

test("a cash movement added elsewhere is in the offline copy of the cash register once it is loaded again", async ({
  page,
  context,
}) => {
  test.slow();
  await signInUnderWorker(page);
  const event = await callApi<{ id: number }>(page, "POST", "/events", {
    type: "SVPF",
    name: `Copie cassa ${unique("")}`,
    dateFrom: "2031-07-10",
    dateTo: "2031-07-14",
    cashModuleEnabled: true,
  });
  const register = `/events/${event.id}/v2/accounting/cash-register`;
  const inbound = page
    .getByTestId("register-row")
    .and(page.locator('[data-method="Contanti"]'))
    .getByTestId("register-totalInbound");
  await page.goto(register);
  await expect(inbound).toHaveText(/^0,00\s€$/);
  await expect.poll(() => keptRow(page, "cash", "Contanti")).toMatch(/^Contanti \| 0,00\s€/);

  // An income recorded at another desk; this one opens the register again from the event's menu.
  const methods = await callApi<{ id: number; method: string }[]>(page, "GET", "/paymentmethods/list");
  const items = await callApi<{ id: number; systemItem: string | null }[]>(page, "GET", "/paymentitems/list");
  await callApi(page, "POST", "/payments/income", {
    eventId: event.id,
    paymentItemId: items.find((item) => item.systemItem === "Entries")!.id,
    methodId: methods.find((method) => method.method === "Contanti")!.id,
    paymentDate: "2031-07-11",
    amount: "1234.50",
    notes: "Buy-in al tavolo",
  });
  await page.goto(`/events/${event.id}/menu`);
  await page.getByTestId("event-menu-cashAccount").click();
  await page.getByTestId("cash-hub-cash-register").click();
  await expect(inbound).toContainText("1.234,50");
  await expect.poll(() => keptRow(page, "cash", "Contanti")).toMatch(/^Contanti \| 1\.234,50\s€/);

  await goOffline(context, page);
  await page.goto(register);
  await expectOfflinePage(page);
  const copy = page.getByTestId("offline-copy-cash");
  await expect(copy).toContainText(READ_TIME);
  await expect(copy.getByRole("row").filter({ hasText: "Contanti" }).getByRole("cell").nth(1)).toHaveText(
    /^1\.234,50\s€$/,
  );
  await expect(page.getByTestId("cash-register")).toHaveCount(0);
  await context.setOffline(false);
});
