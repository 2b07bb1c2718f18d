import type { Db } from "@/db/client";
import { mailEnabled } from "@/lib/mail/config";
import { reminderHours } from "./remind-communications";
import { countWaitingOverADay, deliveryHotels, outgoingOfEvent, toPhoneOfEvent } from "./repository";
import type { CommunicationDeliveryDto } from "./schemas";

/** GET /api/communications/delivery/{eventId}: how messages leave, what is on its way, whom to phone. */
export async function getCommunicationDelivery({
  db,
  eventId,
}: {
  db: Db;
  eventId: number;
}): Promise<CommunicationDeliveryDto> {
  const emailEnabled = mailEnabled();
  return {
    emailEnabled,
    hotels: await deliveryHotels(db, eventId),
    outgoing: await outgoingOfEvent(db, eventId),
    toPhone: await toPhoneOfEvent(db, { eventId, hours: reminderHours(), mailEnabled: emailEnabled }),
    waitingOverADay: await countWaitingOverADay(db, eventId),
  };
}
