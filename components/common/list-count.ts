/**
 * What a list's title counts: every record ("Clienti (190)"), or, while a search or filter narrows
 * the list, the rows found of every record ("Clienti (1 di 190)"), so the count in the title never
 * reads as the size of the list shown under it. Nothing until the numbers it needs have arrived.
 */
export type ListCount =
  { kind: "loading" } | { kind: "all"; total: number } | { kind: "some"; matching: number; total: number };

export function listCount({
  matching,
  total,
  filtered,
}: {
  /** The records the current search or filters find. */
  matching: number | undefined;
  /** Every record (the count without search or filters). */
  total: number | undefined;
  filtered: boolean;
}): ListCount {
  if (!filtered) {
    const all = total ?? matching;
    return all === undefined ? { kind: "loading" } : { kind: "all", total: all };
  }
  if (matching === undefined || total === undefined) return { kind: "loading" };
  return { kind: "some", matching, total };
}
