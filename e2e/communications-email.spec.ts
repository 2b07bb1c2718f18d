import { spawn, type ChildProcess } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { ADMIN, expect, signIn, smallTapTargets, test } from "./helpers";
import { reservationAtHotel } from "./communication-helpers";
import { HOTEL } from "./reservation-helpers";

/**
 * A hotel message sent by e-mail, end to end: a second app server started with SMTP_URL pointing
 * at a real SMTP server on a loopback port (smtp-server), which receives the mail; the test reads
 * it (mailparser), follows its link as the hotel, confirms, and sees the state on the staff screens.
 */

test.describe.configure({ mode: "serial" });

const PORT = Number(process.env.E2E_PORT ?? 3100) + 11;
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 54339) + 11;
const BASE = `http://localhost:${PORT}`;
const HOTEL_ADDRESS = "booking@lagunapalace.example.it";

const received: ParsedMail[] = [];
let smtp: SMTPServer;
let app: ChildProcess | undefined;

async function waitForServer(url: string, withinMs: number) {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${withinMs} ms`);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  app = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    env: {
      ...process.env,
      E2E_PORT: String(PORT),
      E2E_PG_PORT: String(PG_PORT),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "prenotazioni@festival.example.it",
      APP_PUBLIC_URL: BASE,
    },
    stdio: "ignore",
  });
  await waitForServer(`${BASE}/api/ping`, 150_000);
});

test.afterAll(async () => {
  if (app && app.exitCode === null) {
    const exited = new Promise((resolve) => app!.once("exit", resolve));
    app.kill("SIGTERM");
    await exited;
  }
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE, locale: "it-IT", timezoneId: "Europe/Rome" });
  const page = await context.newPage();
  await signIn(page, ADMIN);
  return page;
}

test("a message sent by e-mail arrives once, its link confirms it, and the staff screens show it confirmed", async ({
  browser,
}) => {
  test.slow();
  const page = await staffPage(browser);
  const { eventId, locationId, reservationId } = await reservationAtHotel(page);

  await page.goto(`/events/${eventId}/communications/create/${locationId}`);
  await expect(page.getByTestId("communications-message")).toHaveValue(/\/conferma\//);
  await page.getByTestId("communications-send-email").click();
  await page
    .getByRole("dialog", { name: new RegExp(`per e-mail a ${HOTEL_ADDRESS.replace(".", "\\.")}`) })
    .getByRole("button", { name: "Sì" })
    .click();

  // The server's worker sends it: exactly one mail reaches the hotel's address.
  await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
  const mail = received[0]!;
  expect(mail.to && "text" in mail.to ? mail.to.text : "").toContain(HOTEL_ADDRESS);
  expect(mail.messageId).toMatch(/^<comunicazione-\d+\.\d+\.\d+@festival\.example\.it>$/);
  expect(mail.text).toContain("NUOVE PRENOTAZIONI (1)");
  const link = /https?:\/\/\S+\/conferma\/[A-Za-z0-9_.-]+/.exec(mail.text ?? "")?.[0];
  expect(link?.startsWith(`${BASE}/conferma/`)).toBe(true);

  // Delivered: under "Inviate", waiting for the hotel.
  await page.goto(`/events/${eventId}/communications?tab=sent`);
  const sent = page.getByTestId("communications-sent");
  await expect(sent).toContainText(HOTEL);
  await expect(sent).toContainText("In attesa");

  // The hotel, with no account, on a phone.
  const hotel = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "it-IT" });
  const hotelPage = await hotel.newPage();
  const opened = await hotelPage.goto(link!);
  expect(opened!.headers()["x-robots-tag"]).toContain("noindex");
  await expect(hotelPage.getByText(HOTEL).first()).toBeVisible();
  // A phone: no horizontal scroll, taps of 44 px, no axe violation; the app's frame is not there.
  expect(await hotelPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await smallTapTargets(hotelPage)).toEqual([]);
  const axe = await new AxeBuilder({ page: hotelPage }).options({ resultTypes: ["violations"] }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await expect(hotelPage.getByRole("link", { name: /Esci|Home/ })).toHaveCount(0);
  await hotelPage.screenshot({ path: test.info().outputPath("public-page-390x844.png"), fullPage: true });
  await hotelPage.getByRole("button", { name: "Confermo" }).click();
  await expect(hotelPage.getByText(/conferma registrata/i)).toBeVisible();
  await hotel.close();

  await page.reload();
  await expect(page.getByTestId("communications-sent")).toContainText("Confermato");
  await page.goto(`/events/${eventId}/reservations/edit/${reservationId}`);
  await expect(page.getByText("Confermata").first()).toBeVisible();
  // Still one mail: nothing was sent twice.
  expect(received).toHaveLength(1);
  await page.context().close();
});
