"use client";
import InfoOutlinedIcon from "@mui/icons-material/InfoOutlined";
import { IconButton } from "@mui/material";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { loadOnOpen } from "@/components/common/loadOnOpen";
import type { ReservationSearchRow } from "@/lib/reservations/search-schemas";
import { infoTone } from "./list-filters";

/** Loaded when first opened or when the page is idle (issue 7). */
const ReservationInfoPopover = loadOnOpen(() =>
  import("./ReservationInfoPopover").then((module) => module.ReservationInfoPopover),
);

const ICON_COLOUR = { error: "error", warning: "warning", info: "info", default: "action" } as const;

/** The row's info icon (coloured per SPEC.md section 2) opening its notes and payments. */
export function ReservationInfo({ row }: { row: ReservationSearchRow }) {
  const t = useTranslations("reservationList.info");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const tone = infoTone(row);
  return (
    <>
      <IconButton
        aria-label={t("open")}
        data-testid="row-info"
        data-tone={tone}
        sx={{ width: 44, height: 44 }}
        onClick={(event) => {
          // The row itself opens the editor: the icon must not.
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <InfoOutlinedIcon color={ICON_COLOUR[tone]} />
      </IconButton>
      <ReservationInfoPopover
        open={Boolean(anchor)}
        anchor={anchor}
        row={row}
        onClose={() => setAnchor(null)}
      />
    </>
  );
}
