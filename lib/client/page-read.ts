import type { PageRead } from "@/lib/api/page-data";

/**
 * A query's first data from what the page read on the server (lib/api/page-data.ts), with its
 * time, so a copy older than the query's staleTime is fetched again. `pick` takes the query's
 * part of a read that holds several answers.
 */
export function fromPageRead<T>(read: PageRead<T> | undefined): {
  initialData: T | undefined;
  initialDataUpdatedAt: number | undefined;
};
export function fromPageRead<T, D>(
  read: PageRead<T> | undefined,
  pick: (data: T) => D,
): { initialData: D | undefined; initialDataUpdatedAt: number | undefined };
export function fromPageRead<T, D>(read: PageRead<T> | undefined, pick?: (data: T) => D) {
  return {
    initialData: read === undefined ? undefined : pick ? pick(read.data) : read.data,
    initialDataUpdatedAt: read?.readAt,
  };
}
