"use client";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { PageHeader } from "@/components/common/PageHeader";
import { api, apiSave } from "@/lib/client/api-client";
import { formatNumber } from "@/lib/client/format";
import type { EventDto } from "@/lib/events/schemas";
import type {
  FestivalImportPreviewDto,
  FestivalImportResultDto,
  UnknownNameDto,
} from "@/lib/festival-import/schemas";
import type { Locale } from "@/lib/i18n/locales";

type Kind = "entries" | "reservations";
/** A mapping choice as the select holds it: an existing id, or "new". */
type Choice = { value: string; capacity: string };

const NEW = "new";

/**
 * /events/{id}/import: a past festival's entries and reservations from files. Choose the files,
 * check what the import would do (rows, players, rows left out, names to map), map the unknown
 * hotels and room types, import, read what was written.
 */
export function FestivalImport({ eventId }: { eventId: number }) {
  const t = useTranslations("events.festivalImport");
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const event = useQuery({
    queryKey: ["events", eventId],
    queryFn: ({ signal }) => api.get<EventDto>(`/events/${eventId}`, { signal }),
  });
  const [files, setFiles] = useState<Record<Kind, File | null>>({ entries: null, reservations: null });
  const [preview, setPreview] = useState<FestivalImportPreviewDto | null>(null);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [result, setResult] = useState<FestivalImportResultDto | null>(null);
  const [busy, setBusy] = useState(false);
  const n = (value: number) => formatNumber(value, locale);

  function form(mapping?: unknown): FormData {
    const body = new FormData();
    if (files.entries) body.set("entries", files.entries, files.entries.name);
    if (files.reservations) body.set("reservations", files.reservations, files.reservations.name);
    if (mapping) body.set("mapping", JSON.stringify(mapping));
    return body;
  }

  function pick(kind: Kind, file: File | null) {
    setFiles((current) => ({ ...current, [kind]: file }));
    setPreview(null);
    setResult(null);
  }

  async function analyze() {
    setBusy(true);
    try {
      const answer = await api.post<FestivalImportPreviewDto>(`/events/import/preview/${eventId}`, form());
      const initial: Record<string, Choice> = {};
      for (const h of answer.unknownHotels) {
        initial[`hotel:${h.name}`] = { value: h.suggestedId ? String(h.suggestedId) : NEW, capacity: "" };
      }
      for (const r of answer.unknownRoomTypes) {
        initial[`room:${r.name}`] = {
          value: r.suggestedId ? String(r.suggestedId) : NEW,
          capacity: String(Math.min(20, Math.max(1, r.maxGuests ?? 2))),
        };
      }
      setChoices(initial);
      setPreview(answer);
    } catch {
      // The Attenzione modal already shows why.
    } finally {
      setBusy(false);
    }
  }

  async function run() {
    if (!preview) return;
    const choice = (key: string) => choices[key] ?? { value: NEW, capacity: "2" };
    const mapping = {
      hotels: preview.unknownHotels.map((h) => {
        const c = choice(`hotel:${h.name}`);
        return c.value === NEW
          ? { name: h.name, create: true }
          : { name: h.name, locationId: Number(c.value) };
      }),
      roomTypes: preview.unknownRoomTypes.map((r) => {
        const c = choice(`room:${r.name}`);
        return c.value === NEW
          ? { name: r.name, create: true, capacity: Number(c.capacity) }
          : { name: r.name, roomTypeId: Number(c.value) };
      }),
    };
    const done = await apiSave<FestivalImportResultDto>("POST", `/events/import/run/${eventId}`, {
      body: form(mapping),
    });
    if (done) {
      setResult(done);
      setPreview(null);
      await queryClient.invalidateQueries();
    }
  }

  const setChoice = (key: string, change: Partial<Choice>) =>
    setChoices((current) => ({
      ...current,
      [key]: { ...(current[key] ?? { value: NEW, capacity: "2" }), ...change },
    }));

  const eventTitle = event.data ? `${event.data.type} ${event.data.name}` : "";
  return (
    <Box>
      <PageHeader
        title={t("title")}
        actions={
          <Button component={Link} href={`/events/${eventId}/menu`} variant="outlined">
            {t("toEvent")}
          </Button>
        }
      />
      {eventTitle && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {eventTitle}
        </Typography>
      )}
      {result ? (
        <Result result={result} eventId={eventId} n={n} />
      ) : (
        <Stack spacing={2}>
          <Typography>{t("intro")}</Typography>
          <Card>
            <CardContent>
              <Stack spacing={3}>
                <FileField kind="entries" file={files.entries} onPick={pick} />
                <FileField kind="reservations" file={files.reservations} onPick={pick} />
                <Box>
                  <Button
                    variant="contained"
                    onClick={analyze}
                    disabled={busy || (!files.entries && !files.reservations)}
                    data-testid="festival-import-analyze"
                  >
                    {t("analyze")}
                  </Button>
                </Box>
              </Stack>
            </CardContent>
          </Card>
          {preview && (
            <>
              <Card>
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {t("summaryTitle")}
                  </Typography>
                  <Stack spacing={0.5} data-testid="festival-import-summary">
                    {preview.entries && (
                      <Typography>
                        {t("entriesSummary", {
                          rows: n(preview.entries.rows),
                          players: n(preview.entries.players),
                          entries: n(preview.entries.entries),
                        })}
                      </Typography>
                    )}
                    {preview.reservations && (
                      <Typography>
                        {t("reservationsSummary", {
                          rows: n(preview.reservations.rows),
                          canceled: n(preview.reservations.canceled),
                          alreadyImported: n(preview.reservations.alreadyImported),
                        })}
                      </Typography>
                    )}
                    <Typography>
                      {t("customersSummary", {
                        matched: n(preview.customers.matched),
                        toCreate: n(preview.customers.toCreate),
                      })}
                    </Typography>
                    {preview.customers.ambiguous > 0 && (
                      <Alert severity="info">
                        {t("ambiguous", { count: n(preview.customers.ambiguous) })}
                      </Alert>
                    )}
                  </Stack>
                </CardContent>
              </Card>
              <Issues preview={preview} />
              {preview.choices && (
                <Card>
                  <CardContent>
                    <Typography variant="h6" component="h2" gutterBottom>
                      {t("mappingTitle")}
                    </Typography>
                    <Typography color="text.secondary" sx={{ mb: 2 }}>
                      {t("mappingHint")}
                    </Typography>
                    <Stack spacing={2}>
                      {preview.unknownHotels.map((h) => (
                        <MappingSelect
                          key={`hotel:${h.name}`}
                          label={t("hotelFor", { name: h.name, rows: n(h.rows) })}
                          createLabel={t("createHotel", { name: h.name })}
                          options={preview.choices!.hotels}
                          value={choices[`hotel:${h.name}`]?.value ?? NEW}
                          onChange={(value) => setChoice(`hotel:${h.name}`, { value })}
                          testId="festival-import-hotel"
                        />
                      ))}
                      {preview.unknownRoomTypes.map((r) => (
                        <RoomTypeMapping
                          key={`room:${r.name}`}
                          unknown={r}
                          options={preview.choices!.roomTypes}
                          choice={choices[`room:${r.name}`] ?? { value: NEW, capacity: "2" }}
                          onChange={(change) => setChoice(`room:${r.name}`, change)}
                        />
                      ))}
                    </Stack>
                  </CardContent>
                </Card>
              )}
              <Stack direction="row" spacing={1}>
                <Button variant="contained" onClick={run} data-testid="festival-import-run">
                  {t("run")}
                </Button>
                <Button variant="outlined" onClick={() => setPreview(null)}>
                  {t("back")}
                </Button>
              </Stack>
            </>
          )}
        </Stack>
      )}
    </Box>
  );
}

function FileField({
  kind,
  file,
  onPick,
}: {
  kind: Kind;
  file: File | null;
  onPick: (kind: Kind, file: File | null) => void;
}) {
  const t = useTranslations("events.festivalImport");
  const input = useRef<HTMLInputElement>(null);
  const id = `festival-import-${kind}`;
  return (
    <Box>
      <Typography variant="subtitle1" component="h2" id={`${id}-title`}>
        {t(kind === "entries" ? "entriesFile" : "reservationsFile")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(kind === "entries" ? "entriesColumns" : "reservationsColumns")}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          sx={{ minHeight: 44 }}
          aria-describedby={`${id}-title`}
          onClick={() => input.current?.click()}
        >
          {t("choose")}
        </Button>
        <input
          ref={input}
          hidden
          type="file"
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-labelledby={`${id}-title`}
          data-testid={id}
          onChange={(e) => {
            onPick(kind, e.target.files?.[0] ?? null);
            e.target.value = "";
          }}
        />
        <Typography sx={{ overflowWrap: "anywhere" }} data-testid={`${id}-name`}>
          {file ? file.name : t("noFile")}
        </Typography>
        {file && (
          <Button onClick={() => onPick(kind, null)} sx={{ minHeight: 44 }}>
            {t("remove")}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

function Issues({ preview }: { preview: FestivalImportPreviewDto }) {
  const t = useTranslations("events.festivalImport");
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {preview.issues.length ? t("issuesTitle", { count: preview.issues.length }) : t("issuesNone")}
        </Typography>
        {preview.issues.length > 0 && (
          <Box
            sx={{ maxHeight: 280, overflowY: "auto" }}
            tabIndex={0}
            role="region"
            aria-label={t("issuesTitle", { count: preview.issues.length })}
          >
            <List dense data-testid="festival-import-issues">
              {preview.issues.map((issue) => (
                <ListItem key={`${issue.file}:${issue.line}`} disableGutters>
                  <ListItemText
                    primary={t("issueLine", {
                      file: t(issue.file === "entries" ? "fileEntries" : "fileReservations"),
                      line: issue.line,
                      message: issue.message,
                    })}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function MappingSelect({
  label,
  createLabel,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  createLabel: string;
  options: { id: number; name: string }[];
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, htmlInput: { "data-testid": testId } }}
    >
      <option value={NEW}>{createLabel}</option>
      {options.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {o.name}
        </option>
      ))}
    </TextField>
  );
}

function RoomTypeMapping({
  unknown,
  options,
  choice,
  onChange,
}: {
  unknown: UnknownNameDto;
  options: { id: number; name: string; capacity: number }[];
  choice: Choice;
  onChange: (change: Partial<Choice>) => void;
}) {
  const t = useTranslations("events.festivalImport");
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
      <MappingSelect
        label={t("roomTypeFor", { name: unknown.name, rows: unknown.rows })}
        createLabel={t("createRoomType", { name: unknown.name })}
        options={options}
        value={choice.value}
        onChange={(value) => onChange({ value })}
        testId="festival-import-room-type"
      />
      {choice.value === NEW && (
        <TextField
          label={t("capacity", { name: unknown.name })}
          type="number"
          value={choice.capacity}
          onChange={(e) => onChange({ capacity: e.target.value })}
          slotProps={{ htmlInput: { min: 1, max: 20, inputMode: "numeric" } }}
          sx={{ minWidth: 200 }}
        />
      )}
    </Stack>
  );
}

function Result({
  result,
  eventId,
  n,
}: {
  result: FestivalImportResultDto;
  eventId: number;
  n: (value: number) => string;
}) {
  const t = useTranslations("events.festivalImport");
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t("resultTitle")}
        </Typography>
        <Stack spacing={0.5} data-testid="festival-import-result">
          <Typography>
            {t("resultReservations", {
              created: n(result.reservations.created),
              updated: n(result.reservations.updated),
              unchanged: n(result.reservations.unchanged),
            })}
          </Typography>
          <Typography>
            {t("resultEntries", {
              created: n(result.entries.created),
              updated: n(result.entries.updated),
              unchanged: n(result.entries.unchanged),
            })}
          </Typography>
          <Typography>{t("resultCustomers", { count: n(result.customersCreated) })}</Typography>
          <Typography>
            {t("resultCreated", { hotels: n(result.hotelsCreated), roomTypes: n(result.roomTypesCreated) })}
          </Typography>
          <Typography>{t("resultAllotments", { count: n(result.allotmentsCreated) })}</Typography>
          <Typography>{t("resultSkipped", { count: n(result.skippedRows) })}</Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button component={Link} href={`/events/${eventId}/menu`} variant="contained">
            {t("toEvent")}
          </Button>
          <Button component={Link} href={`/events/${eventId}/kpi`} variant="outlined">
            {t("toKpi")}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
