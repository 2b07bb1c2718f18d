import { z } from "zod";
import { dbIdSchema } from "@/lib/api/validation";

export const COMMUNICATION_TYPES = ["New", "Modified", "Canceled"] as const;
export type CommunicationType = (typeof COMMUNICATION_TYPES)[number];

export const eventParamsSchema = z.object({ eventId: dbIdSchema });
export const eventLocationParamsSchema = z.object({ eventId: dbIdSchema, locationId: dbIdSchema });
export const communicationSentParamsSchema = z.object({ id: dbIdSchema });

/** SPEC.md's "id list": a plain JSON array of ids, at least one, no repeats. */
export const communicationIdsSchema = z
  .array(dbIdSchema)
  .min(1, "communicationIdsRequired")
  .max(1000)
  .transform((ids) => [...new Set(ids)]);

export const sendCommunicationsSchema = z.object({
  channel: z.enum(["email", "clipboard"]).optional(),
  communicationIds: communicationIdsSchema,
  communicationSent: z.object({
    eventId: dbIdSchema,
    locationId: dbIdSchema,
    text: z.string().trim().min(1, "communicationTextRequired").max(100_000),
  }),
});
export type SendCommunicationsInput = z.infer<typeof sendCommunicationsSchema>;

/** SPEC.md section 3 "Communication", plus the reservation and its guests for the screen. */
export type CommunicationDto = {
  id: number;
  reservationId: number;
  progressiveNumber: number | null;
  communicationType: CommunicationType;
  actCheckIn: string;
  actCheckOut: string;
  prevCheckIn: string | null;
  prevCheckOut: string | null;
  actRoomType: string;
  prevRoomType: string | null;
  isStaffBooking: boolean;
  guestNames: string;
};

/** A hotel with communications to send, and how many. */
export type PendingByHotelDto = { locationId: number; locationName: string; count: number };

export type CommunicationChannel = "clipboard" | "email";
/** queued: an e-mail waiting for (or between) attempts; failed: given up; sent: accepted or copied. */
export type DeliveryStatus = "queued" | "failed" | "sent";
/**
 * A delivered message's confirmation by the hotel: waiting (since sentDate), confirmed, problem
 * (with the note), superseded (every reservation it held is in a later message), none (sent
 * before messages carried a link).
 */
export type ConfirmationState = "waiting" | "confirmed" | "problem" | "superseded" | "none";

/** SPEC.md section 3 "Communication sent"; communicationList only on the single record. */
export type CommunicationSentDto = {
  id: number;
  eventId: number;
  locationId: number;
  locationName: string;
  profileFullName: string;
  sentDate: string;
  text: string;
  messageSentId: number;
  communicationsCount: number;
  communicationList?: CommunicationDto[];
  channel: CommunicationChannel;
  deliveryStatus: DeliveryStatus;
  /**
   * E-mail: the address, the attempts so far, the last failure (a code the screen translates:
   * unreachable, timeout, recipientRefused, rejected, authFailed, noRecipient; with the mail
   * server's own words) and the next attempt.
   */
  recipient: string | null;
  deliveryAttempts: number;
  deliveryError: string | null;
  deliveryErrorDetail: string | null;
  nextAttemptAt: string | null;
  confirmation: {
    state: ConfirmationState;
    answeredAt: string | null;
    note: string | null;
    remindersSent: number;
    lastRemindedAt: string | null;
  };
};

/**
 * GET /api/communications/delivery/{eventId}: how "Invia" delivers (by the app's mail server when
 * SMTP_URL is set, else the clipboard), each hotel's address, the messages not yet delivered
 * (queued or failed e-mails, still "Da inviare") and the hotels to phone.
 */
export type CommunicationDeliveryDto = {
  emailEnabled: boolean;
  hotels: { locationId: number; locationName: string; recipient: string | null }[];
  outgoing: CommunicationSentDto[];
  /** Delivered messages still waiting after the last reminder (or with no address to remind). */
  toPhone: {
    sentId: number;
    locationId: number;
    locationName: string;
    phone: string | null;
    sentDate: string;
    remindersSent: number;
  }[];
  /** Messages waiting for an answer for more than a day (the event menu's badge). */
  waitingOverADay: number;
};

/** A reservation's hotel state: that of the latest delivered message that included it. */
export type HotelConfirmationDto = {
  state: "toSend" | ConfirmationState;
  /** The message's id, when there is one. */
  sentId: number | null;
  since: string | null;
};

export const confirmationParamsSchema = z.object({ token: z.string().max(200) });

/** POST /api/confirmations/{token}: the hotel's answer; a problem needs its note. */
export const answerConfirmationSchema = z
  .object({
    answer: z.enum(["confirmed", "problem"]),
    note: z.string().trim().max(2000).optional(),
  })
  .refine((value) => value.answer !== "problem" || Boolean(value.note), {
    message: "confirmationNoteRequired",
    path: ["note"],
  });
export type AnswerConfirmationInput = z.infer<typeof answerConfirmationSchema>;

/** A line of a message as the hotel's page shows it: guests only when the hotel gets them. */
export type ConfirmationLineDto = Omit<CommunicationDto, "id">;

/**
 * GET /api/confirmations/{token}: the one message the link belongs to, as it was sent, and the
 * hotel's answer once given. Nothing else of the app.
 */
export type ConfirmationViewDto = {
  locationName: string;
  eventName: string;
  eventDateFrom: string;
  eventDateTo: string;
  sentDate: string;
  showGuests: boolean;
  lines: ConfirmationLineDto[];
  answer: { answer: "confirmed" | "problem"; answeredAt: string; note: string | null } | null;
};
