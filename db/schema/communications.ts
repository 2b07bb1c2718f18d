import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { events } from "./events";
import { profiles } from "./foundation";
import { locations, roomTypes } from "./registries";
import { reservations } from "./reservations";

export const communicationType = pgEnum("communication_type", ["New", "Modified", "Canceled"]);
/** How a message left the app: pasted by the clerk (clipboard) or sent by the app's mail server. */
export const communicationChannel = pgEnum("communication_channel", ["clipboard", "email"]);
/** queued: an e-mail waiting for (or between) attempts; failed: given up; sent: accepted or copied. */
export const communicationDelivery = pgEnum("communication_delivery", ["queued", "failed", "sent"]);
/** The hotel's answer through the message's confirmation link. */
export const communicationAnswer = pgEnum("communication_answer", ["confirmed", "problem"]);

/** A message sent to a hotel: the text as sent, who sent it and when. */
export const communicationsSent = pgTable(
  "communications_sent",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    // A hotel can be deleted once no event uses it: its communications go with it.
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    sentBy: integer("sent_by").references(() => profiles.id, { onDelete: "set null" }),
    /** The sender's name as it was, so the log survives a deleted profile. */
    sentByName: text("sent_by_name").notNull(),
    /** When "Invia" was confirmed; for an e-mail, moved to when the mail server accepted it. */
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    channel: communicationChannel("channel").notNull().default("clipboard"),
    deliveryStatus: communicationDelivery("delivery_status").notNull().default("sent"),
    /** E-mail: the address it goes to, its Message-ID (derived from the record), the attempts. */
    recipient: text("recipient"),
    messageId: text("message_id"),
    deliveryAttempts: integer("delivery_attempts").notNull().default(0),
    /**
     * The last failure as a code the screen translates (unreachable, timeout, recipientRefused,
     * rejected, authFailed, noRecipient), and the mail server's own words; null once accepted.
     */
    deliveryError: text("delivery_error"),
    deliveryErrorDetail: text("delivery_error_detail"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /**
     * SHA-256 of the confirmation link's token (lib/communications/confirm-token.ts), what the
     * public page looks a message up by. Null for messages sent before links existed.
     */
    confirmTokenHash: text("confirm_token_hash"),
    answer: communicationAnswer("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answerNote: text("answer_note"),
    /** The client address the answer came from. */
    answerAddress: text("answer_address"),
    remindersSent: integer("reminders_sent").notNull().default(0),
    lastRemindedAt: timestamp("last_reminded_at", { withTimezone: true }),
  },
  (t) => [
    index("communications_sent_event_idx").on(t.eventId, t.sentAt),
    uniqueIndex("communications_sent_confirm_token_unique").on(t.confirmTokenHash),
    // The chase: delivered messages still waiting for an answer.
    index("communications_sent_unanswered_idx")
      .on(t.sentAt)
      .where(sql`${t.answer} is null and ${t.deliveryStatus} = 'sent'`),
  ],
);

/**
 * What a hotel must be told about one reservation (DOMAIN.md "Communications to hotels").
 * Pending while communicationSentId is null; then frozen. act*: the stay as it is now (for a
 * Canceled one, the stay being cancelled); prev*: the stay the hotel knows (Modified, Canceled).
 * reservationId is cleared when the reservation is deleted; the snapshots (progressive number,
 * guest names) keep the line readable.
 */
export const communications = pgTable(
  "communications",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    // A hotel can be deleted once no event uses it: its communications go with it.
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    reservationId: integer("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    /** The reservation id, kept after a delete for the message line. */
    reservationRef: integer("reservation_ref").notNull(),
    progressiveNumber: integer("progressive_number"),
    communicationType: communicationType("communication_type").notNull(),
    actCheckIn: date("act_check_in", { mode: "string" }).notNull(),
    actCheckOut: date("act_check_out", { mode: "string" }).notNull(),
    actRoomTypeId: integer("act_room_type_id")
      .notNull()
      .references(() => roomTypes.id),
    prevCheckIn: date("prev_check_in", { mode: "string" }),
    prevCheckOut: date("prev_check_out", { mode: "string" }),
    prevRoomTypeId: integer("prev_room_type_id").references(() => roomTypes.id),
    isStaffBooking: boolean("is_staff_booking").notNull().default(false),
    /** "Rossi Mario, Bianchi Anna", as at the last change. */
    guestNames: text("guest_names").notNull().default(""),
    communicationSentId: integer("communication_sent_id").references(() => communicationsSent.id, {
      onDelete: "cascade",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one pending communication per reservation and hotel: later changes merge into it.
    uniqueIndex("communications_pending_reservation_unique")
      .on(t.reservationId, t.locationId)
      .where(sql`${t.communicationSentId} is null and ${t.reservationId} is not null`),
    index("communications_pending_event_idx")
      .on(t.eventId, t.locationId)
      .where(sql`${t.communicationSentId} is null`),
    index("communications_sent_idx").on(t.communicationSentId),
    // A reservation's latest message (its hotel confirmation state).
    index("communications_reservation_sent_idx")
      .on(t.reservationRef, t.communicationSentId)
      .where(sql`${t.communicationSentId} is not null`),
  ],
);
