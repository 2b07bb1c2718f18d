import { useState } from "react";
import { getLastRecordedPath } from "./navigation-history";

const saved = new Map<string, unknown>();

/**
 * A list's filters. They survive a trip to one of the list's own edit or create pages
 * (`keepFrom` path prefixes) and reset after any other navigation.
 */
export function useListState<T>(key: string, initial: T, keepFrom: string[]): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => {
    const cameFrom = getLastRecordedPath();
    const keep = cameFrom !== null && keepFrom.some((prefix) => cameFrom.startsWith(prefix));
    if (keep && saved.has(key)) return saved.get(key) as T;
    saved.delete(key);
    return initial;
  });
  return [
    value,
    (next: T) => {
      saved.set(key, next);
      setValue(next);
    },
  ];
}
