"use client";
import InfoOutlinedIcon from "@mui/icons-material/InfoOutlined";
import { Box, Divider, IconButton, Popover, Typography } from "@mui/material";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { formatDate, formatEuro } from "@/lib/client/format";
import type { ReservationSearchRow } from "@/lib/reservations/search-schemas";
import { infoTone } from "./list-filters";

const ICON_COLOUR = { error: "error", warning: "warning", info: "info", default: "action" } as const;

/** The row's info icon (coloured per SPEC.md section 2) opening its notes and payments. */
export function ReservationInfo({ row }: { row: ReservationSearchRow }) {
  const t = useTranslations("reservationList.info");
  const locale = useLocale();
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
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        onClick={(event) => event.stopPropagation()}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
      >
        <Box sx={{ p: 2, maxWidth: 360 }} data-testid="row-info-popover">
          <Typography variant="subtitle2">{t("notes")}</Typography>
          <Typography
            variant="body2"
            sx={{ whiteSpace: "pre-wrap", mb: 1 }}
            color={row.notes ? undefined : "text.secondary"}
          >
            {row.notes || t("noNotes")}
          </Typography>
          <Divider sx={{ my: 1 }} />
          <Typography variant="subtitle2">{t("payments")}</Typography>
          {row.payments.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t("noPayments")}
            </Typography>
          )}
          {row.payments.map((payment) => (
            <Typography variant="body2" key={payment.id}>
              {formatDate(payment.paymentDate, locale)} · {payment.methodDescription} ·{" "}
              {payment.typology === "Outbound" ? `${t("refund")} -` : ""}
              {formatEuro(payment.amount, locale)}
            </Typography>
          ))}
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 500 }}>
            {t("total", { amount: formatEuro(row.totalPay, locale) })}
          </Typography>
        </Box>
      </Popover>
    </>
  );
}
