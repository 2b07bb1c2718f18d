"use client";
import { Button, Paper, Stack } from "@mui/material";
import { Option, TextField } from "@/components/common/TextField";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DownloadButton } from "@/components/common/DownloadButton";
import { PageHeader } from "@/components/common/PageHeader";
import { api, apiDownload } from "@/lib/client/api-client";
import { feedback } from "@/lib/client/feedback-store";

type Named = { id: number; name?: string; type?: string };

/** /events/{eventId}/hotels/bookingstatus "Stato prenotazioni": the per-night Excel of one room type. */
export function BookingStatus({ eventId }: { eventId: number }) {
  const t = useTranslations("reservationList.bookingStatus");
  const tList = useTranslations("reservationList");
  const [locationId, setLocationId] = useState("");
  const [roomTypeId, setRoomTypeId] = useState("");
  const hotels = useQuery({
    queryKey: ["events", "locations", eventId],
    queryFn: ({ signal }) => api.get<Named[]>(`/events/locations/${eventId}`, { signal }),
  });
  const roomTypes = useQuery({
    queryKey: ["locations", "roomtypes"],
    queryFn: ({ signal }) => api.get<Named[]>("/locations/roomtypes", { signal }),
  });

  async function download() {
    // SPEC.md section 5: both are required, with these messages.
    const missing = [!locationId && t("selectLocation"), !roomTypeId && t("selectRoomType")].filter(
      (m): m is string => Boolean(m),
    );
    if (missing.length) {
      feedback.showErrors(missing);
      return;
    }
    await apiDownload(`/periodpricings/nested/${eventId}/${locationId}/${roomTypeId}`, {
      fallbackName: "bookings.xlsx",
      failureMessage: tList("excelFailed"),
    });
  }

  return (
    <>
      <PageHeader
        title={t("title")}
        actions={
          <Button component={Link} href={`/events/${eventId}/hotels`} variant="outlined">
            {t("back")}
          </Button>
        }
      />
      <Paper sx={{ p: 2, maxWidth: 640 }}>
        <Stack sx={{ gap: 2 }}>
          <TextField
            select
            label={t("hotel")}
            value={locationId}
            onChange={(e) => setLocationId(e.target.value)}
            slotProps={{ htmlInput: { "data-testid": "booking-status-hotel" } }}
          >
            {(hotels.data ?? []).map((hotel) => (
              <Option key={hotel.id} value={String(hotel.id)}>
                {hotel.name}
              </Option>
            ))}
          </TextField>
          <TextField
            select
            label={t("roomType")}
            value={roomTypeId}
            onChange={(e) => setRoomTypeId(e.target.value)}
            slotProps={{ htmlInput: { "data-testid": "booking-status-room" } }}
          >
            {(roomTypes.data ?? []).map((room) => (
              <Option key={room.id} value={String(room.id)}>
                {room.type}
              </Option>
            ))}
          </TextField>
          <DownloadButton variant="contained" onDownload={download} data-testid="booking-status-ok">
            {t("ok")}
          </DownloadButton>
        </Stack>
      </Paper>
    </>
  );
}
