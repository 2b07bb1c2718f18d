import type { Page, Response } from "@playwright/test";
import { ADMIN, expect, signIn, test } from "./helpers";
import { HOTEL, addGuest, callApi, fillDate, pickOption, setUpReservationEvent } from "./reservation-helpers";

/** On a tablet: the save notice, the communication editor and downloads. */

/** Books a Doppia at the first hotel for `lastName` through the form; the reservation id. */
async function book(page: Page, eventId: number, lastName: string, checkIn: string, checkOut: string) {
  await page.goto(`/events/${eventId}/reservations/create`);
  await pickOption(page, "Hotel", HOTEL);
  await pickOption(page, "Tipologia camera", /^Doppia/);
  await fillDate(page, "Check in", checkIn);
  await fillDate(page, "Check out", checkOut);
  await expect(page.getByTestId("availability-night").first()).toBeVisible();
  await addGuest(page, lastName);
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page).toHaveURL(/\/reservations\/edit\/\d+$/);
  return Number(page.url().split("/").pop());
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const viewport of [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
]) {
  test(`the save notice covers no form field at ${viewport.width}x${viewport.height} (9b)`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await signIn(page, ADMIN);
    const { eventId, guests } = await setUpReservationEvent(page);
    await book(page, eventId, guests[0]!.lastName, "10/06/2031", "12/06/2031");
    const notice = page
      .locator(".MuiSnackbar-root")
      .filter({ hasText: "Salvataggio completato con successo" });
    await expect(notice).toBeVisible();
    await page.screenshot({ path: `test-results/save-notice-${viewport.width}x${viewport.height}.png` });
    const box = (await notice.locator(".MuiAlert-root").boundingBox())!;
    const bar = (await page.getByRole("banner").boundingBox())!;
    // In the app bar's band...
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
    // ...and over no field of the form.
    const fields = await page
      .locator("main")
      .locator("input:visible, textarea:visible, [role=combobox]:visible")
      .evaluateAll((nodes) =>
        nodes.map((node) => {
          const outline = node.closest("[data-field-box], .MuiInputBase-root") ?? node;
          const r = outline.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        }),
      );
    expect(fields.length).toBeGreaterThan(3);
    for (const field of fields) expect(overlaps(box, field), JSON.stringify(field)).toBe(false);
  });
}

test("the communication editor asks for the message only with the current list: no 409 (9c)", async ({
  page,
}) => {
  test.slow();
  await signIn(page, ADMIN);
  const { eventId, guests } = await setUpReservationEvent(page);
  await book(page, eventId, guests[0]!.lastName, "10/06/2031", "12/06/2031");
  await book(page, eventId, guests[1]!.lastName, "12/06/2031", "14/06/2031");
  const answers: number[] = [];
  page.on("response", (response: Response) => {
    if (response.url().includes("/api/communications/message/")) answers.push(response.status());
  });

  await page.goto(`/events/${eventId}/communications`);
  await page.getByTestId("communications-to-send").getByRole("link").click();
  const rows = page.getByTestId("communications-pending").getByRole("listitem");
  await expect(rows).toHaveCount(2);
  const message = page.getByTestId("communications-message");
  await expect(message).toHaveValue(/NUOVE PRENOTAZIONI \(2\)/);
  const locationId = Number(page.url().split("/").pop());

  // Back to the list (the editor's list stays cached); meanwhile one is sent from elsewhere.
  await page.getByRole("link", { name: "Comunicazioni" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/communications$`));
  const pending = await callApi<{ id: number }[]>(
    page,
    "GET",
    `/communications/tosendforlocation/${eventId}/${locationId}`,
  );
  await callApi(page, "POST", "/communications", {
    communicationIds: [pending[0]!.id],
    communicationSent: { eventId, locationId, text: "Inviata da un altro tablet" },
  });
  await page.getByTestId("communications-to-send").getByRole("link").click();
  await expect(rows).toHaveCount(1);
  await expect(message).toHaveValue(/NUOVE PRENOTAZIONI \(1\)/);
  await expect(page.getByRole("dialog", { name: "Attenzione" })).toHaveCount(0);
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.filter((status) => status !== 200)).toEqual([]);

  // A real failure is shown on the page, with a way to read the list again.
  await page.route("**/api/communications/message/**", (route) =>
    route.fulfill({
      status: 409,
      contentType: "application/json",
      body: JSON.stringify({
        success: false,
        messages: ["Le comunicazioni selezionate non sono più da inviare"],
        entity: null,
        validationCodes: [],
        validationLevel: "Fail",
      }),
    }),
  );
  await page.reload();
  await expect(page.getByTestId("communications-message-error")).toContainText(
    "Le comunicazioni selezionate non sono più da inviare",
  );
  await expect(page.getByTestId("communications-send")).toBeDisabled();
});

test("a download shows its progress on the button (9d)", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, ADMIN);
  const [event] = await callApi<{ id: number }[]>(
    page,
    "GET",
    `/events/search?search=${encodeURIComponent("Saint-Vincent Poker Festival")}`,
  );
  // The file takes its time, as a report does on the tablet's network: held until the button's
  // busy state has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/reservations/printexcel**", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/events/${event!.id}/reservations`);
  const excel = page.getByTestId("download-excel");
  await expect(excel).toBeEnabled();
  const download = page.waitForEvent("download");
  await excel.click();
  await expect(excel).toBeDisabled();
  await expect(excel).toHaveAttribute("aria-busy", "true");
  await expect(excel.locator(".MuiCircularProgress-root")).toBeVisible();
  await page.screenshot({ path: "test-results/download-progress-768.png" });
  release();
  await download;
  await expect(excel).toBeEnabled();
  await expect(excel.locator(".MuiCircularProgress-root")).toHaveCount(0);
});
