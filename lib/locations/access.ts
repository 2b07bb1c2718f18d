/**
 * Reading hotels and room types: the hotels area, and the event hotel configuration screens,
 * which pick a hotel and its room types, and the reservation form (room types).
 */
export const LOCATION_READ_ACCESS = ["Locations", "EventsHotel", "Events", "Reservations"] as const;
