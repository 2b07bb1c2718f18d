import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/client/api-client";
import type { CustomerDto } from "@/lib/customers/schemas";

/** One customer as the editor reads it; the list fetches it ahead when a finger goes down on its row. */
export const customerQuery = (customerId: number) =>
  queryOptions({
    queryKey: ["customers", customerId],
    queryFn: ({ signal }) => api.get<CustomerDto>(`/customers/${customerId}`, { signal }),
  });
