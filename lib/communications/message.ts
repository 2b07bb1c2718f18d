import { daysBetween, formatDay } from "@/lib/dates";
import type { CommunicationDto, CommunicationType } from "./schemas";

export type MessageHeading = {
  eventName: string;
  dateFrom: string;
  dateTo: string;
  locationName: string;
  guestsForCommunications: boolean;
};

const GROUPS: { type: CommunicationType; title: string }[] = [
  { type: "New", title: "NUOVE PRENOTAZIONI" },
  { type: "Modified", title: "PRENOTAZIONI MODIFICATE" },
  { type: "Canceled", title: "PRENOTAZIONI ANNULLATE" },
];

const nightsText = (n: number) => (n === 1 ? "1 notte" : `${n} notti`);
const changed = (prev: string, act: string) => (prev === act ? act : `${prev} -> ${act}`);

function line(c: CommunicationDto, withGuests: boolean): string {
  const parts = [c.progressiveNumber ? `N. ${c.progressiveNumber}` : `Prenotazione ${c.reservationId}`];
  if (withGuests) parts.push(c.guestNames ? `Ospiti: ${c.guestNames}` : "Ospiti: da comunicare");
  if (c.communicationType === "Modified" && c.prevCheckIn && c.prevCheckOut && c.prevRoomType) {
    parts.push(`check in ${changed(formatDay(c.prevCheckIn), formatDay(c.actCheckIn))}`);
    parts.push(`check out ${changed(formatDay(c.prevCheckOut), formatDay(c.actCheckOut))}`);
    const prevNights = daysBetween(c.prevCheckIn, c.prevCheckOut);
    const actNights = daysBetween(c.actCheckIn, c.actCheckOut);
    parts.push(prevNights === actNights ? nightsText(actNights) : `notti ${prevNights} -> ${actNights}`);
    parts.push(`camera ${changed(c.prevRoomType, c.actRoomType)}`);
  } else {
    parts.push(`check in ${formatDay(c.actCheckIn)}`);
    parts.push(`check out ${formatDay(c.actCheckOut)}`);
    parts.push(nightsText(daysBetween(c.actCheckIn, c.actCheckOut)));
    parts.push(`camera ${c.actRoomType}`);
  }
  if (c.isStaffBooking) parts.push("STAFF");
  return `- ${parts.join(" | ")}`;
}

/**
 * The Italian text a hotel reads (DOMAIN.md "Communications to hotels"): headed with the hotel
 * and the event, grouped Nuove / Modificate / Annullate, one line per reservation, ending with the
 * message's confirmation link. Plain text, so it pastes as is into an e-mail or a chat.
 */
export function buildCommunicationMessage(
  heading: MessageHeading,
  communications: CommunicationDto[],
  confirmLink: string,
): string {
  const lines = [
    `Spett.le ${heading.locationName},`,
    `di seguito gli aggiornamenti delle prenotazioni per l'evento ${heading.eventName} ` +
      `(${formatDay(heading.dateFrom)} - ${formatDay(heading.dateTo)}).`,
  ];
  for (const group of GROUPS) {
    const inGroup = communications.filter((c) => c.communicationType === group.type);
    if (!inGroup.length) continue;
    lines.push("", `${group.title} (${inGroup.length})`);
    lines.push(...inGroup.map((c) => line(c, heading.guestsForCommunications)));
  }
  lines.push("", ...confirmationRequest(confirmLink), "", "Cordiali saluti");
  return lines.join("\n");
}

/** The closing request of every message: the hotel confirms (or reports a problem) by its link. */
export function confirmationRequest(confirmLink: string): string[] {
  return ["Vi chiediamo cortesemente conferma di ricezione tramite questo link:", confirmLink];
}
