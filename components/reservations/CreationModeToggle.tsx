"use client";
import { ToggleButton, ToggleButtonGroup } from "@mui/material";
import { useTranslations } from "next-intl";
import { CREATION_MODES, type CreationMode } from "./reservation-types";

/** "Classica / Multipla" of a new reservation. */
export function CreationModeToggle({
  value,
  disabled,
  onChange,
}: {
  value: CreationMode;
  disabled: boolean;
  onChange: (mode: CreationMode) => void;
}) {
  const t = useTranslations("reservations");
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      aria-labelledby="creation-mode-label"
      value={value}
      disabled={disabled}
      onChange={(_event, mode: CreationMode | null) => mode && onChange(mode)}
    >
      {CREATION_MODES.map((mode) => (
        <ToggleButton key={mode} value={mode} sx={{ minWidth: 110, minHeight: 48 }}>
          {t(`creationModes.${mode}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
