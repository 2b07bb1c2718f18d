"use client";
import { useQuery } from "@tanstack/react-query";
import type { PageRead } from "@/lib/api/page-data";
import { api } from "@/lib/client/api-client";
import { eventQuery } from "@/lib/client/event-query";
import type { EventDto } from "@/lib/events/schemas";
import type { PaymentItemDto, PaymentMethodDto } from "@/lib/payments-config/schemas";
import { fromPageRead } from "@/lib/client/page-read";

/** Every cash-module query of an event starts with this key, so one save refreshes them all. */
export const cashKey = (eventId: number) => ["cash", eventId] as const;

/** `initial` here and below: what the page read on the server (lib/api/page-data.ts). */
export function useCashEvent(eventId: number, initial?: PageRead<EventDto>) {
  return useQuery(eventQuery(eventId, initial));
}

export function usePaymentMethods(initial?: PageRead<PaymentMethodDto[]>) {
  return useQuery({
    queryKey: ["paymentmethods", "list"],
    queryFn: ({ signal }) => api.get<PaymentMethodDto[]>("/paymentmethods/list", { signal }),
    staleTime: 60_000,
    ...fromPageRead(initial),
  });
}

export function usePaymentItems(initial?: PageRead<PaymentItemDto[]>) {
  return useQuery({
    queryKey: ["paymentitems", "list"],
    queryFn: ({ signal }) => api.get<PaymentItemDto[]>("/paymentitems/list", { signal }),
    staleTime: 60_000,
    ...fromPageRead(initial),
  });
}

/** SPEC.md section 5: Entrate lists income items, Uscite cost items (refunds included), the rest none. */
export function itemsForTypology(items: PaymentItemDto[], typology: string, visibleOnly: boolean) {
  const categories = typology === "Inbound" ? ["Income"] : typology === "Outbound" ? ["Cost", "Refund"] : [];
  return items.filter(
    (item) =>
      categories.includes(item.category) &&
      // A new movement never takes the Transfer item (transfers are pairs) nor the Reservation one
      // (a reservation's payments are saved with it).
      (!visibleOnly ||
        (item.isVisible && item.systemItem !== "Transfer" && item.systemItem !== "Reservation")),
  );
}
