import { ADMIN, expect, signIn, test } from "./helpers";

test("every /api answer carries the server's request id; a 500 shows it in the Attenzione modal", async ({
  page,
}) => {
  // Real answers of the production server: an id chosen by the server, whatever the client sent.
  const ping = await page.request.get("/api/ping", { headers: { "x-request-id": "forged" } });
  expect(ping.headers()["x-request-id"]).toMatch(/^[0-9a-f]{12}$/);
  const health = await page.request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(health.headers()["x-request-id"]).toMatch(/^[0-9a-f]{12}$/);

  await signIn(page, ADMIN);
  // A 4xx is the caller's fault: no code to quote.
  await page.route("**/api/events/count**", (route) =>
    route.fulfill({
      status: 409,
      headers: { "content-type": "application/json", "x-request-id": "0badc0ffee00" },
      body: JSON.stringify({
        success: false,
        messages: ["Conflitto simulato"],
        entity: null,
        validationCodes: [],
        validationLevel: "Fail",
      }),
    }),
  );
  // The list's first count comes with the page: a filter asks the API for the next one.
  await page.goto("/events");
  await expect(page.locator("[inert]")).toHaveCount(0);
  const name = page.getByRole("searchbox", { name: "Nome" });
  await name.fill("Venezia");
  const dialog = page.getByRole("dialog", { name: "Attenzione" });
  await expect(dialog).toContainText("Conflitto simulato");
  await expect(dialog).not.toContainText("Codice richiesta");
  await dialog.getByRole("button", { name: "Ok" }).click();
  await expect(dialog).toBeHidden();
  await page.unroute("**/api/events/count**");

  // A server failure: its message and "Codice richiesta: <id>" so staff can quote it.
  await page.route("**/api/events/count**", (route) =>
    route.fulfill({
      status: 500,
      headers: { "content-type": "application/json", "x-request-id": "5e1f00d4a2b9" },
      body: JSON.stringify({
        success: false,
        messages: ["Si è verificato un errore"],
        entity: null,
        validationCodes: [],
        validationLevel: "Fail",
      }),
    }),
  );
  await name.fill("Venezia Poker");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("error-message")).toHaveText([
    "Si è verificato un errore",
    "Codice richiesta: 5e1f00d4a2b9",
  ]);
  await page.screenshot({ path: "test-results/request-id-modal.png" });
  await dialog.getByRole("button", { name: "Ok" }).click();
  await expect(dialog).toBeHidden();
});
