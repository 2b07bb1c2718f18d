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
};
