import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { ADMIN, RECEPTION, controlledByWorker, signIn, unique } from "./helpers";
import {
  COMPLETED,
  WAITING,
  expectDraftHolding,
  expectOfflinePage,
  goOffline,
  keptOnDevice,
  localRecords,
  recordLocalReads,
  recordNotices,
  storedSignIn,
} from "./offline-helpers";
import { HOTEL, addGuest, callApi, fillDate, pickOption, setUpReservationEvent } from "./reservation-helpers";

/**
 * The desk's Wi-Fi drop around a save, on a 768x1024 tablet with the service worker in
 * control: the save is kept with its Idempotency-Key, the user is told it waits, the app's own
 * offline page shows meanwhile, and once the network is back the save is sent again with the same
 * key and ends as a Save does. Every test counts the rows afterwards: exactly one, or none.
 */
test.use({ serviceWorkers: "allow", viewport: { width: 768, height: 1024 }, hasTouch: true });
test.skip(process.env.E2E_DEV === "1", "the service worker is built by `npm run build` only");

/**
 * The answer of every call to `pattern` is lost after the server handled it, and the ping fails
 * too (the Wi-Fi dropped on the way back), until the returned function is called.
 */
async function loseAnswers(context: BrowserContext, pattern: string) {
  const handled: string[] = [];
  let dropping = true;
  // On the context: with the worker in control the calls are made by the worker, not the page.
  await context.route(pattern, async (route) => {
    if (!dropping) return route.fallback();
    const response = await route.fetch();
    handled.push(`${response.status()} ${route.request().headers()["idempotency-key"]}`);
    await route.abort("connectionreset");
  });
  await context.route("**/api/ping", (route) =>
    dropping ? route.abort("internetdisconnected") : route.fallback(),
  );
  return {
    handled,
    back: async () => {
      dropping = false;
      await context.unrouteAll({ behavior: "ignoreErrors" });
    },
  };
}

/**
 * Saves the page's form while the server never answers the save (the ping does, so the page
 * stays): the user is told it waits. The save's route answers again afterwards.
 */
async function saveWithoutAnswer(page: Page, context: BrowserContext, pattern: string) {
  await context.route(pattern, (route) =>
    route.request().method() === "POST" ? route.abort("timedout") : route.fallback(),
  );
  await page.getByRole("button", { name: "Salva" }).click();
  const attention = page.getByRole("dialog", { name: "Attenzione" });
  await expect(attention).toContainText(WAITING);
  await attention.getByRole("button", { name: "Ok" }).click();
  await context.unrouteAll({ behavior: "ignoreErrors" });
}

/** The user walks away without logging out: the tablet forgets the sign-in, nothing else. */
const forgetSignIn = (page: Page) =>
  page.evaluate(() => {
    localStorage.removeItem("backoffice.auth");
    sessionStorage.removeItem("backoffice.auth");
  });

/** The kinds of the lists kept for reading offline, in order. */
const copiesKept = async (page: Page) =>
  (await localRecords<{ kind: string }>(page, "snapshots")).map((copy) => copy.kind).sort();

/** The reservations of an event, read through the API. */
const reservationsOf = (page: Page, eventId: number) =>
  callApi<{ id: number }[]>(page, "GET", `/reservations/list/${eventId}`);

async function fillNewReservation(page: Page, guestLastName: string, notes: string) {
  await pickOption(page, "Hotel", HOTEL);
  await pickOption(page, "Tipologia camera", /^Doppia/);
  await fillDate(page, "Check in", "10/06/2031");
  await fillDate(page, "Check out", "12/06/2031");
  await expect(page.getByTestId("availability-night")).toHaveCount(2);
  await addGuest(page, guestLastName);
  await page.getByLabel("Note", { exact: true }).fill(notes);
}

test("a new reservation saved while offline waits, survives a reload on the offline page, and is saved once when the network is back", async ({
  page,
  context,
}) => {
  test.slow();
  const notices = await recordNotices(page);
  await signIn(page, ADMIN);
  const { eventId, guests } = await setUpReservationEvent(page);
  await page.goto(`/events/${eventId}/reservations/create`);
  await controlledByWorker(page);
  const notes = unique("Arrivo tardi ");
  await fillNewReservation(page, guests[0]!.lastName, notes);

  await goOffline(context, page);
  await page.getByRole("button", { name: "Salva" }).click();
  await expectOfflinePage(page);
  await expect(page.getByTestId("offline-pending")).toContainText("1 salvataggio in attesa di rete");
  // A reload while offline: still the app's own page, still waiting.
  await page.reload();
  await expectOfflinePage(page);
  await expect(page.getByTestId("offline-pending")).toBeVisible();
  await page.screenshot({ path: "test-results/offline-pending-768.png" });

  await context.setOffline(false);
  // Back on the form, the save goes by itself and ends as a Save: the new reservation opens.
  await expect(page).toHaveURL(/\/reservations\/edit\/\d+$/, { timeout: 60_000 });
  await expect
    .poll(async () => (await notices()).some((notice) => notice.startsWith(COMPLETED)), {
      timeout: 30_000,
    })
    .toBe(true);
  await expect(page.getByTestId("guest-row").filter({ hasText: guests[0]!.lastName })).toBeVisible();
  await expect(page.getByLabel("Note", { exact: true })).toHaveValue(notes);
  const saved = await reservationsOf(page, eventId);
  expect(saved).toHaveLength(1);
  expect(page.url()).toContain(`/edit/${saved[0]!.id}`);
  // Nothing left to send, nothing left as a draft of the new-reservation form.
  await page.goto(`/events/${eventId}/reservations/create`);
  await expect(page.getByTestId("draft-restored")).toBeHidden();
  expect(await reservationsOf(page, eventId)).toHaveLength(1);
});

test("a new reservation whose answer was lost after the server saved it is not saved twice nor questioned as a duplicate", async ({
  page,
  context,
}) => {
  test.slow();
  await signIn(page, ADMIN);
  const { eventId, guests } = await setUpReservationEvent(page);
  await page.goto(`/events/${eventId}/reservations/create`);
  await controlledByWorker(page);
  await fillNewReservation(page, guests[0]!.lastName, "Risposta persa");

  const drop = await loseAnswers(context, "**/api/reservations/save**");
  await page.getByRole("button", { name: "Salva" }).click();
  await expectOfflinePage(page);
  // The server handled the first try (and answered the automatic retries from its record).
  expect(drop.handled.length).toBeGreaterThanOrEqual(1);
  expect(new Set(drop.handled.map((entry) => entry.split(" ")[1])).size).toBe(1);
  // Kept on the device to be sent again: the network may come back.
  await expect.poll(async () => (await keptOnDevice(page)).pending).toBe(1);
  await drop.back();

  await expect(page).toHaveURL(/\/reservations\/edit\/\d+$/, { timeout: 60_000 });
  await expect(page.getByRole("dialog", { name: "Attenzione" })).toHaveCount(0);
  await expect(page.getByText(/ha già una prenotazione|hanno già una prenotazione/)).toHaveCount(0);
  const saved = await reservationsOf(page, eventId);
  expect(saved).toHaveLength(1);
  expect(page.url()).toContain(`/edit/${saved[0]!.id}`);
});

test("a new customer whose save got no answer is created once, by its own user only: another user of the tablet never sees nor sends it", async ({
  page,
  context,
}) => {
  test.slow();
  const reads = await recordLocalReads(page);
  await signIn(page, ADMIN);
  await page.goto("/customers/create");
  const lastName = unique("Rete");
  await page.getByLabel("Cognome").fill(lastName);
  await page.getByRole("textbox", { name: "Nome", exact: true }).fill("Zoë");
  await saveWithoutAnswer(page, context, "**/api/customers");

  // The clerk walks away without logging out; a colleague signs in on the same tablet.
  await forgetSignIn(page);
  await signIn(page, RECEPTION);
  const reception = (await storedSignIn(page))!.accountId;
  await page.goto("/customers/create");
  await expect(page.getByRole("heading", { name: "Crea Cliente" })).toBeVisible();
  // This page has looked for the account's waiting saves (to send them) and for the form's draft,
  // and found none: the other user's stay where they are, unsent.
  await expect.poll(reads).toEqual(
    expect.arrayContaining([
      { store: "pending", query: reception, found: 0 },
      { store: "drafts", query: `${reception}:/customers/create#form`, found: 0 },
    ]),
  );
  expect((await reads()).filter((read) => read.found > 0)).toEqual([]);
  expect(await keptOnDevice(page)).toMatchObject({ pending: 1, drafts: 1 });
  await expect(page.getByTestId("draft-restored")).toBeHidden();
  await expect(page.getByLabel("Cognome")).toHaveValue("");
  const found = () =>
    callApi<unknown[]>(page, "GET", `/customers/search?search=${encodeURIComponent(lastName)}&pageNumber=0`);
  expect(await found()).toHaveLength(0);

  // The one who typed it signs in again: the waiting save goes, once.
  await forgetSignIn(page);
  await signIn(page, ADMIN);
  await expect.poll(found, { timeout: 60_000 }).toHaveLength(1);
  // Saved: neither the save nor its form's draft is kept any longer.
  await expect.poll(() => keptOnDevice(page)).toMatchObject({ pending: 0, drafts: 0 });
  const admin = (await storedSignIn(page))!.accountId;
  await page.goto("/customers/create");
  await expect(page.getByRole("heading", { name: "Crea Cliente" })).toBeVisible();
  // The new page found nothing to restore nor to send again.
  await expect.poll(reads).toEqual(
    expect.arrayContaining([
      { store: "pending", query: admin, found: 0 },
      { store: "drafts", query: `${admin}:/customers/create#form`, found: 0 },
    ]),
  );
  await expect(page.getByTestId("draft-restored")).toBeHidden();
  expect(await found()).toHaveLength(1);
});

test("logout with a save still waiting asks once, then forgets it, the form's draft and the lists kept for offline reading", async ({
  page,
  context,
}) => {
  test.slow();
  await signIn(page, ADMIN);
  // A list kept for reading offline (personal data): the demo event's cash register.
  const [event] = await callApi<{ id: number }[]>(
    page,
    "GET",
    `/events/search?search=${encodeURIComponent("Saint-Vincent Poker Festival")}`,
  );
  await page.goto(`/events/${event!.id}/v2/accounting/cash-register`);
  await expect(page.getByTestId("register-total")).toBeVisible();
  await expect.poll(async () => (await keptOnDevice(page)).copies).toBe(1);

  await page.goto("/customers/create");
  const lastName = unique("Uscita");
  await page.getByLabel("Cognome").fill(lastName);
  await saveWithoutAnswer(page, context, "**/api/customers");
  await expect.poll(() => keptOnDevice(page)).toEqual({ pending: 1, copies: 1, drafts: 1 });

  // One question: the save still waiting is lost with the logout (the form's edits are in it).
  const unsent = page.getByRole("dialog", { name: "Uscire e scartare?" });
  await page.getByRole("button", { name: "Esci" }).click();
  await expect(unsent).toContainText("C'è 1 salvataggio in attesa di rete. Se esci ora andrà perso");
  await page.screenshot({ path: "test-results/logout-unsent-768.png" });
  await unsent.getByRole("button", { name: "Annulla" }).click();
  await expect(unsent).toBeHidden();
  await expect(page.getByTestId("current-user")).toBeVisible();
  await expect(page.getByLabel("Cognome")).toHaveValue(lastName);

  await page.getByRole("button", { name: "Esci" }).click();
  await unsent.getByRole("button", { name: "Esci e scarta" }).click();
  await expect(page).toHaveURL(/\/login/);
  // Deleted before the app went to /login.
  expect(await keptOnDevice(page)).toEqual({ pending: 0, copies: 0, drafts: 0 });

  await signIn(page, ADMIN);
  await page.goto("/customers");
  await expect(page.getByRole("heading", { level: 1, name: /^Clienti/ })).toBeVisible();
  const found = await callApi<unknown[]>(
    page,
    "GET",
    `/customers/search?search=${encodeURIComponent(lastName)}&pageNumber=0`,
  );
  expect(found).toHaveLength(0);
});

test("a cash income and an entry change whose answers were lost are applied once and reported", async ({
  page,
  context,
}) => {
  test.slow();
  const notices = await recordNotices(page);
  await signIn(page, ADMIN);
  const tag = unique("Cassa");
  const event = await callApi<{ id: number }>(page, "POST", "/events", {
    type: "SVPF",
    name: `Rete ${tag}`,
    dateFrom: "2031-07-10",
    dateTo: "2031-07-14",
    cashModuleEnabled: true,
  });
  await page.goto(`/events/${event.id}/v2/accounting/cash-register`);
  await controlledByWorker(page);
  await expect(page.getByRole("heading", { level: 1, name: "Cassa" })).toBeVisible({ timeout: 60_000 });

  await page.getByTestId("cash-open-income").click();
  const dialog = page.getByRole("dialog").filter({ has: page.getByTestId("cash-modal-income") });
  await pickOption(page, "Oggetto", "Entries");
  await pickOption(page, "Metodo", "Contanti");
  await dialog.getByLabel("Importo").fill("1.250,50");
  await fillDate(page, "Data", "11/07/2031");
  const drop = await loseAnswers(context, "**/api/payments/income");
  await dialog.getByTestId("cash-save").click();
  await expectOfflinePage(page);
  await expect(page.getByTestId("offline-pending")).toBeVisible();
  await expect.poll(async () => (await keptOnDevice(page)).pending).toBe(1);
  await drop.back();
  await expect(page.getByRole("heading", { level: 1, name: "Cassa" })).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(async () => (await notices()).some((notice) => notice.startsWith(COMPLETED)), {
      timeout: 30_000,
    })
    .toBe(true);
  const contanti = page.getByTestId("register-row").and(page.locator('[data-method="Contanti"]'));
  await expect(contanti.getByTestId("register-totalInbound")).toContainText("1.250,50");
  const register = await callApi<{ totalInbound: string }>(page, "GET", `/cashregistry/${event.id}`);
  expect(register.totalInbound).toMatch(/^1250\.50?$/);

  // An entry change (a re-entry tapped while the Wi-Fi is down).
  const lastName = unique("Giocatore");
  const customer = await callApi<{ id: number }>(page, "POST", "/customers", { lastName, firstName: "Ada" });
  await callApi(page, "POST", `/entries/${event.id}`, [customer.id]);
  await page.goto(`/events/${event.id}/entries`);
  await expect(page.getByRole("heading", { name: "Entries (1), Giocatori (1)" })).toBeVisible();
  await goOffline(context, page);
  await page.getByRole("button", { name: new RegExp(`Aggiungi una re-entry a .*${lastName}`) }).click();
  await expectOfflinePage(page);
  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: "Entries (2), Giocatori (1)" })).toBeVisible({
    timeout: 30_000,
  });
  const count = await callApi<{ count: number }>(page, "GET", `/entries/count?eventId=${event.id}`);
  expect(count.count).toBe(2);
});

test("the last loaded reservation list, entries and cash register stay readable offline, with their time", async ({
  page,
  context,
}) => {
  test.slow();
  await signIn(page, ADMIN);
  const [event] = await callApi<{ id: number; name: string }[]>(
    page,
    "GET",
    `/events/search?search=${encodeURIComponent("Saint-Vincent Poker Festival")}`,
  );
  await page.goto(`/events/${event!.id}/reservations`);
  await controlledByWorker(page);
  const firstRow = page.getByTestId("list-row").first();
  await expect(firstRow).toBeVisible();
  const firstGuest = (await firstRow.innerText())
    .split("\n")
    .find((line) => /^[A-ZÀ-Ý]/.test(line) && !line.startsWith("#"));
  // Each list is kept once it has settled (a while after its last change).
  await expect.poll(() => copiesKept(page)).toEqual(["reservations"]);
  await page.goto(`/events/${event!.id}/entries`);
  await expect(page.getByTestId("list-row").first()).toBeVisible();
  await expect.poll(() => copiesKept(page)).toEqual(["entries", "reservations"]);
  await page.goto(`/events/${event!.id}/v2/accounting/cash-register`);
  await expect(page.getByTestId("register-total")).toBeVisible();
  await expect.poll(() => copiesKept(page)).toEqual(["cash", "entries", "reservations"]);

  await goOffline(context, page);
  await page.goto(`/events/${event!.id}/reservations`);
  await expectOfflinePage(page);
  const time = /dati delle \d{2}:\d{2}/;
  for (const kind of ["reservations", "entries", "cash"]) {
    await expect(page.getByTestId(`offline-copy-${kind}`)).toContainText(time);
  }
  await expect(page.getByTestId("offline-copy-reservations")).toContainText(firstGuest!);
  await expect(page.getByTestId("offline-copy-cash")).toContainText("TOTALE");
  // Read-only: nothing to type or tap in the copies.
  await expect(page.getByTestId("offline-copies").locator("input, button, a")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await page.screenshot({ path: "test-results/offline-copies-768.png", fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  await page.screenshot({ path: "test-results/offline-copies-1024.png" });
  await context.setOffline(false);
});

test("a cash movement typed in its dialog comes back open after a reload, and is gone once cancelled", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const event = await callApi<{ id: number }>(page, "POST", "/events", {
    type: "SVPF",
    name: `Bozza ${unique("")}`,
    dateFrom: "2031-07-10",
    dateTo: "2031-07-14",
    cashModuleEnabled: true,
  });
  await page.goto(`/events/${event.id}/v2/accounting/cash-register`);
  await expect(page.getByRole("heading", { level: 1, name: "Cassa" })).toBeVisible({ timeout: 60_000 });
  await page.getByTestId("cash-open-income").click();
  const dialog = page.getByRole("dialog").filter({ has: page.getByTestId("cash-modal-income") });
  await pickOption(page, "Metodo", "Contanti");
  await dialog.getByLabel("Importo").fill("75,20");
  await dialog.getByLabel("Note").fill("Caparra camera 12");
  await expectDraftHolding(page, "Caparra camera 12");
  await page.reload();

  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("draft-restored")).toContainText("Bozza ripristinata");
  await expect(dialog.getByLabel("Importo")).toHaveValue("75,20");
  await expect(dialog.getByLabel("Note")).toHaveValue("Caparra camera 12");
  await page.screenshot({ path: "test-results/cash-draft-768.png" });
  await dialog.getByRole("button", { name: "Annulla" }).click();
  await expect(dialog).toBeHidden();
  // Cancelled: its draft is gone, so nothing can open the dialog again after the reload.
  await expect.poll(async () => (await keptOnDevice(page)).drafts).toBe(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Cassa" })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const register = await callApi<{ totalInbound: string }>(page, "GET", `/cashregistry/${event.id}`);
  expect(Number(register.totalInbound)).toBe(0);
});
