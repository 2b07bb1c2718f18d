import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { fileNamePart } from "@/lib/api/xlsx";
import type { Caller } from "@/lib/auth/caller";
import type { ApiTranslator } from "@/lib/i18n/server-translator";
import { checkInListDocument, type CheckInListLabels } from "./checkin-list-document";
import { printReservations } from "./print-reservations";
import { findEventName } from "./search-repository";
import type { ReservationCriteria } from "./search-schemas";

function labelsOf(t: ApiTranslator): CheckInListLabels {
  const w = (key: string) => t(`reservationDocuments.${key}`);
  return {
    title: w("pdfTitle"),
    number: w("pdfNumber"),
    guests: w("guests"),
    room: w("room"),
    stay: w("pdfStay"),
    nights: w("nights"),
    toCollect: w("pdfToCollect"),
    checkIn: w("checkInDone"),
    reservations: w("pdfReservations"),
    page: w("pdfPage"),
    noGuests: w("pdfNoGuests"),
    order: w("pdfOrder"),
  };
}

function contentDisposition(fileName: string): string {
  return `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * POST /api/reservations/printpdf: the A4 check-in list booking_list_{event}.pdf rendered on the
 * server, so the desk's tablet never freezes. @react-pdf/renderer is loaded on the first print only.
 */
export async function renderCheckInList({
  db,
  caller,
  criteria,
  t,
  printedAt,
}: {
  db: DbOrTx;
  caller: Caller;
  criteria: ReservationCriteria;
  t: ApiTranslator;
  printedAt: string;
}): Promise<Response> {
  const rows = await printReservations({ db, caller, criteria });
  const eventName = (await findEventName(db, criteria.eventId)) ?? "";
  let pdf: Buffer;
  try {
    const renderer = await import("@react-pdf/renderer");
    pdf = await renderer.renderToBuffer(
      checkInListDocument(renderer, { eventName, rows, labels: labelsOf(t), printedAt }),
    );
  } catch (error) {
    console.error("check-in list failed", error);
    throw new DomainError("reservationListFailed");
  }
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": contentDisposition(`booking_list_${fileNamePart(eventName)}.pdf`),
      "cache-control": "no-store",
    },
  });
}
