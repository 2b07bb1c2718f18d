import type { Page } from "@playwright/test";
import { ADMIN, expectAttention, signIn, unique, expect, fillDate, test } from "./helpers";

const HOTEL = "Hotel Laguna Palace";

/** Creates an event through the API with the signed-in user's token; returns its id. */
async function createEvent(page: Page, name: string): Promise<number> {
  return page.evaluate(async (eventName) => {
    const auth = JSON.parse(
      localStorage.getItem("backoffice.auth") ?? sessionStorage.getItem("backoffice.auth") ?? "{}",
    ) as { token: string };
    const response = await fetch("/api/events", {
      method: "POST",
      headers: { authorization: `Bearer ${auth.token}`, "content-type": "application/json" },
      body: JSON.stringify({ type: "VPC", name: eventName, dateFrom: "2031-05-10", dateTo: "2031-05-13" }),
    });
    return ((await response.json()) as { entity: { id: number } }).entity.id;
  }, name);
}

async function pickHotel(page: Page, name: string) {
  await page.getByTestId("hotel-field").click();
  const picker = page.getByRole("dialog", { name: "Seleziona hotel" });
  await picker.getByTestId("search-box").fill(name);
  await picker.getByTestId("list-row").filter({ hasText: name }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId("hotel-field")).toHaveValue(name);
}

test("configure a hotel with two room types and a per-night override, edit it, refuse an overlap, and a closed event", async ({
  page,
}) => {
  // A long walk through many screens (each compiled on first visit under `next dev`).
  test.slow();
  await signIn(page, ADMIN);
  const eventName = unique("Venezia Spring ");
  const eventId = await createEvent(page, eventName);

  await page.goto(`/events/${eventId}/menu`);
  await page.getByTestId("event-menu-hotels").click();
  await expect(page.getByRole("heading", { name: `Hotels - VPC ${eventName}` })).toBeVisible();
  await expect(page.getByText("Nessun hotel configurato per questo evento")).toBeVisible();
  await page.getByRole("link", { name: "Crea" }).click();
  await expect(page.getByRole("heading", { name: "Crea configurazione hotel" })).toBeVisible();

  await fillDate(page, "Check in", "2031-05-10");
  await fillDate(page, "Check out", "2031-05-13");
  // The hotel modal: choosing the chosen hotel again deselects it; the field can be cleared.
  await pickHotel(page, HOTEL);
  await page.getByTestId("hotel-field").click();
  await page
    .getByRole("dialog", { name: "Seleziona hotel" })
    .getByTestId("list-row")
    .filter({ hasText: HOTEL })
    .click();
  await expect(page.getByTestId("hotel-field")).toHaveValue("");
  await pickHotel(page, HOTEL);
  await page.getByRole("button", { name: "Togli hotel" }).click();
  await expect(page.getByTestId("hotel-field")).toHaveValue("");
  await page.getByRole("button", { name: "Salva" }).click();
  await expectAttention(page, "Selezionare un hotel");
  await pickHotel(page, HOTEL);
  await page.getByLabel("Tassa di soggiorno").fill("3.5");

  const double = page.getByTestId("room-Doppia");
  await double.getByRole("checkbox").check();
  await double.getByLabel("Prezzo di vendita").fill("120");
  await double.getByLabel("Costo", { exact: true }).fill("80");
  await double.getByLabel("Costo invenduto").fill("40");
  await double.getByLabel("Costo staff").fill("60");
  await double.getByLabel("Disponibilità", { exact: true }).fill("10");
  await double.getByRole("button", { name: "Disponibilità per notte" }).click();
  const nights = page.getByRole("dialog", { name: "Disponibilità per notte - Doppia" });
  await expect(nights.getByTestId("nights-table").getByRole("row")).toHaveCount(4); // header + 3 nights
  await expect(nights.getByTestId("night-input-2031-05-13")).toHaveCount(0); // check-out is not a night
  await nights.getByTestId("night-input-2031-05-11").fill("4");
  await expect(nights.getByTestId("night-2031-05-11")).toContainText("modificata");
  await nights.getByRole("button", { name: "Applica" }).click();
  await expect(double).toContainText("11/05/2031: 4");

  const single = page.getByTestId("room-Singola");
  await single.getByRole("checkbox").check();
  await single.getByLabel("Prezzo di vendita").fill("90");
  await single.getByLabel("Disponibilità", { exact: true }).fill("3");

  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/hotels/edit/\\d+$`));
  const editUrl = page.url();

  // The card of the hotel with the period and its room types.
  await page.getByRole("button", { name: "Hotels evento" }).click();
  const card = page.getByTestId("hotel-card").filter({ hasText: HOTEL });
  await expect(card).toHaveCount(1);
  const periodCard = card.getByTestId("period-card");
  await expect(periodCard).toContainText("Dal 10/05/2031 al 13/05/2031");
  await expect(periodCard).toContainText("3 notti");
  await expect(periodCard).toContainText("Tassa di soggiorno: 3,50");
  const doubleRow = periodCard.getByTestId("room-row").filter({ hasText: "Doppia" });
  await expect(doubleRow).toContainText("120,00");
  await expect(doubleRow).toContainText("80,00");
  await expect(doubleRow.getByTestId("night-overrides")).toHaveText("11/05/2031: 4");
  const singleRow = periodCard.getByTestId("room-row").filter({ hasText: "Singola" });
  await expect(singleRow).toContainText("90,00");
  await expect(singleRow).toContainText("Poche camere libere");

  // Edit: the Singola price.
  await periodCard.getByRole("link", { name: "Modifica" }).click();
  await expect(page.getByRole("heading", { name: "Modifica configurazione hotel" })).toBeVisible();
  await expect(page.getByTestId("hotel-field")).toHaveValue(HOTEL);
  await expect(page.getByTestId("room-Doppia")).toContainText("11/05/2031: 4");
  await page.getByTestId("room-Singola").getByLabel("Prezzo di vendita").fill("95");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
  await page.getByRole("button", { name: "Hotels evento" }).click();
  await expect(page.getByTestId("room-row").filter({ hasText: "Singola" })).toContainText("95,00");

  // An overlapping period of the same hotel and room type is refused, naming both.
  await page.getByRole("link", { name: "Crea" }).click();
  await fillDate(page, "Check in", "2031-05-12");
  await fillDate(page, "Check out", "2031-05-15");
  await pickHotel(page, HOTEL);
  await page.getByTestId("room-Doppia").getByRole("checkbox").check();
  await page.getByTestId("room-Doppia").getByLabel("Disponibilità", { exact: true }).fill("5");
  await page.getByRole("button", { name: "Salva" }).click();
  await expectAttention(
    page,
    "Il periodo si sovrappone a un'altra configurazione dello stesso hotel per la camera Doppia (dal 10/05/2031 al 13/05/2031)",
  );
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/hotels/create$`));
  await page.getByRole("button", { name: "Hotels evento" }).click();
  await page
    .getByRole("dialog", { name: "Uscire senza salvare?" })
    .getByRole("button", { name: "Continua" })
    .click();
  await expect(page.getByTestId("period-card")).toHaveCount(1);

  // Close the event while the period is open in another tab: that tab's save is refused.
  await page.goto(editUrl);
  await expect(page.getByTestId("hotel-field")).toHaveValue(HOTEL);
  const other = await page.context().newPage();
  await other.goto(`/events/edit/${eventId}`);
  await other.getByRole("button", { name: "Chiudi" }).click();
  await other
    .getByRole("dialog", { name: /^Chiudere l'evento\?/ })
    .getByRole("button", { name: "Sì" })
    .click();
  await expect(other.getByTestId("event-closed")).toBeVisible();
  await expect(other.getByRole("button", { name: "Riapri" })).toBeVisible();

  await page.getByLabel("Tassa di soggiorno").fill("4");
  await page.getByRole("button", { name: "Salva" }).click();
  await expectAttention(page, "L'evento è chiuso: riaprirlo per apportare modifiche");
  await page.reload();
  await expect(page.getByTestId("event-closed")).toContainText("L'evento è chiuso");
  await expect(page.getByRole("button", { name: "Salva" })).toHaveCount(0);
  await expect(page.getByLabel("Tassa di soggiorno")).toBeDisabled();
  // The refused edit survived the reload as a draft; leaving with Continua drops it.
  await expect(page.getByTestId("draft-restored")).toBeVisible();
  await expect(page.getByLabel("Tassa di soggiorno")).toHaveValue(/^4/);
  await page.getByRole("button", { name: "Hotels evento" }).click();
  await page
    .getByRole("dialog", { name: "Uscire senza salvare?" })
    .getByRole("button", { name: "Continua" })
    .click();
  await expect(page.getByTestId("event-closed")).toBeVisible();
  await expect(page.getByRole("link", { name: "Crea" })).toHaveCount(0);
  await expect(page.getByText("Tassa di soggiorno: 3,50")).toBeVisible();

  // Reopened: changes are accepted again.
  await other.getByRole("button", { name: "Riapri" }).click();
  await other.getByRole("dialog", { name: "Riaprire l'evento?" }).getByRole("button", { name: "Sì" }).click();
  await expect(other.getByTestId("event-closed")).toHaveCount(0);
  await other.close();
  await page.goto(editUrl);
  await page.getByLabel("Tassa di soggiorno").fill("4");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
  await page.getByRole("button", { name: "Hotels evento" }).click();
  await expect(page.getByText("Tassa di soggiorno: 4,00")).toBeVisible();

  await page.getByRole("link", { name: "Stato prenotazioni" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/hotels/bookingstatus$`));
});
