import type { Page } from "@playwright/test";
import { ADMIN, expect, expectAttention, signIn, test } from "./helpers";
import { HOTEL, addGuest, callApi, fillDate, pickOption, setUpReservationEvent } from "./reservation-helpers";

/** One booking at HOTEL, so that the hotel has one communication to send; the editor opened. */
async function openHotelCommunication(page: Page) {
  const { eventId, guests } = await setUpReservationEvent(page);
  await page.goto(`/events/${eventId}/reservations/create`);
  await pickOption(page, "Hotel", HOTEL);
  await pickOption(page, "Tipologia camera", /^Doppia/);
  await fillDate(page, "Check in", "10/06/2031");
  await fillDate(page, "Check out", "12/06/2031");
  await expect(page.getByTestId("availability-night")).toHaveCount(2);
  await addGuest(page, guests[0]!.lastName);
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page).toHaveURL(/\/reservations\/edit\/\d+$/);

  await page.goto(`/events/${eventId}/communications`);
  await page.getByTestId("communications-to-send").getByRole("link").filter({ hasText: HOTEL }).click();
  await expect(page).toHaveURL(/\/communications\/create\/\d+$/);
  await expect(page.getByRole("heading", { name: `Comunicazione a ${HOTEL}` })).toBeVisible();
  const message = page.getByTestId("communications-message");
  await expect(message).toHaveValue(/NUOVE PRENOTAZIONI \(1\)/);
  const locationId = Number(page.url().split("/").pop());
  return { eventId, locationId, message, text: await message.inputValue() };
}

const sendQuestion = `Confermi l'invio del messaggio a ${HOTEL}? Il testo sarà copiato negli appunti: incollalo nella mail all'hotel.`;

test("Invia without Copia puts the message on the clipboard, says so and records the send", async ({
  page,
  context,
}) => {
  test.slow();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page, ADMIN);
  const { eventId, text } = await openHotelCommunication(page);

  await page.getByTestId("communications-send").click();
  await page.getByRole("dialog", { name: sendQuestion }).getByRole("button", { name: "Sì" }).click();

  await expect(page.getByTestId("notice")).toContainText("Messaggio copiato: incollalo nella mail all'hotel");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/communications\\?tab=sent$`));
  const sent = page.getByTestId("communications-sent").getByRole("link");
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText(HOTEL);
  await page.getByRole("tab", { name: "Da inviare" }).click();
  await expect(page.getByText("Nessuna comunicazione da inviare")).toBeVisible();
});

test("when the clipboard refuses the message nothing is recorded; the clerk copies it by hand, then confirms", async ({
  page,
}) => {
  test.slow();
  // Both ways the page can copy fail: the Clipboard API and the legacy copy command.
  await page.addInitScript(() => {
    if (navigator.clipboard) {
      Object.defineProperty(navigator.clipboard, "writeText", {
        configurable: true,
        value: () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")),
      });
    }
    Object.defineProperty(document, "execCommand", { configurable: true, value: () => false });
  });
  await signIn(page, ADMIN);
  const { eventId, locationId, message, text } = await openHotelCommunication(page);

  await page.getByTestId("communications-send").click();
  await page.getByRole("dialog", { name: sendQuestion }).getByRole("button", { name: "Sì" }).click();
  await expectAttention(
    page,
    "Impossibile copiare il messaggio negli appunti: l'invio non è stato registrato",
  );

  // Not recorded: still on the editor, the communication still to send, nothing under Inviate.
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/communications/create/${locationId}$`));
  await expect(page.getByTestId("communications-pending").getByRole("listitem")).toHaveCount(1);
  expect(
    await callApi<unknown[]>(page, "GET", `/communications/tosendforlocation/${eventId}/${locationId}`),
  ).toHaveLength(1);
  expect(await callApi<unknown[]>(page, "GET", `/communications/listsents/${eventId}`)).toEqual([]);

  // The text stays selectable for a copy by hand.
  await message.selectText();
  expect(
    await message.evaluate((area: HTMLTextAreaElement) =>
      area.value.slice(area.selectionStart, area.selectionEnd),
    ),
  ).toBe(text);

  // "Invia" asks whether it was copied by hand, and records the send on "Sì".
  await page.getByTestId("communications-send").click();
  await page
    .getByRole("dialog", { name: `Hai copiato a mano il messaggio per ${HOTEL}?` })
    .getByRole("button", { name: "Sì" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/communications\\?tab=sent$`));
  await expect(page.getByTestId("communications-sent").getByRole("link")).toHaveCount(1);

  // A fresh visit lists it under Inviate, not under Da inviare.
  await page.goto(`/events/${eventId}/communications`);
  await expect(page.getByText("Nessuna comunicazione da inviare")).toBeVisible();
});
