import { expect, test, type Page } from "@playwright/test";
import { ADMIN, RECEPTION, controlledByWorker, signIn, unique } from "./helpers";
import { expectDraftHolding, localRecords, recordLocalReads, storedSignIn } from "./offline-helpers";

/**
 * Every create and edit form keeps a local draft while it has unsaved edits, restored after a
 * reload, a trip through /offline or Back, for the account that typed it only.
 */

const lastNameField = (page: Page) => page.getByLabel("Cognome");
const firstNameField = (page: Page) => page.getByRole("textbox", { name: "Nome", exact: true });
const notesField = (page: Page) => page.getByLabel("Note");

/** Reloads a page that asks "leave the page?" (beforeunload) and answers yes. */
async function reloadLeaving(page: Page) {
  page.once("dialog", (dialog) => void dialog.accept());
  await page.reload();
}

/** The keys of the drafts this browser keeps ("<account>:<address>#<form>"). */
const draftKeys = async (page: Page) =>
  (await localRecords<{ key: string }>(page, "drafts")).map((draft) => draft.key);

test("a new customer's edits survive a reload, and can be discarded", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/customers/create");
  await expect(page.getByRole("heading", { name: "Crea Cliente" })).toBeVisible();
  const lastName = unique("Bozza");
  await lastNameField(page).fill(lastName);
  await firstNameField(page).fill("Łukasz");
  await expectDraftHolding(page, lastName, "Łukasz");
  await reloadLeaving(page);

  await expect(page.getByTestId("draft-restored")).toContainText("Bozza ripristinata");
  await expect(lastNameField(page)).toHaveValue(lastName);
  await expect(firstNameField(page)).toHaveValue("Łukasz");

  await page.getByRole("button", { name: "Scarta bozza" }).click();
  await expect(page.getByTestId("draft-restored")).toBeHidden();
  await expect(lastNameField(page)).toHaveValue("");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Crea Cliente" })).toBeVisible();
  await expect(lastNameField(page)).toHaveValue("");
  await expect(page.getByTestId("draft-restored")).toBeHidden();
});

test("an edit of a saved customer is restored onto its record after a reload, and gone once saved", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto("/customers/create");
  const lastName = unique("Salvata");
  await lastNameField(page).fill(lastName);
  await firstNameField(page).fill("Ivana");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page).toHaveURL(/\/customers\/edit\/\d+$/);
  await expect(page.getByTestId("draft-restored")).toBeHidden();

  await notesField(page).fill("Arriva in ritardo");
  await expectDraftHolding(page, lastName, "Arriva in ritardo");
  await reloadLeaving(page);
  await expect(page.getByTestId("draft-restored")).toBeVisible();
  await expect(notesField(page)).toHaveValue("Arriva in ritardo");
  await expect(lastNameField(page)).toHaveValue(lastName);

  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
  await expect(page.getByTestId("draft-restored")).toBeHidden();
  await page.reload();
  await expect(notesField(page)).toHaveValue("Arriva in ritardo");
  await expect(page.getByTestId("draft-restored")).toBeHidden();
});

test("leaving with Continua discards the draft; another account never sees one", async ({ page }) => {
  const reads = await recordLocalReads(page);
  await signIn(page, ADMIN);
  await page.goto("/customers/create");
  const lastName = unique("Altrui");
  await lastNameField(page).fill(lastName);
  await expectDraftHolding(page, lastName);

  // Another user signs in on the same browser (the admin's draft stays the admin's).
  page.once("dialog", (dialog) => void dialog.accept());
  await page.goto("/login");
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, RECEPTION);
  const reception = (await storedSignIn(page))!.accountId;
  await page.goto("/customers/create");
  await expect(page.getByRole("heading", { name: "Crea Cliente" })).toBeVisible();
  // The form has looked for its draft, under this account's key, and found none.
  const ownDraftRead = { store: "drafts", query: `${reception}:/customers/create#form`, found: 0 };
  await expect.poll(reads).toContainEqual(ownDraftRead);
  expect((await reads()).filter((read) => read.store === "drafts" && read.found > 0)).toEqual([]);
  await expect(page.getByTestId("draft-restored")).toBeHidden();
  await expect(lastNameField(page)).toHaveValue("");

  // The admin comes back: the draft is there; leaving with Continua deletes it.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, ADMIN);
  await page.goto("/customers/create");
  await expect(lastNameField(page)).toHaveValue(lastName);
  await page.locator('header a[href="/"]').click();
  await page.getByRole("dialog").getByRole("button", { name: "Continua" }).click();
  await expect(page).toHaveURL(/\/$/);
  const admin = (await storedSignIn(page))!.accountId;
  await expect.poll(() => draftKeys(page)).not.toContain(`${admin}:/customers/create#form`);
  await page.goto("/customers/create");
  await expect(page.getByRole("heading", { name: "Crea Cliente" })).toBeVisible();
  await expect.poll(reads).toContainEqual({ ...ownDraftRead, query: `${admin}:/customers/create#form` });
  await expect(lastNameField(page)).toHaveValue("");
  await expect(page.getByTestId("draft-restored")).toBeHidden();
});

test.describe("through a Wi-Fi drop", () => {
  test.use({ serviceWorkers: "allow" });
  test.skip(process.env.E2E_DEV === "1", "the service worker is built by `npm run build` only");

  test("a save tried offline goes to /offline, and back online it is saved with what was typed", async ({
    page,
    context,
  }) => {
    test.slow();
    await signIn(page, ADMIN);
    await page.goto("/customers/create");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const lastName = unique("Offline");
    await lastNameField(page).fill(lastName);
    await firstNameField(page).fill("Jiří");
    await expectDraftHolding(page, lastName, "Jiří");
    await context.setOffline(true);
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page).toHaveURL(/\/offline$/, { timeout: 20_000 });
    await expect(page.getByRole("button", { name: "Riprova" })).toBeVisible();
    await context.setOffline(false);
    // The save waiting for the network goes by itself and ends as a Save: the new
    // customer opens with what was typed (the form's draft brought it back in the meantime).
    await expect(page).toHaveURL(/\/customers\/edit\/\d+$/, { timeout: 60_000 });
    await expect(lastNameField(page)).toHaveValue(lastName);
    await expect(firstNameField(page)).toHaveValue("Jiří");
  });
});

/**
 * Where this browser keeps any of `secrets`: every record of every store of every IndexedDB
 * database, every response in Cache Storage (its address and body), every localStorage and
 * sessionStorage entry. A database is opened at the version it has, never created or upgraded (an
 * empty one left here would block the app's own upgrade).
 */
function foundOnDevice(page: Page, secrets: string[]): Promise<string[]> {
  return page.evaluate(async (needles) => {
    const places: { where: string; text: string }[] = [];
    const asText = (value: unknown) => {
      try {
        return JSON.stringify(value) ?? String(value);
      } catch {
        return String(value);
      }
    };
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase | null>((resolve) => {
        const request = indexedDB.open(name);
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => resolve(null);
        request.onsuccess = () => resolve(request.result);
      });
      if (!db) continue;
      for (const store of Array.from(db.objectStoreNames)) {
        const records = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store, "readonly").objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        for (const record of records)
          places.push({ where: `IndexedDB ${name}/${store}`, text: asText(record) });
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const body = response ? await response.text() : "";
        places.push({ where: `Cache Storage ${name} ${request.url}`, text: `${request.url} ${body}` });
      }
    }
    for (const [label, storage] of [
      ["localStorage", localStorage],
      ["sessionStorage", sessionStorage],
    ] as const) {
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index) ?? "";
        places.push({ where: `${label} ${key}`, text: `${key} ${storage.getItem(key)}` });
      }
    }
    return places
      .filter((place) => needles.some((needle) => place.text.includes(needle)))
      .map((place) => place.where);
  }, secrets);
}

test.describe("logout on a shared tablet", () => {
  // The service worker (built by `npm run build` only) keeps copies of pages: searched too.
  const withWorker = process.env.E2E_DEV !== "1";
  test.use({ serviceWorkers: withWorker ? "allow" : "block" });

  test("deletes the drafts it asked about: nothing of the account is left in IndexedDB, the caches or web storage", async ({
    page,
  }) => {
    test.slow();
    await signIn(page, RECEPTION);
    const userName = (await page.getByTestId("current-user").innerText()).trim();
    await page.goto("/customers/create");
    if (withWorker) await controlledByWorker(page);
    await expect(page.getByRole("heading", { name: "Crea Cliente" })).toBeVisible();
    const phone = "333 1234567";
    const note = unique("Richiamare dopo le 18, codice cancello ");
    await lastNameField(page).fill(unique("Tablet"));
    await page.getByTestId("phone").fill(phone);
    await expect(page.getByTestId("phone")).toHaveValue(phone);
    await notesField(page).fill(note);
    const drafts = "IndexedDB backoffice-drafts/drafts";
    await expect.poll(() => foundOnDevice(page, [note, phone])).toContain(drafts);
    // What the sweep must find nowhere afterwards: what was typed and the account's own data (the
    // profile kept for a quick start holds its username, e-mail and phone).
    const secrets = [
      note,
      phone,
      RECEPTION.username,
      "mario.rossi@example.it",
      "3331234567",
      userName,
    ].filter(Boolean);
    expect(await foundOnDevice(page, [RECEPTION.username])).toContain("localStorage backoffice.profile");

    // The form is left by a page load (a reload onto the list, Back, a crash): its draft stays.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.goto("/customers");
    await expect(page.getByRole("heading", { level: 1, name: /^Clienti/ })).toBeVisible();

    // Logout says that the drafts go with it; Annulla keeps both the sign-in and the draft.
    const question = page.getByRole("dialog", { name: "Uscire e scartare?" });
    await page.getByRole("button", { name: "Esci" }).click();
    await expect(question).toContainText(
      "Ci sono bozze non salvate su questo dispositivo. Se esci ora verranno cancellate.",
    );
    await question.getByRole("button", { name: "Annulla" }).click();
    await expect(question).toBeHidden();
    await expect(page.getByTestId("current-user")).toBeVisible();
    expect(await foundOnDevice(page, [note])).toContain(drafts);

    await page.getByRole("button", { name: "Esci" }).click();
    await question.getByRole("button", { name: "Esci e scarta" }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole("button", { name: "Accedi" })).toBeVisible();
    // Deleted before the app went to /login: nothing to wait for.
    expect(await foundOnDevice(page, secrets)).toEqual([]);
  });
});
