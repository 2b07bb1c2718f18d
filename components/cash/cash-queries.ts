"use client";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api-client";
import { eventQuery } from "@/lib/client/event-query";
import type { PaymentItemDto, PaymentMethodDto } from "@/lib/payments-config/schemas";

/** Every cash-module query of an event starts with this key, so one save refreshes them all. */
export const cashKey = (eventId: number) => ["cash", eventId] as const;

export function useCashEvent(eventId: number) {
  return useQuery(eventQuery(eventId));
}

export function usePaymentMethods() {
  return useQuery({
    queryKey: ["paymentmethods", "list"],
    queryFn: ({ signal }) => api.get<PaymentMethodDto[]>("/paymentmethods/list", { signal }),
    staleTime: 60_000,
  });
}

export function usePaymentItems() {
  return useQuery({
    queryKey: ["paymentitems", "list"],
    queryFn: ({ signal }) => api.get<PaymentItemDto[]>("/paymentitems/list", { signal }),
    staleTime: 60_000,
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
