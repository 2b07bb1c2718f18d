import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  customers,
  documents,
  events,
  locationGroups,
  locationRoomTypeInfo,
  locations,
  periodPricings,
  roomTypes,
} from "@/db/schema";
import type { LocationType } from "@/lib/locations/schemas";
import { uniqueName, withNameKey, withPersonKey } from "./factories";

/** A hotel row; every field can be given. */
export async function createLocation(
  values: Partial<typeof locations.$inferInsert> & { name?: string; type?: LocationType } = {},
) {
  const [row] = await getDb()
    .insert(locations)
    .values({ ...withNameKey(values.name ?? uniqueName("Hotel")), ...values })
    .returning();
  return row!;
}

export async function createLocationGroup(name = uniqueName("Gruppo")) {
  const [row] = await getDb().insert(locationGroups).values({ name }).returning();
  return row!;
}

export async function locationRow(id: number) {
  const [row] = await getDb().select().from(locations).where(eq(locations.id, id));
  return row ?? null;
}

export async function locationGroupRow(id: number) {
  const [row] = await getDb().select().from(locationGroups).where(eq(locationGroups.id, id));
  return row ?? null;
}

export function roomTypeInfoRows(locationId: number) {
  return getDb().select().from(locationRoomTypeInfo).where(eq(locationRoomTypeInfo.locationId, locationId));
}

/** A reference room type (Singola, Doppia, ...) by name. */
export async function roomTypeByName(type: string) {
  const [row] = await getDb()
    .select()
    .from(roomTypes)
    .where(eq(sql`lower(${roomTypes.type})`, type.toLowerCase()));
  return row ?? null;
}

/** An event at the hotel (or none), for checks that a used hotel cannot be deleted. */
export async function createEventRow(locationId: number | null = null) {
  const [row] = await getDb()
    .insert(events)
    .values({
      ...withNameKey(uniqueName("Evento")),
      type: "Torneo",
      dateFrom: "2030-03-01",
      dateTo: "2030-03-05",
      locationId,
    })
    .returning();
  return row!;
}

export async function createPeriodPricingRow(eventId: number, locationId: number) {
  const [row] = await getDb()
    .insert(periodPricings)
    .values({ eventId, locationId, checkIn: "2030-03-01", checkOut: "2030-03-05" })
    .returning();
  return row!;
}

/** A customer row (the customers area's own factories may do more). */
export async function createCustomerRow(lastName = uniqueName("Cliente")) {
  const [row] = await getDb()
    .insert(customers)
    .values(withPersonKey({ firstName: "Carla", lastName }))
    .returning();
  return row!;
}

export function documentRowsOf(objectId: number) {
  return getDb().select().from(documents).where(eq(documents.objectId, objectId));
}

export async function documentRow(id: number) {
  const [row] = await getDb().select().from(documents).where(eq(documents.id, id));
  return row ?? null;
}
