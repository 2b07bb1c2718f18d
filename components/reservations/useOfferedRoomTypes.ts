"use client";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "@/lib/client/api-client";
import { periodsQuery } from "./reservation-queries";

export type RoomTypeRef = { id: number; type: string; capacity: number };

/**
 * The room types the event's hotel set-up sells (of one hotel when `locationId` is given), sorted
 * by name; the whole register when the caller cannot read the set-up. Also returns the periods,
 * which the editor uses to keep a room type when the hotel changes.
 */
export function useOfferedRoomTypes(eventId: number, locationId?: number | null) {
  const periods = useQuery(periodsQuery(eventId));
  const allRoomTypes = useQuery({
    queryKey: ["locations", "roomtypes"],
    queryFn: ({ signal }) => api.get<RoomTypeRef[]>("/locations/roomtypes", { signal }),
    enabled: periods.isError,
  });
  const roomTypes = useMemo(() => {
    if (!periods.data) return allRoomTypes.data ?? [];
    const offered = new Map<number, RoomTypeRef>();
    for (const period of periods.data) {
      if (locationId !== undefined && period.location.id !== locationId) continue;
      for (const room of period.roomPricings) offered.set(room.roomType.id, room.roomType);
    }
    return [...offered.values()].sort((a, b) => a.type.localeCompare(b.type));
  }, [periods.data, allRoomTypes.data, locationId]);
  return { roomTypes, periods: periods.data };
}
