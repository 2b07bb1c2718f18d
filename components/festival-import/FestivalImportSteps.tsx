"use client";
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
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { formatNumber } from "@/lib/client/format";
import type {
  FestivalImportPreviewDto,
  FestivalImportResultDto,
  UnknownNameDto,
} from "@/lib/festival-import/schemas";
import type { Locale } from "@/lib/i18n/locales";
import { NEW, type Choice } from "./choice";

/**
 * The import screen's steps after the files are read (loaded on use, outside the first load): the
 * review (what the import would do, the rows left out, the mapping step, "Importa") and the result.
 */
export function FestivalImportSteps(
  props: { open: boolean } & (
    | {
        step: "review";
        preview: FestivalImportPreviewDto;
        choices: Record<string, Choice>;
        onChoice: (key: string, change: Partial<Choice>) => void;
        onRun: () => void;
        onBack: () => void;
      }
    | { step: "result"; result: FestivalImportResultDto; eventId: number }
  ),
) {
  const t = useTranslations("events.festivalImport");
  const locale = useLocale() as Locale;
  const n = (value: number) => formatNumber(value, locale);
  if (props.step === "result") return <Result result={props.result} eventId={props.eventId} n={n} />;
  const { preview, choices, onChoice: setChoice, onRun: run, onBack } = props;
  return (
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
              <Alert severity="info">{t("ambiguous", { count: n(preview.customers.ambiguous) })}</Alert>
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
            <Typography color="textSecondary" sx={{ mb: 2 }}>
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
        <Button variant="outlined" onClick={onBack}>
          {t("back")}
        </Button>
      </Stack>
    </>
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
