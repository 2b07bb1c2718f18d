"use client";
import { Stack, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/api-client";
import type { ExposureDto } from "@/lib/kpi/schemas";
import { ExposureTable } from "./ExposureTable";

/** The allotment exposure of one hotel, on the event's hotel card (EventsHotel). */
export function HotelExposure({ eventId, hotelId }: { eventId: number; hotelId: number }) {
  const t = useTranslations("kpi");
  const exposure = useQuery({
    queryKey: ["predictions", "exposure", eventId],
    queryFn: ({ signal }) => api.get<ExposureDto>(`/predictions/exposure/${eventId}`, { signal }),
  });
  const hotel = exposure.data?.hotels.find((h) => h.id === hotelId);
  if (!exposure.data || !hotel) return null;
  return (
    <Stack spacing={1} data-testid="hotel-exposure">
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t("exposure.title")}
      </Typography>
      {hotel.roomTypes.map((roomType) => (
        <ExposureTable
          key={roomType.id}
          hotelName={hotel.name}
          roomType={roomType}
          predicted={exposure.data.predicted}
        />
      ))}
    </Stack>
  );
}
