"use client";
import {
  Alert,
  Button,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { PageHeader } from "@/components/common/PageHeader";
import { api, apiSave } from "@/lib/client/api-client";
import { eventQuery } from "@/lib/client/event-query";
import { formatDateTime, formatEuro } from "@/lib/client/format";
import type { AccountingRequestDto, AccountingRequestStatus } from "@/lib/accounting/schemas";
import type { EventDto } from "@/lib/events/schemas";

const RUNNING: readonly AccountingRequestStatus[] = ["InQueue", "Starting", "InProcess"];
const STATUS_COLOR = {
  InQueue: "default",
  Starting: "info",
  InProcess: "info",
  Error: "error",
  Completed: "success",
} as const;
/** While a request runs the list asks again this often (a calculation takes well under a second). */
const POLL_MS = 1000;

/** /events/{eventId}/accounting: the classic accounting reports of an event. */
export function AccountingList({ eventId }: { eventId: number }) {
  const t = useTranslations("accounting");
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const event = useQuery(eventQuery(eventId));
  const requests = useQuery({
    queryKey: ["accounting", "list", eventId],
    queryFn: ({ signal }) => api.get<AccountingRequestDto[]>(`/events/accountinglist/${eventId}`, { signal }),
    refetchInterval: (query) =>
      query.state.data?.some((row) => RUNNING.includes(row.status)) ? POLL_MS : false,
  });
  const rows = requests.data ?? [];
  const closed = event.data?.isFreezed ?? false;

  async function requestCalculation() {
    const saved = await apiSave<AccountingRequestDto>("POST", `/events/accountinglist/${eventId}`);
    if (saved) await queryClient.invalidateQueries({ queryKey: ["accounting", "list", eventId] });
  }

  async function reopen() {
    const saved = await apiSave<EventDto>("POST", `/events/reopen/${eventId}`);
    if (saved) queryClient.setQueryData(eventQuery(eventId).queryKey, saved);
  }

  return (
    <>
      <PageHeader
        title={t("listTitle", { count: rows.length })}
        actions={
          <>
            <Button onClick={() => void requestCalculation()} data-testid="request-accounting">
              {t("request")}
            </Button>
            {closed && (
              <Button variant="outlined" onClick={() => void reopen()} data-testid="reopen-event">
                {t("reopen")}
              </Button>
            )}
            <Button component={Link} href={`/events/${eventId}/menu`} variant="outlined">
              {t("eventMenu")}
            </Button>
          </>
        }
      />
      {event.data && (
        <Typography variant="subtitle1" component="p" color="textSecondary" sx={{ mb: 1 }}>
          {event.data.type} {event.data.name}
        </Typography>
      )}
      {closed && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="event-closed">
          {t("frozen")}
        </Alert>
      )}
      {requests.isSuccess && rows.length === 0 && <Typography color="textSecondary">{t("empty")}</Typography>}
      {rows.length > 0 && (
        <Paper variant="outlined">
          <Table>
            <TableHead>
              <TableRow>
                <TableCell>{t("columns.date")}</TableCell>
                <TableCell>{t("columns.status")}</TableCell>
                <TableCell align="right">{t("columns.total")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const opens = row.status === "Completed";
                const href = `/events/${eventId}/accounting/${row.id}`;
                return (
                  <TableRow
                    key={row.id}
                    hover={opens}
                    data-testid="accounting-row"
                    data-status={row.status}
                    onClick={opens ? () => router.push(href) : undefined}
                    sx={{ cursor: opens ? "pointer" : "default", height: 56 }}
                  >
                    <TableCell>
                      {opens ? (
                        <Link
                          href={href}
                          style={{ color: "inherit", display: "flex", alignItems: "center", minHeight: 44 }}
                        >
                          {formatDateTime(row.requestDate, locale)}
                        </Link>
                      ) : (
                        formatDateTime(row.requestDate, locale)
                      )}
                    </TableCell>
                    <TableCell>
                      <Chip size="small" color={STATUS_COLOR[row.status]} label={t(`status.${row.status}`)} />
                      {row.status === "Error" && row.errorMessage && (
                        <Typography variant="caption" color="error" sx={{ display: "block", mt: 0.5 }}>
                          {t("errorReason", { reason: row.errorMessage })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{
                        color:
                          row.totalNetGain === null
                            ? undefined
                            : Number(row.totalNetGain) < 0
                              ? "error.main"
                              : "success.main",
                      }}
                    >
                      {formatEuro(row.totalNetGain, locale)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Paper>
      )}
    </>
  );
}
