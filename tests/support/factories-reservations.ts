import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { entries, payments, reservationDays, reservations } from "@/db/schema";

export async function reservationRow(id: number) {
  const [row] = await getDb().select().from(reservations).where(eq(reservations.id, id));
  return row ?? null;
}

export function reservationsOfEvent(eventId: number) {
  return getDb().select().from(reservations).where(eq(reservations.eventId, eventId));
}

export function paymentsOfReservation(reservationId: number) {
  return getDb().select().from(payments).where(eq(payments.reservationId, reservationId));
}

export function daysOfReservation(reservationId: number) {
  return getDb()
    .select()
    .from(reservationDays)
    .where(eq(reservationDays.reservationId, reservationId))
    .orderBy(reservationDays.day);
}

export function entriesOfEvent(eventId: number) {
  return getDb().select().from(entries).where(eq(entries.eventId, eventId));
}
