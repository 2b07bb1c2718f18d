import type { BrowserContext, Page } from "@playwright/test";
import { ADMIN, controlledByWorker, expect, signIn, test, unique } from "./helpers";
import {
  COMPLETED,
  GENERIC_ERROR,
  WAITING,
  dropAndReconnect,
  expectOfflinePage,
  goOffline,
  keptOnDevice,
  recordBrowserDialogs,
  recordNotices,
  storedSignIn,
} from "./offline-helpers";
import { callApi } from "./reservation-helpers";

/**
 * After a Wi-Fi drop at the desk, the clerk is told the truth, once: a save that waits for the
 * network is kept (nothing asks about it, not even the browser), its success shows when it goes
 * through with no error left over it, logout asks one question and does what it says, and the
 * offline page can sign out. On a 768x1024 tablet with the service worker in control.
 */
test.use({ serviceWorkers: "allow", viewport: { width: 768, height: 1024 }, hasTouch: true });
test.skip(process.env.E2E_DEV === "1", "the service worker is built by `npm run build` only");

const UNSAVED_QUESTION = "Uscire senza salvare?";
const LOGOUT_QUESTION = "Uscire e scartare?";
const ONE_WAITING = "C'è 1 salvataggio in attesa di rete. Se esci ora andrà perso";

const firstNameField = (page: Page) => page.getByRole("textbox", { name: "Nome", exact: true });

const customersNamed = (page: Page, lastName: string) =>
  callApi<{ id: number }[]>(
    page,
    "GET",
    `/customers/search?search=${encodeURIComponent(lastName)}&pageNumber=0`,
  );

/** The save of the page's form gets no answer (the ping does, so the page stays) while it lasts. */
async function loseSaves(context: BrowserContext, pattern: string) {
  await context.route(pattern, (route) =>
    route.request().method() === "POST" ? route.abort("timedout") : route.fallback(),
  );
  return () => context.unrouteAll({ behavior: "ignoreErrors" });
}

/** The Attenzione modal says the save waits; Ok closes it. */
async function expectWaiting(page: Page) {
  const attention = page.getByRole("dialog", { name: "Attenzione" });
  await expect(attention).toContainText(WAITING, { timeout: 20_000 });
  await attention.getByRole("button", { name: "Ok" }).click();
  await expect(attention).toBeHidden();
}

async function newCustomerForm(page: Page, lastName: string, firstName: string) {
  await page.goto("/customers/create");
  await controlledByWorker(page);
  await expect(page.getByRole("heading", { name: "Crea Cliente" })).toBeVisible();
  await page.getByLabel("Cognome").fill(lastName);
  await firstNameField(page).fill(firstName);
}

test("a save the access point answered 503 goes through once the Wi-Fi is back: its success shows, no error over it", async ({
  page,
  context,
}) => {
  test.slow();
  const notices = await recordNotices(page);
  await signIn(page, ADMIN);
  const lastName = unique("Proxy");
  const customer = await callApi<{ id: number }>(page, "POST", "/customers", { lastName, firstName: "Ada" });
  await page.goto(`/customers/edit/${customer.id}`);
  await controlledByWorker(page);
  await expect(firstNameField(page)).toHaveValue("Ada");
  await expect(firstNameField(page)).toBeEditable();
  await firstNameField(page).fill("Zoë");

  // The access point answers in the server's place while its uplink is down, every retry.
  await context.route("**/api/customers", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 503,
          contentType: "text/html",
          body: "<html><body><h1>503 Service Unavailable</h1></body></html>",
        })
      : route.fallback(),
  );
  await page.getByRole("button", { name: "Salva" }).click();
  const attention = page.getByRole("dialog", { name: "Attenzione" });
  await expect(attention).toContainText(WAITING, { timeout: 20_000 });
  await expect(attention).not.toContainText(GENERIC_ERROR);
  await expect.poll(async () => (await keptOnDevice(page)).pending).toBe(1);
  await context.unrouteAll({ behavior: "ignoreErrors" });

  // The Wi-Fi drops and comes back; the clerk has not closed the message: the save goes by itself.
  await dropAndReconnect(context, page);
  await expect
    .poll(async () => (await notices()).some((notice) => notice.startsWith(COMPLETED)), { timeout: 30_000 })
    .toBe(true);
  await expect(attention).toBeHidden();
  await expect(page.getByText(GENERIC_ERROR)).toHaveCount(0);
  await expect(firstNameField(page)).toHaveValue("Zoë");
  const saved = await callApi<{ firstName: string }>(page, "GET", `/customers/${customer.id}`);
  expect(saved.firstName).toBe("Zoë");
  expect((await keptOnDevice(page)).pending).toBe(0);
});

test("a form whose save waits for the network is left without 'Uscire senza salvare?' nor the browser's 'Leave site?', and the save goes once", async ({
  page,
  context,
}) => {
  test.slow();
  const browserDialogs = recordBrowserDialogs(page);
  const notices = await recordNotices(page);
  await signIn(page, ADMIN);
  const lastName = unique("Attesa");
  await newCustomerForm(page, lastName, "Ugo");
  const back = await loseSaves(context, "**/api/customers");
  await page.getByRole("button", { name: "Salva" }).click();
  await expectWaiting(page);
  await expect.poll(async () => (await keptOnDevice(page)).pending).toBe(1);

  // A reload: no "Leave site?". The form comes back from its draft, the save is tried again and
  // still waits.
  await page.reload();
  await expectWaiting(page);
  await expect(page.getByLabel("Cognome")).toHaveValue(lastName);

  // The header's way home: no question, the save is kept on the device.
  await page.locator('header a[href="/"]').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("tile-users")).toBeVisible();
  await expect(page.getByRole("dialog", { name: UNSAVED_QUESTION })).toHaveCount(0);
  expect((await keptOnDevice(page)).pending).toBe(1);

  // The network is back: the save goes by itself, once.
  await back();
  await dropAndReconnect(context, page);
  await expect
    .poll(async () => (await notices()).some((notice) => notice.startsWith(COMPLETED)), { timeout: 30_000 })
    .toBe(true);
  await expect.poll(async () => (await customersNamed(page, lastName)).length).toBe(1);
  expect(browserDialogs).toEqual([]);
});

test("logout with a save waiting, offline: one question, signed out on the device, the save never sent, the server told once back", async ({
  page,
  context,
}) => {
  test.slow();
  const browserDialogs = recordBrowserDialogs(page);
  await signIn(page, ADMIN);
  const lastName = unique("Scartato");
  await newCustomerForm(page, lastName, "Eva");
  const back = await loseSaves(context, "**/api/customers");
  await page.getByRole("button", { name: "Salva" }).click();
  await expectWaiting(page);
  await back();
  await expect.poll(() => keptOnDevice(page)).toMatchObject({ pending: 1, drafts: 1 });
  const signedIn = await storedSignIn(page);
  expect(signedIn).not.toBeNull();

  await goOffline(context, page);
  await page.getByRole("button", { name: "Esci" }).click();
  const question = page.getByRole("dialog", { name: LOGOUT_QUESTION });
  await expect(question).toContainText(ONE_WAITING);
  // The form's edits are in the waiting save: nothing else to name.
  await expect(question).not.toContainText("modifiche non salvate");
  await page.screenshot({ path: "test-results/logout-one-question-768.png" });
  await question.getByRole("button", { name: "Esci e scarta" }).click();

  // No second question: straight to /login (the offline notice stands in for it until the
  // network is back).
  await expect(page).toHaveURL(/\/login/, { timeout: 20_000 });
  await expect(
    page
      .getByRole("heading", { name: /non riesce a contattare il server/ })
      .or(page.getByRole("button", { name: "Accedi" })),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("dialog", { name: UNSAVED_QUESTION })).toHaveCount(0);
  // Signed out on this device though the server could not be told: no tokens, no page cookie,
  // nothing of the account left, the waiting save included.
  expect(await storedSignIn(page)).toBeNull();
  expect(await page.evaluate(() => document.cookie)).not.toContain("bo_page_on=1");
  expect(await keptOnDevice(page)).toEqual({ pending: 0, copies: 0, drafts: 0 });

  await context.setOffline(false);
  await expect(page.getByRole("button", { name: "Accedi" })).toBeVisible({ timeout: 30_000 });
  // The same clerk signs in again: the discarded save is never sent.
  await signIn(page, ADMIN);
  await expect(page.getByTestId("current-user")).toBeVisible();
  expect((await keptOnDevice(page)).pending).toBe(0);
  expect(await customersNamed(page, lastName)).toHaveLength(0);

  // Once the server answers again it is told of the logout: that sign-in's refresh token is dead.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("backoffice.logout"))).toBeNull();
  const refreshed = await page.evaluate(async (old) => {
    const response = await fetch("/api/profiles/refreshtoken", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ accountId: old.accountId, refreshToken: old.refreshToken, remember: true }),
    });
    return ((await response.json()) as { success: boolean }).success;
  }, signedIn!);
  expect(refreshed).toBe(false);
  expect(browserDialogs).toEqual([]);
});

test("the offline page has Esci: it asks about the waiting save, discards it and signs out on the device", async ({
  page,
  context,
}) => {
  test.slow();
  await signIn(page, ADMIN);
  const lastName = unique("Uscita");
  await newCustomerForm(page, lastName, "Ivo");
  await goOffline(context, page);
  await page.getByRole("button", { name: "Salva" }).click();
  await expectOfflinePage(page);
  await expect(page.getByTestId("offline-pending")).toBeVisible();

  const esci = page.getByRole("button", { name: "Esci", exact: true });
  await expect(esci).toBeVisible();
  const box = await esci.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await esci.click();
  const question = page.getByRole("dialog", { name: LOGOUT_QUESTION });
  await expect(question).toContainText(ONE_WAITING);
  await page.screenshot({ path: "test-results/offline-logout-768.png" });
  await question.getByRole("button", { name: "Annulla" }).click();
  await expect(question).toBeHidden();
  expect((await keptOnDevice(page)).pending).toBe(1);

  await esci.click();
  await question.getByRole("button", { name: "Esci e scarta" }).click();
  await expect(page).toHaveURL(/\/login/, { timeout: 20_000 });
  // Still offline: the notice, now with nobody signed in (nothing of the account, no Esci).
  await expectOfflinePage(page);
  await expect(esci).toHaveCount(0);
  expect(await storedSignIn(page)).toBeNull();
  expect(await keptOnDevice(page)).toEqual({ pending: 0, copies: 0, drafts: 0 });

  await context.setOffline(false);
  await expect(page.getByRole("button", { name: "Accedi" })).toBeVisible({ timeout: 30_000 });
  await signIn(page, ADMIN);
  expect(await customersNamed(page, lastName)).toHaveLength(0);
});

test("a search typed while offline shows the offline notice, not rows that never come", async ({
  page,
  context,
}) => {
  test.slow();
  await signIn(page, ADMIN);
  await page.goto("/customers");
  await controlledByWorker(page);
  await expect(page.getByTestId("list-row").first()).toBeVisible();
  await expect(page.getByTestId("search-box")).toBeEnabled();

  await goOffline(context, page);
  await page.getByTestId("search-box").fill(unique("Ricerca"));
  await expectOfflinePage(page);

  // Back with the network, back on the list.
  await context.setOffline(false);
  await expect(page.getByRole("heading", { level: 1, name: /^Clienti/ })).toBeVisible({ timeout: 30_000 });
});
