"use client";
import { cell, formGrid } from "@/components/common/form-grid";
import { Checkbox, FormControlLabel } from "@mui/material";
import { useTranslations } from "next-intl";
import { Option, TextField } from "@/components/common/TextField";
import type { ReservationFormValue } from "./reservation-form";
import { RESERVATION_STATUSES, RESERVATION_TYPES } from "./reservation-types";

/** The reservation's type, status, web/check-in flags and notes (ReservationEditor's "Dettagli"). */
export function ReservationDetailsFields({
  value,
  readOnly,
  onChange,
}: {
  value: ReservationFormValue;
  readOnly: boolean;
  onChange: (patch: Partial<ReservationFormValue>) => void;
}) {
  const t = useTranslations("reservations");
  return (
    <div className={formGrid()}>
      <div className={cell({ xs: 12, sm: 6 })}>
        <TextField
          select
          label={t("fields.type")}
          name="type"
          disabled={readOnly}
          value={value.type}
          onChange={(e) => onChange({ type: e.target.value as ReservationFormValue["type"] })}
        >
          {RESERVATION_TYPES.map((type) => (
            <Option key={type} value={type}>
              {t(`types.${type}`)}
            </Option>
          ))}
        </TextField>
      </div>
      <div className={cell({ xs: 12, sm: 6 })}>
        <TextField
          select
          label={t("fields.status")}
          name="status"
          disabled={readOnly}
          value={value.status}
          onChange={(e) => onChange({ status: e.target.value as ReservationFormValue["status"] })}
        >
          {RESERVATION_STATUSES.map((status) => (
            <Option key={status} value={status}>
              {t(`statuses.${status}`)}
            </Option>
          ))}
        </TextField>
      </div>
      <div className={cell({ xs: 12, sm: 6 })}>
        <FormControlLabel
          control={
            <Checkbox
              name="isWebReservation"
              checked={value.isWebReservation}
              disabled={readOnly}
              onChange={(e) => onChange({ isWebReservation: e.target.checked })}
            />
          }
          label={t("fields.isWebReservation")}
        />
      </div>
      <div className={cell({ xs: 12, sm: 6 })}>
        <FormControlLabel
          control={
            <Checkbox
              name="checkInDone"
              checked={value.checkInDone}
              disabled={readOnly}
              onChange={(e) => onChange({ checkInDone: e.target.checked })}
            />
          }
          label={t("fields.checkInDone")}
        />
      </div>
      <div className={cell(12)}>
        <TextField
          label={t("fields.notes")}
          name="notes"
          multiline
          minRows={2}
          disabled={readOnly}
          value={value.notes}
          onChange={(e) => onChange({ notes: e.target.value })}
        />
      </div>
    </div>
  );
}
