import type { Page } from "@playwright/test";
import { unique } from "./helpers";
import { HOTEL, callApi, setUpReservationEvent, standardReservation } from "./reservation-helpers";

/** A reservation at HOTEL by the API (one communication to send); the event and reservation ids. */
export async function reservationAtHotel(page: Page) {
  const { eventId } = await setUpReservationEvent(page);
  const [hotel] = await callApi<{ id: number }[]>(
    page,
    "GET",
    `/locations/search?search=${encodeURIComponent(HOTEL)}`,
  );
  const roomTypes = await callApi<{ id: number; type: string }[]>(page, "GET", "/locations/roomtypes");
  const customer = await callApi<{ id: number }>(page, "POST", "/customers", {
    lastName: unique("Conferma"),
    firstName: "Carla",
  });
  const saved = await callApi<{ reservation: { id: number } }>(page, "POST", "/reservations/save", {
    reservation: standardReservation({
      eventId,
      hotelId: hotel!.id,
      roomTypeId: roomTypes.find((roomType) => roomType.type === "Doppia")!.id,
      customerIds: [customer.id],
    }),
    entries: [],
  });
  return { eventId, locationId: hotel!.id, reservationId: saved.reservation.id };
}
