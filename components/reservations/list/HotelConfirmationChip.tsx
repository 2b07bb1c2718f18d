"use client";
import { useTranslations } from "next-intl";
import type { HotelConfirmationDto } from "@/lib/communications/schemas";
import styles from "./HotelConfirmationChip.module.css";

/**
 * A reservation's `hotelConfirmation`, read where the record may not carry it yet (a server
 * without it, an offline copy saved before it): null then, and nothing is shown.
 */
export function hotelConfirmationOf(record: object | null | undefined): HotelConfirmationDto | null {
  const value = (record as { hotelConfirmation?: HotelConfirmationDto | null } | null | undefined)
    ?.hotelConfirmation;
  return value && typeof value.state === "string" ? value : null;
}

const TONE: Partial<Record<HotelConfirmationDto["state"], string>> = {
  waiting: styles.waiting,
  confirmed: styles.confirmed,
  problem: styles.problem,
};

/**
 * The hotel's state of a reservation ("Da comunicare", "In attesa", "Confermata", "Problema",
 * "Superata"), named for a screen reader as "Conferma dell'hotel: …". Nothing for a message sent
 * before messages carried a link ("none").
 */
export function HotelConfirmationChip({
  confirmation,
  namespace,
}: {
  confirmation: HotelConfirmationDto | null;
  /** The page's own messages (each page is given only its namespaces): the list's or the editor's. */
  namespace: "reservationList" | "reservations";
}) {
  const t = useTranslations(`${namespace}.hotelConfirmation`);
  if (!confirmation || confirmation.state === "none") return null;
  const label = t(`states.${confirmation.state}`);
  return (
    <span
      className={`${styles.chip} ${TONE[confirmation.state] ?? ""}`}
      data-testid="hotel-confirmation"
      data-state={confirmation.state}
    >
      <span className={styles.visuallyHidden}>{t("label")}: </span>
      {label}
    </span>
  );
}
