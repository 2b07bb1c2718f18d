import { ADMIN, expect, signIn, test, unique } from "./helpers";
import { callApi, setUpReservationEvent } from "./reservation-helpers";

/** A mobile number no other customer has: its digits, and as typed in groups. */
function randomPhone(): { digits: string; written: string } {
  const digits = `3${Math.floor(100_000_000 + Math.random() * 900_000_000)}`;
  return { digits, written: `${digits.slice(0, 3)} ${digits.slice(3)}` };
}

test.describe("at 768 px (portrait tablet)", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("the guest picker tells namesakes apart and finds one by phone or e-mail", async ({ page }) => {
    await signIn(page, ADMIN);
    const { eventId } = await setUpReservationEvent(page);
    const lastName = unique("Omonimo");
    const phone = randomPhone();
    const email = `${lastName.toLowerCase()}@example.it`;
    await callApi(page, "POST", "/customers", {
      lastName,
      firstName: "Marco",
      birthDate: "1978-03-14",
      city: "Napoli",
      phonePrefix: "+39",
      phone: phone.written,
      rating: 4,
    });
    await callApi(page, "POST", "/customers", {
      lastName,
      firstName: "Marco",
      birthDate: "1991-11-02",
      city: "Genova",
      email,
    });

    await page.goto(`/events/${eventId}/reservations/create`);
    await expect(page.getByRole("heading", { name: "Crea Prenotazione" })).toBeVisible();
    const picker = page.getByRole("combobox", { name: "Cerca cliente" });
    const options = page.getByTestId("customer-option");

    // The name: both, each with what tells it from the other.
    await picker.fill(lastName);
    await expect(options).toHaveCount(2);
    const napoli = options.filter({ hasText: "Napoli" });
    const genova = options.filter({ hasText: "Genova" });
    await expect(napoli).toContainText(`${lastName} Marco`);
    await expect(napoli.getByTestId("customer-details")).toHaveText(
      `classe 1978 · Napoli · tel. …${phone.digits.slice(-4)} · ★ 4`,
    );
    await expect(genova).toContainText(`${lastName} Marco`);
    await expect(genova.getByTestId("customer-details")).toHaveText(`classe 1991 · Genova · ${email}`);
    // A touch target, and no horizontal scroll at 768 px.
    const box = await napoli.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);

    // The phone as written, then its digits alone: the one person.
    await picker.fill(phone.written);
    await expect(options).toHaveCount(1);
    await expect(options).toContainText("Napoli");
    await picker.fill(phone.digits);
    await expect(options).toHaveCount(1);
    await expect(options).toContainText("Napoli");

    // The e-mail: the other one, who is then booked.
    await picker.fill(email);
    await expect(options).toHaveCount(1);
    await expect(options).toContainText("Genova");
    await options.click();
    await expect(page.getByTestId("guest-row")).toHaveCount(1);
    await expect(page.getByTestId("guest-row")).toContainText(`${lastName} Marco`);
    await expect(picker).toHaveValue("");
  });
});
