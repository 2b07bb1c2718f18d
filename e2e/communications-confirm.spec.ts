import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { ADMIN, expect, motionSettled, signIn, smallTapTargets, test, unique } from "./helpers";
import { reservationAtHotel } from "./communication-helpers";
import { HOTEL, callApi } from "./reservation-helpers";

/**
 * The hotels confirm their messages, as the staff sees it. This server has no mail server: "Invia"
 * is the clipboard flow, and every recorded message carries its confirmation link.
 */

const LINK = /https?:\/\/\S+\/conferma\/[A-Za-z0-9_.-]+/;
const TABLET = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
];

type SentRecord = { id: number; text: string; channel: string; confirmation: { state: string } };

/** Sends HOTEL's communications by the clipboard flow; the text the clerk copied. */
async function sendByClipboard(page: Page, eventId: number, locationId: number): Promise<string> {
  await page.goto(`/events/${eventId}/communications/create/${locationId}`);
  const message = page.getByTestId("communications-message");
  await expect(message).toHaveValue(LINK);
  // Without a mail server the screen is the clipboard flow's, as before e-mail existed.
  await expect(page.getByTestId("communications-send-email")).toHaveCount(0);
  await expect(page.getByTestId("communications-send")).toHaveText("Invia");
  await page.getByTestId("communications-send").click();
  await page
    .getByRole("dialog", { name: new RegExp(`^Confermi l'invio del messaggio a ${HOTEL}\\?`) })
    .getByRole("button", { name: "Sì" })
    .click();
  await expect(page.getByTestId("notice")).toContainText("Messaggio copiato: incollalo nella mail all'hotel");
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/communications\\?tab=sent$`));
  return page.evaluate(() => navigator.clipboard.readText());
}

/** On a portrait and a landscape tablet: no horizontal scroll, taps of 44 px, no axe violation. */
async function checkOnTablets(page: Page, testInfo: TestInfo, name: string) {
  for (const viewport of TABLET) {
    await page.setViewportSize(viewport);
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    await motionSettled(page);
    const where = `${name} ${viewport.width}x${viewport.height}`;
    expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(
      viewport.width,
    );
    expect(await smallTapTargets(page), where).toEqual([]);
    const axe = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(" | ")}`),
      where,
    ).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath(`${name}-${viewport.width}x${viewport.height}.png`),
      fullPage: true,
    });
  }
}

test("a message copied and recorded carries its confirmation link and waits for the hotel's answer", async ({
  page,
  context,
}, testInfo) => {
  test.slow();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page, ADMIN);
  const { eventId, locationId } = await reservationAtHotel(page);

  const copied = await sendByClipboard(page, eventId, locationId);
  expect(copied).toMatch(LINK);
  // The record holds the text the clerk pasted, link included.
  const [record] = await callApi<SentRecord[]>(page, "GET", `/communications/listsents/${eventId}`);
  expect(record!.text).toBe(copied);
  expect(record!.channel).toBe("clipboard");
  expect(record!.confirmation.state).toBe("waiting");

  // "Inviate": waiting since the send, copied (not e-mailed).
  const row = page.getByTestId(`communications-sent-${record!.id}`);
  await expect(row).toContainText(HOTEL);
  await expect(row.getByTestId("communication-confirmation")).toHaveText(
    /^In attesa dal \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
  );
  await expect(row.getByTestId("communication-sent-facts")).toContainText("Copiato");
  await checkOnTablets(page, testInfo, "sent-list");

  // The sent message's own page says the same.
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/communications/edit/${record!.id}$`));
  await expect(page.getByTestId("communication-confirmation")).toHaveText(/^In attesa dal /);
  await expect(page.getByTestId("communication-sent-facts")).toContainText("Copiato");
  await checkOnTablets(page, testInfo, "sent-view");

  // "Da inviare": nothing left for the hotel, no e-mail in the queue.
  await page.goto(`/events/${eventId}/communications`);
  await expect(page.getByText("Nessuna comunicazione da inviare")).toBeVisible();
  await expect(page.getByTestId("communications-outgoing")).toHaveCount(0);
  await expect(page.getByTestId("communications-remind")).toHaveCount(0);
  await checkOnTablets(page, testInfo, "to-send");
});

test("the hotel opens the link of its message and answers; the staff screens show the answer", async ({
  page,
  context,
}, testInfo) => {
  test.slow();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page, ADMIN);
  const { eventId, locationId, reservationId } = await reservationAtHotel(page);

  // Before the send the reservation is still to be told to the hotel.
  await page.goto(`/events/${eventId}/reservations`);
  const listRow = page.getByTestId("list-row").filter({ hasText: `#${reservationId}` });
  await expect(listRow.getByTestId("hotel-confirmation")).toHaveText("Conferma dell'hotel: Da comunicare");

  const link = (await sendByClipboard(page, eventId, locationId)).match(LINK)![0];

  // The public page, opened as the hotel does: no sign-in.
  const hotel = await context.browser()!.newContext({ locale: "it-IT", timezoneId: "Europe/Rome" });
  const hotelPage = await hotel.newPage();
  const response = await hotelPage.goto(link);
  expect(response!.status()).toBe(200);
  await expect(hotelPage.getByText("10/06/2031").first()).toBeVisible();
  const token = new URL(link).pathname.split("/").pop()!;
  const answer = await hotelPage.evaluate(async (token) => {
    const reply = await fetch(`/api/confirmations/${token}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ answer: "problem", note: "Camera doppia non disponibile" }),
    });
    return reply.status;
  }, token);
  expect(answer).toBe(200);
  await hotel.close();

  // The staff sees the answer on the sent message, in the reservation list and in the reservation.
  await page.goto(`/events/${eventId}/communications?tab=sent`);
  await expect(page.getByTestId("communication-confirmation")).toHaveText(
    "Problema: Camera doppia non disponibile",
  );
  await page.goto(`/events/${eventId}/reservations`);
  await expect(listRow.getByTestId("hotel-confirmation")).toHaveText("Conferma dell'hotel: Problema");
  await checkOnTablets(page, testInfo, "reservation-list");
  await page.goto(`/events/${eventId}/reservations/edit/${reservationId}`);
  await expect(page.getByTestId("hotel-confirmation")).toHaveText("Conferma dell'hotel: Problema");
  await checkOnTablets(page, testInfo, "reservation-editor");
});

test("the hotel's booking e-mail is checked, saved and read back", async ({ page }, testInfo) => {
  await signIn(page, ADMIN);
  const name = unique("Hotel Prenotazioni ");
  const hotel = await callApi<{ id: number }>(page, "POST", "/locations", { name });
  await page.goto(`/locations/edit/${hotel.id}`);
  // The hotel loaded into the form (typing before would be replaced by it).
  await expect(page.getByRole("textbox", { name: /^Nome/ })).toHaveValue(name);
  const field = page.getByLabel("E-mail prenotazioni");
  await expect(field).toBeVisible();
  await expect(field).toHaveAccessibleDescription("Se indicata, le comunicazioni vanno a questo indirizzo");

  await field.fill("prenotazioni@");
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  const attention = page.getByRole("dialog", { name: "Attenzione" });
  await expect(attention).toContainText("Indirizzo email non valido");
  await attention.getByRole("button", { name: "Ok" }).click();

  await field.fill("  prenotazioni@bellavista.example.it ");
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("E-mail prenotazioni")).toHaveValue("prenotazioni@bellavista.example.it");
  expect(
    (await callApi<{ bookingEmail: string | null }>(page, "GET", `/locations/${hotel.id}`)).bookingEmail,
  ).toBe("prenotazioni@bellavista.example.it");
  await checkOnTablets(page, testInfo, "location-editor");

  // Emptied, it is no address at all.
  await page.getByLabel("E-mail prenotazioni").fill("");
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
  expect(
    (await callApi<{ bookingEmail: string | null }>(page, "GET", `/locations/${hotel.id}`)).bookingEmail,
  ).toBeNull();
});
