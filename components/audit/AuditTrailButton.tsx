"use client";
import HistoryIcon from "@mui/icons-material/History";
import { IconButton } from "@mui/material";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useState, type ComponentProps } from "react";

/** The dialog's code (and its request) wait until the first tap. */
const AuditTrailDialog = lazy(() =>
  import("./AuditTrailDialog").then((module) => ({ default: module.AuditTrailDialog })),
);

/**
 * For records without a page of their own (a movement in Movimenti): an icon button opening the
 * "Storico modifiche" dialog of that record.
 */
export function AuditTrailButton(
  props: Omit<ComponentProps<typeof AuditTrailDialog>, "open" | "onClose"> & { label?: string },
) {
  const t = useTranslations("audit");
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <IconButton
        aria-label={props.label ?? t("showFor")}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        data-testid="audit-trail-open"
      >
        <HistoryIcon />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <AuditTrailDialog {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
