"use client";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { apiKeptWrite } from "@/lib/client/api-client";
import type { EntryDto } from "@/lib/entries/schemas";
import styles from "./EntryList.module.css";
import { PlainIconButton } from "@/components/common/PlainIconButton";

/** SPEC.md section 9: a run of taps on +/- is saved once, 350 ms after the last. */
export const ENTRY_NUMBER_DEBOUNCE_MS = 350;

/**
 * The player's buy-ins with increase / decrease buttons (decrease disabled at 1, SPEC.md section
 * 5). Taps change the shown number at once; the last value is saved after the debounce, and
 * `onSaved` gets the stored entry (the screen updates its totals). A refused save shows the
 * stored number again.
 */
export function EntryNumberStepper({
  entry,
  disabled = false,
  onSaved,
}: {
  entry: EntryDto;
  disabled?: boolean;
  onSaved: (entry: EntryDto) => void;
}) {
  const t = useTranslations("entries");
  const [pending, setPending] = useState<number | null>(null);
  const shown = pending ?? entry.number;
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  }, [onSaved]);

  useEffect(() => {
    if (pending === null) return;
    const timer = setTimeout(() => {
      // Kept and sent again when the answer is lost: the number is absolute, so the
      // last tap wins however the re-sent ones interleave.
      apiKeptWrite<EntryDto>("POST", `/entries/setnumber/${entry.id}/${pending}`)
        .then((outcome) => outcome.ok && onSavedRef.current(outcome.entity))
        .catch(() => undefined)
        .finally(() => setPending((current) => (current === pending ? null : current)));
    }, ENTRY_NUMBER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pending, entry.id]);

  return (
    <span className={styles.stepper} data-testid="entry-number">
      <PlainIconButton
        icon="remove"
        tone="primary"
        aria-label={t("decrease", { name: entry.fullName })}
        onClick={() => setPending(shown - 1)}
        disabled={disabled || shown <= 1}
      />
      <span className={styles.number} data-testid="entry-number-value">
        {shown}
      </span>
      <PlainIconButton
        icon="add"
        tone="primary"
        aria-label={t("increase", { name: entry.fullName })}
        onClick={() => setPending(shown + 1)}
        disabled={disabled}
      />
    </span>
  );
}
