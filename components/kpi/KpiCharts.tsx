"use client";
import { BarChart } from "@mui/x-charts/BarChart";
import { ChartsReferenceLine } from "@mui/x-charts/ChartsReferenceLine";
import { LineChart } from "@mui/x-charts/LineChart";
import type { KpiDto } from "@/lib/kpi/schemas";

/** SPEC.md section 9: 0..100, or 0..max + 20 when the data goes above 100. */
export function yAxisMax(points: KpiDto["actualAndAverageKpi"]): number {
  const max = Math.max(0, ...points.flatMap((p) => [p.value ?? 0, p.comparedValue ?? 0]));
  return max > 100 ? Math.ceil(max + 20) : 100;
}

/** Confronto: this event's booked nights % against the selected events' average, by days before start. */
export function ComparisonChart({
  points,
  labels,
  formatValue,
}: {
  points: KpiDto["actualAndAverageKpi"];
  labels: { current: string; average: string; xAxis: string; yAxis: string };
  /** The tooltip's percentages, in the interface's locale. */
  formatValue: (value: number | null) => string;
}) {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: points.map((p) => p.date), reverse: true, label: labels.xAxis, scaleType: "linear" }]}
      yAxis={[{ min: 0, max: yAxisMax(points), label: labels.yAxis, width: 56 }]}
      series={[
        {
          id: "current",
          data: points.map((p) => p.value),
          label: labels.current,
          showMark: false,
          color: "#1976d2",
          valueFormatter: formatValue,
        },
        {
          id: "average",
          data: points.map((p) => p.comparedValue),
          label: labels.average,
          showMark: false,
          color: "#ef6c00",
          valueFormatter: formatValue,
        },
      ]}
    >
      <ChartsReferenceLine y={100} lineStyle={{ strokeDasharray: "4 4" }} />
      <ChartsReferenceLine y={0} />
    </LineChart>
  );
}

export type PredictionBand = { label: string; lower: number; upper: number };

/**
 * Previsione: each predictor's worst..best band, the break-even and today's entries. The bands
 * stand side by side with their names under them, each name with half the chart's width (a side
 * axis would cut "Da andamento prenotazioni e rating" on a tablet); the legend goes below.
 */
export function PredictionChart({
  bands,
  breakEven,
  current,
  labels,
}: {
  bands: PredictionBand[];
  breakEven: number | null;
  current: number;
  labels: { range: string; breakEven: string; current: string };
}) {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: "band", data: bands.map((b) => b.label), categoryGapRatio: 0.5 }]}
      // High enough for the break-even line even when the whole range is below it.
      yAxis={[
        {
          min: 0,
          max: Math.ceil(Math.max(current, breakEven ?? 0, ...bands.map((b) => b.upper)) * 1.1),
          width: 56,
        },
      ]}
      slotProps={{ legend: { position: { vertical: "bottom", horizontal: "center" } } }}
      series={[
        { id: "base", data: bands.map((b) => b.lower), stack: "band", color: "transparent" },
        {
          id: "range",
          data: bands.map((b) => b.upper - b.lower),
          stack: "band",
          label: labels.range,
          color: "#90caf9",
          valueFormatter: (_value, { dataIndex }) =>
            `${bands[dataIndex]!.lower} - ${bands[dataIndex]!.upper}`,
        },
      ]}
    >
      {breakEven !== null && (
        // At the right end, today's entries at the left: the two labels never cover each other.
        <ChartsReferenceLine
          y={breakEven}
          label={labels.breakEven}
          labelAlign="end"
          lineStyle={{ stroke: "#d32f2f" }}
        />
      )}
      {current > 0 && (
        <ChartsReferenceLine
          y={current}
          label={labels.current}
          labelAlign="start"
          lineStyle={{ strokeDasharray: "4 4" }}
        />
      )}
    </BarChart>
  );
}
