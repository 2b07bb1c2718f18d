import { expect, test } from "@playwright/test";
import { ADMIN, signIn, unique } from "./helpers";
import {
  HOTEL,
  addGuest,
  fillDate,
  nightsFree,
  pickOption,
  setUpReservationEvent,
} from "./reservation-helpers";

test("quote, create with guests and a payment, confirmations, date change, payment and reservation deletion", async ({
  page,
}) => {
  test.slow();
  await signIn(page, ADMIN);
  const { eventId, guests } = await setUpReservationEvent(page);
  const [anna, bruno] = [guests[0]!, guests[1]!];

  // Quote: the event menu leads to "Cerca disponibilità"; a card per hotel with its free rooms.
  await page.goto(`/events/${eventId}/menu`);
  await page.getByTestId("event-menu-quote").click();
  await expect(page.getByRole("heading", { name: "Cerca disponibilità" })).toBeVisible();
  await fillDate(page, "Check in", "10/06/2031");
  await fillDate(page, "Check out", "13/06/2031");
  await pickOption(page, "Tipologia camera", /^Doppia/);
  const card = page.getByTestId("quote-card").filter({ hasText: HOTEL });
  await expect(page.getByTestId("quote-card")).toHaveCount(2);
  await expect(card.getByTestId("quote-free")).toHaveAttribute("data-free", "2");
  // 3 nights x 100 + 2.50 tax x 3 nights x 2 guests
  await expect(card.getByTestId("quote-total")).toContainText("315,00");
  await card.getByTestId("quote-create").click();

  // The editor opens prefilled from the quote.
  await expect(page.getByRole("heading", { name: "Crea Prenotazione" })).toBeVisible();
  await expect(page).toHaveURL(/\/reservations\/createfromquote\/\d+-\d+-20310610-20310613$/);
  await expect(page.getByRole("button", { name: "Singola" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel("Numero prenotazioni")).toBeDisabled();
  await expect(page.getByTestId("availability-night")).toHaveCount(3);
  expect(await nightsFree(page)).toEqual(["2", "2", "2"]);
  await expect(page.getByTestId("total-no-tax")).toHaveAttribute("data-value", "300.00");
  await expect(page.getByTestId("total-tax")).toHaveAttribute("data-value", "15.00");
  await addGuest(page, anna.lastName);
  await addGuest(page, bruno.lastName);

  // A payment: the three checks show in the dialog, then it is added.
  await page.getByRole("button", { name: "Aggiungi pagamento" }).click();
  const paymentDialog = page.getByRole("dialog", { name: "Nuovo pagamento" });
  await paymentDialog.getByRole("button", { name: "Conferma" }).click();
  await expect(paymentDialog.getByTestId("payment-problems")).toContainText(
    "Inserire il metodo di pagamento",
  );
  await expect(paymentDialog.getByTestId("payment-problems")).toContainText("Inserire un importo valido");
  await pickOption(page, "Metodo", "Contanti");
  await paymentDialog.getByLabel("Importo").fill("100");
  await paymentDialog.getByRole("button", { name: "Conferma" }).click();
  await expect(paymentDialog).toBeHidden();
  await expect(page.getByTestId("payment-row")).toHaveCount(1);
  await expect(page.getByTestId("to-pay")).toHaveAttribute("data-value", "215.00");

  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page).toHaveURL(/\/reservations\/edit\/\d+$/);
  await expect(page.getByRole("heading", { name: "Modifica Prenotazione" })).toBeVisible();
  const firstId = Number(/edit\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByTestId("guest-row")).toHaveCount(2);
  await expect(page.getByTestId("payment-row")).toHaveCount(1);
  await expect(page.getByTestId("to-pay")).toHaveAttribute("data-value", "215.00");
  // The creation mode is offered only when creating.
  await expect(page.getByRole("button", { name: "Singola" })).toHaveCount(0);

  // The hotel card counts the booked room: the lowest free count drops from 2 to 1.
  await page.goto(`/events/${eventId}/hotels`);
  const laguna = page.getByTestId("hotel-card").filter({ hasText: HOTEL });
  await expect(laguna.getByTestId("room-free")).toContainText("1");

  // A second reservation with three guests (room for two), one already booked on those nights.
  await page.goto(`/events/${eventId}/reservations`);
  await expect(page.getByTestId("list-row")).toHaveCount(1);
  await page.getByRole("link", { name: "Crea", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Crea Prenotazione" })).toBeVisible();
  await pickOption(page, "Hotel", HOTEL);
  await pickOption(page, "Tipologia camera", /^Doppia/);
  await fillDate(page, "Check in", "11/06/2031");
  await fillDate(page, "Check out", "14/06/2031");
  await expect(page.getByTestId("availability-night")).toHaveCount(3);
  expect(await nightsFree(page)).toEqual(["1", "1", "2"]);
  await addGuest(page, anna.lastName);
  await addGuest(page, bruno.lastName);
  // A new customer typed without leaving the page.
  const newLastName = unique("Nuovo");
  await page.getByRole("button", { name: "Nuovo cliente" }).click();
  const customerDialog = page.getByRole("dialog", { name: "Nuovo cliente" });
  await customerDialog.getByLabel("Cognome").fill(newLastName);
  await customerDialog.getByRole("textbox", { name: /^Nome/ }).fill("Carla");
  await customerDialog.getByRole("button", { name: "Crea e aggiungi" }).click();
  await expect(customerDialog).toBeHidden();
  await expect(page.getByTestId("guest-row")).toHaveCount(3);

  await page.getByRole("button", { name: "Salva" }).click();
  const capacity = page.getByRole("dialog", { name: /Il numero di ospiti eccede la capacità della camera/ });
  await expect(capacity).toBeVisible();
  await capacity.getByRole("button", { name: "Sì" }).click();
  const already = page.getByRole("dialog", { name: /Almeno uno degli ospiti selezionati/ });
  await expect(already).toBeVisible();
  await expect(already).toContainText(anna.lastName);
  await already.getByRole("button", { name: "Sì" }).click();
  await expect(page).toHaveURL(/\/reservations\/edit\/\d+$/);
  await expect(page.getByTestId("guest-row")).toHaveCount(3);

  // Changing the dates checks availability again: one night, the first reservation still counted.
  await fillDate(page, "Check out", "12/06/2031");
  await expect(page.getByTestId("availability-night")).toHaveCount(1);
  expect(await nightsFree(page)).toEqual(["1"]);
  await fillDate(page, "Check in", "10/06/2031");
  await expect(page.getByTestId("availability-night")).toHaveCount(2);
  expect(await nightsFree(page)).toEqual(["1", "1"]);
  // Unsaved edits: leaving asks first.
  await page.getByRole("button", { name: "Prenotazioni" }).click();
  const unsaved = page.getByRole("dialog", { name: "Uscire senza salvare?" });
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole("button", { name: "Annulla" }).click();
  await expect(unsaved).toBeHidden();
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByRole("dialog", { name: /Il numero di ospiti eccede/ })).toBeVisible();
  await page.getByRole("button", { name: "Sì" }).click();
  await expect(page.getByRole("dialog", { name: /Almeno uno degli ospiti/ })).toBeVisible();
  await page.getByRole("button", { name: "Sì" }).click();
  await expect(page.getByTestId("total-no-tax")).toHaveAttribute("data-value", "200.00");

  // The first reservation: delete its payment, save, then delete the reservation.
  await page.goto(`/events/${eventId}/reservations/edit/${firstId}`);
  await expect(page.getByTestId("payment-row")).toHaveCount(1);
  await page.getByRole("button", { name: "Elimina pagamento" }).click();
  await page
    .getByRole("dialog", { name: "Eliminare Pagamento?" })
    .getByRole("button", { name: "Sì" })
    .click();
  await expect(page.getByTestId("payment-row")).toHaveCount(0);
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByTestId("to-pay")).toHaveAttribute("data-value", "315.00");
  await page.reload();
  await expect(page.getByTestId("payment-row")).toHaveCount(0);
  await page.getByRole("button", { name: "Elimina", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Eliminare Prenotazione?" })
    .getByRole("button", { name: "Sì" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/reservations$`));
  await expect(page.getByTestId("list-row")).toHaveCount(1);
  await expect(page.locator(`[data-testid="list-row"][data-row-key="${firstId}"]`)).toHaveCount(0);
});

test("Multipla creates several reservations; total pay and discount are linked both ways", async ({
  page,
}) => {
  test.slow();
  await signIn(page, ADMIN);
  const { eventId } = await setUpReservationEvent(page);
  await page.goto(`/events/${eventId}/reservations/create`);
  await expect(page.getByLabel("Numero prenotazioni")).toBeDisabled();
  await page.getByRole("button", { name: "Multipla" }).click();
  await page.getByLabel("Numero prenotazioni").fill("2");
  await pickOption(page, "Hotel", HOTEL);
  await pickOption(page, "Tipologia camera", /^Doppia/);
  await fillDate(page, "Check in", "10/06/2031");
  await fillDate(page, "Check out", "12/06/2031");
  // Two rooms of the two free: no overbooking; three would be.
  await expect(page.getByTestId("availability-night")).toHaveCount(2);
  await expect(page.getByTestId("overbooking-warning")).toHaveCount(0);
  await page.getByLabel("Numero prenotazioni").fill("3");
  await expect(page.getByTestId("overbooking-warning")).toBeVisible();
  await page.getByLabel("Numero prenotazioni").fill("2");
  await expect(page.getByTestId("overbooking-warning")).toHaveCount(0);
  // 2 nights x 100 + 2.50 x 2 nights x 2 guests = 210; typing 200 gives a discount of 10.
  await expect(page.getByLabel("Totale da pagare")).toHaveValue("210,00");
  await page.getByLabel("Totale da pagare").fill("200");
  await expect(page.getByLabel("Sconto")).toHaveValue("10,00");
  await page.getByLabel("Sconto").fill("-5");
  await expect(page.getByLabel("Totale da pagare")).toHaveValue("215,00");
  // Guest: Settled and nothing to pay.
  await pickOption(page, "Tipo", "Ospite");
  await expect(page.getByRole("combobox", { name: "Stato" })).toHaveText("Saldata");
  await expect(page.getByLabel("Totale da pagare")).toHaveValue("0,00");
  await pickOption(page, "Tipo", "Standard");
  await page.getByLabel("Sconto").fill("10");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page).toHaveURL(/\/reservations\/edit\/\d+$/);
  await expect(page.getByTestId("to-pay")).toHaveAttribute("data-value", "200.00");

  await page.goto(`/events/${eventId}/reservations`);
  await expect(page.getByTestId("list-row")).toHaveCount(2);
  await expect(page.getByTestId("list-row").filter({ hasText: "200,00" })).toHaveCount(2);
});
