import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { locationGroups, locationRoomTypeInfo, locations, roomTypes } from "@/db/schema";
import { events, periodPricings } from "@/db/schema";
import { keyContains, keyOrder } from "@/lib/names/search-sql";
import type {
  LocationDto,
  LocationGroupDto,
  LocationListItem,
  LocationType,
  RoomTypeDto,
  RoomTypeInformationDto,
} from "./schemas";

// ---- Hotels ----

const locationColumns = {
  id: locations.id,
  name: locations.name,
  type: locations.type,
  email: locations.email,
  bookingEmail: locations.bookingEmail,
  phone: locations.phone,
  phonePrefix: locations.phonePrefix,
  address: locations.address,
  city: locations.city,
  zipCode: locations.zipCode,
  country: locations.country,
  stateProvince: locations.stateProvince,
  taxCode: locations.taxCode,
  vatNumber: locations.vatNumber,
  vat: locations.vat,
  info: locations.info,
  guestsForCommunications: locations.guestsForCommunications,
  locationGroupId: locations.locationGroupId,
  groupName: locationGroups.name,
};

export async function findLocationById(db: DbOrTx, id: number): Promise<LocationDto | null> {
  const [row] = await db
    .select(locationColumns)
    .from(locations)
    .leftJoin(locationGroups, eq(locationGroups.id, locations.locationGroupId))
    .where(eq(locations.id, id));
  if (!row) return null;
  const { groupName, ...location } = row;
  return {
    ...location,
    locationGroup:
      location.locationGroupId !== null && groupName !== null
        ? { id: location.locationGroupId, name: groupName }
        : null,
    roomTypeInformation: await listRoomTypeInformation(db, id),
  };
}

export function listRoomTypeInformation(db: DbOrTx, locationId: number): Promise<RoomTypeInformationDto[]> {
  return db
    .select({
      id: locationRoomTypeInfo.id,
      roomTypeId: locationRoomTypeInfo.roomTypeId,
      type: roomTypes.type,
      information: locationRoomTypeInfo.information,
    })
    .from(locationRoomTypeInfo)
    .innerJoin(roomTypes, eq(roomTypes.id, locationRoomTypeInfo.roomTypeId))
    .where(eq(locationRoomTypeInfo.locationId, locationId))
    .orderBy(asc(roomTypes.id));
}

/** Hotels by name as Italians expect (the folded key: "Ätna" among the A's), then id. */
export function locationOrder(): SQL[] {
  return [...keyOrder(locations.searchKey, locations.name), sql`${locations.id}`].map((part) => asc(part));
}

export type LocationCriteria = { search?: string; types: LocationType[] };

/**
 * Every word of the search must appear in the name (its search key, folded as names are:
 * lib/names/fold-name.ts); `types` (when given) limits the types.
 */
function locationCondition(criteria: LocationCriteria): SQL | undefined {
  const words = (criteria.search ?? "").split(/\s+/).filter(Boolean).slice(0, 6);
  return and(
    ...words.map((word) => keyContains(locations.searchKey, word)),
    criteria.types.length ? inArray(locations.type, criteria.types) : undefined,
  );
}

export function searchLocations(
  db: DbOrTx,
  criteria: LocationCriteria & { limit: number; offset: number },
): Promise<LocationListItem[]> {
  return db
    .select({
      id: locations.id,
      name: locations.name,
      type: locations.type,
      email: locations.email,
      phone: locations.phone,
      phonePrefix: locations.phonePrefix,
      city: locations.city,
    })
    .from(locations)
    .where(locationCondition(criteria))
    .orderBy(...locationOrder())
    .limit(criteria.limit)
    .offset(criteria.offset);
}

export async function countLocations(db: DbOrTx, criteria: LocationCriteria): Promise<number> {
  const [row] = await db.select({ value: count() }).from(locations).where(locationCondition(criteria));
  return row?.value ?? 0;
}

/** How many events and event hotel configurations use the hotel. */
export async function countLocationUses(
  db: DbOrTx,
  locationId: number,
): Promise<{ events: number; periodPricings: number }> {
  const [eventRow] = await db
    .select({ value: count() })
    .from(events)
    .where(eq(events.locationId, locationId));
  const [pricingRow] = await db
    .select({ value: count() })
    .from(periodPricings)
    .where(eq(periodPricings.locationId, locationId));
  return { events: eventRow?.value ?? 0, periodPricings: pricingRow?.value ?? 0 };
}

// ---- Room types ----

export function listRoomTypes(db: DbOrTx): Promise<RoomTypeDto[]> {
  return db
    .select({ id: roomTypes.id, type: roomTypes.type, capacity: roomTypes.capacity })
    .from(roomTypes)
    .orderBy(asc(roomTypes.id));
}

export async function findRoomTypeByName(db: DbOrTx, type: string): Promise<RoomTypeDto | null> {
  const [row] = await db
    .select({ id: roomTypes.id, type: roomTypes.type, capacity: roomTypes.capacity })
    .from(roomTypes)
    .where(eq(sql`lower(${roomTypes.type})`, type.trim().toLowerCase()));
  return row ?? null;
}

// ---- Groups ----

/** Groups with their hotels; all of them, or those with the given ids. */
export async function listLocationGroups(db: DbOrTx, ids?: number[]): Promise<LocationGroupDto[]> {
  const rows = await db
    .select({
      id: locationGroups.id,
      name: locationGroups.name,
      location: { id: locations.id, name: locations.name },
    })
    .from(locationGroups)
    .leftJoin(locations, eq(locations.locationGroupId, locationGroups.id))
    .where(ids ? inArray(locationGroups.id, ids) : undefined)
    .orderBy(asc(sql`lower(${locationGroups.name})`), asc(locationGroups.id), ...locationOrder());
  const byId = new Map<number, LocationGroupDto>();
  for (const row of rows) {
    let group = byId.get(row.id);
    if (!group) {
      group = { id: row.id, name: row.name, locations: [] };
      byId.set(row.id, group);
    }
    if (row.location) group.locations.push(row.location);
  }
  return [...byId.values()];
}

export async function findLocationGroup(db: DbOrTx, id: number): Promise<LocationGroupDto | null> {
  const [group] = await listLocationGroups(db, [id]);
  return group ?? null;
}

export async function isLocationGroupNameTaken(
  db: DbOrTx,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: locationGroups.id })
    .from(locationGroups)
    .where(eq(sql`lower(${locationGroups.name})`, name.toLowerCase()));
  return rows.some((row) => row.id !== exceptId);
}
