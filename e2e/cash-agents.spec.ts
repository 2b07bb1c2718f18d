import type { Page } from "@playwright/test";
import { ADMIN, expect, signIn, test, unique } from "./helpers";
import { callApi, HOTEL, standardReservation } from "./reservation-helpers";

/**
 * A fresh cash-module event with one reservation: guest Anna <guest>, a 150,50 € payment taken
 * with it, and an agent without commission settings who was paid 17,00 € for it (so overpaid).
 */
async function setUpCashReservation(page: Page) {
  const event = await callApi<{ id: number }>(page, "POST", "/events", {
    type: "SVPF",
    name: `Cassa agenti ${unique("")}`,
    dateFrom: "2031-07-10",
    dateTo: "2031-07-14",
    cashModuleEnabled: true,
  });
  const [hotel] = await callApi<{ id: number }[]>(
    page,
    "GET",
    `/locations/search?search=${encodeURIComponent(HOTEL)}`,
  );
  const roomTypes = await callApi<{ id: number; type: string }[]>(page, "GET", "/locations/roomtypes");
  const double = roomTypes.find((roomType) => roomType.type === "Doppia")!;
  await callApi(page, "POST", "/PeriodPricings", {
    event: { id: event.id },
    location: { id: hotel!.id },
    checkIn: "2031-07-10",
    checkOut: "2031-07-14",
    dailyTax: "2.50",
    roomPricings: [{ roomType: { id: double.id }, sellPrice: "100", availability: 5 }],
  });
  const guestLastName = unique("Ospite");
  const guest = await callApi<{ id: number }>(page, "POST", "/customers", {
    lastName: guestLastName,
    firstName: "Anna",
  });
  const [role] = await callApi<{ id: number }[]>(page, "GET", "/agents/agentroles");
  const agentLastName = unique("Agente");
  const agent = await callApi<{ id: number }>(page, "POST", "/agents/save", {
    lastName: agentLastName,
    firstName: "Bruno",
    agentRole: { id: role!.id },
  });
  const methods = await callApi<{ id: number; method: string }[]>(page, "GET", "/paymentmethods/list");
  const cash = methods.find((method) => method.method === "Contanti")!.id;
  const saved = await callApi<{ reservation: { id: number } }>(page, "POST", "/reservations/save", {
    reservation: standardReservation({
      eventId: event.id,
      hotelId: hotel!.id,
      roomTypeId: double.id,
      customerIds: [guest.id],
      checkIn: "2031-07-10",
      checkOut: "2031-07-12",
      profiles: [{ id: agent.id, agentRole: { id: role!.id } }],
      payments: [{ amount: "150.50", methodId: cash, paymentDate: "2031-07-01" }],
    }),
    entries: [],
  });
  const items = await callApi<{ id: number; systemItem: string | null }[]>(page, "GET", "/paymentitems/list");
  await callApi(page, "POST", "/payments/outcome", {
    eventId: event.id,
    paymentItemId: items.find((item) => item.systemItem === "Agent")!.id,
    agentId: agent.id,
    methodId: cash,
    paymentDate: "2031-07-11",
    amount: "17",
  });
  return { eventId: event.id, reservationId: saved.reservation.id, guestLastName, agentLastName };
}

test("Movimenti names a reservation's payment and links to it, without delete; the agents account says Pagato in più and non impostata", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, ADMIN);
  const { eventId, reservationId, guestLastName, agentLastName } = await setUpCashReservation(page);

  await page.goto(`/events/${eventId}/v2/accounting/movements`);
  await expect(page.getByRole("heading", { level: 1, name: "Movimenti (2)" })).toBeVisible({
    timeout: 30_000,
  });
  const rows = page.getByTestId("list-row");
  await expect(rows).toHaveCount(2);
  const payment = rows.filter({ has: page.getByTestId("movement-reservation") });
  await expect(payment).toHaveCount(1);
  await expect(payment.getByTestId("movement-amount")).toHaveText("+150,50 €");
  const link = payment.getByRole("link", { name: `Prenotazione #${reservationId} · ${guestLastName} Anna` });
  await expect(link).toHaveAttribute("href", `/events/${eventId}/reservations/edit/${reservationId}`);
  // Changed on the reservation only: no bin in Movimenti.
  await expect(payment.getByTestId("movement-delete")).toHaveCount(0);
  // The agent's payment is an ordinary movement: it keeps its bin.
  await expect(rows.filter({ hasText: agentLastName }).getByTestId("movement-delete")).toHaveCount(1);
  await page.screenshot({ path: "test-results/cash-movements-reservation.png", fullPage: true });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/reservations/edit/${reservationId}$`));
  await expect(page.getByRole("heading", { name: "Modifica Prenotazione" })).toBeVisible();

  await page.goto(`/events/${eventId}/v2/accounting/agents-account`);
  await expect(page.getByRole("heading", { level: 1, name: "Conto agenti" })).toBeVisible({
    timeout: 30_000,
  });
  const agent = page.getByTestId("agent-row").and(page.locator(`[data-agent="${agentLastName}"]`));
  await expect(agent).toBeVisible();
  // Paid 17,00 € and earned nothing: said in words, coloured, never "Da pagare -17,00 €".
  await expect(agent.getByText("Pagato in più", { exact: true })).toBeVisible();
  await expect(agent.getByTestId("agent-overpaid")).toHaveText("17,00 €");
  await expect(agent.getByTestId("agent-overpaid")).toHaveCSS("color", "rgb(180, 83, 9)");
  await expect(agent.getByTestId("agent-to-pay")).toHaveCount(0);
  await expect(agent).not.toContainText("-17,00");
  // No commission settings: "non impostata", not blanks.
  await expect(agent.getByTestId("agent-commission-type")).toHaveText("non impostata");
  await expect(agent.getByTestId("agent-room-commission")).toHaveText("non impostata");
  await expect(agent.getByTestId("agent-player-commission")).toHaveText("non impostata");
  await page.screenshot({ path: "test-results/cash-agents-overpaid.png", fullPage: true });
});
