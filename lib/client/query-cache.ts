import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * How long a query's data counts as fresh (the QueryClient's default staleTime): older data is
 * fetched again when a screen shows it.
 */
export const QUERY_STALE_MS = 10_000;

const sameKey = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

/**
 * After a delete: the deleted record's query is dropped (never fetched again: that would be a 404
 * for a record that no longer exists) and the other queries of its area are refreshed.
 */
export function forgetDeletedRecord(queryClient: QueryClient, recordKey: QueryKey, areaKey: QueryKey) {
  void queryClient.cancelQueries({ queryKey: recordKey, exact: true });
  queryClient.removeQueries({ queryKey: recordKey, exact: true });
  void queryClient.invalidateQueries({
    queryKey: areaKey,
    predicate: (query) => !sameKey(query.queryKey, recordKey),
  });
}
