"use client";
import { Box, Divider, Popover, Typography } from "@mui/material";
import { useLocale, useTranslations } from "next-intl";
import { formatDate, formatEuro } from "@/lib/client/format";
import type { ReservationSearchRow } from "@/lib/reservations/search-schemas";

/** The row's notes and payments under its info icon (ReservationInfo, loaded on use). */
export function ReservationInfoPopover({
  open,
  anchor,
  row,
  onClose,
}: {
  open: boolean;
  anchor: HTMLElement | null;
  /** Null until a row's icon is first tapped. */
  row: ReservationSearchRow | null;
  onClose: () => void;
}) {
  const t = useTranslations("reservationList.info");
  const locale = useLocale();
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      onClick={(event) => event.stopPropagation()}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      // A named dialog, not loose content outside the page's landmarks (axe region).
      slotProps={{ paper: { role: "dialog", "aria-label": t("open") } }}
    >
      {row && (
        <Box sx={{ p: 2, maxWidth: 360 }} data-testid="row-info-popover">
          <Typography variant="subtitle2" component="h2">
            {t("notes")}
          </Typography>
          <Typography
            variant="body2"
            sx={{ whiteSpace: "pre-wrap", mb: 1 }}
            color={row.notes ? undefined : "textSecondary"}
          >
            {row.notes || t("noNotes")}
          </Typography>
          <Divider sx={{ my: 1 }} />
          <Typography variant="subtitle2" component="h2">
            {t("payments")}
          </Typography>
          {row.payments.length === 0 && (
            <Typography variant="body2" color="textSecondary">
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
      )}
    </Popover>
  );
}
