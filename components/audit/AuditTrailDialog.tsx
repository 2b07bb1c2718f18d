"use client";
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { AuditEntityWord } from "@/lib/audit/schemas";
import { AuditTrailList } from "./AuditTrailList";

/**
 * The audit trail of one record in a dialog. A reservation's payment is audited with its
 * reservation (field "Pagamenti"): the dialog says so and links to it when `reservationHref` is set.
 */
export function AuditTrailDialog({
  entity,
  id,
  title,
  reservation,
  open,
  onClose,
}: {
  entity: AuditEntityWord;
  id: number;
  title?: string;
  reservation?: { id: number; href: string | null } | null;
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("audit");
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle>{title ?? t("title")}</DialogTitle>
      <DialogContent dividers data-testid="audit-trail">
        {reservation && (
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            action={
              reservation.href ? (
                <Button component={Link} href={reservation.href} color="inherit">
                  {t("openReservation")}
                </Button>
              ) : undefined
            }
          >
            {t("reservationPayment", { id: reservation.id })}
          </Alert>
        )}
        <AuditTrailList entity={entity} id={id} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("closeDialog")}</Button>
      </DialogActions>
    </Dialog>
  );
}
