"use client";
import { Chip, Stack, Typography } from "@mui/material";
import { useLocale, useTranslations } from "next-intl";
import { cell, formGrid } from "@/components/common/form-grid";
import { formatEuro, formatNumber, formatPercent } from "@/lib/client/format";
import type { CustomerStatistics } from "@/lib/customers/schemas";
import {
  RELIABILITY_HIGH_FROM,
  RELIABILITY_MEDIUM_FROM,
  trustedPercent,
  type ReliabilityGrade,
} from "@/lib/customers/statistics";
import styles from "./CustomerStatisticsPanel.module.css";

const GRADE_COLOR: Record<ReliabilityGrade, "success" | "warning" | "error"> = {
  High: "success",
  Medium: "warning",
  Low: "error",
};

/**
 * A saved customer's history: reliability grade, figures, and the trusted ratios as percentages.
 * The grade says what it counts ("Affidabilità bassa (1 evento)"): the events involved alone, so a
 * low grade beside a 100 % booking reliability reads as too few events, not as a bad customer.
 */
export function CustomerStatisticsPanel({ statistics }: { statistics: CustomerStatistics }) {
  const t = useTranslations("customers.statistics");
  const locale = useLocale();
  const number = (value: number) => formatNumber(value, locale);
  const figures: { key: keyof CustomerStatistics; value: string }[] = [
    { key: "totalReservations", value: number(statistics.totalReservations) },
    { key: "paidReservations", value: number(statistics.paidReservations) },
    { key: "averageBooking", value: formatEuro(statistics.averageBooking, locale) },
    { key: "totalBuyEntries", value: number(statistics.totalBuyEntries) },
    { key: "totalEventsPlayed", value: number(statistics.totalEventsPlayed) },
    { key: "averageEntries", value: number(statistics.averageEntries) },
    { key: "totalEventsInvolved", value: number(statistics.totalEventsInvolved) },
    {
      key: "trustedAverageBooking",
      value: formatPercent(trustedPercent(statistics.trustedAverageBooking), locale),
    },
    {
      key: "trustedAverageEntries",
      value: formatPercent(trustedPercent(statistics.trustedAverageEntries), locale),
    },
    { key: "trustedAverageEntriesOnBooking", value: number(statistics.trustedAverageEntriesOnBooking) },
  ];
  return (
    <Stack spacing={2} data-testid="customer-statistics">
      <Stack spacing={0.5} sx={{ alignItems: "flex-start" }}>
        <Chip
          label={t(`grades.${statistics.reliability}`, { count: statistics.totalEventsInvolved })}
          color={GRADE_COLOR[statistics.reliability]}
          data-testid="reliability-grade"
        />
        <Typography variant="body2" color="textSecondary" data-testid="reliability-hint">
          {t("reliabilityHint", { medium: RELIABILITY_MEDIUM_FROM, high: RELIABILITY_HIGH_FROM })}
        </Typography>
      </Stack>
      <dl className={`${formGrid({ spacing: 1 })} ${styles.figures}`}>
        {figures.map((figure) => (
          // A dl holds dt/dd pairs directly or in one div each: the grid cell is that div.
          <div
            key={figure.key}
            className={`${cell({ xs: 12, sm: 6 })} ${styles.figure}`}
            data-testid={`statistic-${figure.key}`}
          >
            <Typography component="dt" color="textSecondary">
              {t(figure.key)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
              {figure.value}
            </Typography>
          </div>
        ))}
      </dl>
    </Stack>
  );
}
