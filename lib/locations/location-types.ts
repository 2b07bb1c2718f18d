// Without zod: the location editor imports these in the browser (first-load budget, docs/BUNDLE.md).

/** SPEC.md section 3, Location.type; shown as Hotel, B&B, Hotel e Casino, Casino. */
export const LOCATION_TYPES = ["Hotel", "BedAndBreakfast", "HotelAndCasino", "Casino"] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** A hotel's name as saved: trimmed; empty means missing and the save is refused. */
export const locationName = (name: string | null | undefined): string => (name ?? "").trim();
