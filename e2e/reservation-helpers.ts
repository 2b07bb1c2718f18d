import { expect, type Page } from "@playwright/test";
import { datePicker, unique } from "./helpers";

export const HOTEL = "Hotel Laguna Palace";
export const OTHER_HOTEL = "Hotel Lago di Lugano";

/** Calls /api{path} with the signed-in user's token and returns the envelope's entity. */
export async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const auth = JSON.parse(
        localStorage.getItem("backoffice.auth") ?? sessionStorage.getItem("backoffice.auth") ?? "{}",
      ) as { token: string };
      const response = await fetch(`/api${path}`, {
        method,
        headers: { authorization: `Bearer ${auth.token}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const envelope = (await response.json()) as { success: boolean; entity: unknown; messages: string[] };
      if (!envelope.success) throw new Error(`${method} ${path}: ${envelope.messages.join(" ")}`);
      return envelope.entity as T;
    },
    { method, path, body },
  );
}

/** An event with two hotels selling Doppia rooms (2 free at Laguna Palace) and two customers. */
export async function setUpReservationEvent(page: Page) {
  const suffix = unique("");
  const event = await callApi<{ id: number }>(page, "POST", "/events", {
    type: "VPC",
    name: `Prenotazioni ${suffix}`,
    dateFrom: "2031-06-10",
    dateTo: "2031-06-14",
  });
  const roomTypes = await callApi<{ id: number; type: string }[]>(page, "GET", "/locations/roomtypes");
  const double = roomTypes.find((roomType) => roomType.type === "Doppia")!;
  for (const [hotelName, availability, sellPrice] of [
    [HOTEL, 2, "100.00"],
    [OTHER_HOTEL, 8, "90.00"],
  ] as const) {
    const [hotel] = await callApi<{ id: number }[]>(
      page,
      "GET",
      `/locations/search?search=${encodeURIComponent(hotelName)}`,
    );
    await callApi(page, "POST", "/PeriodPricings", {
      event: { id: event.id },
      location: { id: hotel!.id },
      checkIn: "2031-06-10",
      checkOut: "2031-06-14",
      dailyTax: "2.50",
      roomPricings: [
        {
          roomType: { id: double.id },
          sellPrice,
          cost: "60",
          costNotSell: "30",
          costStaff: "40",
          availability,
        },
      ],
    });
  }
  const guests = [];
  for (const firstName of ["Anna", "Bruno"]) {
    const lastName = unique(`Ospite${firstName}`);
    await callApi(page, "POST", "/customers", { lastName, firstName });
    guests.push({ firstName, lastName });
  }
  return { eventId: event.id, guests };
}

/** Types a day into an MUI X date field (dd/MM/yyyy), replacing what it held. */
export async function fillDate(page: Page, label: string, ddmmyyyy: string) {
  const group = await datePicker(page, label, false);
  await group.getByRole("spinbutton").first().click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Backspace");
  await page.keyboard.type(ddmmyyyy.replaceAll("/", ""));
}

export async function pickOption(page: Page, label: string, option: string | RegExp) {
  // A required select's name ends with " *".
  await page.getByRole("combobox", { name: new RegExp(`^${label}( \\*)?$`) }).click();
  await page.getByRole("option", { name: option }).click();
}

export async function addGuest(page: Page, lastName: string) {
  await page.getByLabel("Cerca cliente").fill(lastName);
  await page.getByRole("option", { name: new RegExp(lastName) }).click();
  await expect(page.getByTestId("guest-row").filter({ hasText: lastName })).toBeVisible();
}

export const nightsFree = (page: Page) =>
  page
    .getByTestId("availability-night")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-free")));

/**
 * The body of a Standard reservation for `POST /reservations/save` (no agents, payments or
 * discount unless given), 10-12 June 2031 unless other nights are given.
 */
export function standardReservation(fields: {
  eventId: number;
  hotelId: number;
  roomTypeId: number;
  customerIds?: number[];
  checkIn?: string;
  checkOut?: string;
  profiles?: unknown[];
  payments?: unknown[];
}) {
  return {
    event: { id: fields.eventId },
    location: { id: fields.hotelId },
    roomType: { id: fields.roomTypeId },
    checkIn: fields.checkIn ?? "2031-06-10",
    checkOut: fields.checkOut ?? "2031-06-12",
    type: "Standard",
    customers: (fields.customerIds ?? []).map((id) => ({ id })),
    profiles: fields.profiles ?? [],
    payments: fields.payments ?? [],
    discount: "0",
    isWebReservation: false,
    checkInDone: false,
  };
}
