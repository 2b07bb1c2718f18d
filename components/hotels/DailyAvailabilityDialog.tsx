"use client";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from "@mui/material";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { IntegerInput } from "@/components/common/NumberInputs";
import {
  allottedForNight,
  nightAlert,
  nightsOfStay,
  overridesToStore,
  type NightAllotment,
} from "@/lib/period-pricings/nights";

/** "Mon 11/05/2031" in the user's language. */
function nightLabel(day: string, locale: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "it-IT", {
    timeZone: "UTC",
    weekday: "short",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

const ALERT_COLOR = { Warning: "warning.main", Error: "error.main" } as const;

/**
 * The per-night modal of a room type: every night of the period with its allotment (editable)
 * and its free rooms (allotment - booked). Nights left at the room type's availability follow it.
 */
export function DailyAvailabilityDialog({
  open,
  roomType,
  period,
  availability,
  overrides,
  booked,
  disabled,
  onApply,
  onClose,
}: {
  open: boolean;
  roomType: string;
  period: { checkIn: string; checkOut: string };
  availability: number;
  overrides: NightAllotment[];
  /** Rooms already booked per night ("YYYY-MM-DD"). */
  booked: (night: string) => number;
  disabled: boolean;
  onApply: (overrides: NightAllotment[]) => void;
  onClose: () => void;
}) {
  const t = useTranslations("hotels");
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="daily-availability-title">
      <DialogTitle id="daily-availability-title">{t("availabilityTitle", { roomType })}</DialogTitle>
      {open && (
        <NightsEditor
          period={period}
          availability={availability}
          overrides={overrides}
          booked={booked}
          disabled={disabled}
          onApply={(next) => {
            onApply(next);
            onClose();
          }}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function NightsEditor({
  period,
  availability,
  overrides,
  booked,
  disabled,
  onApply,
  onClose,
}: {
  period: { checkIn: string; checkOut: string };
  availability: number;
  overrides: NightAllotment[];
  booked: (night: string) => number;
  disabled: boolean;
  onApply: (overrides: NightAllotment[]) => void;
  onClose: () => void;
}) {
  const t = useTranslations("hotels");
  const tc = useTranslations("common");
  const locale = useLocale();
  const hasDates = Boolean(period.checkIn && period.checkOut);
  const nights = hasDates ? nightsOfStay(period) : [];
  const [draft, setDraft] = useState<Record<string, number | null>>(() =>
    Object.fromEntries(nights.map((night) => [night, allottedForNight(availability, overrides, night)])),
  );
  const apply = () =>
    onApply(
      overridesToStore(
        period,
        availability,
        nights.map((day) => ({ day, availability: draft[day] ?? availability })),
      ).overrides,
    );
  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          {nights.length ? t("availabilityHint") : t("availabilityNeedsDates")}
        </DialogContentText>
        {nights.length > 0 && (
          <Table size="small" data-testid="nights-table">
            <TableHead>
              <TableRow>
                <TableCell>{t("night")}</TableCell>
                <TableCell>{t("fields.availability")}</TableCell>
                <TableCell>{t("fields.free")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {nights.map((night) => {
                const allotted = draft[night] ?? availability;
                const free = allotted - booked(night);
                const alert = nightAlert(free);
                return (
                  <TableRow key={night} data-testid={`night-${night}`}>
                    <TableCell>
                      {nightLabel(night, locale)}
                      {allotted !== availability && ` (${t("modified")})`}
                    </TableCell>
                    <TableCell sx={{ width: 140 }}>
                      <IntegerInput
                        aria-label={`${t("fields.availability")} ${nightLabel(night, locale)}`}
                        value={draft[night] ?? null}
                        disabled={disabled}
                        onChange={(next) => setDraft({ ...draft, [night]: next })}
                        slotProps={{ htmlInput: { "data-testid": `night-input-${night}` } }}
                      />
                    </TableCell>
                    <TableCell
                      sx={{
                        color: alert ? ALERT_COLOR[alert] : undefined,
                        fontWeight: alert ? 600 : undefined,
                      }}
                    >
                      {free}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        {!disabled && nights.length > 0 && (
          <Button
            variant="text"
            onClick={() => setDraft(Object.fromEntries(nights.map((night) => [night, availability])))}
          >
            {t("reset")}
          </Button>
        )}
        <Button variant="outlined" onClick={onClose}>
          {tc("cancel")}
        </Button>
        {!disabled && nights.length > 0 && <Button onClick={apply}>{t("apply")}</Button>}
      </DialogActions>
    </>
  );
}
