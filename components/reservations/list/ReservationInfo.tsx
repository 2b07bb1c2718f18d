"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { deferred } from "@/components/common/deferred";
import { PlainIconButton } from "@/components/common/PlainIconButton";
import type { ReservationSearchRow } from "@/lib/reservations/search-schemas";
import { infoTone } from "./list-filters";

/** Loaded when first opened or when the page is idle: not in the page's first load. */
const ReservationInfoPopover = deferred(
  () => import("./ReservationInfoPopover").then((module) => module.ReservationInfoPopover),
  { when: "open" },
);

type Shown = { anchor: HTMLElement; row: ReservationSearchRow; open: boolean };

/**
 * The rows' info icons (coloured per SPEC.md section 2) and the one popover they open with the
 * row's notes and payments: a plain button per row, one popover for the list (an
 * IconButton and a popover holder per row would be most of the list's components to hydrate).
 */
export function useReservationInfo() {
  const t = useTranslations("reservationList.info");
  const [shown, setShown] = useState<Shown | null>(null);
  const button = (row: ReservationSearchRow) => {
    const tone = infoTone(row);
    return (
      <PlainIconButton
        icon="infoOutlined"
        tone={tone}
        small
        aria-label={t("open")}
        data-testid="row-info"
        data-tone={tone}
        onClick={(event) => {
          // The row itself opens the editor: the icon must not.
          event.stopPropagation();
          setShown({ anchor: event.currentTarget, row, open: true });
        }}
      />
    );
  };
  // Always mounted, so that its code is fetched when the page is idle (deferred).
  const popover = (
    <ReservationInfoPopover
      open={shown?.open ?? false}
      anchor={shown?.anchor ?? null}
      row={shown?.row ?? null}
      // The row stays while the popover closes (its animation).
      onClose={() => setShown((current) => current && { ...current, open: false })}
    />
  );
  return { button, popover };
}
