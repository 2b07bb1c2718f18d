import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/client/api-client";
import type { CommunicationDeliveryDto } from "@/lib/communications/schemas";

/** The failure codes the screens translate (`communications.delivery.errors`). */
export const DELIVERY_ERROR_CODES = [
  "unreachable",
  "timeout",
  "recipientRefused",
  "rejected",
  "authFailed",
  "noRecipient",
] as const;

/**
 * GET /api/communications/delivery/{eventId}, under the key the sends invalidate. Silent: the
 * screens fall back to the clipboard flow without it, so a failure is not an error for the user.
 * Read again when the tablet comes back to the page (an e-mail may have left meanwhile); no timer.
 */
export const deliveryQuery = (eventId: number, enabled = true) =>
  queryOptions({
    queryKey: ["communications", eventId, "delivery"],
    queryFn: ({ signal }) =>
      api.get<CommunicationDeliveryDto>(`/communications/delivery/${eventId}`, { signal, silent: true }),
    enabled,
    refetchOnWindowFocus: true,
  });
