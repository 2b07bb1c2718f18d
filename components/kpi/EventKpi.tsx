"use client";
import AddIcon from "@mui/icons-material/Add";
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Tab,
  Tabs,
  Typography,
} from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { deferred } from "@/components/common/deferred";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState, type MouseEvent, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/common/ConfirmDialog";
import { PageHeader } from "@/components/common/PageHeader";
import { cell, formGrid } from "@/components/common/form-grid";
import { useHydrated } from "@/components/common/useHydrated";
import { api, apiSave } from "@/lib/client/api-client";
import type { PageRead } from "@/lib/api/page-data";
import { eventQuery } from "@/lib/client/event-query";
import { formatNumber, formatPercentFixed } from "@/lib/client/format";
import { addDays } from "@/lib/dates";
import type { EventDto } from "@/lib/events/schemas";
import { MAX_ERROR_PERCENT, type Predictor, type ReliabilityReason } from "@/lib/kpi/reliability";
import type { KpiDetailsDto, KpiDto } from "@/lib/kpi/schemas";
import table from "@/components/common/PlainTable.module.css";
import { ExposureSection } from "./ExposureTable";
import styles from "./KpiDetail.module.css";
import { KPI_TABS, type KpiTab } from "./kpi-tabs";
import { fromPageRead } from "@/lib/client/page-read";

// Dialogs load on first use, outside the page's first-load JavaScript.
const SelectedEventsDialog = deferred(
  () => import("./PredictionDialogs").then((m) => m.SelectedEventsDialog),
  { when: "open" },
);
const WarningsDialog = deferred(() => import("./PredictionDialogs").then((m) => m.WarningsDialog), {
  when: "open",
});
const SelectEventsDialog = deferred(() => import("./SelectEventsDialog").then((m) => m.SelectEventsDialog), {
  when: "open",
});

// The chart library is large: fetched only when a chart tab opens (not in the page's first load).
const ComparisonChart = deferred(() => import("./KpiCharts").then((m) => m.ComparisonChart), {
  when: "idle",
  fallback: <CircularProgress />,
});
const PredictionChart = deferred(() => import("./KpiCharts").then((m) => m.PredictionChart), {
  when: "idle",
  fallback: <CircularProgress />,
});

const RUNNING = ["Calculating", "CalculatingTimeSeries"];

/**
 * /events/{eventId}/kpi "Indicatori di performance": tabs Dettaglio, Confronto, Previsione.
 * Rendered by the server with the event and the KPI when it can (page-read session): the tabs are
 * links to ?tab= (a tap before the page's code has run loads the page on that tab; after, the tab
 * changes here and the address is replaced), the buttons that open dialogs are disabled until the
 * page's code runs.
 */
export function EventKpi({
  eventId,
  initialEvent,
  initialKpi,
  initialTab = "detail",
}: {
  eventId: number;
  initialEvent?: PageRead<EventDto>;
  /** The figures read with the page, and when (ms since the epoch, the server's clock). */
  initialKpi?: { data: KpiDto; readAt: number };
  initialTab?: KpiTab;
}) {
  const t = useTranslations("kpi");
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [tab, setTab] = useState<KpiTab>(initialTab);
  const [dialog, setDialog] = useState<"select" | "warnings" | "events" | "delete" | null>(null);
  const event = useQuery(eventQuery(eventId, initialEvent));
  const kpi = useQuery({
    queryKey: ["predictions", eventId],
    queryFn: ({ signal }) => api.get<KpiDto>(`/predictions/${eventId}`, { signal }),
    // A screen prefetched by the router comes with figures up to 5 minutes old (next.config.ts
    // `staleTimes`): older than the query's staleTime, they are fetched again at once.
    ...fromPageRead(initialKpi),
    // While the job runs, follow its status.
    refetchInterval: (query) => (RUNNING.includes(query.state.data?.predictionStatus ?? "") ? 1000 : false),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["predictions", eventId] });
  const data = kpi.data;

  const create = async (ids: number[]) => {
    setDialog(null);
    if (await apiSave("POST", `/predictions/${eventId}`, { body: { ids } })) await refresh();
  };
  const remove = async () => {
    setDialog(null);
    if (data?.id && (await apiSave("DELETE", `/predictions/${data.id}`)) !== undefined) await refresh();
  };

  return (
    <>
      <PageHeader
        title={t("title")}
        subtitle={event.data ? `${event.data.type} ${event.data.name}` : null}
        stackActions="md"
        actions={
          <>
            {/* First: it is there before the figures, the others come with them and never move it. */}
            <Button component={Link} href={`/events/${eventId}/menu`} variant="outlined">
              {t("eventMenu")}
            </Button>
            {data && !data.predictionCreated && (
              <Button startIcon={<AddIcon />} onClick={() => setDialog("select")} disabled={!hydrated}>
                {t("createPrediction")}
              </Button>
            )}
            {data?.predictionCreated && (
              <>
                <Button variant="outlined" onClick={() => setDialog("warnings")} disabled={!hydrated}>
                  {t("warnings")}
                </Button>
                <Button variant="outlined" onClick={() => setDialog("events")} disabled={!hydrated}>
                  {t("events")}
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  onClick={() => setDialog("delete")}
                  disabled={!hydrated}
                >
                  {t("delete")}
                </Button>
              </>
            )}
          </>
        }
      />
      <Tabs value={tab} sx={{ mb: 2 }} variant="fullWidth">
        {KPI_TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={t(`tabs.${key}`)}
            component="a"
            href={`?tab=${key}`}
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              setTab(key);
              window.history.replaceState(null, "", `?tab=${key}`);
            }}
          />
        ))}
      </Tabs>
      {data?.predictionStatus && <StatusAlert kpi={data} />}
      {!data && <KpiSkeleton />}
      {data && tab === "detail" && <DetailTab kpi={data} />}
      {data && tab === "comparison" && <ComparisonTab kpi={data} />}
      {data && tab === "prediction" && <PredictionTab kpi={data} />}
      {event.data && (
        <SelectEventsDialog
          open={dialog === "select"}
          endedBefore={addDays(event.data.dateFrom, -1)}
          onConfirm={(ids) => void create(ids)}
          onCancel={() => setDialog(null)}
        />
      )}
      {data && <WarningsDialog open={dialog === "warnings"} kpi={data} onClose={() => setDialog(null)} />}
      {data && <SelectedEventsDialog open={dialog === "events"} kpi={data} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === "delete"}
        title={t("deleteConfirm")}
        onConfirm={() => void remove()}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}

/**
 * The prediction's status; once completed, "Previsione poco affidabile" with its reasons instead of
 * the green "Previsione completata" when lib/kpi/reliability.ts says so.
 */
function StatusAlert({ kpi }: { kpi: KpiDto }) {
  const t = useTranslations("kpi");
  const locale = useLocale();
  const status = kpi.predictionStatus!;
  const unreliable = status === "Completed" && kpi.reliability?.reliable === false;
  const predictor = (key: Predictor) => t(`prediction.${key}`);
  const limit = formatPercentFixed(MAX_ERROR_PERCENT, locale, 0);
  const count = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 0 });
  const reason = (r: ReliabilityReason) => {
    if (r.key === "backtestError")
      return t("reliability.backtestError", {
        mape: formatPercentFixed(r.mape, locale, 1),
        days: r.daysBefore,
        limit,
      });
    if (r.key === "wideRange")
      return t("reliability.wideRange", {
        predictor: predictor(r.predictor),
        lower: count(r.lower),
        upper: count(r.upper),
        spread: formatPercentFixed(r.spreadPercent, locale, 0),
        limit,
      });
    return t("reliability.belowRecorded", {
      predictor: predictor(r.predictor),
      upper: count(r.upper),
      recorded: count(r.recorded),
    });
  };
  return (
    <Alert
      severity={
        unreliable
          ? "warning"
          : status === "Completed"
            ? "success"
            : RUNNING.includes(status)
              ? "info"
              : "error"
      }
      sx={{ mb: 2 }}
      data-testid="kpi-status"
      data-status={status}
      data-reliable={status === "Completed" ? String(!unreliable) : undefined}
    >
      {unreliable ? (
        <>
          <AlertTitle sx={{ mb: 0 }}>{t("status.unreliable")}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="kpi-unreliable-reasons">
            {kpi.reliability!.reasons.map((r) => (
              <li key={`${r.key}-${"predictor" in r ? r.predictor : r.daysBefore}`}>{reason(r)}</li>
            ))}
          </Box>
        </>
      ) : (
        t(`status.${status}`)
      )}
    </Alert>
  );
}

/** The detail tab's figures and a hotel's card, at their sizes while the KPI load: nothing moves then. */
function KpiSkeleton() {
  const t = useTranslations("common");
  return (
    <div className={styles.stack} aria-busy="true" aria-label={t("loading")} data-testid="kpi-loading">
      <div className={styles.figures}>
        {Array.from({ length: 12 }, (_, index) => (
          <div key={index} className={styles.figureBone} />
        ))}
      </div>
      <div className={styles.pageBone} />
    </div>
  );
}

function Figure({ label, value, extra }: { label: string; value: number | null; extra?: string }) {
  return (
    <div className={`${styles.paper} ${styles.figure}`}>
      <p className={styles.secondary}>{label}</p>
      <p className={styles.h6}>{value ?? "-"}</p>
      {extra && <p className={styles.secondary}>{extra}</p>}
    </div>
  );
}

function DetailTab({ kpi }: { kpi: KpiDto }) {
  const t = useTranslations("kpi");
  const d = kpi.kpiDetails;
  const figures: { label: string; value: number | null; extra?: string }[] = [
    {
      label: t("detail.bookings"),
      value: d.totalBookings,
      extra: t("detail.offered", { count: d.totalGuestBookings }),
    },
    {
      label: t("detail.soldBookings"),
      value: d.totalSoldBookings,
      extra: t("detail.offered", { count: d.totalSoldGuestBookings }),
    },
    { label: t("detail.estimatedBookings"), value: d.totalEstimatedReservations },
    { label: t("detail.players"), value: kpi.players },
    { label: t("detail.entries"), value: kpi.entriesCount },
    { label: t("detail.estimatedEntries"), value: kpi.estimatedEntries },
    {
      label: t("detail.bookedNights"),
      value: d.totalBookedNights,
      extra: t("detail.offered", { count: d.totalGuestNights }),
    },
    {
      label: t("detail.soldNights"),
      value: d.totalCollectedNights,
      extra: t("detail.offered", { count: d.totalCollectedOfferedNights }),
    },
    { label: t("detail.estimatedNights"), value: d.totalEstimatedSoldNights },
    {
      label: t("detail.guests"),
      value: d.totalGuests,
      extra: t("detail.offered", { count: d.totalGuestOffered }),
    },
    {
      label: t("detail.payingGuests"),
      value: d.totalSoldPaingGuests,
      extra: t("detail.offered", { count: d.totalSoldGuestOffered }),
    },
    { label: t("detail.estimatedGuests"), value: d.totalEstimatedGuests },
  ];
  return (
    <div className={styles.stack} data-testid="kpi-detail">
      <div className={styles.figures}>
        {figures.map((f) => (
          <Figure key={f.label} {...f} />
        ))}
      </div>
      {d.hotelDetails.length === 0 && <p className={styles.body1}>{t("detail.noBookings")}</p>}
      {d.hotelDetails.map((hotel) => (
        <div key={hotel.id} className={`${styles.paper} ${styles.card}`} data-testid="kpi-hotel">
          <h2 className={`${styles.subtitle1} ${styles.hotelName}`}>{hotel.name}</h2>
          <div className={styles.halves}>
            {([false, true] as const).map((paid) => (
              <RoomTable
                key={String(paid)}
                title={paid ? t("detail.paid") : t("detail.unpaid")}
                rows={hotel.roomDetails.filter((r) => r.isPaid === paid)}
              />
            ))}
          </div>
        </div>
      ))}
      <ExposureSection exposure={kpi.exposure} />
    </div>
  );
}

function RoomTable({
  title,
  rows,
}: {
  title: string;
  rows: KpiDetailsDto["hotelDetails"][number]["roomDetails"];
}) {
  const t = useTranslations("kpi");
  return (
    <div>
      <h3 className={styles.subtitle2}>{title}</h3>
      <table className={table.table}>
        <thead>
          <tr>
            <th>{t("detail.roomType")}</th>
            <th className={table.num}>{t("detail.bookings")}</th>
            <th className={table.num}>{t("detail.guests")}</th>
            <th className={table.num}>{t("detail.bookedNights")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.id}-${r.customerType}`}>
              <td>{r.customerType === "Guest" ? t("detail.offeredRow", { type: r.type }) : r.type}</td>
              <td className={table.num}>{r.bookings}</td>
              <td className={table.num}>{r.guests}</td>
              <td className={table.num}>{r.nights}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const percent = (value: number | null, locale: string, signed = false) =>
  value === null ? "-" : formatPercentFixed(value, locale, 2, signed);

/** One figure of the comparison row: a label over its value, a third of the width. */
function ComparisonFigure({
  label,
  testId,
  color,
  children,
}: {
  label: string;
  testId: string;
  color?: string;
  children: ReactNode;
}) {
  return (
    <div className={cell({ xs: 4 })}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography variant="body2" color="textSecondary">
          {label}
        </Typography>
        <Typography variant="h6" component="p" data-testid={testId} color={color}>
          {children}
        </Typography>
      </Paper>
    </div>
  );
}

function ComparisonTab({ kpi }: { kpi: KpiDto }) {
  const t = useTranslations("kpi");
  const locale = useLocale();
  // Without a prediction there is nothing to compare with: say how to choose the events.
  const hint = !kpi.predictionCreated && (
    <Alert severity="info" data-testid="kpi-comparison-hint">
      {t("comparison.hint", { button: t("createPrediction") })}
    </Alert>
  );
  if (kpi.actualAndAverageKpi.length === 0)
    return (
      <Stack spacing={2}>
        <Typography data-testid="kpi-empty">{t("empty")}</Typography>
        {hint}
      </Stack>
    );
  return (
    <Stack spacing={2} data-testid="kpi-comparison">
      {hint}
      <div className={formGrid({ spacing: 1.5 })}>
        <ComparisonFigure label={t("comparison.actual")} testId="kpi-actual">
          {percent(kpi.actualBookedPercentage, locale)}
        </ComparisonFigure>
        <ComparisonFigure label={t("comparison.average")} testId="kpi-average">
          {percent(kpi.averageBookedPercentage, locale)}
        </ComparisonFigure>
        <ComparisonFigure
          label={t("comparison.difference")}
          testId="kpi-difference"
          color={(kpi.differencePercentage ?? 0) < 0 ? "error" : "success"}
        >
          {percent(kpi.differencePercentage, locale, true)}
        </ComparisonFigure>
      </div>
      <Paper variant="outlined" sx={{ p: 1 }} data-testid="kpi-comparison-chart">
        <ComparisonChart
          points={kpi.actualAndAverageKpi}
          formatValue={(value) => percent(value, locale)}
          labels={{
            current: t("comparison.current"),
            average: t("comparison.averageSeries"),
            xAxis: t("comparison.xAxis"),
            yAxis: t("comparison.yAxis"),
          }}
        />
      </Paper>
    </Stack>
  );
}

const BREAK_EVEN_SEVERITY = { above: "success", straddles: "warning", below: "error" } as const;

function PredictionTab({ kpi }: { kpi: KpiDto }) {
  const t = useTranslations("kpi");
  const locale = useLocale();
  if (!kpi.predictionCreated) return <Typography>{t("prediction.create")}</Typography>;
  const predictors = [
    {
      key: "booking",
      label: t("prediction.booking"),
      estimate: kpi.predictionBookingFinalEntries,
      lower: kpi.predictionBookingLowerBoundFinalEntries,
      upper: kpi.predictionBookingUpperBoundFinalEntries,
      events: kpi.eventsForBookingEstimate,
    },
    {
      key: "consumer",
      label: t("prediction.consumer"),
      estimate: kpi.predictedConsumerFinalEntries,
      lower: kpi.predictedConsumerLowerBoundFinalEntries,
      upper: kpi.predictedConsumerUpperBoundFinalEntries,
      events: kpi.eventsForConsumerEstimate,
    },
  ];
  const bands = predictors.flatMap((p) =>
    p.estimate !== null && p.lower !== null && p.upper !== null
      ? [{ label: p.label, lower: p.lower, upper: p.upper }]
      : [],
  );
  return (
    <Stack spacing={2} data-testid="kpi-prediction">
      <div className={formGrid({ spacing: 1.5 })}>
        {predictors.map((p) => (
          <div key={p.key} className={cell({ xs: 12, sm: 6 })}>
            <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={`kpi-prediction-${p.key}`}>
              <Typography variant="body2" color="textSecondary">
                {p.label}
              </Typography>
              {p.estimate === null ? (
                <Typography>{t("prediction.none")}</Typography>
              ) : (
                <>
                  <Typography variant="h6" component="p">
                    {t("prediction.estimate", { value: p.estimate })}
                  </Typography>
                  <Typography variant="body2">
                    {t("prediction.range", { lower: p.lower ?? "-", upper: p.upper ?? "-" })}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {t("prediction.support", { count: p.events })}
                  </Typography>
                </>
              )}
            </Paper>
          </div>
        ))}
      </div>
      {kpi.breakEven && (
        <Alert
          severity={BREAK_EVEN_SEVERITY[kpi.breakEven.status]}
          data-testid="kpi-break-even"
          data-status={kpi.breakEven.status}
        >
          {t("prediction.breakEven", { entries: kpi.breakEven.entries })} —{" "}
          {t(`prediction.breakEvenStatus.${kpi.breakEven.status}`)}
        </Alert>
      )}
      {bands.length > 0 && (
        <Paper variant="outlined" sx={{ p: 1 }} data-testid="kpi-prediction-chart">
          <Typography variant="subtitle2" component="h2">
            {t("prediction.chartTitle")}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t("prediction.actualEntries", { count: kpi.entriesCount })}
          </Typography>
          <PredictionChart
            bands={bands}
            breakEven={kpi.breakEven?.entries ?? null}
            current={kpi.entriesCount}
            labels={{
              range: t("prediction.band"),
              breakEven: "Break-even",
              current: t("detail.entries"),
            }}
          />
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="kpi-backtest">
        <Typography variant="subtitle2" component="h2">
          {t("prediction.backtest")}
        </Typography>
        {kpi.backtest.map((row) => (
          <Typography key={row.daysBefore} variant="body2">
            {row.mape === null
              ? t("prediction.backtestNone", { days: row.daysBefore })
              : t("prediction.backtestRow", {
                  days: row.daysBefore,
                  mape: formatPercentFixed(row.mape, locale, 1),
                  count: row.predictions,
                })}
          </Typography>
        ))}
      </Paper>
    </Stack>
  );
}
