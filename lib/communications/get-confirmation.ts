import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { countRequest, limitedClient } from "@/lib/api/request-limit";
import { dateToApi, instantToApi } from "@/lib/dates";
import { confirmTokenHash, confirmTokenMatches, isConfirmTokenShape } from "./confirm-token";
import { communicationsOfSent, findSentByTokenHash, type SentForConfirmation } from "./repository";
import type { ConfirmationViewDto } from "./schemas";

/** Requests per client address to the confirmation page and its API, per window. */
export const CONFIRMATION_REQUEST_LIMIT = 30;
export const CONFIRMATION_WINDOW_SECONDS = 10 * 60;

/**
 * Every link that does not open a message gets this one answer, whatever the reason (no such
 * token, a token made for another event or hotel, not delivered, expired, superseded), so the
 * answer tells a prober nothing.
 */
const invalidLink = () => new DomainError("confirmationLinkInvalid");

/** Counts a request of this client address to the public confirmation page (429 past the limit). */
export function countConfirmationRequest(db: DbOrTx, address: string): Promise<void> {
  return countRequest(db, {
    key: `confirmation:${limitedClient(address)}`,
    limit: CONFIRMATION_REQUEST_LIMIT,
    windowSeconds: CONFIRMATION_WINDOW_SECONDS,
    error: "confirmationTooManyRequests",
  });
}

/** The message a link opens, or the neutral refusal. A junk token costs no database read. */
export async function openConfirmation(db: DbOrTx, token: string): Promise<SentForConfirmation> {
  if (!isConfirmTokenShape(token)) throw invalidLink();
  const sent = await findSentByTokenHash(db, confirmTokenHash(token));
  if (
    !sent ||
    !confirmTokenMatches(token, { eventId: sent.eventId, locationId: sent.locationId }) ||
    !sent.delivered ||
    !sent.linkOpen ||
    sent.state === "superseded"
  ) {
    throw invalidLink();
  }
  return sent;
}

/** The message as the hotel's page shows it: its lines as sent, and the answer once given. */
export async function confirmationView(db: DbOrTx, sent: SentForConfirmation): Promise<ConfirmationViewDto> {
  const lines = (await communicationsOfSent(db, sent.id)).map(({ id: _id, ...line }) => ({
    ...line,
    guestNames: sent.showGuests ? line.guestNames : "",
  }));
  return {
    locationName: sent.locationName,
    eventName: sent.eventName,
    eventDateFrom: dateToApi(sent.eventDateFrom)!,
    eventDateTo: dateToApi(sent.eventDateTo)!,
    sentDate: instantToApi(sent.sentAt)!,
    showGuests: sent.showGuests,
    lines,
    answer:
      sent.answer && sent.answeredAt
        ? { answer: sent.answer, answeredAt: instantToApi(sent.answeredAt)!, note: sent.answerNote }
        : null,
  };
}

/** GET /api/confirmations/{token} and the page /conferma/{token}: the hotel's view of its message. */
export async function getConfirmation({
  db,
  token,
  address,
}: {
  db: DbOrTx;
  token: string;
  address: string;
}): Promise<ConfirmationViewDto> {
  if (!isConfirmTokenShape(token)) throw invalidLink();
  await countConfirmationRequest(db, address);
  return confirmationView(db, await openConfirmation(db, token));
}
