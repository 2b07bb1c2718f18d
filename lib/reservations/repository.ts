import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import {
  customers,
  entries,
  events,
  locations,
  reservationAgents,
  reservations,
  roomTypes,
} from "@/db/schema";
import { dateToApi, instantToApi } from "@/lib/dates";
import { keyOrder } from "@/lib/names/search-sql";
import { stayNights } from "./availability";
import {
  hotelConfirmationLateral,
  toHotelConfirmation,
  type HotelConfirmationColumns,
} from "./hotel-confirmation";
import type { EntryDto, ReservationDto, ReservationListItemDto, ReservationPaymentDto } from "./schemas";
import { centsToDecimal, requireCents } from "@/lib/money/cents";
import { amountToPay } from "./totals";

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

// ---- Reading a reservation ----

type LoadedRow = HotelConfirmationColumns & {
  id: number;
  progressive_number: number | null;
  event_id: number;
  event_name: string;
  location_id: number;
  location_name: string;
  room_type_id: number;
  room_type: string;
  capacity: number;
  check_in: string;
  check_out: string;
  status: ReservationDto["status"];
  type: ReservationDto["type"];
  discount: string;
  total_no_tax: string;
  total_tax: string;
  total_pay: string;
  notes: string | null;
  is_web_reservation: boolean;
  check_in_done: boolean;
  created_by: number | null;
  creator_first_name: string | null;
  creator_last_name: string | null;
  created_at: number;
  updated_at: number;
  guests: ReservationDto["customers"];
  agents: ReservationDto["profiles"];
  days: { day: string; sellPrice: string; dailyTax: string }[];
  payments: ReservationPaymentDto[];
};

/**
 * The reservation as GET /api/reservations/{id} answers it; null when absent. One statement for
 * the reservation with its guests, agents, nights and payments (json aggregates), one more for
 * the nights' free rooms unless `availability: false` (the audit snapshot does not show them).
 */
export async function loadReservation(
  db: DbOrTx,
  id: number,
  { availability = true }: { availability?: boolean } = {},
): Promise<ReservationDto | null> {
  const result = await db.execute<LoadedRow>(sql`
    select r.id, r.progressive_number, r.event_id, e.name as event_name, r.location_id,
           l.name as location_name, r.room_type_id, rt.type as room_type, rt.capacity,
           to_char(r.check_in, 'YYYY-MM-DD') as check_in, to_char(r.check_out, 'YYYY-MM-DD') as check_out,
           r.status, r.type, r.discount, r.total_no_tax, r.total_tax, r.total_pay, r.notes,
           r.is_web_reservation, r.check_in_done, r.created_by, cp.first_name as creator_first_name,
           cp.last_name as creator_last_name,
           -- Milliseconds: the driver hands timestamps of raw statements back as text.
           (extract(epoch from r.created_at) * 1000)::float8 as created_at,
           (extract(epoch from r.updated_at) * 1000)::float8 as updated_at,
           (select coalesce(json_agg(json_build_object('id', c.id, 'firstName', c.first_name,
                      'lastName', c.last_name, 'email', c.email, 'phone', c.phone, 'isFake', c.is_fake,
                      'isAgentPlayer', rc.is_agent_player) order by rc.position), '[]')
              from reservation_customers rc join customers c on c.id = rc.customer_id
             where rc.reservation_id = r.id) as guests,
           (select coalesce(json_agg(json_build_object('id', p.id, 'firstName', p.first_name,
                      'lastName', p.last_name,
                      'agentRole', json_build_object('id', ar.id, 'roleDescription', ar.role_description))
                      order by ar.id), '[]')
              from reservation_agents ra join profiles p on p.id = ra.profile_id
              join agent_roles ar on ar.id = ra.agent_role_id
             where ra.reservation_id = r.id) as agents,
           (select coalesce(json_agg(json_build_object('day', to_char(d.day, 'YYYY-MM-DD'),
                      'sellPrice', d.sell_price::text, 'dailyTax', d.daily_tax::text) order by d.day), '[]')
              from reservation_days d where d.reservation_id = r.id) as days,
           (select coalesce(json_agg(json_build_object('id', pa.id, 'amount', pa.amount::text,
                      'methodId', pa.payment_method_id, 'methodDescription', pm.method,
                      'paymentItemId', pa.payment_item_id, 'itemDescription', pi.description,
                      'typology', pa.typology, 'paymentDate', to_char(pa.payment_date, 'YYYY-MM-DD'),
                      'notes', pa.notes) order by pa.payment_date, pa.id), '[]')
              from payments pa join payment_methods pm on pm.id = pa.payment_method_id
              left join payment_items pi on pi.id = pa.payment_item_id
             where pa.reservation_id = r.id) as payments,
           hc.hc_state, hc.hc_sent_id, hc.hc_since
    from reservations r
    join events e on e.id = r.event_id
    join locations l on l.id = r.location_id
    join room_types rt on rt.id = r.room_type_id
    left join profiles cp on cp.id = r.created_by
    ${hotelConfirmationLateral("r")}
    where r.id = ${id}`);
  const r = result.rows[0];
  if (!r) return null;
  const nights = availability
    ? await stayNights(db, {
        eventId: r.event_id,
        locationId: r.location_id,
        roomTypeId: r.room_type_id,
        checkIn: r.check_in,
        checkOut: r.check_out,
        exceptReservationId: r.id,
      })
    : [];
  const freeByNight = new Map(nights.map((night) => [night.day, night.free]));
  const paymentRows = r.payments.map((p) => ({ ...p, paymentDate: dateToApi(p.paymentDate)! }));
  return {
    id: r.id,
    progressiveNumber: r.progressive_number,
    event: { id: r.event_id, name: r.event_name },
    location: { id: r.location_id, name: r.location_name },
    roomType: { id: r.room_type_id, type: r.room_type, capacity: r.capacity },
    checkIn: dateToApi(r.check_in)!,
    checkOut: dateToApi(r.check_out)!,
    status: r.status,
    type: r.type,
    customers: r.guests,
    profiles: r.agents,
    reservationDays: r.days.map((d) => ({
      day: dateToApi(d.day)!,
      sellPrice: d.sellPrice,
      dailyTax: d.dailyTax,
      availability: freeByNight.get(d.day) ?? 0,
    })),
    discount: r.discount,
    totalNoTax: r.total_no_tax,
    totalTax: r.total_tax,
    totalPay: r.total_pay,
    toPay: amountToPay(r.total_pay, paymentRows),
    notes: r.notes,
    isWebReservation: r.is_web_reservation,
    checkInDone: r.check_in_done,
    payments: paymentRows,
    createdBy:
      r.created_by !== null && r.creator_last_name !== null
        ? { id: r.created_by, firstName: r.creator_first_name, lastName: r.creator_last_name }
        : null,
    createdAt: instantToApi(new Date(r.created_at))!,
    updatedAt: instantToApi(new Date(r.updated_at))!,
    hotelConfirmation: toHotelConfirmation(r),
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
  const result = await db.execute<
    HotelConfirmationColumns & {
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
      paid: string;
    }
  >(sql`
    select r.id, r.progressive_number, to_char(r.check_in, 'YYYY-MM-DD') as check_in,
           to_char(r.check_out, 'YYYY-MM-DD') as check_out, r.location_id, l.name as location_name,
           r.room_type_id, rt.type as room_type, r.status, r.type, r.total_pay,
           (select string_agg(trim(c.last_name || ' ' || c.first_name), ', ' order by rc.position)
              from reservation_customers rc join customers c on c.id = rc.customer_id
             where rc.reservation_id = r.id) as guests,
           (select coalesce(sum(case p.typology when 'Inbound' then p.amount when 'Outbound' then -p.amount else 0 end), 0)
              from payments p where p.reservation_id = r.id)::text as paid,
           hc.hc_state, hc.hc_sent_id, hc.hc_since
    from reservations r
    join locations l on l.id = r.location_id
    join room_types rt on rt.id = r.room_type_id
    ${hotelConfirmationLateral("r")}
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
    toPay: centsToDecimal(requireCents(row.total_pay) - requireCents(row.paid)),
    hotelConfirmation: toHotelConfirmation(row),
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
    .orderBy(
      ...keyOrder(customers.searchKey, customers.lastName, customers.firstName).map((part) => asc(part)),
      asc(entries.id),
    );
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
