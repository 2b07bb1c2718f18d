"use client";
import ClearIcon from "@mui/icons-material/Clear";
import HotelIcon from "@mui/icons-material/Hotel";
import { IconButton, InputAdornment } from "@mui/material";
import { Tooltip } from "@/components/common/Tooltip";
import { TextField } from "@/components/common/TextField";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { HotelRef } from "./HotelSelectDialog";
import { deferred } from "@/components/common/deferred";

/** Loaded when first opened or when the page is idle: not in the page's first load. */
const HotelSelectDialog = deferred(
  () => import("./HotelSelectDialog").then((module) => module.HotelSelectDialog),
  { when: "open" },
);

/** A read-only field showing the chosen hotel; it opens "Seleziona hotel" and can be cleared. */
export function HotelField({
  label,
  value,
  onChange,
  disabled = false,
  required = false,
}: {
  label: string;
  value: HotelRef | null;
  onChange: (hotel: HotelRef | null) => void;
  disabled?: boolean;
  required?: boolean;
}) {
  const t = useTranslations("hotels");
  const [open, setOpen] = useState(false);
  return (
    <>
      <TextField
        label={label}
        required={required}
        disabled={disabled}
        value={value?.name ?? ""}
        placeholder={t("noHotel")}
        onClick={() => !disabled && setOpen(true)}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: {
            readOnly: true,
            "data-testid": "hotel-field",
            style: { cursor: disabled ? "default" : "pointer" },
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {value && !disabled && (
                  <Tooltip title={t("clearHotel")}>
                    <IconButton
                      aria-label={t("clearHotel")}
                      size="small"
                      onClick={(e) => {
                        e.stopPropagation();
                        onChange(null);
                      }}
                    >
                      <ClearIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                <Tooltip title={t("selectHotel")}>
                  <span>
                    <IconButton
                      aria-label={t("selectHotel")}
                      size="small"
                      disabled={disabled}
                      onClick={(e) => {
                        e.stopPropagation();
                        setOpen(true);
                      }}
                    >
                      <HotelIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      <HotelSelectDialog open={open} selected={value} onSelect={onChange} onClose={() => setOpen(false)} />
    </>
  );
}
