import { getDb } from "@/db/client";
import { payments, reservationAgents, reservationCustomers, reservations } from "@/db/schema";

type ReservationValues = Partial<typeof reservations.$inferInsert> & {
  eventId: number;
  locationId: number;
  roomTypeId: number;
};

/**
 * A reservation written straight to the database (the list only reads them): guests in order,
 * agents per role, payments (Inbound unless said). Totals are taken as given.
 */
export async function insertReservation(
  values: ReservationValues,
  related: {
    customerIds?: number[];
    agents?: { profileId: number; agentRoleId: number }[];
    payments?: {
      amount: string;
      methodId: number;
      itemId: number;
      typology?: "Inbound" | "Outbound";
      paymentDate?: string;
    }[];
  } = {},
) {
  const db = getDb();
  const [row] = await db
    .insert(reservations)
    .values({ checkIn: "2031-05-10", checkOut: "2031-05-12", totalPay: "0", ...values })
    .returning();
  const id = row!.id;
  if (related.customerIds?.length) {
    await db.insert(reservationCustomers).values(
      related.customerIds.map((customerId, position) => ({
        reservationId: id,
        eventId: row!.eventId,
        customerId,
        position,
      })),
    );
  }
  if (related.agents?.length) {
    await db.insert(reservationAgents).values(related.agents.map((a) => ({ reservationId: id, ...a })));
  }
  if (related.payments?.length) {
    await db.insert(payments).values(
      related.payments.map((p) => ({
        eventId: values.eventId,
        reservationId: id,
        typology: p.typology ?? "Inbound",
        paymentItemId: p.itemId,
        paymentMethodId: p.methodId,
        amount: p.amount,
        paymentDate: p.paymentDate ?? "2031-04-01",
      })),
    );
  }
  return row!;
}
