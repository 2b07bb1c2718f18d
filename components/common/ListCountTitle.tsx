"use client";
import { useTranslations } from "next-intl";
import { listCount } from "./list-count";

/**
 * A list's page title with its count (list-count.ts): "Clienti (190)", "Clienti (1 di 190)" while
 * a search or filter narrows the list, the bare title while the counts load.
 */
export function ListCountTitle({
  title,
  matching,
  total,
  filtered,
}: {
  title: string;
  matching: number | undefined;
  total: number | undefined;
  filtered: boolean;
}) {
  const t = useTranslations("common.listCount");
  const count = listCount({ matching, total, filtered });
  if (count.kind === "loading") return <>{title}</>;
  if (count.kind === "all") return <>{t("all", { title, total: count.total })}</>;
  return <>{t("some", { title, matching: count.matching, total: count.total })}</>;
}
