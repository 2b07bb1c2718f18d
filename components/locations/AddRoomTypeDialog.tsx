"use client";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from "@mui/material";
import { TextField } from "@/components/common/TextField";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { IntegerInput } from "@/components/common/NumberInputs";
import { apiSave } from "@/lib/client/api-client";
import type { RoomTypeDto } from "@/lib/locations/schemas";

/** A small form adding a room type (name and capacity) to the shared list. */
export function AddRoomTypeDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (roomType: RoomTypeDto) => void;
}) {
  const t = useTranslations("locations.roomTypes");
  const tc = useTranslations("common");
  const [type, setType] = useState("");
  const [capacity, setCapacity] = useState<number | null>(2);

  const close = () => {
    setType("");
    setCapacity(2);
    onClose();
  };

  async function add() {
    const added = await apiSave<RoomTypeDto>("POST", "/locations/roomtypes", { body: { type, capacity } });
    if (!added) return;
    onAdded(added);
    close();
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby="room-type-title" fullWidth maxWidth="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <DialogTitle id="room-type-title">{t("dialogTitle")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField label={t("type")} value={type} onChange={(e) => setType(e.target.value)} autoFocus />
            <IntegerInput
              label={t("capacity")}
              helperText={t("capacityHint")}
              value={capacity}
              onChange={setCapacity}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" onClick={close}>
            {tc("cancel")}
          </Button>
          <Button type="submit">{tc("save")}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
