import { expect, test } from "@playwright/test";
import { ADMIN, signIn } from "./helpers";
import { addGuest, fillDate, pickOption, setUpReservationEvent } from "./reservation-helpers";

const SIZES = [
  { name: "portrait", width: 768, height: 1024 },
  { name: "landscape", width: 1024, height: 768 },
  { name: "desktop", width: 1440, height: 900 },
];

test("screenshots", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  const { eventId, guests } = await setUpReservationEvent(page);
  await page.goto(`/events/${eventId}/reservations/quote`);
  await fillDate(page, "Check in", "10/06/2031");
  await fillDate(page, "Check out", "13/06/2031");
  await pickOption(page, "Tipologia camera", /^Doppia/);
  await expect(page.getByTestId("quote-card")).toHaveCount(2);
  const shoot = async (label: string) => {
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.waitForTimeout(300);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      console.log(`${label} ${size.name} horizontal overflow: ${scroll}`);
      await page.screenshot({ path: `/tmp/resui-shots/${label}-${size.name}.png`, fullPage: true });
    }
  };
  await shoot("quote");
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.getByTestId("quote-create").first().click();
  await expect(page.getByRole("heading", { name: "Crea Prenotazione" })).toBeVisible();
  await expect(page.getByTestId("availability-night")).toHaveCount(3);
  await addGuest(page, guests[0]!.lastName);
  await addGuest(page, guests[1]!.lastName);
  await page.getByRole("button", { name: "Aggiungi pagamento" }).click();
  await pickOption(page, "Metodo", "Contanti");
  await page.getByRole("dialog").getByLabel("Importo").fill("100");
  await shoot("payment-dialog");
  await page.getByRole("dialog").getByRole("button", { name: "Conferma" }).click();
  await shoot("create");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page).toHaveURL(/edit\/\d+$/);
  await page.waitForTimeout(1500);
  await shoot("edit");
  // Touch targets smaller than 44 px on the edit page.
  const small = await page.evaluate(() =>
    [...document.querySelectorAll("button, a, input[type=checkbox], [role=button], [role=combobox]")]
      .map((el) => {
        const r = (el.closest("label") ?? el).getBoundingClientRect();
        return { tag: el.tagName, text: (el.textContent || el.getAttribute("aria-label") || "").slice(0, 30), w: Math.round(r.width), h: Math.round(r.height) };
      })
      .filter((b) => b.w > 0 && (b.h < 44 || b.w < 44)),
  );
  console.log("small targets", JSON.stringify(small));
  await page.goto(`/events/${eventId}/reservations`);
  await expect(page.getByTestId("reservation-row")).toHaveCount(1);
  await shoot("list");
  await page.goto(`/events/${eventId}/hotels`);
  await expect(page.getByTestId("room-free").first()).toBeVisible();
  await shoot("hotels");
});
