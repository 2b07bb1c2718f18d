import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { Db, Tx } from "@/db/client";
import {
  payments,
  reservationAgents,
  reservationCustomers,
  reservationDays,
  reservations,
} from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { assertEventOpen } from "@/lib/events/assert-event-open";
import { lockRoomAvailability, stayNights, uncoveredNights, wouldOverbook } from "./availability";
import { auditSnapshot } from "./audit-snapshot";
import { assertStayReferences } from "./references";
import {
  agentRoleOfProfile,
  entriesOfReservation,
  existingAgentIds,
  existingAgentRoleIds,
  existingCustomerIds,
  existingPaymentMethodIds,
  findReservationRow,
  guestsAlreadyBooked,
  isAgentOfReservation,
  loadReservation,
  reservationPaymentItems,
  syncPacketEntries,
  type ReservationRow,
} from "./repository";
import { isFreeType, needsAvailabilityCheck, resolveStatus, stayChanged } from "./rules";
import type { ReservationInput, SaveReservationDto, SaveReservationOptions } from "./schemas";
import { computeTotals, type PricedNight } from "./totals";

export type SaveReservationResult = SaveReservationDto & {
  /** The skipped capacity check let a night go below 0 free rooms. */
  overbooked: boolean;
};

/** "2026-05-10" -> "10/05/2026", for messages. */
function dayForMessage(day: string): string {
  const [y, m, d] = day.slice(0, 10).split("-");
  return `${d}/${m}/${y}`;
}

/**
 * POST /api/reservations/save. Creates (1 room, or N in Multiple mode) or updates a reservation
 * with its guests, agents, nights, payments and Packet entries, in one transaction with the
 * availability check. The check and the write are serialized per event, hotel and room type
 * (advisory lock taken before counting), so two desks cannot both take the last room. A check
 * the user may skip (WrongCapacity, CustomersAlreadyHaveReservations) answers 409 and writes
 * nothing.
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
    const existing = input.id ? await findReservationRow(tx, input.id, true) : null;
    if (input.id) {
      if (!existing || existing.eventId !== input.eventId) throw new DomainError("reservationNotFound");
      if (isAgentCaller && !(await isAgentOfReservation(tx, existing.id, caller.profileId))) {
        throw new DomainError("reservationNotFound");
      }
    }
    // Share lock: saves of the event run side by side, but never beside a close.
    await assertEventOpen(tx, input.eventId);
    const { roomType } = await assertStayReferences(tx, input);
    await assertGuestsAndAgents(tx, input);
    const agentRows = await agentsToStore(tx, { caller, input, existing });
    const paymentRows = await paymentsToStore(tx, input);

    const status = resolveStatus(input);
    const after = { ...input, status };
    // Before counting: every save of this event, hotel and room type waits here for the others.
    await lockRoomAvailability(tx, [
      input,
      ...(existing
        ? [{ eventId: existing.eventId, locationId: existing.locationId, roomTypeId: existing.roomTypeId }]
        : []),
    ]);

    const reprice = stayChanged(existing, input);
    const nights = await stayNights(tx, { ...input, exceptReservationId: existing?.id ?? null });
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
      pricedNights = await tx
        .select({
          day: reservationDays.day,
          sellPrice: reservationDays.sellPrice,
          dailyTax: reservationDays.dailyTax,
        })
        .from(reservationDays)
        .where(eq(reservationDays.reservationId, existing!.id))
        .orderBy(reservationDays.day);
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
    if (!options.skipCustomerCheck && status !== "Canceled") {
      const names = await guestsAlreadyBooked(tx, {
        eventId: input.eventId,
        customerIds: input.customers.map((c) => c.id),
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        exceptReservationIds: existing ? [existing.id] : [],
      });
      if (names.length) {
        throw new DomainError("customersAlreadyHaveReservations", {
          params: { names: names.join(", ") },
          validationCodes: ["CustomersAlreadyHaveReservations"],
        });
      }
    }

    const totals = computeTotals({
      nights: pricedNights,
      capacity: roomType.capacity,
      discount: input.discount,
      totalPay: input.totalPay,
      free: isFreeType(input.type),
    });
    const values = {
      eventId: input.eventId,
      locationId: input.locationId,
      roomTypeId: input.roomTypeId,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      status,
      type: input.type,
      discount: totals.discount,
      totalNoTax: totals.totalNoTax,
      totalTax: totals.totalTax,
      totalPay: totals.totalPay,
      notes: input.notes,
      isWebReservation: input.isWebReservation,
      checkInDone: input.checkInDone,
    };

    const before = existing ? await loadReservation(tx, existing.id) : null;
    const ids: number[] = [];
    if (existing) {
      await tx
        .update(reservations)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(reservations.id, existing.id));
      ids.push(existing.id);
    } else {
      const created = await tx
        .insert(reservations)
        .values(Array.from({ length: count }, () => ({ ...values, createdBy: caller.profileId })))
        .returning({ id: reservations.id });
      ids.push(...created.map((row) => row.id));
    }

    // Guests, payments and Packet entries go to the first reservation of a Multiple save (the
    // others hold rooms for names that come later); nights and agents go to each.
    if (reprice) {
      await tx.delete(reservationDays).where(inArray(reservationDays.reservationId, ids));
      await tx
        .insert(reservationDays)
        .values(ids.flatMap((id) => pricedNights.map((n) => ({ reservationId: id, ...n }))));
    }
    await tx.delete(reservationAgents).where(inArray(reservationAgents.reservationId, ids));
    if (agentRows.length) {
      await tx
        .insert(reservationAgents)
        .values(ids.flatMap((id) => agentRows.map((a) => ({ reservationId: id, ...a }))));
    }
    const firstId = ids[0]!;
    await tx.delete(reservationCustomers).where(eq(reservationCustomers.reservationId, firstId));
    if (input.customers.length) {
      await tx.insert(reservationCustomers).values(
        input.customers.map((c, position) => ({
          reservationId: firstId,
          customerId: c.id,
          position,
          isAgentPlayer: c.isAgentPlayer,
        })),
      );
    }
    await storePayments(tx, {
      caller,
      reservationId: firstId,
      eventId: input.eventId,
      paymentRows,
      isUpdate: Boolean(existing),
    });
    const packetGuests =
      input.type === "Packet" && status !== "Canceled" ? input.customers.map((c) => c.id) : [];
    await syncPacketEntries(tx, {
      reservationId: firstId,
      eventId: input.eventId,
      customerIds: packetGuests,
    });

    const saved: Awaited<ReturnType<typeof loadReservation>>[] = [];
    for (const id of ids) {
      const after = (await loadReservation(tx, id))!;
      saved.push(after);
      await writeAudit(tx, {
        accountId: caller.accountId,
        entity: "reservation",
        entityId: id,
        action: existing ? "update" : "create",
        before: before && auditSnapshot(before),
        after: auditSnapshot(after),
      });
    }
    return {
      reservation: saved[0]!,
      entries: await entriesOfReservation(tx, firstId, input.eventId),
      ...(ids.length > 1 ? { reservationIds: ids } : {}),
      overbooked,
    };
  });
}

async function assertGuestsAndAgents(tx: Tx, input: ReservationInput): Promise<void> {
  const customerIds = input.customers.map((c) => c.id);
  if ((await existingCustomerIds(tx, customerIds)).length !== customerIds.length) {
    throw new DomainError("guestNotFound");
  }
  const agentIds = [...new Set(input.profiles.map((p) => p.id))];
  if ((await existingAgentIds(tx, agentIds)).length !== agentIds.length)
    throw new DomainError("agentNotFound");
  const roleIds = input.profiles.map((p) => p.agentRoleId);
  if ((await existingAgentRoleIds(tx, roleIds)).length !== roleIds.length)
    throw new DomainError("invalidAgentRole");
}

/**
 * The agents to store. Other profiles store what they sent. An Agent profile cannot change the
 * assignments (403): on an edit it must send them back unchanged; on a creation it may send none
 * or only itself, and the reservation is assigned to it with its own agent role.
 */
async function agentsToStore(
  tx: Tx,
  { caller, input, existing }: { caller: Caller; input: ReservationInput; existing: ReservationRow | null },
): Promise<{ profileId: number; agentRoleId: number }[]> {
  const sent = input.profiles.map((p) => ({ profileId: p.id, agentRoleId: p.agentRoleId }));
  if (caller.profileType !== "Agent") return sent;
  const key = (a: { profileId: number; agentRoleId: number }) => `${a.agentRoleId}:${a.profileId}`;
  if (existing) {
    const stored = await tx
      .select({ profileId: reservationAgents.profileId, agentRoleId: reservationAgents.agentRoleId })
      .from(reservationAgents)
      .where(eq(reservationAgents.reservationId, existing.id));
    const same =
      stored.length === sent.length && stored.map(key).sort().join(",") === sent.map(key).sort().join(",");
    if (!same) throw new DomainError("agentAssignmentForbidden");
    return stored;
  }
  if (sent.some((a) => a.profileId !== caller.profileId)) throw new DomainError("agentAssignmentForbidden");
  const agentRoleId = sent[0]?.agentRoleId ?? (await agentRoleOfProfile(tx, caller.profileId));
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
async function paymentsToStore(tx: Tx, input: ReservationInput): Promise<PaymentRow[]> {
  if (input.payments.length === 0) return [];
  const methodIds = [...new Set(input.payments.map((p) => p.methodId))];
  if ((await existingPaymentMethodIds(tx, methodIds)).length !== methodIds.length) {
    throw new DomainError("reservationPaymentMethodNotFound");
  }
  const items = await reservationPaymentItems(tx);
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

/** Updates the payments sent with an id, inserts the new ones and deletes those left out. */
async function storePayments(
  tx: Tx,
  {
    caller,
    reservationId,
    eventId,
    paymentRows,
    isUpdate,
  }: { caller: Caller; reservationId: number; eventId: number; paymentRows: PaymentRow[]; isUpdate: boolean },
): Promise<void> {
  const keptIds = paymentRows.flatMap((p) => (p.id ? [p.id] : []));
  if (keptIds.length) {
    const owned = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.reservationId, reservationId), inArray(payments.id, keptIds)));
    if (!isUpdate || owned.length !== new Set(keptIds).size)
      throw new DomainError("reservationPaymentNotFound");
  }
  if (isUpdate) {
    await tx
      .delete(payments)
      .where(
        and(
          eq(payments.reservationId, reservationId),
          keptIds.length ? notInArray(payments.id, keptIds) : undefined,
        ),
      );
  }
  for (const payment of paymentRows) {
    const { id, ...values } = payment;
    if (id) await tx.update(payments).set(values).where(eq(payments.id, id));
  }
  const fresh = paymentRows.filter((p) => !p.id);
  if (fresh.length) {
    await tx.insert(payments).values(
      fresh.map(({ id: _id, ...values }) => ({
        ...values,
        eventId,
        reservationId,
        createdBy: caller.profileId,
      })),
    );
  }
}
