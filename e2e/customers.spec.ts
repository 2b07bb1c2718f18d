import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, type BrowserType, type LaunchOptions, type Page } from "@playwright/test";
import { qrModules, qrSvgPath, QR_QUIET_ZONE } from "../components/customers/qr-matrix";
import { buildTestHealthPass } from "../lib/hc1/test-certificate";
import {
  ADMIN,
  controlledByWorker,
  dateFieldInput,
  expectAttention,
  signIn,
  unique,
  expect,
  test,
} from "./helpers";

/** "Clienti (n)" -> n */
async function customerCount(page: Page): Promise<number> {
  const heading = page.getByRole("heading", { name: /^Clienti \(\d+\)$/ });
  await expect(heading).toBeVisible();
  return Number((await heading.textContent())!.match(/\((\d+)\)/)![1]);
}

/** The star of the editable rating whose (visually hidden) label is `name`. */
function starOf(page: Page, name: string) {
  return page.locator("label", { has: page.getByText(name, { exact: true }) });
}

async function saveAndExpectAttention(page: Page, message: RegExp) {
  await page.getByRole("button", { name: "Salva" }).click();
  const dialog = page.getByRole("dialog", { name: "Attenzione" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveText(message);
  await dialog.getByRole("button", { name: "Ok" }).click();
  await expect(dialog).toBeHidden();
}

test("create a customer (errors first), find it with its stars, edit it, watch the count, delete it", async ({
  page,
}) => {
  const lastName = unique("Esposito");
  await signIn(page, ADMIN);
  await page.goto("/customers");
  const before = await customerCount(page);

  await page.getByRole("link", { name: "Crea" }).click();
  await expect(page.getByRole("heading", { name: "Crea Cliente" })).toBeVisible();

  // Nothing filled: last name first, then first name.
  await saveAndExpectAttention(page, /Cognome obbligatorio.*Nome obbligatorio/s);
  await page.getByLabel("Cognome").fill(lastName);
  await saveAndExpectAttention(page, /^(?!.*Cognome).*Nome obbligatorio/s);

  await page.getByRole("textbox", { name: "Nome", exact: true }).fill("Gennaro");
  await page.getByLabel("Email").fill("gennaro@example.it");
  await page.getByTestId("phone").fill("333 765a4321");
  await expect(page.getByTestId("phone")).toHaveValue("333 7654321");
  await starOf(page, "4 stelle").click();
  await expect(page.getByTestId("rating-value")).toHaveText("4/5");
  // The notes field grows with its text, from its three lines, and shrinks back.
  const notes = page.getByLabel("Note");
  const threeLines = (await notes.boundingBox())!.height;
  await notes.fill(
    "Preferisce il tavolo finale\nArriva il venerdì\nGioca il Main Event\nCamera alta\nNon fuma",
  );
  await expect.poll(async () => (await notes.boundingBox())!.height).toBeGreaterThan(threeLines + 40);
  await notes.fill("Preferisce il tavolo finale");
  await expect.poll(async () => (await notes.boundingBox())!.height).toBe(threeLines);
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
  await expect(page).toHaveURL(/\/customers\/edit\/\d+$/);
  await expect(page.getByRole("heading", { name: "Modifica Cliente" })).toBeVisible();

  // A saved customer shows its statistics (no history yet) and its own QR code.
  const statistics = page.getByTestId("customer-statistics");
  await expect(statistics.getByTestId("reliability-grade")).toHaveText("Affidabilità bassa (0 eventi)");
  await expect(statistics.getByTestId("statistic-totalReservations")).toContainText("0");
  await expect(statistics.getByTestId("statistic-trustedAverageBooking")).toContainText("0 %");
  await expect(page.getByTestId("customer-qr")).toBeVisible();
  await page.getByRole("button", { name: "Mostra QR code" }).click();
  const qrDialog = page.getByRole("dialog", { name: "QR code del cliente" });
  await expect(qrDialog.getByTestId("customer-qr-large")).toBeVisible();
  await expect(qrDialog).toContainText(`${lastName} Gennaro`);
  await qrDialog.getByRole("button", { name: "Stampa QR code" }).click();
  const printFrame = page.locator('iframe[data-testid="qr-print-frame"]');
  await expect(printFrame).toHaveAttribute("srcdoc", /<svg[^>]+viewBox="0 0 \d+ \d+"/);
  await expect(printFrame).toHaveAttribute("srcdoc", new RegExp(`<h1>${lastName} Gennaro</h1>`));
  await qrDialog.getByRole("button", { name: "Chiudi" }).click();
  await expect(qrDialog).toBeHidden();

  // The list counts one more and finds it by surname, with its stars.
  await page.getByRole("button", { name: "Lista" }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByRole("heading", { name: `Clienti (${before + 1})` })).toBeVisible();
  await page.getByTestId("search-box").fill(lastName);
  const row = page.getByTestId("list-row").filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${lastName} Gennaro`);
  await expect(row).toContainText("gennaro@example.it");
  await expect(row).toContainText("+39 333 7654321");
  await expect(row.getByRole("img", { name: "4 stelle su 5" })).toBeVisible();
  // Found by phone too.
  await page.getByTestId("search-box").fill("7654321");
  await expect(page.getByTestId("list-row").filter({ hasText: lastName })).toHaveCount(1);

  // Edit: city and rating.
  await page.getByTestId("list-row").filter({ hasText: lastName }).click();
  await expect(page.getByLabel("Cognome")).toHaveValue(lastName);
  await expect(page.getByTestId("rating-value")).toHaveText("4/5");
  await page.getByLabel("Città").fill("Sanremo");
  await starOf(page, "2 stelle").click();
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Città")).toHaveValue("Sanremo");
  await expect(page.getByTestId("rating-value")).toHaveText("2/5");
  await expect(page.getByLabel("Note")).toHaveValue("Preferisce il tavolo finale");

  // Delete, after confirming.
  await page.getByRole("button", { name: "Elimina" }).click();
  const confirm = page.getByRole("dialog", { name: "Eliminare cliente?" });
  await confirm.getByRole("button", { name: "No" }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/customers\/edit\/\d+$/);
  await page.getByRole("button", { name: "Elimina" }).click();
  await confirm.getByRole("button", { name: "Sì" }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByRole("heading", { name: `Clienti (${before})` })).toBeVisible();
  await page.getByTestId("search-box").fill(lastName);
  await expect(page.getByText("Nessun risultato")).toBeVisible();
});

/** Signed in as admin, the customers list searched for the demo's Mancini Simone: his row. */
async function manciniRow(page: Page) {
  await signIn(page, ADMIN);
  await page.goto("/customers");
  await page.getByTestId("search-box").fill("Mancini");
  const row = page.getByTestId("list-row").filter({ hasText: "Mancini Simone" });
  await expect(row).toHaveCount(1);
  return row;
}

test("a customer's QR code is drawn in a worker, and on the page when the worker cannot start", async ({
  page,
}) => {
  const qrPath = (page: Page) => page.getByTestId("customer-qr").locator("path");
  const workerScripts: string[] = [];
  page.on("request", (request) => {
    if (/\/turbopack-worker-[^/]+\.js$/.test(request.url())) workerScripts.push(request.url());
  });
  const row = await manciniRow(page);
  await row.click();
  const qr = page.getByTestId("customer-qr");
  await expect(qr).toBeVisible();
  const content = (await qr.getAttribute("data-content"))!;
  // The worker's drawing is the encoder's, module for module.
  await expect(qrPath(page)).toHaveAttribute("d", qrSvgPath(qrModules(content)).d);
  await expect(qr).toHaveAttribute("data-drawn-by", "worker");
  expect(workerScripts).toHaveLength(1);

  // Its script unreachable: the page draws the same code itself.
  await page.route(/\/turbopack-worker-[^/]+\.js$/, (route) => route.abort());
  await page.reload();
  await expect(qr).toBeVisible();
  await expect(qrPath(page)).toHaveAttribute("d", qrSvgPath(qrModules(content)).d);
  await expect(qr).toHaveAttribute("data-drawn-by", "page");
});

test.describe("under the service worker", () => {
  test.use({ serviceWorkers: "allow" });
  test.skip(process.env.E2E_DEV === "1", "the service worker is built by `npm run build` only");

  test("a customer's QR code is drawn in a worker on a page the service worker controls", async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page.goto("/customers");
    await controlledByWorker(page);
    await page.getByTestId("search-box").fill("Mancini");
    await page.getByTestId("list-row").filter({ hasText: "Mancini Simone" }).click();
    await expect(page).toHaveURL(/\/customers\/edit\/\d+$/);
    // A fresh load under the service worker (its worker script once came from its cache, without
    // the fragment Turbopack's bootstrap reads).
    await page.reload();
    await expect(page.evaluate(() => Boolean(navigator.serviceWorker.controller))).resolves.toBe(true);
    const qr = page.getByTestId("customer-qr");
    await expect(qr).toHaveAttribute("data-drawn-by", "worker");
    const content = (await qr.getAttribute("data-content"))!;
    await expect(qr.locator("path")).toHaveAttribute("d", qrSvgPath(qrModules(content)).d);
  });
});

test("the list shows demo ratings as stars and keeps its search when coming back", async ({ page }) => {
  const row = await manciniRow(page);
  await expect(row.getByRole("img", { name: "5 stelle su 5" })).toBeVisible();
  await row.click();
  await expect(page.getByRole("heading", { name: "Modifica Cliente" })).toBeVisible();
  await page.getByRole("button", { name: "Lista" }).click();
  await expect(page.getByTestId("search-box")).toHaveValue("Mancini");
  await expect(page.getByTestId("list-row")).toHaveCount(1);
  // A customer without a rating shows no stars.
  await page.getByTestId("search-box").fill("Kowalski");
  const unrated = page.getByTestId("list-row").filter({ hasText: "Kowalski Piotr" });
  await expect(unrated).toHaveCount(1);
  await expect(unrated.getByTestId("rating")).toHaveCount(0);
  // Fake customers are marked as such.
  await page.getByTestId("search-box").fill("Da Definire");
  await expect(page.getByTestId("list-row").filter({ hasText: "Da Definire Ospite" })).toContainText(
    "Fittizio",
  );
});

test.describe("on a portrait tablet", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("a row opens from the keyboard: focused, Enter and Space open it", async ({ page }) => {
    const row = await manciniRow(page);
    const button = row.getByRole("button");
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Modifica Cliente" })).toBeVisible();
    await page.getByRole("button", { name: "Lista" }).click();
    await expect(page.getByTestId("list-row")).toHaveCount(1);
    await page.getByTestId("list-row").getByRole("button").focus();
    await page.keyboard.press(" ");
    await expect(page.getByRole("heading", { name: "Modifica Cliente" })).toBeVisible();
  });
});

test("a finger down on a row fetches its customer: the editor opens with it, read once", async ({ page }) => {
  const row = await manciniRow(page);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/customers\/\d+$/.test(new URL(request.url()).pathname)) reads.push(request.url());
  });
  const box = (await row.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // Before the finger is lifted, the customer is on its way.
  await expect.poll(() => reads.length).toBe(1);
  await page.mouse.up();
  await expect(page.getByRole("heading", { name: "Modifica Cliente" })).toBeVisible();
  await expect(page.getByLabel("Cognome")).toHaveValue("Mancini");
  await expect(page.getByRole("textbox", { name: "Nome", exact: true })).toHaveValue("Simone");
  expect(reads).toHaveLength(1);
});

test("an edited customer asks before leaving unsaved", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/customers/create");
  await page.getByLabel("Cognome").fill("Bozza");
  await page.getByRole("button", { name: "Lista" }).click();
  const dialog = page.getByRole("dialog", { name: "Uscire senza salvare?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Annulla" }).click();
  await expect(page).toHaveURL(/\/customers\/create$/);
  await expect(page.getByLabel("Cognome")).toHaveValue("Bozza");
});

test("the QR reader opens from the list and closes", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/customers");
  await page.getByRole("button", { name: "Scansiona QR code" }).click();
  const reader = page.getByRole("dialog", { name: "Lettura QR code" });
  await expect(reader).toBeVisible();
  await expect(reader.getByTestId("qr-video")).toBeVisible();
  await reader.getByRole("button", { name: "Chiudi" }).click();
  await expect(reader).toBeHidden();
  await expect(page).toHaveURL(/\/customers$/);
});

// ---- A camera that films a QR code ----
// Chromium's fake camera plays a Y4M video file; these tests print a QR code into that file, so the
// real reader (camera stream, @zxing decoding) reads it as it would read a code held up to a tablet.

const CAMERA_FILE = path.join(os.tmpdir(), `e2e-customers-camera-${process.env.E2E_PORT ?? "3100"}.y4m`);
const WIDTH = 640;
const HEIGHT = 480;

/** Writes a video of a few identical frames showing the QR code of `text`, black on white. */
function filmQrCode(text: string) {
  const modules = qrModules(text);
  const side = modules.length + QR_QUIET_ZONE * 2;
  const scale = Math.floor((HEIGHT * 0.95) / side);
  const left = Math.floor((WIDTH - side * scale) / 2);
  const top = Math.floor((HEIGHT - side * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++) {
        const offset = (top + (y + QR_QUIET_ZONE) * scale + dy) * WIDTH + left + (x + QR_QUIET_ZONE) * scale;
        luma.fill(16, offset, offset + scale);
      }
    }),
  );
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(CAMERA_FILE, Buffer.concat([header, frame, frame, frame, frame]));
}

async function launchWithCamera(browserType: BrowserType, launchOptions: LaunchOptions): Promise<Browser> {
  if (!fs.existsSync(CAMERA_FILE)) filmQrCode("placeholder");
  return browserType.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--use-file-for-fake-video-capture=${CAMERA_FILE}`],
  });
}

async function apiToken(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem("backoffice.auth")!).token as string);
}

test.describe("scanning with the camera", () => {
  let browser: Browser;
  test.beforeAll(async ({ playwright, launchOptions }) => {
    browser = await launchWithCamera(playwright.chromium, launchOptions);
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  async function newPage(baseURL: string | undefined): Promise<Page> {
    const context = await browser.newContext({ baseURL, locale: "it-IT", timezoneId: "Europe/Rome" });
    await context.grantPermissions(["camera"]);
    return context.newPage();
  }

  /** A new customer, and the camera filming its own QR code. */
  async function filmNewCustomer(page: Page, firstName: string) {
    const lastName = unique("Scansione");
    const created = await page.request.post("/api/customers", {
      headers: { authorization: `Bearer ${await apiToken(page)}` },
      data: { lastName, firstName },
    });
    expect(created.ok()).toBe(true);
    const customer = (await created.json()).entity as { id: number; qrCode: string };
    filmQrCode(customer.qrCode);
    return { id: customer.id, lastName };
  }

  test("a customer's own QR code opens that customer from the list", async ({ baseURL }) => {
    const page = await newPage(baseURL);
    await signIn(page, ADMIN);
    const customer = await filmNewCustomer(page, "Quirino");
    await page.goto("/customers");
    await page.getByRole("button", { name: "Scansiona QR code" }).click();
    await expect(page).toHaveURL(new RegExp(`/customers/edit/${customer.id}$`));
    await expect(page.getByLabel("Cognome")).toHaveValue(customer.lastName);
    await expect(page.getByRole("dialog", { name: "Lettura QR code" })).toBeHidden();
  });

  test("a customer's own QR code filters the reservation list by that customer", async ({ baseURL }) => {
    const page = await newPage(baseURL);
    await signIn(page, ADMIN);
    const { lastName } = await filmNewCustomer(page, "Quinto");
    await page.goto("/events/2/reservations");
    await page.getByRole("button", { name: "Scansiona QR code" }).click();
    await expect(page.getByTestId("search-box")).toHaveValue(`${lastName} Quinto`);
    await expect(page.getByRole("dialog", { name: "Lettura QR code" })).toBeHidden();
  });

  test("a customer's own QR code adds that customer to a reservation's guests", async ({ baseURL }) => {
    const page = await newPage(baseURL);
    await signIn(page, ADMIN);
    const { lastName } = await filmNewCustomer(page, "Quarto");
    await page.goto("/events/2/reservations/create");
    await expect(page.getByTestId("guest-row")).toHaveCount(0);
    await page.getByRole("button", { name: "Scansiona QR code" }).click();
    await expect(page.getByTestId("guest-row")).toHaveCount(1);
    await expect(page.getByTestId("guest-row")).toContainText(lastName);
  });

  test("a QR code that is no customer's says so", async ({ baseURL }) => {
    const page = await newPage(baseURL);
    await signIn(page, ADMIN);
    filmQrCode("https://example.com/not-a-customer");
    await page.goto("/customers");
    await page.getByRole("button", { name: "Scansiona QR code" }).click();
    await expectAttention(page, "Nessun cliente corrisponde al QR code letto");
    await expect(page).toHaveURL(/\/customers$/);
  });

  test("GP fills first name, last name and birth date from a health pass", async ({ baseURL }) => {
    const page = await newPage(baseURL);
    await signIn(page, ADMIN);
    filmQrCode(
      buildTestHealthPass({ fn: "D'Amico", fnt: "D<AMICO", gn: "Lucia", gnt: "LUCIA", dob: "1988-10-31" }),
    );
    await page.goto("/customers/create");
    await page.getByLabel("Email").fill("lucia@example.it");
    await page.getByRole("button", { name: "GP" }).click();
    await expect(page.getByRole("textbox", { name: "Nome", exact: true })).toHaveValue("Lucia");
    await expect(page.getByLabel("Cognome")).toHaveValue("D'Amico");
    await expect(dateFieldInput(page, "Data di nascita")).toHaveValue("31/10/1988");
    await expect(page.getByLabel("Email")).toHaveValue("lucia@example.it");
    await expect(page.getByRole("dialog", { name: "Lettura QR code" })).toBeHidden();
    // And the customer can be saved as read.
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
    await expect(page).toHaveURL(/\/customers\/edit\/\d+$/);
  });

  test("GP on a QR code that is not a health pass says Errore nella lettura del QR Code", async ({
    baseURL,
  }) => {
    const page = await newPage(baseURL);
    await signIn(page, ADMIN);
    filmQrCode("HC1:NOT-REALLY-A-CERTIFICATE");
    await page.goto("/customers/create");
    await page.getByLabel("Cognome").fill("Invariato");
    await page.getByRole("button", { name: "GP" }).click();
    await expectAttention(page, "Errore nella lettura del QR Code");
    await expect(page.getByRole("dialog", { name: "Lettura QR code" })).toBeHidden();
    await expect(page.getByLabel("Cognome")).toHaveValue("Invariato");
  });
});

test("GP with a camera that fails says Crash durante la lettura del QR code", async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException("No camera", "NotReadableError"));
  });
  await signIn(page, ADMIN);
  await page.goto("/customers/create");
  await page.getByRole("button", { name: "GP" }).click();
  await expectAttention(page, "Crash durante la lettura del QR code");
  await expect(page.getByRole("dialog", { name: "Lettura QR code" })).toBeHidden();
});
