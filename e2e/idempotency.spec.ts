import { expect, test } from "@playwright/test";
import { ADMIN, signIn } from "./helpers";
import { HOTEL, callApi, fillDate, pickOption, setUpReservationEvent } from "./reservation-helpers";

test("a save whose answer is lost is retried with the same Idempotency-Key: exactly one reservation", async ({
  page,
}) => {
  test.slow();
  await signIn(page, ADMIN);
  const { eventId } = await setUpReservationEvent(page);

  // The first save reaches the server, which saves; its answer never reaches the page (the
  // connection is reset). The client sends the call again with the same key.
  const sent: { key: string | undefined; replayed: string | undefined; status: number }[] = [];
  await page.route("**/api/reservations/save**", async (route) => {
    const response = await route.fetch();
    sent.push({
      key: route.request().headers()["idempotency-key"],
      replayed: response.headers()["idempotency-replayed"],
      status: response.status(),
    });
    if (sent.length === 1) await route.abort("connectionreset");
    else await route.fulfill({ response });
  });

  await page.goto(`/events/${eventId}/reservations/create`);
  await pickOption(page, "Hotel", HOTEL);
  await pickOption(page, "Tipologia camera", /^Doppia/);
  await fillDate(page, "Check in", "10/06/2031");
  await fillDate(page, "Check out", "12/06/2031");
  await expect(page.getByTestId("availability-night")).toHaveCount(2);
  await page.getByRole("button", { name: "Salva" }).click();

  await expect(page).toHaveURL(/\/reservations\/edit\/\d+$/);
  await expect(page.getByRole("heading", { name: "Modifica Prenotazione" })).toBeVisible();
  expect(sent).toHaveLength(2);
  expect(sent[0]!.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(sent[1]!.key).toBe(sent[0]!.key);
  expect(sent.map((s) => s.status)).toEqual([200, 200]);
  // The second answer is the stored one: the server did not save again.
  expect(sent[0]!.replayed).toBeUndefined();
  expect(sent[1]!.replayed).toBe("true");
  // No failure was shown: the retry answered.
  await expect(page.getByRole("dialog", { name: "Attenzione" })).toHaveCount(0);

  const reservations = await callApi<unknown[]>(page, "GET", `/reservations/list/${eventId}`);
  expect(reservations).toHaveLength(1);
  const id = Number(/edit\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByTestId("availability-night")).toHaveCount(2);
  expect((reservations[0] as { id: number }).id).toBe(id);
});
