"use client";
import BackupIcon from "@mui/icons-material/Backup";
import DownloadIcon from "@mui/icons-material/Download";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { PageHeader } from "@/components/common/PageHeader";
import { api, apiDownload, apiSave } from "@/lib/client/api-client";
import { formatInstant, formatNumber } from "@/lib/client/format";
import type { BackupOverviewDto, BackupRunDto } from "@/lib/backup/backup-screen";

const QUERY_KEY = ["backups"];

function formatSize(bytes: number | null, locale: string): string {
  if (bytes === null) return "";
  const format = (value: number, unit: string) =>
    `${formatNumber(value, locale, { maximumFractionDigits: 1 })} ${unit}`;
  if (bytes >= 1024 * 1024 * 1024) return format(bytes / 1024 ** 3, "GB");
  if (bytes >= 1024 * 1024) return format(bytes / 1024 ** 2, "MB");
  if (bytes >= 1024) return format(bytes / 1024, "kB");
  return format(bytes, "B");
}

/** "0 3 * * *" -> "03:00" (a daily time); null for other expressions, shown as they are. */
function dailyTime(cron: string): string | null {
  const match = cron.trim().match(/^(\d{1,2}) (\d{1,2}) \* \* \*$/);
  if (!match) return null;
  return `${match[2]!.padStart(2, "0")}:${match[1]!.padStart(2, "0")}`;
}

const inProgress = (run: BackupRunDto | undefined) => run?.status === "queued" || run?.status === "running";

/** "Backup": the last backup, "Esegui backup ora", and the backup files with their download. */
export function BackupsScreen() {
  const t = useTranslations("backups");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const overview = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => api.get<BackupOverviewDto>("/backups", { signal }),
    // While a backup waits or runs, the screen follows it.
    refetchInterval: (query) => (inProgress(query.state.data?.runs[0]) ? 2000 : false),
  });
  const data = overview.data;
  const running = inProgress(data?.runs[0]);

  async function runNow() {
    const queued = await apiSave<{ runId: number }>("POST", "/backups/run");
    if (queued) await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
  }

  const last = data?.lastRun ?? null;
  return (
    <Box>
      <PageHeader
        title={t("title")}
        actions={
          <Button
            variant="contained"
            startIcon={<BackupIcon />}
            onClick={() => void runNow()}
            disabled={!data || running}
            sx={{ minHeight: 44 }}
            data-testid="backup-run-now"
          >
            {t("runNow")}
          </Button>
        }
      />
      {overview.isPending && <LinearProgress aria-label={t("loading")} />}
      {data && (
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t("lastBackup")}
              </Typography>
              {running && (
                <Box sx={{ mb: 2 }} data-testid="backup-in-progress">
                  <Typography variant="body2" sx={{ mb: 1 }}>
                    {data.runs[0]?.status === "queued" ? t("queued") : t("running")}
                  </Typography>
                  <LinearProgress aria-label={t("running")} />
                </Box>
              )}
              {last ? (
                <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
                  <Chip
                    label={last.status === "ok" ? t("statusOk") : t("statusError")}
                    color={last.status === "ok" ? "success" : "error"}
                    data-testid="backup-last-status"
                  />
                  <Typography data-testid="backup-last-time">
                    {formatInstant(last.finishedAt ?? last.queuedAt, locale)}
                  </Typography>
                  {last.sizeBytes !== null && <Typography>{formatSize(last.sizeBytes, locale)}</Typography>}
                  <Typography color="textSecondary">
                    {last.trigger === "manual" ? t("triggerManual") : t("triggerSchedule")}
                  </Typography>
                </Stack>
              ) : (
                <Typography color="textSecondary">{t("never")}</Typography>
              )}
              {last?.status === "error" && last.message && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {last.message}
                </Alert>
              )}
              <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
                {data.schedule.enabled && dailyTime(data.schedule.cron)
                  ? t("scheduleDaily", {
                      time: dailyTime(data.schedule.cron)!,
                      timeZone: data.schedule.timeZone,
                      keep: data.schedule.keep,
                    })
                  : data.schedule.enabled
                    ? t("schedule", {
                        cron: data.schedule.cron,
                        timeZone: data.schedule.timeZone,
                        keep: data.schedule.keep,
                      })
                    : t("scheduleOff")}
              </Typography>
            </CardContent>
          </Card>

          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2">
                {t("files")}
              </Typography>
              {data.files.length === 0 ? (
                <Typography color="textSecondary" sx={{ mt: 1 }}>
                  {t("noFiles")}
                </Typography>
              ) : (
                <List data-testid="backup-files">
                  {data.files.map((file) => (
                    <ListItem
                      key={file.name}
                      divider
                      disableGutters
                      secondaryAction={
                        <Button
                          variant="outlined"
                          startIcon={<DownloadIcon />}
                          sx={{ minHeight: 44 }}
                          aria-label={t("downloadFile", { name: file.name })}
                          onClick={() =>
                            void apiDownload(`/backups/download/${encodeURIComponent(file.name)}`, {
                              fallbackName: file.name,
                            })
                          }
                        >
                          {t("download")}
                        </Button>
                      }
                      sx={{ pr: 18, minHeight: 56 }}
                    >
                      <ListItemText
                        primary={formatInstant(file.modifiedAt, locale)}
                        secondary={`${formatSize(file.size, locale)} · ${file.name}`}
                        slotProps={{ secondary: { sx: { wordBreak: "break-all" } } }}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
              <Typography variant="body2" color="textSecondary">
                {t("filesHint")}
              </Typography>
            </CardContent>
          </Card>
        </Stack>
      )}
    </Box>
  );
}
