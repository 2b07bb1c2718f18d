import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  auditLog,
  dailyAvailabilities,
  events,
  locations,
  paymentItems,
  paymentMethods,
  periodPricings,
  roomPricings,
  roomTypes,
} from "@/db/schema";
import { uniqueName, withNameKey } from "./factories";

/** A hotel written straight to the database (the events area does not depend on the hotels API). */
export async function createHotel(options: { name?: string; city?: string } = {}) {
  const [hotel] = await getDb()
    .insert(locations)
    .values({
      ...withNameKey(options.name ?? uniqueName("Hotel")),
      city: options.city ?? "Sanremo",
      type: "Hotel",
    })
    .returning();
  return hotel!;
}

export async function createRoomType(options: { type?: string; capacity?: number } = {}) {
  const [roomType] = await getDb()
    .insert(roomTypes)
    .values({ type: options.type ?? uniqueName("Camera"), capacity: options.capacity ?? 2 })
    .returning();
  return roomType!;
}

export async function createEvent(
  options: {
    name?: string;
    type?: string;
    dateFrom?: string;
    dateTo?: string;
    locationId?: number | null;
    isFreezed?: boolean;
    cashModuleEnabled?: boolean;
  } = {},
) {
  const [event] = await getDb()
    .insert(events)
    .values({
      ...withNameKey(options.name ?? uniqueName("Evento")),
      type: options.type ?? "IPO",
      dateFrom: options.dateFrom ?? "2031-05-10",
      dateTo: options.dateTo ?? "2031-05-17",
      locationId: options.locationId ?? null,
      isFreezed: options.isFreezed ?? false,
      cashModuleEnabled: options.cashModuleEnabled ?? false,
    })
    .returning();
  return event!;
}

/** A period with room pricings written straight to the database. */
export async function createPeriodPricing(options: {
  eventId: number;
  locationId: number;
  checkIn: string;
  checkOut: string;
  dailyTax?: string;
  rooms: {
    roomTypeId: number;
    availability?: number;
    sellPrice?: string;
    overrides?: { day: string; availability: number }[];
  }[];
}) {
  const db = getDb();
  const [period] = await db
    .insert(periodPricings)
    .values({
      eventId: options.eventId,
      locationId: options.locationId,
      checkIn: options.checkIn,
      checkOut: options.checkOut,
      dailyTax: options.dailyTax ?? "0",
    })
    .returning();
  for (const room of options.rooms) {
    const [pricing] = await db
      .insert(roomPricings)
      .values({
        periodPricingId: period!.id,
        roomTypeId: room.roomTypeId,
        availability: room.availability ?? 10,
        sellPrice: room.sellPrice ?? "100",
      })
      .returning();
    if (room.overrides?.length) {
      await db
        .insert(dailyAvailabilities)
        .values(room.overrides.map((o) => ({ roomPricingId: pricing!.id, ...o })));
    }
  }
  return period!;
}

export async function eventRow(id: number) {
  const [row] = await getDb().select().from(events).where(eq(events.id, id));
  return row ?? null;
}

export async function periodPricingRow(id: number) {
  const [row] = await getDb().select().from(periodPricings).where(eq(periodPricings.id, id));
  return row ?? null;
}

export function roomPricingRows(periodPricingId: number) {
  return getDb()
    .select()
    .from(roomPricings)
    .where(eq(roomPricings.periodPricingId, periodPricingId))
    .orderBy(asc(roomPricings.roomTypeId));
}

export function dailyAvailabilityRows(roomPricingId: number) {
  return getDb()
    .select()
    .from(dailyAvailabilities)
    .where(eq(dailyAvailabilities.roomPricingId, roomPricingId))
    .orderBy(asc(dailyAvailabilities.day));
}

export async function paymentMethodRow(id: number) {
  const [row] = await getDb().select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return row ?? null;
}

export async function paymentItemRow(id: number) {
  const [row] = await getDb().select().from(paymentItems).where(eq(paymentItems.id, id));
  return row ?? null;
}

export async function systemPaymentMethod(method: string) {
  const [row] = await getDb()
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.method, method), eq(paymentMethods.isCustom, false)));
  return row!;
}

export async function systemPaymentItem(
  systemItem: "Agent" | "Reservation" | "Hotel" | "Entries" | "Transfer",
) {
  const [row] = await getDb().select().from(paymentItems).where(eq(paymentItems.systemItem, systemItem));
  return row!;
}

export async function createPaymentMethod(method = uniqueName("Metodo")) {
  const [row] = await getDb().insert(paymentMethods).values({ method, isCustom: true }).returning();
  return row!;
}

export async function createPaymentItem(
  options: { category?: "Income" | "Cost" | "Refund"; description?: string } = {},
) {
  const [row] = await getDb()
    .insert(paymentItems)
    .values({
      category: options.category ?? "Cost",
      description: options.description ?? uniqueName("Voce"),
      isCustom: true,
    })
    .returning();
  return row!;
}

/** The audit rows of an entity with one action. */
export function auditActions(entity: string, entityId: number) {
  return getDb()
    .select({ action: auditLog.action, changes: auditLog.changes, accountId: auditLog.accountId })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
}
