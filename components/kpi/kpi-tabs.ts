/** The KPI screen's tabs, in order; the selected one is in the address (?tab=), so a tap on a tab works before the page's code has run. */
export const KPI_TABS = ["detail", "comparison", "prediction"] as const;
export type KpiTab = (typeof KPI_TABS)[number];
