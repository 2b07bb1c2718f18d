import { MANUAL_TEMPLATE_TYPE, type CommissionMode, type CommissionSubMode } from "@/lib/agents/commission";
import { formatEuro, formatPercent } from "@/lib/client/format";

type Translate = (key: string, values?: Record<string, string>) => string;

/** "Manuale" for the agent's own copy, otherwise the named template's name. */
export function templateTypeLabel(type: string, t: Translate): string {
  return type === MANUAL_TEMPLATE_TYPE ? t("templateTypes.Manual") : type;
}

/** The list's commission column: template type plus mode, or "non impostata". */
export function commissionSummary(
  template: { type: string; mode: CommissionMode } | null,
  t: Translate,
): string {
  if (!template) return t("notSet");
  return `${templateTypeLabel(template.type, t)} - ${t(`modes.${template.mode}`)}`;
}

/** "5,00 €" or "10 %". */
export function commissionAmount(value: string, subMode: CommissionSubMode, locale: string): string {
  return subMode === "Fixed" ? formatEuro(value, locale) : formatPercent(value, locale);
}
