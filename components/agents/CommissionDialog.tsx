"use client";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from "@mui/material";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { DecimalInput } from "@/components/common/NumberInputs";
import {
  COMMISSION_MODES,
  COMMISSION_SUB_MODES,
  normalizeCommission,
  PLAYER_COMMISSION_SOURCES,
  type CommissionMode,
  type CommissionSubMode,
  type CommissionValues,
} from "@/lib/agents/commission";

type Draft = Omit<CommissionValues, "commissionForRoom" | "commissionForPlayer"> & {
  commissionForRoom: string | null;
  commissionForPlayer: string | null;
};

/**
 * The commission modal: mode Fixed / Percentage / Mixed (Fixed or Percentage sets both sub-modes,
 * which are selectable only in Mixed), room and player commission each with its sub-mode, and the
 * player source (BuyIn / Fee) shown only for a player percentage. `onConfirm` gets the values
 * normalized; the parent closes the modal (or keeps it open when its save failed).
 */
export function CommissionDialog({
  open,
  title,
  initial,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title?: string;
  initial: CommissionValues;
  onCancel: () => void;
  onConfirm: (values: CommissionValues) => void | Promise<void>;
}) {
  const t = useTranslations("agents.commission");
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="sm" fullWidth aria-labelledby="commission-title">
      <DialogTitle id="commission-title">{title ?? t("title")}</DialogTitle>
      {/* Mounted on open, so that each opening starts from the values given. */}
      {open && <CommissionForm initial={initial} onCancel={onCancel} onConfirm={onConfirm} />}
    </Dialog>
  );
}

function CommissionForm({
  initial,
  onCancel,
  onConfirm,
}: {
  initial: CommissionValues;
  onCancel: () => void;
  onConfirm: (values: CommissionValues) => void | Promise<void>;
}) {
  const t = useTranslations("agents");
  const [draft, setDraft] = useState<Draft>(initial);
  const [busy, setBusy] = useState(false);
  const ids = { mode: useId(), room: useId(), player: useId(), source: useId() };
  const mixed = draft.mode === "Mixed";

  const setMode = (mode: CommissionMode) => {
    if (mode === "Mixed") {
      // Mixed means the sub-modes differ: start from a fixed room and a player percentage.
      const differ = draft.commissionForRoomMode !== draft.commissionForPlayerMode;
      setDraft({
        ...draft,
        mode,
        commissionForRoomMode: differ ? draft.commissionForRoomMode : "Fixed",
        commissionForPlayerMode: differ ? draft.commissionForPlayerMode : "Percentage",
      });
    } else {
      setDraft({ ...draft, mode, commissionForRoomMode: mode, commissionForPlayerMode: mode });
    }
  };

  const complete = draft.commissionForRoom !== null && draft.commissionForPlayer !== null;
  async function confirm() {
    if (!complete) return;
    const values = normalizeCommission({
      ...draft,
      commissionForRoom: draft.commissionForRoom!,
      commissionForPlayer: draft.commissionForPlayer!,
    });
    setBusy(true);
    try {
      await onConfirm(values);
    } finally {
      setBusy(false);
    }
  }

  const subModeGroup = (
    id: string,
    label: string,
    value: CommissionSubMode,
    onChange: (value: CommissionSubMode) => void,
  ) => (
    <FormControl disabled={!mixed}>
      {/* Readable while the group is off (axe colour-contrast): only its radios look disabled. */}
      <FormLabel id={id} sx={{ "&.Mui-disabled": { color: "text.secondary" } }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        value={value}
        onChange={(e) => onChange(e.target.value as CommissionSubMode)}
      >
        {COMMISSION_SUB_MODES.map((subMode) => (
          <FormControlLabel key={subMode} value={subMode} control={<Radio />} label={t(`modes.${subMode}`)} />
        ))}
      </RadioGroup>
    </FormControl>
  );

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormControl>
            <FormLabel id={ids.mode}>{t("commission.mode")}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={ids.mode}
              value={draft.mode}
              onChange={(e) => setMode(e.target.value as CommissionMode)}
            >
              {COMMISSION_MODES.map((mode) => (
                <FormControlLabel key={mode} value={mode} control={<Radio />} label={t(`modes.${mode}`)} />
              ))}
            </RadioGroup>
          </FormControl>

          <Typography variant="subtitle1" component="h3">
            {t("commission.room")}
          </Typography>
          {subModeGroup(ids.room, t("commission.roomMode"), draft.commissionForRoomMode, (value) =>
            setDraft({ ...draft, commissionForRoomMode: value }),
          )}
          <DecimalInput
            label={t("commission.room")}
            value={draft.commissionForRoom}
            onChange={(value) => setDraft({ ...draft, commissionForRoom: value })}
            unit={draft.commissionForRoomMode === "Fixed" ? "€" : "%"}
            required
          />

          <Typography variant="subtitle1" component="h3">
            {t("commission.player")}
          </Typography>
          {subModeGroup(ids.player, t("commission.playerMode"), draft.commissionForPlayerMode, (value) =>
            setDraft({ ...draft, commissionForPlayerMode: value }),
          )}
          <DecimalInput
            label={t("commission.player")}
            value={draft.commissionForPlayer}
            onChange={(value) => setDraft({ ...draft, commissionForPlayer: value })}
            unit={draft.commissionForPlayerMode === "Fixed" ? "€" : "%"}
            required
          />
          {draft.commissionForPlayerMode === "Percentage" && (
            <FormControl>
              <FormLabel id={ids.source}>{t("commission.source")}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={ids.source}
                value={draft.playerCommissionSource ?? "BuyIn"}
                onChange={(e) =>
                  setDraft({
                    ...draft,
                    playerCommissionSource: e.target.value as CommissionValues["playerCommissionSource"],
                  })
                }
              >
                {PLAYER_COMMISSION_SOURCES.map((source) => (
                  <FormControlLabel
                    key={source}
                    value={source}
                    control={<Radio />}
                    label={t(`sources.${source}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" onClick={onCancel}>
          {t("commission.cancel")}
        </Button>
        <Button onClick={() => void confirm()} disabled={!complete || busy}>
          {t("commission.confirm")}
        </Button>
      </DialogActions>
    </>
  );
}
