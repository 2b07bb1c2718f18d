"use client";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { ConfirmDialog } from "@/components/common/ConfirmDialog";
import { DownloadButton } from "@/components/common/DownloadButton";
import { PageHeader } from "@/components/common/PageHeader";
import { api, apiDownload, apiSave } from "@/lib/client/api-client";
import { formatNumber as formatNumberIn } from "@/lib/client/format";
import { formatDay } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
import type {
  LikelyDecision,
  PlannedOutcome,
  PlayersImportPreviewDto,
  PlayersImportSetupDto,
  PreviewRowDto,
} from "@/lib/customers/import-schemas";
import { PLAYER_FIELDS, type PlayerField } from "@/lib/customers/import-fields";
import type { ImportRunDto } from "@/lib/import/runs";

function useFormatNumber() {
  const locale = useLocale() as Locale;
  return (value: number) => formatNumberIn(value, locale);
}

const ACTIVE = new Set(["queued", "running"]);
const FINISHED = new Set(["done", "cancelled", "failed", "undone"]);

type Mapping = Partial<Record<PlayerField, number>>;

/** "Importa giocatori": upload, sheet, columns, preview with decisions, progress, report and undo. */
export function PlayersImport() {
  const t = useTranslations("customers.import");
  const formatNumber = useFormatNumber();
  const router = useRouter();
  const params = useSearchParams();
  const queryClient = useQueryClient();
  const runId = Number(params.get("run")) || null;
  const [setup, setSetup] = useState<PlayersImportSetupDto | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [sheet, setSheet] = useState("");
  const [editingColumns, setEditingColumns] = useState(false);
  const [decisions, setDecisions] = useState<Record<number, LikelyDecision>>({});
  const [confirmUndo, setConfirmUndo] = useState(false);
  // The file just chosen, named while it uploads (then the run's own name).
  const [chosenFile, setChosenFile] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const runQuery = useQuery({
    queryKey: ["playersImport", runId],
    enabled: runId !== null,
    queryFn: ({ signal }) => api.get<PlayersImportPreviewDto>(`/customers/import/${runId}`, { signal }),
    // The progress bar follows the job (its counters are committed with each batch).
    refetchInterval: (query) => (ACTIVE.has(query.state.data?.run.status ?? "") ? 1000 : false),
  });
  const data = runQuery.data;
  const run: ImportRunDto | null = data?.run ?? setup?.run ?? null;

  const show = (id: number) => router.replace(`/customers/import?run=${id}`);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["playersImport", runId] });

  function applySetup(answer: PlayersImportSetupDto) {
    setSetup(answer);
    setMapping(answer.mapping);
    setSheet(answer.sheets.find((s) => !s.hidden)?.name ?? answer.sheets[0]?.name ?? "");
    setEditingColumns(true);
    setDecisions({});
    show(answer.run.id);
  }

  async function upload(file: File) {
    setChosenFile(file.name);
    const form = new FormData();
    form.append("file", file);
    const answer = await apiSave<PlayersImportSetupDto>("POST", "/customers/import", { body: form });
    if (answer) applySetup(answer);
    if (fileInput.current) fileInput.current.value = "";
  }

  async function chooseSheet() {
    if (!run) return;
    const answer = await apiSave<PlayersImportSetupDto>("POST", `/customers/import/sheet/${run.id}`, {
      body: { sheet },
    });
    if (answer) applySetup(answer);
  }

  async function previewFile() {
    if (!run) return;
    const answer = await apiSave<PlayersImportPreviewDto>("POST", `/customers/import/preview/${run.id}`, {
      body: { mapping },
    });
    if (answer) {
      setEditingColumns(false);
      queryClient.setQueryData(["playersImport", run.id], answer);
    }
  }

  async function start() {
    if (!run) return;
    const answer = await apiSave<ImportRunDto>("POST", `/customers/import/start/${run.id}`, {
      body: {
        decisions: Object.entries(decisions).map(([row, decision]) => ({ row: Number(row), decision })),
      },
    });
    if (answer) await refresh();
  }

  async function cancel() {
    if (!run) return;
    const answer = await apiSave<ImportRunDto>("POST", `/customers/import/cancel/${run.id}`);
    if (answer) await refresh();
  }

  async function undo() {
    setConfirmUndo(false);
    if (!run) return;
    const answer = await apiSave<ImportRunDto>("POST", `/customers/import/undo/${run.id}`);
    if (answer) await refresh();
  }

  function restart() {
    setChosenFile(null);
    setSetup(null);
    setMapping({});
    setEditingColumns(false);
    router.replace("/customers/import");
  }

  const status = run?.status ?? null;
  const headers = setup?.run.id === run?.id && setup?.headers.length ? setup.headers : (run?.headers ?? []);
  const choosingSheet = Boolean(run && status === "uploaded" && setup?.needsSheet && setup.run.id === run.id);
  const showColumns =
    Boolean(run) && !choosingSheet && (status === "uploaded" || (status === "previewed" && editingColumns));
  const columnMapping: Mapping = mapping;
  const fileName = run?.fileName ?? chosenFile;

  return (
    <Box sx={{ maxWidth: 1000 }}>
      <PageHeader
        title={t("title")}
        actions={
          <Button component={Link} href="/customers" variant="outlined" sx={{ minHeight: 44 }}>
            {t("backToList")}
          </Button>
        }
      />
      {fileName && (
        <Typography
          color="textSecondary"
          sx={{ mb: 2, overflowWrap: "anywhere" }}
          data-testid="import-file-name"
        >
          {t("fileName", { name: fileName })}
        </Typography>
      )}
      {runId !== null && !run && runQuery.isPending && <LinearProgress aria-label={t("loading")} />}
      {(runId === null || (!run && !runQuery.isPending)) && (
        <UploadCard onFile={(file) => void upload(file)} inputRef={fileInput} />
      )}

      {run && setup && choosingSheet && (
        <Card variant="outlined" sx={{ mb: 2 }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {t("sheetTitle")}
            </Typography>
            <Typography color="textSecondary" sx={{ mb: 1 }}>
              {setup.sheets.some((s) => s.hidden) ? t("sheetHintHidden") : t("sheetHint")}
            </Typography>
            <RadioGroup
              value={sheet}
              onChange={(event) => setSheet(event.target.value)}
              aria-label={t("sheetTitle")}
            >
              {setup.sheets.map((s) => (
                <FormControlLabel
                  key={s.name}
                  value={s.name}
                  control={<Radio />}
                  label={s.hidden ? t("sheetHidden", { name: s.name }) : s.name}
                  sx={{ minHeight: 44 }}
                />
              ))}
            </RadioGroup>
            <Button variant="contained" onClick={() => void chooseSheet()} sx={{ minHeight: 44, mt: 1 }}>
              {t("continue")}
            </Button>
          </CardContent>
        </Card>
      )}

      {run && showColumns && headers.length > 0 && (
        <Card variant="outlined" sx={{ mb: 2 }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {t("columnsTitle")}
            </Typography>
            <Typography color="textSecondary" sx={{ mb: 2 }}>
              {setup?.remembered ? t("columnsRemembered") : t("columnsHint")}
            </Typography>
            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
              {headers.map((header, index) => {
                const field =
                  (Object.entries(columnMapping).find(([, i]) => i === index)?.[0] as
                    PlayerField | undefined) ?? "";
                return (
                  <TextField
                    key={index}
                    select
                    size="small"
                    label={header || t("unnamedColumn", { n: index + 1 })}
                    value={field}
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                    onChange={(event) => {
                      const chosen = event.target.value as PlayerField | "";
                      const next: Mapping = {};
                      for (const [f, i] of Object.entries(columnMapping) as [PlayerField, number][]) {
                        if (i !== index && f !== chosen) next[f] = i;
                      }
                      if (chosen) next[chosen] = index;
                      setMapping(next);
                    }}
                  >
                    <option value="">{t("notImported")}</option>
                    {PLAYER_FIELDS.map((f) => (
                      <option key={f} value={f}>
                        {t(`fields.${f}`)}
                      </option>
                    ))}
                  </TextField>
                );
              })}
            </Box>
            <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: "wrap", rowGap: 1 }}>
              <Button variant="contained" onClick={() => void previewFile()} sx={{ minHeight: 44 }}>
                {t("preview")}
              </Button>
              <Button variant="outlined" onClick={() => void cancel()} sx={{ minHeight: 44 }}>
                {t("cancel")}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}

      {run && data && status === "previewed" && !editingColumns && (
        <PreviewCard
          data={data}
          decisions={decisions}
          onDecision={(row, decision) => setDecisions((d) => ({ ...d, [row]: decision }))}
          onStart={() => void start()}
          onColumns={() => {
            setMapping(run.mapping as Mapping);
            setEditingColumns(true);
          }}
          onCancel={() => void cancel()}
        />
      )}

      {run && (ACTIVE.has(run.status) || FINISHED.has(run.status)) && (
        <Card variant="outlined" sx={{ mb: 2 }} data-testid="import-progress">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t(`status.${run.status}`)}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={run.totalRows ? (100 * run.doneRows) / run.totalRows : 0}
              aria-label={t("progress")}
            />
            <Typography sx={{ mt: 1 }} data-testid="import-rows-done">
              {t("rowsDone", { done: formatNumber(run.doneRows), total: formatNumber(run.totalRows) })}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, mt: 1 }} data-testid="import-counts">
              <Chip color="success" label={t("counts.created", { n: formatNumber(run.created) })} />
              <Chip label={t("counts.merged", { n: formatNumber(run.merged) })} />
              <Chip label={t("counts.unchanged", { n: formatNumber(run.unchanged) })} />
              <Chip label={t("counts.skipped", { n: formatNumber(run.skipped) })} />
              <Chip color="error" label={t("counts.refused", { n: formatNumber(run.refused) })} />
            </Stack>
            {run.status === "failed" && run.message && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {run.message}
              </Alert>
            )}
            <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: "wrap", rowGap: 1 }}>
              {ACTIVE.has(run.status) && (
                <Button
                  variant="outlined"
                  onClick={() => void cancel()}
                  disabled={run.cancelRequested}
                  sx={{ minHeight: 44 }}
                >
                  {t("stop")}
                </Button>
              )}
              {FINISHED.has(run.status) && (
                <DownloadButton
                  variant="outlined"
                  sx={{ minHeight: 44 }}
                  disabled={run.skipped + run.refused === 0}
                  onDownload={() =>
                    apiDownload(`/customers/import/report/${run.id}`, { fallbackName: "non_importate.xlsx" })
                  }
                >
                  {t("report")}
                </DownloadButton>
              )}
              {(run.status === "done" || run.status === "cancelled") && run.created + run.merged > 0 && (
                <Button
                  variant="outlined"
                  color="error"
                  onClick={() => setConfirmUndo(true)}
                  sx={{ minHeight: 44 }}
                >
                  {t("undo")}
                </Button>
              )}
              {FINISHED.has(run.status) && (
                <Button variant="contained" onClick={restart} sx={{ minHeight: 44 }}>
                  {t("again")}
                </Button>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
      <ConfirmDialog
        open={confirmUndo}
        title={t("undoConfirm")}
        onConfirm={() => void undo()}
        onCancel={() => setConfirmUndo(false)}
      />
    </Box>
  );
}

function UploadCard({
  onFile,
  inputRef,
}: {
  onFile: (file: File) => void;
  inputRef: React.RefObject<HTMLInputElement | null>;
}) {
  const t = useTranslations("customers.import");
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t("uploadTitle")}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {t("uploadHint")}
        </Typography>
        <Button component="label" variant="contained" startIcon={<UploadFileIcon />} sx={{ minHeight: 44 }}>
          {t("chooseFile")}
          <input
            ref={inputRef}
            type="file"
            hidden
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            data-testid="import-file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onFile(file);
            }}
          />
        </Button>
      </CardContent>
    </Card>
  );
}

// Only colours whose text keeps a 4.5:1 contrast (MUI's info and warning do not, axe color-contrast).
const OUTCOME_COLOR: Record<PlannedOutcome, "success" | "error" | "default"> = {
  create: "success",
  merge: "default",
  update: "default",
  likely: "default",
  refuse: "error",
};

function RowLine({ row, children }: { row: PreviewRowDto; children?: React.ReactNode }) {
  const t = useTranslations("customers.import");
  const v = row.values;
  const phone = v.phone ? `${v.phonePrefix ?? ""} ${v.phone}`.trim() : null;
  return (
    <Box sx={{ py: 1, borderBottom: 1, borderColor: "divider" }} data-testid={`import-row-${row.rowNumber}`}>
      <Stack direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
        <Typography sx={{ minWidth: 64 }} color="textSecondary">
          {t("row", { n: row.rowNumber })}
        </Typography>
        <Typography sx={{ fontWeight: 500 }}>
          {[v.lastName, v.firstName].filter(Boolean).join(" ") || "—"}
        </Typography>
        <Chip size="small" color={OUTCOME_COLOR[row.outcome]} label={t(`outcome.${row.outcome}`)} />
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: "anywhere" }}>
        {[v.email, phone, v.birthDate ? formatDay(String(v.birthDate)) : null, v.city]
          .filter(Boolean)
          .join(" · ")}
      </Typography>
      {row.problems.map((problem, i) => (
        <Typography key={i} variant="body2" color="error">
          {problem.message}
        </Typography>
      ))}
      {row.outcome !== "refuse" && row.reason && (
        <Typography variant="body2" color="textSecondary">
          {row.reason}
        </Typography>
      )}
      {row.outcome === "refuse" && row.problems.length === 0 && row.reason && (
        <Typography variant="body2" color="error">
          {row.reason}
        </Typography>
      )}
      {children}
    </Box>
  );
}

function PreviewCard({
  data,
  decisions,
  onDecision,
  onStart,
  onColumns,
  onCancel,
}: {
  data: PlayersImportPreviewDto;
  decisions: Record<number, LikelyDecision>;
  onDecision: (row: number, decision: LikelyDecision) => void;
  onStart: () => void;
  onColumns: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("customers.import");
  const formatNumber = useFormatNumber();
  const { summary } = data;
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t("previewTitle", { total: formatNumber(summary.total) })}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, my: 1 }} data-testid="import-summary">
          {(["create", "merge", "update", "likely", "refuse"] as const).map((outcome) => (
            <Chip
              key={outcome}
              color={OUTCOME_COLOR[outcome]}
              variant="outlined"
              label={t(`summary.${outcome}`, { n: formatNumber(summary[outcome]) })}
            />
          ))}
        </Stack>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {t("firstRows")}
        </Typography>
        {data.rows.map((row) => (
          <RowLine key={row.rowNumber} row={row} />
        ))}
        {data.likely.length > 0 && (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
              {t("likelyTitle", { n: formatNumber(summary.likely) })}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t("likelyHint")}
            </Typography>
            {data.likely.map((row) => (
              <RowLine key={row.rowNumber} row={row}>
                {row.target && (
                  <Typography variant="body2">
                    {t("likelyOf", {
                      name: row.target.name,
                      details: [
                        row.target.email,
                        row.target.birthDate ? formatDay(row.target.birthDate) : null,
                        row.target.city,
                      ]
                        .filter(Boolean)
                        .join(" · "),
                    })}
                  </Typography>
                )}
                <RadioGroup
                  row
                  value={decisions[row.rowNumber] ?? "skip"}
                  onChange={(event) => onDecision(row.rowNumber, event.target.value as LikelyDecision)}
                  aria-label={t("decisionFor", { n: row.rowNumber })}
                >
                  {(["skip", "merge", "create"] as const).map((decision) => (
                    <FormControlLabel
                      key={decision}
                      value={decision}
                      control={<Radio />}
                      label={t(`decision.${decision}`)}
                      sx={{ minHeight: 44 }}
                    />
                  ))}
                </RadioGroup>
              </RowLine>
            ))}
          </>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: "wrap", rowGap: 1 }}>
          <Button variant="contained" onClick={onStart} sx={{ minHeight: 44 }}>
            {t("start")}
          </Button>
          <Button variant="outlined" onClick={onColumns} sx={{ minHeight: 44 }}>
            {t("changeColumns")}
          </Button>
          <Button variant="outlined" onClick={onCancel} sx={{ minHeight: 44 }}>
            {t("cancel")}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
