import { DEFAULT_PHONE_PREFIX } from "@/lib/phone-prefixes";
import type { LocationDto, LocationType } from "@/lib/locations/schemas";

/** What the hotel form edits; notes by room type id (an empty note is left out). */
export type LocationFormValue = {
  name: string;
  type: LocationType;
  email: string;
  bookingEmail: string;
  phonePrefix: string;
  phone: string;
  address: string;
  city: string;
  zipCode: string;
  stateProvince: string;
  country: string;
  taxCode: string;
  vatNumber: string;
  vat: string | null;
  info: string;
  guestsForCommunications: boolean;
  locationGroupId: number | "";
  notes: Record<string, string>;
};

export function locationFormValue(location: LocationDto | null): LocationFormValue {
  return {
    name: location?.name ?? "",
    type: location?.type ?? "Hotel",
    email: location?.email ?? "",
    bookingEmail: location?.bookingEmail ?? "",
    phonePrefix: location?.phonePrefix ?? DEFAULT_PHONE_PREFIX,
    phone: location?.phone ?? "",
    address: location?.address ?? "",
    city: location?.city ?? "",
    zipCode: location?.zipCode ?? "",
    stateProvince: location?.stateProvince ?? "",
    country: location?.country ?? "",
    taxCode: location?.taxCode ?? "",
    vatNumber: location?.vatNumber ?? "",
    // "10.00" from the database shows as "10".
    vat: location?.vat == null ? null : String(Number(location.vat)),
    info: location?.info ?? "",
    guestsForCommunications: location?.guestsForCommunications ?? false,
    locationGroupId: location?.locationGroupId ?? "",
    notes: Object.fromEntries(
      (location?.roomTypeInformation ?? []).map((note) => [String(note.roomTypeId), note.information]),
    ),
  };
}

/** A note changed: an emptied note is removed, so that clearing it again is not an unsaved edit. */
export function withNote(value: LocationFormValue, roomTypeId: number, text: string): LocationFormValue {
  const notes = { ...value.notes };
  if (text === "") delete notes[String(roomTypeId)];
  else notes[String(roomTypeId)] = text;
  return { ...value, notes };
}

export function locationSaveBody(id: number | null, value: LocationFormValue) {
  const { notes, locationGroupId, ...fields } = value;
  return {
    id,
    ...fields,
    locationGroupId: locationGroupId === "" ? null : locationGroupId,
    roomTypeInformation: Object.entries(notes).map(([roomTypeId, information]) => ({
      roomTypeId: Number(roomTypeId),
      information,
    })),
  };
}
