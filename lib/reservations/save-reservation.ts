import { sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { diffForAudit } from "@/lib/audit/write-audit";
import { queueReservationCommunications } from "@/lib/communications/queue-reservation-communications";
import { hotelConfirmationOf } from "./hotel-confirmation";
import { dateToApi, instantToApi } from "@/lib/dates";
import { roomLocksSql, stayNightsSql, toStayNights, uncoveredNights, wouldOverbook } from "./availability";
import { auditSnapshot } from "./audit-snapshot";
import { countedStay, recordBookingHistory } from "./booking-history";
import { assertFoundReferences } from "./references";
import { entriesOfReservation, findReservationRow, loadReservation, syncPacketEntries } from "./repository";
import { isFreeType, needsAvailabilityCheck, stayChanged } from "./rules";
import type {
  EntryDto,
  ReservationDto,
  ReservationInput,
  ReservationPaymentDto,
  SaveReservationDto,
  SaveReservationOptions,
} from "./schemas";
import { centsToDecimal, requireCents } from "@/lib/money/cents";
import { amountToPay, computeTotals, type PricedNight } from "./totals";
import { applyStatusTransitions } from "./transitions";

export type SaveReservationResult = SaveReservationDto & {
  /** The skipped capacity check let a night go below 0 free rooms. */
  overbooked: boolean;
};

/** "2026-05-10" -> "10/05/2026", for messages. */
function dayForMessage(day: string): string {
  const [y, m, d] = day.slice(0, 10).split("-");
  return `${d}/${m}/${y}`;
}

/** What the preparing statement of a save reads, beside taking the locks. */
type SaveContext = {
  event: { name: string; isFreezed: boolean } | null;
  location_name: string | null;
  room_type: { id: number; type: string; capacity: number } | null;
  guests: {
    id: number;
    firstName: string;
    lastName: string;
    email: string | null;
    phone: string | null;
    isFake: boolean;
  }[];
  agents: { id: number; firstName: string | null; lastName: string; isAgent: boolean }[];
  agent_roles: { id: number; roleDescription: string }[];
  caller_agent_role: number | null;
  methods: { id: number; method: string }[];
  items: { id: number; category: string | null; systemItem: string | null; description: string | null }[];
  creator: { firstName: string | null; lastName: string } | null;
  reservation_ids: number[] | null;
  payment_ids: number[] | null;
  /** The transaction's timestamp (created_at, updated_at) in milliseconds. */
  now: number;
};

const ids = (values: readonly number[]) =>
  values.length
    ? sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::integer[]`
    : sql`array[]::integer[]`;

/**
 * POST /api/reservations/save. Creates (1 room, or N in Multiple mode) or updates a reservation
 * with its guests, agents, nights, payments and Packet entries, in one transaction with the
 * availability check. The check and the write are serialized per event, hotel and room type
 * (advisory lock taken before counting), so two desks cannot both take the last room. A check
 * the user may skip (WrongCapacity, CustomersAlreadyHaveReservations) answers 409 and writes
 * nothing.
 *
 * Round trips (a creation: begin, 3 statements, commit): one statement locks the event row and
 * the room type's availability and reads every reference the save needs (with the ids of the new
 * rows from their sequences); one counts the nights and looks for guests already booked, after
 * the lock so that it sees the saves that held it; one writes every row with the audit row
 * (data-modifying CTEs). The answer is built from what was written, not read back.
 */
export async function saveReservation({
  db,
  caller,
  input,
  options,
}: {
  db: Db;
  caller: Caller;
  input: ReservationInput;
  options: SaveReservationOptions;
}): Promise<SaveReservationResult> {
  const isAgentCaller = caller.profileType === "Agent";
  const count = input.id ? 1 : options.creationMode === "Multiple" ? options.reservationsNumber : 1;
  if (input.id && options.creationMode === "Multiple" && options.reservationsNumber > 1) {
    throw new DomainError("multipleOnlyOnCreate");
  }

  return db.transaction(async (tx) => {
    // An edit: the row locked first (as a delete does), then the reservation as it was.
    const existing = input.id ? await findReservationRow(tx, input.id, true) : null;
    const before = existing ? await loadReservation(tx, existing.id, { availability: false }) : null;
    if (input.id) {
      if (!existing || !before || existing.eventId !== input.eventId) {
        throw new DomainError("reservationNotFound");
      }
      if (isAgentCaller && !before.profiles.some((p) => p.id === caller.profileId)) {
        throw new DomainError("reservationNotFound");
      }
    }

    const customerIds = input.customers.map((c) => c.id);
    const agentIds = [
      ...new Set([...input.profiles.map((p) => p.id), ...(isAgentCaller ? [caller.profileId] : [])]),
    ];
    const roleIds = input.profiles.map((p) => p.agentRoleId);
    const methodIds = [...new Set(input.payments.map((p) => p.methodId))];
    const freshPayments = input.payments.filter((p) => !p.id).length;
    // Share lock on the event: saves of the event run side by side, but never beside a close.
    // Then, before counting, every save of this event, hotel and room type waits for the others.
    const [context] = (
      await tx.execute<SaveContext>(sql`
        select
          (select json_build_object('name', name, 'isFreezed', is_freezed)
             from events where id = ${input.eventId} for share) as event,
          (select name from locations where id = ${input.locationId}) as location_name,
          (select json_build_object('id', id, 'type', type, 'capacity', capacity)
             from room_types where id = ${input.roomTypeId}) as room_type,
          (select coalesce(json_agg(json_build_object('id', id, 'firstName', first_name, 'lastName', last_name,
                     'email', email, 'phone', phone, 'isFake', is_fake)), '[]')
             from customers where id = any(${ids(customerIds)})) as guests,
          (select coalesce(json_agg(json_build_object('id', p.id, 'firstName', p.first_name,
                     'lastName', p.last_name, 'isAgent', p.type = 'Agent' and a.profile_id is not null)), '[]')
             from profiles p left join agents a on a.profile_id = p.id
            where p.id = any(${ids(agentIds)})) as agents,
          (select coalesce(json_agg(json_build_object('id', id, 'roleDescription', role_description)), '[]')
             from agent_roles where id = any(${ids(roleIds)})
                or (${isAgentCaller} and id = coalesce(
                      (select agent_role_id from agents where profile_id = ${caller.profileId}),
                      (select min(id) from agent_roles)))) as agent_roles,
          case when ${isAgentCaller} then coalesce(
            (select agent_role_id from agents where profile_id = ${caller.profileId}),
            (select min(id) from agent_roles)) end as caller_agent_role,
          (select coalesce(json_agg(json_build_object('id', id, 'method', method)), '[]')
             from payment_methods where id = any(${ids(methodIds)})) as methods,
          (select coalesce(json_agg(json_build_object('id', id, 'category', category,
                     'systemItem', system_item, 'description', description)), '[]')
             from payment_items where ${input.payments.length > 0}
              and (system_item = 'Reservation' or category = 'Refund')) as items,
          (select json_build_object('firstName', first_name, 'lastName', last_name)
             from profiles where id = ${caller.profileId}) as creator,
          (select array_agg(nextval('reservations_id_seq')) from generate_series(1, ${existing ? 0 : count}::integer)) as reservation_ids,
          (select array_agg(nextval('payments_id_seq')) from generate_series(1, ${freshPayments}::integer)) as payment_ids,
          (extract(epoch from now()) * 1000)::float8 as now,
          ${roomLocksSql([
            input,
            ...(existing
              ? [
                  {
                    eventId: existing.eventId,
                    locationId: existing.locationId,
                    roomTypeId: existing.roomTypeId,
                  },
                ]
              : []),
          ])} as locks`)
    ).rows as [SaveContext];

    if (!context.event) throw new DomainError("eventNotFound");
    if (context.event.isFreezed) throw new DomainError("eventClosed");
    const { roomType, locationName } = assertFoundReferences({
      eventFound: true,
      locationName: context.location_name,
      roomType: context.room_type,
    });
    if (context.guests.length !== customerIds.length) throw new DomainError("guestNotFound");
    const agentsById = new Map(context.agents.map((a) => [a.id, a]));
    if (input.profiles.some((p) => !agentsById.get(p.id)?.isAgent)) throw new DomainError("agentNotFound");
    const rolesById = new Map(context.agent_roles.map((r) => [r.id, r]));
    if (roleIds.some((id) => !rolesById.has(id))) throw new DomainError("invalidAgentRole");
    const agentRows = agentsToStore({ caller, input, before, callerAgentRole: context.caller_agent_role });
    if (agentRows.some((a) => !rolesById.has(a.agentRoleId))) throw new DomainError("invalidAgentRole");
    const paymentRows = paymentsToStore(input, context);

    // The same transitions as the form, from the stored row: the form shows what is stored.
    const { status, totalPay } = applyStatusTransitions({ before: existing, after: input });
    const after = { ...input, status };
    const reprice = stayChanged(existing, input);
    const checkGuests = !options.skipCustomerCheck && status !== "Canceled" && customerIds.length > 0;
    // After the lock: a new snapshot that sees every save that held it.
    const [counted] = (
      await tx.execute<{ nights: Parameters<typeof toStayNights>[0]; booked_guests: string[] | null }>(sql`
        select
          (select coalesce(json_agg(n order by n.day), '[]')
             from (${stayNightsSql({ ...input, exceptReservationId: existing?.id ?? null })}) n) as nights,
          ${
            checkGuests
              ? sql`(select json_agg(trim(c.last_name || ' ' || c.first_name) order by c.last_name, c.first_name)
                       from customers c
                      where c.id = any(${ids(customerIds)})
                        and exists (
                          select 1 from reservation_customers rc join reservations r on r.id = rc.reservation_id
                           where rc.customer_id = c.id and r.event_id = ${input.eventId} and r.status <> 'Canceled'
                             and r.check_in < ${input.checkOut}::date and r.check_out > ${input.checkIn}::date
                             and r.id <> ${existing?.id ?? 0}))`
              : sql`null::json`
          } as booked_guests`)
    ).rows as [{ nights: Parameters<typeof toStayNights>[0]; booked_guests: string[] | null }];
    const nights = toStayNights(counted.nights);

    let pricedNights: (PricedNight & { day: string })[];
    if (reprice) {
      const uncovered = uncoveredNights(nights);
      if (uncovered.length) {
        throw new DomainError("nightsNotSold", {
          params: { nights: uncovered.map(dayForMessage).join(", ") },
        });
      }
      pricedNights = nights.map((n) => ({ day: n.day, sellPrice: n.sellPrice!, dailyTax: n.dailyTax! }));
    } else {
      pricedNights = before!.reservationDays.map((d) => ({
        day: d.day.slice(0, 10),
        sellPrice: d.sellPrice,
        dailyTax: d.dailyTax,
      }));
    }

    const checkAvailability = needsAvailabilityCheck({ before: existing, after });
    const overbooked = checkAvailability && wouldOverbook(nights, count);
    if (!options.skipCapacityValidation) {
      if (input.customers.length > roomType.capacity) {
        throw new DomainError("wrongCapacityGuests", { validationCodes: ["WrongCapacity"] });
      }
      if (overbooked)
        throw new DomainError("wrongCapacityOverbooking", { validationCodes: ["WrongCapacity"] });
    }
    if (counted.booked_guests?.length) {
      throw new DomainError("customersAlreadyHaveReservations", {
        params: { names: counted.booked_guests.join(", ") },
        validationCodes: ["CustomersAlreadyHaveReservations"],
      });
    }

    const totals = computeTotals({
      nights: pricedNights,
      capacity: roomType.capacity,
      discount: input.discount,
      totalPay,
      free: isFreeType(input.type),
    });
    // A stay never costs less than nothing (a discount above the stay's total, or a
    // negative total sent directly, would make the desk "give change" for money never paid).
    if (requireCents(totals.totalPay) < 0) {
      throw new DomainError("reservationTotalNegative");
    }
    const reservationIds = existing ? [existing.id] : context.reservation_ids!.map(Number);
    const firstId = reservationIds[0]!;
    let nextPaymentId = 0;
    const storedPayments = paymentRows.map((p) => ({
      ...p,
      id: p.id ?? Number(context.payment_ids![nextPaymentId++]),
    }));
    if (existing) {
      const owned = new Set(before!.payments.map((p) => p.id));
      if (paymentRows.some((p) => p.id && !owned.has(p.id)))
        throw new DomainError("reservationPaymentNotFound");
    } else if (paymentRows.some((p) => p.id)) {
      throw new DomainError("reservationPaymentNotFound");
    }

    // The answer, from what is about to be written.
    const methodsById = new Map(context.methods.map((m) => [m.id, m.method]));
    const itemsById = new Map(context.items.map((i) => [i.id, i.description]));
    const guestsById = new Map(context.guests.map((g) => [g.id, g]));
    // Free rooms each night leaving out the first reservation: the other rooms of a Multiple save take theirs.
    const othersNew = !existing && status !== "Canceled" ? count - 1 : 0;
    const freeByNight = new Map(nights.map((n) => [n.day, n.free - othersNew]));
    const payments: ReservationPaymentDto[] = storedPayments
      .map((p) => ({
        id: p.id,
        amount: centsToDecimal(requireCents(p.amount)),
        methodId: p.paymentMethodId,
        methodDescription: methodsById.get(p.paymentMethodId)!,
        paymentItemId: p.paymentItemId,
        itemDescription: itemsById.get(p.paymentItemId) ?? null,
        typology: p.typology,
        paymentDate: dateToApi(p.paymentDate)!,
        notes: p.notes,
      }))
      .sort((a, b) => a.paymentDate.localeCompare(b.paymentDate) || a.id - b.id);
    const now = instantToApi(new Date(context.now))!;
    const reservationOf = (id: number, first: boolean): ReservationDto => ({
      id,
      progressiveNumber: before?.progressiveNumber ?? null,
      event: { id: input.eventId, name: context.event!.name },
      location: { id: input.locationId, name: locationName },
      roomType: { id: roomType.id, type: roomType.type, capacity: roomType.capacity },
      checkIn: dateToApi(input.checkIn)!,
      checkOut: dateToApi(input.checkOut)!,
      status,
      type: input.type,
      customers: first
        ? input.customers.map((c) => ({ ...guestsById.get(c.id)!, isAgentPlayer: c.isAgentPlayer }))
        : [],
      profiles: agentRows
        .map((a) => ({
          id: a.profileId,
          firstName: agentsById.get(a.profileId)!.firstName,
          lastName: agentsById.get(a.profileId)!.lastName,
          agentRole: rolesById.get(a.agentRoleId)!,
        }))
        .sort((a, b) => a.agentRole.id - b.agentRole.id),
      reservationDays: pricedNights.map((n) => ({
        day: dateToApi(n.day)!,
        sellPrice: centsToDecimal(requireCents(n.sellPrice)),
        dailyTax: centsToDecimal(requireCents(n.dailyTax)),
        availability: freeByNight.get(n.day) ?? 0,
      })),
      discount: totals.discount,
      totalNoTax: totals.totalNoTax,
      totalTax: totals.totalTax,
      totalPay: totals.totalPay,
      toPay: amountToPay(totals.totalPay, first ? payments : []),
      notes: input.notes,
      isWebReservation: input.isWebReservation,
      checkInDone: input.checkInDone,
      payments: first ? payments : [],
      createdBy: before
        ? before.createdBy
        : context.creator
          ? { id: caller.profileId, firstName: context.creator.firstName, lastName: context.creator.lastName }
          : null,
      createdAt: before?.createdAt ?? now,
      updatedAt: now,
      // Read once the communications are queued, below.
      hotelConfirmation: null,
    });
    const saved = reservationIds.map((id, index) => reservationOf(id, index === 0));

    await writeReservations(tx, {
      caller,
      input,
      status,
      totals,
      existing: existing && before ? { id: existing.id, before } : null,
      reservationIds,
      pricedNights: reprice ? pricedNights : null,
      agentRows,
      payments: storedPayments,
      freshPaymentIds: new Set(storedPayments.filter((_, i) => !paymentRows[i]!.id).map((p) => p.id)),
      audits: saved.map((after) => ({
        entityId: after.id,
        changes: diffForAudit(before && auditSnapshot(before), auditSnapshot(after)),
      })),
    });

    await queueReservationCommunications({ tx, changes: saved.map((after) => ({ before, after })) });
    saved[0]!.hotelConfirmation = await hotelConfirmationOf(tx, firstId);
    await recordBookingHistory(tx, {
      reservationIds,
      before: existing && countedStay(existing),
      after: countedStay({ ...input, status }),
    });

    // Packet entries follow the guests; a new reservation of another type has none.
    const packetGuests = input.type === "Packet" && status !== "Canceled" ? customerIds : [];
    let entries: EntryDto[] = [];
    if (existing || packetGuests.length) {
      await syncPacketEntries(tx, {
        reservationId: firstId,
        eventId: input.eventId,
        customerIds: packetGuests,
      });
      entries = await entriesOfReservation(tx, firstId, input.eventId);
    }
    return {
      reservation: saved[0]!,
      entries,
      ...(reservationIds.length > 1 ? { reservationIds } : {}),
      overbooked,
    };
  });
}

/**
 * Every row of the save in as few statements as PostgreSQL allows: a creation is one statement
 * (the reservations, their nights, agents, guests, payments and audit rows as data-modifying
 * CTEs, which see no one another's rows, hence the ids taken beforehand); an edit first deletes
 * the rows it replaces (a CTE cannot delete and re-insert the same key), then writes.
 */
async function writeReservations(
  tx: Tx,
  w: {
    caller: Caller;
    input: ReservationInput;
    status: string;
    totals: ReturnType<typeof computeTotals>;
    existing: { id: number; before: ReservationDto } | null;
    reservationIds: number[];
    pricedNights: (PricedNight & { day: string })[] | null;
    agentRows: { profileId: number; agentRoleId: number }[];
    payments: (PaymentRow & { id: number })[];
    freshPaymentIds: Set<number>;
    audits: { entityId: number; changes: unknown }[];
  },
): Promise<void> {
  const { input, totals, caller } = w;
  const firstId = w.reservationIds[0]!;
  const list = (rows: SQL[]) => sql.join(rows, sql`, `);
  const ctes: SQL[] = [];
  if (w.existing) {
    const kept = w.payments.filter((p) => !w.freshPaymentIds.has(p.id)).map((p) => p.id);
    await tx.execute(sql`
      with ${w.pricedNights ? sql`days as (delete from reservation_days where reservation_id = ${firstId}),` : sql``}
      agents as (delete from reservation_agents where reservation_id = ${firstId}),
      guests as (delete from reservation_customers where reservation_id = ${firstId})
      delete from payments where reservation_id = ${firstId} and id <> all(${ids(kept)})`);
    ctes.push(sql`updated as (
      update reservations set event_id = ${input.eventId}, location_id = ${input.locationId},
        room_type_id = ${input.roomTypeId}, check_in = ${input.checkIn}, check_out = ${input.checkOut},
        status = ${w.status}, type = ${input.type}, discount = ${totals.discount},
        total_no_tax = ${totals.totalNoTax}, total_tax = ${totals.totalTax}, total_pay = ${totals.totalPay},
        notes = ${input.notes}, is_web_reservation = ${input.isWebReservation},
        check_in_done = ${input.checkInDone}, updated_at = now()
      where id = ${firstId})`);
    const updates = w.payments.filter((p) => !w.freshPaymentIds.has(p.id));
    if (updates.length) {
      ctes.push(sql`payments_updated as (
        update payments p set amount = v.amount::numeric, payment_method_id = v.method_id::integer,
          payment_item_id = v.item_id::integer, typology = v.typology::payment_typology,
          payment_date = v.payment_date::date, notes = v.notes
        from (values ${list(
          updates.map(
            (p) =>
              sql`(${p.id}::integer, ${p.amount}, ${p.paymentMethodId}, ${p.paymentItemId}, ${p.typology}, ${p.paymentDate}, ${p.notes})`,
          ),
        )}) v(id, amount, method_id, item_id, typology, payment_date, notes)
        where p.id = v.id)`);
    }
  } else {
    ctes.push(sql`created as (
      insert into reservations (id, event_id, location_id, room_type_id, check_in, check_out, status, type,
        discount, total_no_tax, total_tax, total_pay, notes, is_web_reservation, check_in_done, created_by)
      values ${list(
        w.reservationIds.map(
          (id) => sql`(${id}, ${input.eventId}, ${input.locationId}, ${input.roomTypeId}, ${input.checkIn},
            ${input.checkOut}, ${w.status}, ${input.type}, ${totals.discount}, ${totals.totalNoTax},
            ${totals.totalTax}, ${totals.totalPay}, ${input.notes}, ${input.isWebReservation},
            ${input.checkInDone}, ${caller.profileId})`,
        ),
      )})`);
  }
  if (w.pricedNights?.length) {
    const nights = w.pricedNights;
    ctes.push(sql`days as (
      insert into reservation_days (reservation_id, day, sell_price, daily_tax)
      values ${list(w.reservationIds.flatMap((id) => nights.map((n) => sql`(${id}, ${n.day}, ${n.sellPrice}, ${n.dailyTax})`)))})`);
  }
  if (w.agentRows.length) {
    ctes.push(sql`agents as (
      insert into reservation_agents (reservation_id, profile_id, agent_role_id)
      values ${list(w.reservationIds.flatMap((id) => w.agentRows.map((a) => sql`(${id}, ${a.profileId}, ${a.agentRoleId})`)))})`);
  }
  if (input.customers.length) {
    ctes.push(sql`guests as (
      insert into reservation_customers (reservation_id, event_id, customer_id, position, is_agent_player)
      values ${list(input.customers.map((c, position) => sql`(${firstId}, ${input.eventId}, ${c.id}, ${position}, ${c.isAgentPlayer})`))})`);
  }
  const fresh = w.payments.filter((p) => w.freshPaymentIds.has(p.id));
  if (fresh.length) {
    ctes.push(sql`payments_created as (
      insert into payments (id, event_id, reservation_id, typology, payment_item_id, payment_method_id,
        amount, payment_date, notes, created_by)
      values ${list(
        fresh.map(
          (p) => sql`(${p.id}, ${input.eventId}, ${firstId}, ${p.typology}, ${p.paymentItemId},
            ${p.paymentMethodId}, ${p.amount}, ${p.paymentDate}, ${p.notes}, ${caller.profileId})`,
        ),
      )})`);
  }
  const action = w.existing ? "update" : "create";
  await tx.execute(sql`
    with ${list(ctes)}
    insert into audit_log (account_id, entity, entity_id, action, changes)
    values ${list(
      w.audits.map(
        (a) =>
          sql`(${caller.accountId}, 'reservation', ${String(a.entityId)}, ${action}, ${JSON.stringify(a.changes)}::jsonb)`,
      ),
    )}`);
}

/**
 * The agents to store. Other profiles store what they sent. An Agent profile cannot change the
 * assignments (403): on an edit it must send them back unchanged; on a creation it may send none
 * or only itself, and the reservation is assigned to it with its own agent role.
 */
function agentsToStore({
  caller,
  input,
  before,
  callerAgentRole,
}: {
  caller: Caller;
  input: ReservationInput;
  before: ReservationDto | null;
  callerAgentRole: number | null;
}): { profileId: number; agentRoleId: number }[] {
  const sent = input.profiles.map((p) => ({ profileId: p.id, agentRoleId: p.agentRoleId }));
  if (caller.profileType !== "Agent") return sent;
  const key = (a: { profileId: number; agentRoleId: number }) => `${a.agentRoleId}:${a.profileId}`;
  if (before) {
    const stored = before.profiles.map((p) => ({ profileId: p.id, agentRoleId: p.agentRole.id }));
    const same =
      stored.length === sent.length && stored.map(key).sort().join(",") === sent.map(key).sort().join(",");
    if (!same) throw new DomainError("agentAssignmentForbidden");
    return stored;
  }
  if (sent.some((a) => a.profileId !== caller.profileId)) throw new DomainError("agentAssignmentForbidden");
  const agentRoleId = sent[0]?.agentRoleId ?? callerAgentRole;
  if (!agentRoleId) throw new DomainError("invalidAgentRole");
  return [{ profileId: caller.profileId, agentRoleId }];
}

type PaymentRow = {
  id: number | null;
  amount: string;
  paymentMethodId: number;
  paymentItemId: number;
  typology: "Inbound" | "Outbound";
  paymentDate: string;
  notes: string | null;
};

/** The payments sent, checked: known method, and the Reservation item (Inbound) or a Refund item (Outbound). */
function paymentsToStore(
  input: ReservationInput,
  context: Pick<SaveContext, "methods" | "items">,
): PaymentRow[] {
  if (input.payments.length === 0) return [];
  const methodIds = new Set(context.methods.map((m) => m.id));
  if (input.payments.some((p) => !methodIds.has(p.methodId))) {
    throw new DomainError("reservationPaymentMethodNotFound");
  }
  const items = context.items;
  const reservationItem = items.find((item) => item.systemItem === "Reservation");
  return input.payments.map((payment) => {
    const item = payment.paymentItemId ? items.find((i) => i.id === payment.paymentItemId) : reservationItem;
    if (!item) throw new DomainError("invalidReservationPaymentItem");
    return {
      id: payment.id ?? null,
      amount: payment.amount,
      paymentMethodId: payment.methodId,
      paymentItemId: item.id,
      typology: item.systemItem === "Reservation" ? "Inbound" : "Outbound",
      paymentDate: payment.paymentDate,
      notes: payment.notes?.trim() || null,
    };
  });
}
