import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx, Tx } from "@/db/client";
import { dateToApi, instantToApi } from "@/lib/dates";
import type { PendingCommunication, QueueOperation } from "./queue-rules";
import type {
  CommunicationChannel,
  CommunicationDto,
  CommunicationSentDto,
  CommunicationType,
  ConfirmationState,
  DeliveryStatus,
  PendingByHotelDto,
} from "./schemas";

const idArray = (values: readonly number[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::integer[]`;

export async function pendingOfReservations(
  tx: Tx,
  reservationIds: number[],
): Promise<(PendingCommunication & { reservationId: number })[]> {
  const rows = await tx.execute<{
    id: number;
    reservation_id: number;
    location_id: number;
    communication_type: CommunicationType;
    act_check_in: string;
    act_check_out: string;
    act_room_type_id: number;
    prev_check_in: string | null;
    prev_check_out: string | null;
    prev_room_type_id: number | null;
  }>(sql`
    select id, reservation_id, location_id, communication_type, act_check_in::text, act_check_out::text,
           act_room_type_id, prev_check_in::text, prev_check_out::text, prev_room_type_id
      from communications
     where reservation_id = any(${idArray(reservationIds)}) and communication_sent_id is null
     for update`);
  return rows.rows.map((r) => ({
    id: r.id,
    reservationId: r.reservation_id,
    locationId: r.location_id,
    communicationType: r.communication_type,
    act: { checkIn: r.act_check_in, checkOut: r.act_check_out, roomTypeId: r.act_room_type_id },
    prev:
      r.prev_check_in && r.prev_check_out && r.prev_room_type_id
        ? { checkIn: r.prev_check_in, checkOut: r.prev_check_out, roomTypeId: r.prev_room_type_id }
        : null,
  }));
}

/** The queue's inserts in one statement, its updates one by one (at most two), its deletes in one. */
export async function writeQueueOperations(tx: Tx, operations: QueueOperation[]): Promise<void> {
  const inserts = operations.filter((o) => o.kind === "insert");
  const updates = operations.filter((o) => o.kind === "update");
  const deletes = operations.filter((o) => o.kind === "delete").map((o) => o.id);
  if (inserts.length) {
    await tx.execute(sql`
      insert into communications (event_id, location_id, reservation_id, reservation_ref, progressive_number,
        communication_type, act_check_in, act_check_out, act_room_type_id, prev_check_in, prev_check_out,
        prev_room_type_id, is_staff_booking, guest_names)
      values ${sql.join(
        inserts.map(
          (o) => sql`(${o.stay.eventId}, ${o.locationId}, ${o.stay.reservationId}, ${o.stay.reservationId},
            ${o.stay.progressiveNumber}, ${o.communicationType}, ${o.act.checkIn}, ${o.act.checkOut},
            ${o.act.roomTypeId}, ${o.prev?.checkIn ?? null}, ${o.prev?.checkOut ?? null},
            ${o.prev?.roomTypeId ?? null}, ${o.stay.isStaffBooking}, ${o.stay.guestNames})`,
        ),
        sql`, `,
      )}`);
  }
  for (const o of updates) {
    await tx.execute(sql`
      update communications set communication_type = ${o.communicationType},
        act_check_in = ${o.act.checkIn}, act_check_out = ${o.act.checkOut}, act_room_type_id = ${o.act.roomTypeId},
        prev_check_in = ${o.prev?.checkIn ?? null}, prev_check_out = ${o.prev?.checkOut ?? null},
        prev_room_type_id = ${o.prev?.roomTypeId ?? null}, is_staff_booking = ${o.stay.isStaffBooking},
        guest_names = ${o.stay.guestNames}, progressive_number = ${o.stay.progressiveNumber}, updated_at = now()
      where id = ${o.id}`);
  }
  if (deletes.length) await tx.execute(sql`delete from communications where id = any(${idArray(deletes)})`);
}

type CommunicationRow = {
  id: number;
  reservation_ref: number;
  progressive_number: number | null;
  communication_type: CommunicationType;
  act_check_in: string;
  act_check_out: string;
  prev_check_in: string | null;
  prev_check_out: string | null;
  act_room_type: string;
  prev_room_type: string | null;
  is_staff_booking: boolean;
  guest_names: string;
};

/**
 * Communications as the screen and the message show them. A pending one reads the reservation's
 * current progressive number (numbers are assigned without a save); a sent one keeps its own.
 */
async function selectCommunications(db: DbOrTx, where: SQL): Promise<CommunicationDto[]> {
  const rows = await db.execute<CommunicationRow>(sql`
    select c.id, c.reservation_ref,
           case when c.communication_sent_id is null then coalesce(r.progressive_number, c.progressive_number)
                else c.progressive_number end as progressive_number,
           c.communication_type, c.act_check_in::text, c.act_check_out::text,
           c.prev_check_in::text, c.prev_check_out::text,
           act.type as act_room_type, prev.type as prev_room_type, c.is_staff_booking, c.guest_names
      from communications c
      join room_types act on act.id = c.act_room_type_id
      left join room_types prev on prev.id = c.prev_room_type_id
      left join reservations r on r.id = c.reservation_id
     where ${where}
     order by case c.communication_type when 'New' then 0 when 'Modified' then 1 else 2 end,
              c.act_check_in, coalesce(r.progressive_number, c.progressive_number) nulls last, c.reservation_ref, c.id`);
  return rows.rows.map((r) => ({
    id: r.id,
    reservationId: r.reservation_ref,
    progressiveNumber: r.progressive_number,
    communicationType: r.communication_type,
    actCheckIn: dateToApi(r.act_check_in)!,
    actCheckOut: dateToApi(r.act_check_out)!,
    prevCheckIn: dateToApi(r.prev_check_in),
    prevCheckOut: dateToApi(r.prev_check_out),
    actRoomType: r.act_room_type,
    prevRoomType: r.prev_room_type,
    isStaffBooking: r.is_staff_booking,
    guestNames: r.guest_names,
  }));
}

export function pendingForLocation(
  db: DbOrTx,
  eventId: number,
  locationId: number,
): Promise<CommunicationDto[]> {
  return selectCommunications(
    db,
    sql`c.event_id = ${eventId} and c.location_id = ${locationId} and c.communication_sent_id is null`,
  );
}

export function communicationsByIds(db: DbOrTx, ids: number[]): Promise<CommunicationDto[]> {
  return selectCommunications(db, sql`c.id = any(${idArray(ids)})`);
}

export function communicationsOfSent(db: DbOrTx, sentId: number): Promise<CommunicationDto[]> {
  return selectCommunications(db, sql`c.communication_sent_id = ${sentId}`);
}

export async function pendingCountsByHotel(db: DbOrTx, eventId: number): Promise<PendingByHotelDto[]> {
  const rows = await db.execute<{ location_id: number; location_name: string; count: number }>(sql`
    select c.location_id, l.name as location_name, count(*)::int as count
      from communications c join locations l on l.id = c.location_id
     where c.event_id = ${eventId} and c.communication_sent_id is null
     group by c.location_id, l.name
     order by l.name, c.location_id`);
  return rows.rows.map((r) => ({ locationId: r.location_id, locationName: r.location_name, count: r.count }));
}

type SentRow = {
  id: number;
  event_id: number;
  location_id: number;
  location_name: string;
  sent_by_name: string;
  sent_at: Date | string;
  text: string;
  communications_count: number;
  channel: CommunicationChannel;
  delivery_status: DeliveryStatus;
  recipient: string | null;
  delivery_attempts: number;
  delivery_error: string | null;
  delivery_error_detail: string | null;
  next_attempt_at: Date | string | null;
  confirmation_state: ConfirmationState;
  answered_at: Date | string | null;
  answer_note: string | null;
  reminders_sent: number;
  last_reminded_at: Date | string | null;
};

const instantOrNull = (value: Date | string | null) =>
  value === null ? null : instantToApi(new Date(value))!;

const toSentDto = (r: SentRow): CommunicationSentDto => ({
  id: r.id,
  eventId: r.event_id,
  locationId: r.location_id,
  locationName: r.location_name,
  profileFullName: r.sent_by_name,
  sentDate: instantToApi(new Date(r.sent_at))!,
  text: r.text,
  messageSentId: r.id,
  communicationsCount: r.communications_count,
  channel: r.channel,
  deliveryStatus: r.delivery_status,
  recipient: r.recipient,
  deliveryAttempts: r.delivery_attempts,
  deliveryError: r.delivery_error,
  deliveryErrorDetail: r.delivery_error_detail,
  nextAttemptAt: instantOrNull(r.next_attempt_at),
  confirmation: {
    state: r.confirmation_state,
    answeredAt: instantOrNull(r.answered_at),
    note: r.answer_note,
    remindersSent: r.reminders_sent,
    lastRemindedAt: instantOrNull(r.last_reminded_at),
  },
});

/**
 * A delivered message's confirmation state (ConfirmationState), as SQL on `communications_sent s`.
 * Superseded: unanswered, and every reservation it held is in a later delivered message to the
 * same hotel (each reservation's hotel state is that of the latest message that included it).
 */
export const confirmationStateSql = sql`
  case when s.answer is not null then s.answer::text
       when s.confirm_token_hash is null then 'none'
       when exists (select 1 from communications c where c.communication_sent_id = s.id)
        and not exists (
          select 1 from communications c
           where c.communication_sent_id = s.id
             and not exists (
               select 1 from communications c2 join communications_sent s2 on s2.id = c2.communication_sent_id
                where c2.reservation_ref = c.reservation_ref and c2.location_id = s.location_id
                  and s2.id > s.id and s2.delivery_status = 'sent'))
       then 'superseded'
       else 'waiting' end`;

function selectSent(db: DbOrTx, where: SQL) {
  return db.execute<SentRow>(sql`
    select s.id, s.event_id, s.location_id, l.name as location_name, s.sent_by_name, s.sent_at, s.text,
           (select count(*)::int from communications c where c.communication_sent_id = s.id) as communications_count,
           s.channel, s.delivery_status, s.recipient, s.delivery_attempts, s.delivery_error, s.delivery_error_detail,
           s.next_attempt_at,
           ${confirmationStateSql} as confirmation_state, s.answered_at, s.answer_note, s.reminders_sent,
           s.last_reminded_at
      from communications_sent s join locations l on l.id = s.location_id
     where ${where}
     order by s.sent_at desc, s.id desc`);
}

/** GET listsents: the delivered messages (queued and failed e-mails are still "Da inviare"). */
export async function sentOfEvent(db: DbOrTx, eventId: number): Promise<CommunicationSentDto[]> {
  return (await selectSent(db, sql`s.event_id = ${eventId} and s.delivery_status = 'sent'`)).rows.map(
    toSentDto,
  );
}

export async function findSent(db: DbOrTx, id: number): Promise<CommunicationSentDto | null> {
  const [row] = (await selectSent(db, sql`s.id = ${id}`)).rows;
  return row ? toSentDto(row) : null;
}

/** What heads a message: the event and the hotel (null when either is missing). */
export async function messageHeading(db: DbOrTx, eventId: number, locationId: number) {
  const rows = await db.execute<{
    event_name: string;
    date_from: string;
    date_to: string;
    location_name: string;
    guests_for_communications: boolean;
  }>(sql`
    select e.name as event_name, e.date_from::text, e.date_to::text, l.name as location_name,
           l.guests_for_communications
      from events e, locations l
     where e.id = ${eventId} and l.id = ${locationId}`);
  const row = rows.rows[0];
  return row
    ? {
        eventName: row.event_name,
        dateFrom: row.date_from,
        dateTo: row.date_to,
        locationName: row.location_name,
        guestsForCommunications: row.guests_for_communications,
      }
    : null;
}

/** How many of the given communications are unsent ones of that event and hotel; `lock` locks them. */
export async function countPending(
  db: DbOrTx,
  s: { ids: number[]; eventId: number; locationId: number; lock: boolean },
): Promise<number> {
  const rows = await db.execute<{ id: number; ok: boolean }>(sql`
    select id, (communication_sent_id is null and event_id = ${s.eventId} and location_id = ${s.locationId}) as ok
      from communications where id = any(${idArray(s.ids)}) order by id ${s.lock ? sql`for update` : sql``}`);
  return rows.rows.filter((r) => r.ok).length;
}

/** Stores the sent record and marks the communications sent, freezing their progressive number. */
export async function storeSent(
  tx: Tx,
  s: {
    eventId: number;
    locationId: number;
    text: string;
    profileId: number;
    ids: number[];
    confirmTokenHash: string;
  },
): Promise<number> {
  const rows = await tx.execute<{ id: number }>(sql`
    with sent as (
      insert into communications_sent (event_id, location_id, text, sent_by, sent_by_name, confirm_token_hash)
      select ${s.eventId}, ${s.locationId}, ${s.text}, p.id, trim(coalesce(p.first_name, '') || ' ' || p.last_name),
             ${s.confirmTokenHash}
        from profiles p where p.id = ${s.profileId}
      returning id),
    marked as (
      update communications c set communication_sent_id = (select id from sent), updated_at = now(),
        progressive_number = coalesce(r.progressive_number, c.progressive_number)
        from communications c2 left join reservations r on r.id = c2.reservation_id
       where c.id = c2.id and c.id = any(${idArray(s.ids)}))
    select id from sent`);
  return rows.rows[0]!.id;
}

/** A hotel's address for messages: its booking e-mail, else its e-mail (null when neither). */
const recipientSql = sql`coalesce(nullif(trim(l.booking_email), ''), nullif(trim(l.email), ''))`;

export async function hotelRecipient(db: DbOrTx, locationId: number): Promise<string | null> {
  const rows = await db.execute<{ recipient: string | null }>(
    sql`select ${recipientSql} as recipient from locations l where l.id = ${locationId}`,
  );
  return rows.rows[0]?.recipient ?? null;
}

/**
 * Makes a just stored message an e-mail waiting for delivery, with its Message-ID derived from the
 * record (the same at every attempt).
 */
export async function markOutgoingEmail(
  tx: Tx,
  s: { id: number; recipient: string; mailDomain: string },
): Promise<void> {
  await tx.execute(sql`
    update communications_sent
       set channel = 'email', delivery_status = 'queued', recipient = ${s.recipient},
           message_id = format('<comunicazione-%s.%s.%s@%s>', id, event_id, location_id, ${s.mailDomain}::text),
           next_attempt_at = now()
     where id = ${s.id}`);
}

export type DeliveryRow = {
  id: number;
  event_id: number;
  location_id: number;
  event_name: string;
  location_name: string;
  text: string;
  channel: CommunicationChannel;
  delivery_status: DeliveryStatus;
  recipient: string | null;
  /** The hotel's address now (reminders of a copied message go there). */
  hotel_recipient: string | null;
  message_id: string | null;
  delivery_attempts: number;
  confirmation_state: ConfirmationState;
  reminders_sent: number;
  sent_at: Date | string;
};

/** A message with what its delivery needs, its row locked until the transaction ends. */
export async function lockSentForDelivery(tx: Tx, id: number): Promise<DeliveryRow | null> {
  const rows = await tx.execute<DeliveryRow>(sql`
    select s.id, s.event_id, s.location_id, e.name as event_name, l.name as location_name, s.text, s.channel,
           s.delivery_status, s.recipient, ${recipientSql} as hotel_recipient, s.message_id, s.delivery_attempts,
           ${confirmationStateSql} as confirmation_state, s.reminders_sent, s.sent_at
      from communications_sent s
      join locations l on l.id = s.location_id
      join events e on e.id = s.event_id
     where s.id = ${id}
       for update of s`);
  return rows.rows[0] ?? null;
}

/** The mail server accepted the message: it is delivered now (it leaves "Da inviare"). */
export async function recordDelivered(tx: Tx, id: number): Promise<void> {
  await tx.execute(sql`
    update communications_sent
       set delivery_status = 'sent', sent_at = now(), delivery_attempts = delivery_attempts + 1,
           delivery_error = null, delivery_error_detail = null, next_attempt_at = null
     where id = ${id}`);
}

export async function recordDeliveryFailure(
  tx: Tx,
  s: { id: number; code: string; detail: string; giveUp: boolean; nextAttemptInSeconds: number | null },
): Promise<void> {
  await tx.execute(sql`
    update communications_sent
       set delivery_attempts = delivery_attempts + 1, delivery_error = ${s.code},
           delivery_error_detail = ${s.detail},
           delivery_status = ${s.giveUp ? sql`'failed'` : sql`delivery_status`},
           next_attempt_at = ${
             s.nextAttemptInSeconds === null
               ? null
               : sql`now() + make_interval(secs => ${s.nextAttemptInSeconds})`
           }
     where id = ${s.id}`);
}

/**
 * "Riprova": the e-mail waits again, to go at once, with a new round of attempts, to the hotel's
 * address as it is now (corrected after a refusal, say).
 */
export async function requeueEmail(tx: Tx, s: { id: number; recipient: string }): Promise<void> {
  await tx.execute(sql`
    update communications_sent
       set delivery_status = 'queued', next_attempt_at = now(), delivery_attempts = 0, recipient = ${s.recipient}
     where id = ${s.id}`);
}

/**
 * "Ritira": the communications of an undelivered e-mail are pending again and the message is gone.
 * False (nothing done) when a reservation of it has a pending communication of its own since.
 */
export async function withdrawSent(tx: Tx, id: number): Promise<boolean> {
  const clash = await tx.execute(sql`
    select 1 from communications c
      join communications p on p.reservation_id = c.reservation_id and p.location_id = c.location_id
                           and p.communication_sent_id is null
     where c.communication_sent_id = ${id} limit 1`);
  if (clash.rows.length) return false;
  await tx.execute(sql`
    update communications set communication_sent_id = null, updated_at = now() where communication_sent_id = ${id}`);
  await tx.execute(sql`delete from communications_sent where id = ${id}`);
  return true;
}

/** Queued and failed e-mails of the event (still "Da inviare"), newest first. */
export async function outgoingOfEvent(db: DbOrTx, eventId: number): Promise<CommunicationSentDto[]> {
  return (
    await selectSent(db, sql`s.event_id = ${eventId} and s.delivery_status in ('queued', 'failed')`)
  ).rows.map(toSentDto);
}

/** The event's hotels (its periods' and its communications'), each with its address. */
export async function deliveryHotels(db: DbOrTx, eventId: number) {
  const rows = await db.execute<{ location_id: number; location_name: string; recipient: string | null }>(sql`
    select l.id as location_id, l.name as location_name, ${recipientSql} as recipient
      from locations l
     where l.id in (select location_id from period_pricings where event_id = ${eventId}
                    union select location_id from communications where event_id = ${eventId})
     order by l.name, l.id`);
  return rows.rows.map((r) => ({
    locationId: r.location_id,
    locationName: r.location_name,
    recipient: r.recipient,
  }));
}

/** Delivered messages still waiting for their hotel's answer (`s` with its hotel `l`). */
const waitingSql = sql`s.delivery_status = 'sent' and s.answer is null and (${confirmationStateSql}) = 'waiting'`;

export const MAX_REMINDERS = 3;

/**
 * The hotels to phone: messages waiting after the last reminder (three sent, the last one
 * `hours` ago), or waiting `hours` with no way to remind (no address, or mail not configured).
 */
export async function toPhoneOfEvent(
  db: DbOrTx,
  s: { eventId: number; hours: number; mailEnabled: boolean },
) {
  const rows = await db.execute<{
    sent_id: number;
    location_id: number;
    location_name: string;
    phone: string | null;
    sent_at: Date | string;
    reminders_sent: number;
  }>(sql`
    select s.id as sent_id, s.location_id, l.name as location_name,
           nullif(trim(concat_ws(' ', nullif(trim(l.phone_prefix), ''), nullif(trim(l.phone), ''))), '') as phone,
           s.sent_at, s.reminders_sent
      from communications_sent s join locations l on l.id = s.location_id
     where s.event_id = ${s.eventId} and ${waitingSql}
       and s.sent_at < now() - ${s.hours}::float8 * interval '1 hour'
       and ((s.reminders_sent >= ${MAX_REMINDERS} and s.last_reminded_at < now() - ${s.hours}::float8 * interval '1 hour')
            or ${s.mailEnabled ? sql`coalesce(s.recipient, ${recipientSql}) is null` : sql`true`})
     order by s.sent_at, s.id`);
  return rows.rows.map((r) => ({
    sentId: r.sent_id,
    locationId: r.location_id,
    locationName: r.location_name,
    phone: r.phone,
    sentDate: instantToApi(new Date(r.sent_at))!,
    remindersSent: r.reminders_sent,
  }));
}

export async function countWaitingOverADay(db: DbOrTx, eventId: number): Promise<number> {
  const rows = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from communications_sent s
     where s.event_id = ${eventId} and ${waitingSql} and s.sent_at < now() - interval '24 hours'`);
  return rows.rows[0]?.count ?? 0;
}

/**
 * The reminders due (of one event, or of every open event): delivered messages waiting `hours`
 * since sent and since their last reminder, with fewer than three reminders and an address.
 * Answers each message with the number its next reminder will have.
 */
export async function dueReminders(
  db: DbOrTx,
  s: { eventId: number | null; hours: number },
): Promise<{ sentId: number; n: number }[]> {
  const rows = await db.execute<{ sent_id: number; n: number }>(sql`
    select s.id as sent_id, s.reminders_sent + 1 as n
      from communications_sent s
      join locations l on l.id = s.location_id
      join events e on e.id = s.event_id and not e.is_freezed
     where ${s.eventId === null ? sql`true` : sql`s.event_id = ${s.eventId}`} and ${waitingSql}
       and s.reminders_sent < ${MAX_REMINDERS}
       and s.sent_at < now() - ${s.hours}::float8 * interval '1 hour'
       and (s.last_reminded_at is null or s.last_reminded_at < now() - ${s.hours}::float8 * interval '1 hour')
       and coalesce(s.recipient, ${recipientSql}) is not null
     order by s.id`);
  return rows.rows.map((r) => ({ sentId: r.sent_id, n: r.n }));
}

/** A reminder went (or the address refuses them all: `count` MAX_REMINDERS, the hotel is to phone). */
export async function recordReminder(tx: Tx, s: { id: number; remindersSent: number }): Promise<void> {
  await tx.execute(sql`
    update communications_sent set reminders_sent = ${s.remindersSent}, last_reminded_at = now() where id = ${s.id}`);
}

/** A message found by its link's token hash, with what decides whether the link still opens it. */
export type SentForConfirmation = {
  id: number;
  eventId: number;
  locationId: number;
  locationName: string;
  showGuests: boolean;
  eventName: string;
  eventDateFrom: string;
  eventDateTo: string;
  sentAt: Date;
  delivered: boolean;
  /** Until the end of the 30th day after the event's last day, in Europe/Rome. */
  linkOpen: boolean;
  state: ConfirmationState;
  answer: "confirmed" | "problem" | null;
  answeredAt: Date | null;
  answerNote: string | null;
};

export async function findSentByTokenHash(db: DbOrTx, hash: string): Promise<SentForConfirmation | null> {
  const rows = await db.execute<{
    id: number;
    event_id: number;
    location_id: number;
    location_name: string;
    guests_for_communications: boolean;
    event_name: string;
    date_from: string;
    date_to: string;
    sent_at: Date | string;
    delivered: boolean;
    link_open: boolean;
    confirmation_state: ConfirmationState;
    answer: "confirmed" | "problem" | null;
    answered_at: Date | string | null;
    answer_note: string | null;
  }>(sql`
    select s.id, s.event_id, s.location_id, l.name as location_name, l.guests_for_communications,
           e.name as event_name, e.date_from::text, e.date_to::text, s.sent_at,
           s.delivery_status = 'sent' as delivered,
           now() < ((e.date_to + 31)::timestamp at time zone 'Europe/Rome') as link_open,
           ${confirmationStateSql} as confirmation_state, s.answer, s.answered_at, s.answer_note
      from communications_sent s
      join events e on e.id = s.event_id
      join locations l on l.id = s.location_id
     where s.confirm_token_hash = ${hash}`);
  const r = rows.rows[0];
  if (!r) return null;
  return {
    id: r.id,
    eventId: r.event_id,
    locationId: r.location_id,
    locationName: r.location_name,
    showGuests: r.guests_for_communications,
    eventName: r.event_name,
    eventDateFrom: r.date_from,
    eventDateTo: r.date_to,
    sentAt: new Date(r.sent_at),
    delivered: r.delivered,
    linkOpen: r.link_open,
    state: r.confirmation_state,
    answer: r.answer,
    answeredAt: r.answered_at === null ? null : new Date(r.answered_at),
    answerNote: r.answer_note,
  };
}

/**
 * Records the hotel's answer unless one is recorded already: the first answer wins, in one
 * statement (a concurrent second one waits for the row and then finds it answered).
 */
export async function recordAnswer(
  db: DbOrTx,
  a: { id: number; answer: "confirmed" | "problem"; note: string | null; address: string },
): Promise<boolean> {
  const rows = await db.execute<{ id: number }>(sql`
    update communications_sent
       set answer = ${a.answer}, answered_at = now(), answer_note = ${a.note}, answer_address = ${a.address}
     where id = ${a.id} and answer is null
    returning id`);
  return rows.rows.length === 1;
}
