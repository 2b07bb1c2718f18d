import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import {
  agentRoles,
  agents,
  customers,
  entries,
  events,
  locations,
  paymentItems,
  paymentMethods,
  payments,
  profiles,
  reservationAgents,
  reservationCustomers,
  reservationDays,
  reservations,
  roomTypes,
} from "@/db/schema";
import { dateToApi, instantToApi } from "@/lib/dates";
import { stayNights } from "./availability";
import type { EntryDto, ReservationDto, ReservationListItemDto, ReservationPaymentDto } from "./schemas";
import { amountToPay, fromCents, toCents } from "./totals";

export type ReservationRow = typeof reservations.$inferSelect;

/** The bare row; `lock` keeps it for the rest of the transaction (edits and deletes). */
export async function findReservationRow(
  db: DbOrTx,
  id: number,
  lock = false,
): Promise<ReservationRow | null> {
  const query = db.select().from(reservations).where(eq(reservations.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** True when the agent profile is one of the reservation's agents. */
export async function isAgentOfReservation(
  db: DbOrTx,
  reservationId: number,
  profileId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: reservationAgents.reservationId })
    .from(reservationAgents)
    .where(
      and(eq(reservationAgents.reservationId, reservationId), eq(reservationAgents.profileId, profileId)),
    );
  return Boolean(row);
}

export async function findRoomType(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: roomTypes.id, type: roomTypes.type, capacity: roomTypes.capacity })
    .from(roomTypes)
    .where(eq(roomTypes.id, id));
  return row ?? null;
}

export async function findLocationName(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db.select({ name: locations.name }).from(locations).where(eq(locations.id, id));
  return row?.name ?? null;
}

export async function eventExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, id));
  return Boolean(row);
}

export async function existingCustomerIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: customers.id }).from(customers).where(inArray(customers.id, ids));
  return rows.map((row) => row.id);
}

/** The profiles among `ids` that are agents. */
export async function existingAgentIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(agents, eq(agents.profileId, profiles.id))
    .where(and(inArray(profiles.id, ids), eq(profiles.type, "Agent")));
  return rows.map((row) => row.id);
}

export async function existingAgentRoleIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: agentRoles.id }).from(agentRoles).where(inArray(agentRoles.id, ids));
  return rows.map((row) => row.id);
}

/** The agent role a profile of type Agent gets on the reservations it creates. */
export async function agentRoleOfProfile(db: DbOrTx, profileId: number): Promise<number | null> {
  const [row] = await db
    .select({ agentRoleId: agents.agentRoleId })
    .from(agents)
    .where(eq(agents.profileId, profileId));
  if (row?.agentRoleId) return row.agentRoleId;
  const [first] = await db
    .select({ id: agentRoles.id })
    .from(agentRoles)
    .orderBy(asc(agentRoles.id))
    .limit(1);
  return first?.id ?? null;
}

export async function existingPaymentMethodIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(inArray(paymentMethods.id, ids));
  return rows.map((row) => row.id);
}

/** Items a reservation payment may use: the Reservation system item and Refund-category items. */
export async function reservationPaymentItems(db: DbOrTx) {
  return db
    .select({ id: paymentItems.id, category: paymentItems.category, systemItem: paymentItems.systemItem })
    .from(paymentItems)
    .where(sql`${paymentItems.systemItem} = 'Reservation' or ${paymentItems.category} = 'Refund'`);
}

/**
 * The guests among `customerIds` holding a non-Canceled reservation of the event on a night of
 * checkIn..checkOut (other than `exceptReservationId`), as "Lastname Firstname".
 */
export async function guestsAlreadyBooked(
  db: DbOrTx,
  criteria: {
    eventId: number;
    customerIds: number[];
    checkIn: string;
    checkOut: string;
    exceptReservationIds: number[];
  },
): Promise<string[]> {
  if (criteria.customerIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: customers.id, lastName: customers.lastName, firstName: customers.firstName })
    .from(reservationCustomers)
    .innerJoin(reservations, eq(reservations.id, reservationCustomers.reservationId))
    .innerJoin(customers, eq(customers.id, reservationCustomers.customerId))
    .where(
      and(
        inArray(reservationCustomers.customerId, criteria.customerIds),
        eq(reservations.eventId, criteria.eventId),
        ne(reservations.status, "Canceled"),
        sql`${reservations.checkIn} < ${criteria.checkOut}::date and ${reservations.checkOut} > ${criteria.checkIn}::date`,
        criteria.exceptReservationIds.length
          ? sql`${reservations.id} <> all(${sql.raw(`array[${criteria.exceptReservationIds.map(Number).join(",")}]`)})`
          : undefined,
      ),
    )
    .orderBy(asc(customers.lastName), asc(customers.firstName));
  return rows.map((row) => `${row.lastName} ${row.firstName}`.trim());
}

// ---- Reading a reservation ----

async function paymentsOf(db: DbOrTx, reservationId: number): Promise<ReservationPaymentDto[]> {
  const rows = await db
    .select({
      id: payments.id,
      amount: payments.amount,
      methodId: payments.paymentMethodId,
      methodDescription: paymentMethods.method,
      paymentItemId: payments.paymentItemId,
      itemDescription: paymentItems.description,
      typology: payments.typology,
      paymentDate: payments.paymentDate,
      notes: payments.notes,
    })
    .from(payments)
    .innerJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
    .leftJoin(paymentItems, eq(paymentItems.id, payments.paymentItemId))
    .where(eq(payments.reservationId, reservationId))
    .orderBy(asc(payments.paymentDate), asc(payments.id));
  return rows.map((row) => ({ ...row, paymentDate: dateToApi(row.paymentDate)! }));
}

/** The reservation as GET /api/reservations/{id} answers it; null when absent. */
export async function loadReservation(db: DbOrTx, id: number): Promise<ReservationDto | null> {
  const [row] = await db
    .select({
      reservation: reservations,
      eventName: events.name,
      locationName: locations.name,
      roomTypeType: roomTypes.type,
      roomTypeCapacity: roomTypes.capacity,
      creatorFirstName: profiles.firstName,
      creatorLastName: profiles.lastName,
    })
    .from(reservations)
    .innerJoin(events, eq(events.id, reservations.eventId))
    .innerJoin(locations, eq(locations.id, reservations.locationId))
    .innerJoin(roomTypes, eq(roomTypes.id, reservations.roomTypeId))
    .leftJoin(profiles, eq(profiles.id, reservations.createdBy))
    .where(eq(reservations.id, id));
  if (!row) return null;
  const r = row.reservation;
  // One after another: inside a transaction they share one connection.
  const guests = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phone: customers.phone,
      isFake: customers.isFake,
      isAgentPlayer: reservationCustomers.isAgentPlayer,
    })
    .from(reservationCustomers)
    .innerJoin(customers, eq(customers.id, reservationCustomers.customerId))
    .where(eq(reservationCustomers.reservationId, id))
    .orderBy(asc(reservationCustomers.position));
  const agentRows = await db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      roleId: agentRoles.id,
      roleDescription: agentRoles.roleDescription,
    })
    .from(reservationAgents)
    .innerJoin(profiles, eq(profiles.id, reservationAgents.profileId))
    .innerJoin(agentRoles, eq(agentRoles.id, reservationAgents.agentRoleId))
    .where(eq(reservationAgents.reservationId, id))
    .orderBy(asc(agentRoles.id));
  const days = await db
    .select()
    .from(reservationDays)
    .where(eq(reservationDays.reservationId, id))
    .orderBy(asc(reservationDays.day));
  const paymentRows = await paymentsOf(db, id);
  const nights = await stayNights(db, {
    eventId: r.eventId,
    locationId: r.locationId,
    roomTypeId: r.roomTypeId,
    checkIn: r.checkIn,
    checkOut: r.checkOut,
    exceptReservationId: r.id,
  });
  const freeByNight = new Map(nights.map((night) => [night.day, night.free]));
  return {
    id: r.id,
    progressiveNumber: r.progressiveNumber,
    event: { id: r.eventId, name: row.eventName },
    location: { id: r.locationId, name: row.locationName },
    roomType: { id: r.roomTypeId, type: row.roomTypeType, capacity: row.roomTypeCapacity },
    checkIn: dateToApi(r.checkIn)!,
    checkOut: dateToApi(r.checkOut)!,
    status: r.status,
    type: r.type,
    customers: guests,
    profiles: agentRows.map((a) => ({
      id: a.id,
      firstName: a.firstName,
      lastName: a.lastName,
      agentRole: { id: a.roleId, roleDescription: a.roleDescription },
    })),
    reservationDays: days.map((d) => ({
      day: dateToApi(d.day)!,
      sellPrice: d.sellPrice,
      dailyTax: d.dailyTax,
      availability: freeByNight.get(d.day) ?? 0,
    })),
    discount: r.discount,
    totalNoTax: r.totalNoTax,
    totalTax: r.totalTax,
    totalPay: r.totalPay,
    toPay: amountToPay(r.totalPay, paymentRows),
    notes: r.notes,
    isWebReservation: r.isWebReservation,
    checkInDone: r.checkInDone,
    payments: paymentRows,
    createdBy:
      r.createdBy !== null && row.creatorLastName !== null
        ? { id: r.createdBy, firstName: row.creatorFirstName, lastName: row.creatorLastName }
        : null,
    createdAt: instantToApi(r.createdAt)!,
    updatedAt: instantToApi(r.updatedAt)!,
  };
}

/** The interim list of an event's reservations (agents: only theirs), by check-in then id. */
export async function listReservationsOfEvent(
  db: DbOrTx,
  criteria: { eventId: number; agentProfileId?: number },
): Promise<ReservationListItemDto[]> {
  const agentFilter = criteria.agentProfileId
    ? sql`and exists (select 1 from reservation_agents ra where ra.reservation_id = r.id and ra.profile_id = ${criteria.agentProfileId})`
    : sql``;
  const result = await db.execute<{
    id: number;
    progressive_number: number | null;
    check_in: string;
    check_out: string;
    location_id: number;
    location_name: string;
    room_type_id: number;
    room_type: string;
    status: ReservationListItemDto["status"];
    type: ReservationListItemDto["type"];
    guests: string | null;
    total_pay: string;
    paid_cents: string;
  }>(sql`
    select r.id, r.progressive_number, to_char(r.check_in, 'YYYY-MM-DD') as check_in,
           to_char(r.check_out, 'YYYY-MM-DD') as check_out, r.location_id, l.name as location_name,
           r.room_type_id, rt.type as room_type, r.status, r.type, r.total_pay,
           (select string_agg(trim(c.last_name || ' ' || c.first_name), ', ' order by rc.position)
              from reservation_customers rc join customers c on c.id = rc.customer_id
             where rc.reservation_id = r.id) as guests,
           (select coalesce(sum(case p.typology when 'Inbound' then p.amount when 'Outbound' then -p.amount else 0 end), 0) * 100
              from payments p where p.reservation_id = r.id)::bigint::text as paid_cents
    from reservations r
    join locations l on l.id = r.location_id
    join room_types rt on rt.id = r.room_type_id
    where r.event_id = ${criteria.eventId} ${agentFilter}
    order by r.check_in, r.id`);
  return result.rows.map((row) => ({
    id: row.id,
    progressiveNumber: row.progressive_number,
    checkIn: dateToApi(row.check_in)!,
    checkOut: dateToApi(row.check_out)!,
    location: { id: row.location_id, name: row.location_name },
    roomType: { id: row.room_type_id, type: row.room_type },
    status: row.status,
    type: row.type,
    guests: row.guests ?? "",
    totalPay: row.total_pay,
    toPay: fromCents(toCents(row.total_pay) - Number(row.paid_cents)),
  }));
}

// ---- Entries of Packet reservations ----

export async function entriesOfReservation(
  db: DbOrTx,
  reservationId: number,
  eventId: number,
): Promise<EntryDto[]> {
  const rows = await db
    .select({
      id: entries.id,
      customerId: entries.customerId,
      eventId: entries.eventId,
      isDeleted: entries.isDeleted,
      number: entries.number,
      lastName: customers.lastName,
      firstName: customers.firstName,
      editSource: entries.editSource,
    })
    .from(entries)
    .innerJoin(customers, eq(customers.id, entries.customerId))
    .where(and(eq(entries.reservationId, reservationId), eq(entries.eventId, eventId)))
    .orderBy(asc(customers.lastName), asc(customers.firstName), asc(entries.id));
  return rows.map(({ lastName, firstName, ...entry }) => ({
    ...entry,
    fullName: `${lastName} ${firstName}`.trim(),
  }));
}

/**
 * Makes the entries of a reservation follow its guests (DOMAIN.md "Entries"): each guest of a
 * Packet reservation that is not Canceled has an entry in the event (created with number 1,
 * or revived when soft-deleted), linked to the reservation; entries the reservation created for
 * guests no longer on it (or for a reservation no longer Packet) are soft-deleted.
 */
export async function syncPacketEntries(
  tx: DbOrTx,
  { reservationId, eventId, customerIds }: { reservationId: number; eventId: number; customerIds: number[] },
): Promise<void> {
  if (customerIds.length) {
    await tx
      .insert(entries)
      .values(
        customerIds.map((customerId) => ({
          eventId,
          customerId,
          number: 1,
          editSource: "Reservation" as const,
          reservationId,
        })),
      )
      .onConflictDoUpdate({
        target: [entries.eventId, entries.customerId],
        set: {
          reservationId: sql`case when ${entries.isDeleted} or ${entries.reservationId} is null then ${reservationId} else ${entries.reservationId} end`,
          editSource: sql`case when ${entries.isDeleted} then 'Reservation'::entry_edit_source else ${entries.editSource} end`,
          number: sql`case when ${entries.isDeleted} then 1 else ${entries.number} end`,
          isDeleted: false,
          updatedAt: new Date(),
        },
      });
  }
  await tx
    .update(entries)
    .set({ isDeleted: true, updatedAt: new Date() })
    .where(
      and(
        eq(entries.reservationId, reservationId),
        eq(entries.editSource, "Reservation"),
        eq(entries.isDeleted, false),
        customerIds.length
          ? sql`${entries.customerId} <> all(${sql.raw(`array[${customerIds.map(Number).join(",")}]`)})`
          : undefined,
      ),
    );
}
