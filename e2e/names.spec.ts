import { ADMIN, expect, signIn, test, unique } from "./helpers";
import { callApi, HOTEL, setUpReservationEvent, standardReservation } from "./reservation-helpers";

/**
 * Names in any alphabet: the desk types on an Italian keyboard (no ż, ł, Cyrillic) and still finds
 * the player, in the customers search box and in the reservation list's customer filter.
 */
test("typing zebrowska finds Łucja Żebrowska in the customers list and the reservation list", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, ADMIN);
  const { eventId } = await setUpReservationEvent(page);
  const firstName = unique("Łucja");
  const customer = await callApi<{ id: number }>(page, "POST", "/customers", {
    lastName: "Żebrowska",
    firstName,
  });
  const [hotel] = await callApi<{ id: number }[]>(
    page,
    "GET",
    `/locations/search?search=${encodeURIComponent(HOTEL)}`,
  );
  const roomTypes = await callApi<{ id: number; type: string }[]>(page, "GET", "/locations/roomtypes");
  const double = roomTypes.find((roomType) => roomType.type === "Doppia")!;
  await callApi(page, "POST", "/reservations/save", {
    reservation: standardReservation({
      eventId,
      hotelId: hotel!.id,
      roomTypeId: double.id,
      customerIds: [customer.id],
    }),
    entries: [],
  });

  await page.goto("/customers");
  await page.getByTestId("search-box").fill("zebrowska");
  const customerRow = page.getByTestId("list-row").filter({ hasText: firstName });
  await expect(customerRow).toBeVisible();
  await expect(customerRow).toContainText("Żebrowska");

  await page.goto(`/events/${eventId}/reservations`);
  const filter = page.getByTestId("quick-filters").getByTestId("search-box");
  await filter.fill("ZEBROWSKA");
  const reservationRow = page.getByTestId("reservation-list").getByTestId("list-row").filter({
    hasText: "Żebrowska",
  });
  await expect(reservationRow).toHaveCount(1);
  await filter.fill("lucja zebrowska");
  await expect(reservationRow).toHaveCount(1);
  await filter.fill("kowalczyk");
  await expect(reservationRow).toHaveCount(0);
});
