import { ADMIN, expect, signIn, test } from "./helpers";
import {
  HOTEL,
  OTHER_HOTEL,
  addGuest,
  fillDate,
  pickOption,
  setUpReservationEvent,
} from "./reservation-helpers";

test("a booking is told to its hotel; moving it tells both hotels; a message is copied, sent and found under Inviate", async ({
  page,
  context,
}) => {
  test.slow();
  await signIn(page, ADMIN);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { eventId, guests } = await setUpReservationEvent(page);
  const [anna] = guests;

  // Book a room at the first hotel.
  await page.goto(`/events/${eventId}/reservations/create`);
  await pickOption(page, "Hotel", HOTEL);
  await pickOption(page, "Tipologia camera", /^Doppia/);
  await fillDate(page, "Check in", "10/06/2031");
  await fillDate(page, "Check out", "12/06/2031");
  await expect(page.getByTestId("availability-night")).toHaveCount(2);
  await addGuest(page, anna!.lastName);
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page).toHaveURL(/\/reservations\/edit\/\d+$/);
  const reservationId = Number(page.url().split("/").pop());

  // Da inviare: the hotel with one communication; compose, copy and send it.
  await page.goto(`/events/${eventId}/menu`);
  await page.getByTestId("event-menu-communications").click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/communications$`));
  await expect(page.getByRole("tab", { name: "Da inviare" })).toHaveAttribute("aria-selected", "true");
  const hotels = page.getByTestId("communications-to-send");
  await expect(hotels.getByRole("link")).toHaveCount(1);
  await expect(hotels.getByRole("link")).toContainText(HOTEL);
  await expect(hotels.getByRole("link")).toContainText("1 comunicazione");
  await hotels.getByRole("link").click();
  await expect(page).toHaveURL(/\/communications\/create\/\d+$/);
  await expect(page.getByRole("heading", { name: `Comunicazione a ${HOTEL}` })).toBeVisible();
  const rows = page.getByTestId("communications-pending").getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Nuova");
  await expect(rows.first()).toContainText(`Prenotazione ${reservationId}`);
  const message = page.getByTestId("communications-message");
  await expect(message).toHaveValue(/NUOVE PRENOTAZIONI \(1\)/);
  await expect(message).toHaveValue(
    /check in 10\/06\/2031 \| check out 12\/06\/2031 \| 2 notti \| camera Doppia/,
  );
  // The message follows the selection.
  // The row is the checkbox of its communication.
  await rows.first().getByRole("checkbox", { checked: true }).click();
  await expect(message).toHaveValue("");
  await expect(page.getByTestId("communications-send")).toBeDisabled();
  await page.getByTestId("communications-select-all").click();
  await expect(message).toHaveValue(/NUOVE PRENOTAZIONI \(1\)/);
  const text = await message.inputValue();
  await page.getByTestId("communications-copy").click();
  await expect(page.getByText("Messaggio copiato negli appunti")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  await page.getByTestId("communications-send").click();
  const confirm = page.getByRole("dialog", { name: `Confermi l'invio del messaggio a ${HOTEL}?` });
  await confirm.getByRole("button", { name: "Sì" }).click();

  // Inviate: the message, who sent it, and its text.
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/communications\\?tab=sent$`));
  await expect(page.getByRole("tab", { name: "Inviate" })).toHaveAttribute("aria-selected", "true");
  const sent = page.getByTestId("communications-sent").getByRole("link");
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText(HOTEL);
  await expect(sent).toContainText("Amministratore Sistema");
  await sent.click();
  await expect(page.getByRole("heading", { name: `Comunicazione inviata a ${HOTEL}` })).toBeVisible();
  await expect(page.getByTestId("communications-message")).toHaveValue(text);
  await expect(page.getByTestId("communication-sent-list").getByRole("listitem")).toHaveCount(1);
  await page.getByRole("link", { name: "Comunicazioni" }).click();
  await page.getByRole("tab", { name: "Da inviare" }).click();
  await expect(page.getByText("Nessuna comunicazione da inviare")).toBeVisible();

  // Move the reservation to the other hotel: the first hotel is to be told Annullata, the other Nuova.
  await page.goto(`/events/${eventId}/reservations/edit/${reservationId}`);
  await pickOption(page, "Hotel", OTHER_HOTEL);
  await expect(page.getByTestId("availability-night")).toHaveCount(2);
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
  await page.goto(`/events/${eventId}/communications`);
  await expect(hotels.getByRole("link")).toHaveCount(2);
  for (const [hotel, kind] of [
    [HOTEL, "Annullata"],
    [OTHER_HOTEL, "Nuova"],
  ] as const) {
    await page.goto(`/events/${eventId}/communications`);
    await hotels.getByRole("link").filter({ hasText: hotel }).click();
    await expect(page.getByRole("heading", { name: `Comunicazione a ${hotel}` })).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(kind);
    await expect(message).toHaveValue(kind === "Nuova" ? /NUOVE PRENOTAZIONI/ : /PRENOTAZIONI ANNULLATE/);
  }
});
