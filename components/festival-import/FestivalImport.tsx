"use client";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { PageHeader } from "@/components/common/PageHeader";
import { deferred } from "@/components/common/deferred";
import { api, apiSave } from "@/lib/client/api-client";
import { eventQuery } from "@/lib/client/event-query";
import type { FestivalImportPreviewDto, FestivalImportResultDto } from "@/lib/festival-import/schemas";
import { NEW, type Choice } from "./choice";

type Kind = "entries" | "reservations";
/** The review and result steps, not in the first load: fetched when idle or at the first answer. */
const Steps = deferred(() => import("./FestivalImportSteps").then((m) => m.FestivalImportSteps), {
  when: "open",
});

/**
 * /events/{id}/import: a past festival's entries and reservations from files. Choose the files,
 * check what the import would do (rows, players, rows left out, names to map), map the unknown
 * hotels and room types, import, read what was written.
 */
export function FestivalImport({ eventId }: { eventId: number }) {
  const t = useTranslations("events.festivalImport");
  const queryClient = useQueryClient();
  const event = useQuery(eventQuery(eventId));
  const [files, setFiles] = useState<Record<Kind, File | null>>({ entries: null, reservations: null });
  const [preview, setPreview] = useState<FestivalImportPreviewDto | null>(null);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [result, setResult] = useState<FestivalImportResultDto | null>(null);
  const [busy, setBusy] = useState(false);

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
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {eventTitle}
        </Typography>
      )}
      {result ? (
        <Steps open step="result" result={result} eventId={eventId} />
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
            <Steps
              open
              step="review"
              preview={preview}
              choices={choices}
              onChoice={setChoice}
              onRun={run}
              onBack={() => setPreview(null)}
            />
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
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
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
