"use client";
import { deferred } from "@/components/common/deferred";
import { Alert, Button, Stack } from "@mui/material";
import { useQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { ConfirmDialog } from "@/components/common/ConfirmDialog";
import { useOfflineCopy } from "@/components/common/useOfflineCopy";
import { InfiniteList, type ListColumn } from "@/components/common/InfiniteList";
import { LoadingFields } from "@/components/common/LoadingFields";
import { PageHeader } from "@/components/common/PageHeader";
import { SearchBox } from "@/components/common/SearchBox";
import { RatingStars } from "@/components/customers/RatingStars";
import type { PageRead } from "@/lib/api/page-data";
import { api, apiSave } from "@/lib/client/api-client";
import { eventQuery } from "@/lib/client/event-query";
import type { EntryListStart } from "@/lib/entries/get-entry-list-start";
import { useListState } from "@/lib/client/list-state";
import type { EntryCount, EntryDto } from "@/lib/entries/schemas";
import type { EventDto } from "@/lib/events/schemas";
import { EntryNumberStepper } from "./EntryNumberStepper";
import { PlainIconButton } from "@/components/common/PlainIconButton";
import styles from "./EntryList.module.css";
import { fromPageRead } from "@/lib/client/page-read";

// Dialogs load on first use, outside the page's first-load JavaScript.
const CustomerSelectionDialog = deferred(
  () => import("@/components/customers/CustomerSelectionDialog").then((m) => m.CustomerSelectionDialog),
  { when: "open" },
);

/**
 * /events/{eventId}/entries: the players of the event with their buy-ins (SPEC.md "Communications
 * and entries"). Walk-ins are registered through the customer selection modal; +/- record
 * re-entries; the totals follow every change.
 */
export function EntryList({
  eventId,
  initialEvent,
  initialStart,
}: {
  eventId: number;
  /** The event and the list's first answers as the page read them on the server (no search). */
  initialEvent?: PageRead<EventDto>;
  initialStart?: PageRead<EntryListStart>;
}) {
  const t = useTranslations("entries");
  const tCustomers = useTranslations("customers");
  const queryClient = useQueryClient();
  const [search, setSearch] = useListState(`entries-${eventId}`, "", []);
  const [selecting, setSelecting] = useState(false);
  const [toDelete, setToDelete] = useState<EntryDto | null>(null);
  const baseKey = ["entries", eventId];
  const listKey = [...baseKey, "search", search];

  const event = useQuery(eventQuery(eventId, initialEvent));
  const start = search ? undefined : initialStart;
  const totals = useQuery({
    queryKey: [...baseKey, "count", search],
    queryFn: ({ signal }) => api.get<EntryCount>("/entries/count", { query: { eventId, search }, signal }),
    ...fromPageRead(start, (data) => data.totals),
  });
  const closed = event.data?.isFreezed ?? false;
  const listRoot = useRef<HTMLDivElement>(null);
  useOfflineCopy("entries", event.data && `${event.data.type} ${event.data.name}`, listRoot);

  const refreshTotals = () => void queryClient.invalidateQueries({ queryKey: [...baseKey, "count"] });
  const refreshAll = () => void queryClient.invalidateQueries({ queryKey: baseKey });

  /** The saved number replaces the row's in every loaded page, without reloading the list. */
  function numberSaved(saved: EntryDto) {
    queryClient.setQueriesData<InfiniteData<EntryDto[]>>({ queryKey: [...baseKey, "search"] }, (data) =>
      data
        ? { ...data, pages: data.pages.map((page) => page.map((row) => (row.id === saved.id ? saved : row))) }
        : data,
    );
    refreshTotals();
  }

  async function register(customers: { id: number }[]): Promise<boolean> {
    const saved = await apiSave<EntryDto[]>("POST", `/entries/${eventId}`, {
      body: customers.map((c) => c.id),
    });
    if (!saved) return false;
    refreshAll();
    return true;
  }

  async function remove(entry: EntryDto) {
    setToDelete(null);
    if ((await apiSave("DELETE", `/entries/${entry.id}`)) === undefined) return;
    refreshAll();
  }

  const columns: ListColumn<EntryDto>[] = [
    {
      key: "player",
      label: t("columns.player"),
      width: "3fr",
      render: (row) => (
        <span className={styles.cell}>
          <span data-testid="entry-player">{row.fullName}</span>
          {row.isFake ? (
            <span className={styles.outlinedChip}>{tCustomers("fake")}</span>
          ) : (
            <RatingStars rating={row.rating} />
          )}
        </span>
      ),
    },
    {
      key: "source",
      label: t("columns.source"),
      width: "2fr",
      render: (row) => (
        <span className={`${styles.cell} ${styles.source}`}>
          <span className={styles.chip} data-testid="entry-source">
            {t(`source.${row.editSource}`)}
          </span>
          {/* The flag belongs to the Packet reservation's guest and is edited there; a walk-in has no agent. */}
          {!row.isFake && (
            <label className={row.editSource === "Entry" ? `${styles.flag} ${styles.flagOff}` : styles.flag}>
              <input type="checkbox" checked={row.isAgentPlayer} disabled readOnly />
              {t("agentPlayer")}
            </label>
          )}
        </span>
      ),
    },
    {
      key: "number",
      label: t("columns.number"),
      // The stepper and the delete button: one fixed track at the row's end (-, number, +, bin).
      interactive: true,
      width: "200px",
      render: (row) => (
        <span className={styles.actions}>
          <EntryNumberStepper entry={row} disabled={closed} onSaved={numberSaved} />
          <PlainIconButton
            icon="delete"
            aria-label={t("delete", { name: row.fullName })}
            onClick={() => setToDelete(row)}
            disabled={closed}
          />
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={
          totals.data
            ? t("title", { count: totals.data.count, players: totals.data.players })
            : t("titleLoading")
        }
        subtitle={event.data ? `${event.data.type} ${event.data.name}` : null}
        actions={
          <LoadingFields loading={false}>
            <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
              <Button onClick={() => setSelecting(true)} disabled={closed} data-testid="entries-create">
                {t("create")}
              </Button>
              <Button component={Link} href={`/events/${eventId}/menu`} variant="outlined">
                {t("eventMenu")}
              </Button>
            </Stack>
          </LoadingFields>
        }
      />
      {closed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t("closed")}
        </Alert>
      )}
      <LoadingFields loading={false}>
        <SearchBox label={t("searchLabel")} value={search} onChange={setSearch} />
      </LoadingFields>
      <div style={{ height: 16 }} />
      <div ref={listRoot}>
        <InfiniteList
          queryKey={listKey}
          fetchPage={(pageNumber, signal) =>
            api.get<EntryDto[]>("/entries/search", { query: { eventId, search, pageNumber }, signal })
          }
          columns={columns}
          rowKey={(row) => row.id}
          rowAttributes={(row) => ({ "data-source": row.editSource })}
          testId="entry-list"
          expectedRows={totals.data?.players}
          rowHeight={{ compact: 85, table: 61 }}
          initialPage={start && { data: start.data.rows, readAt: start.readAt }}
        />
      </div>
      <CustomerSelectionDialog
        open={selecting}
        title={t("selectTitle")}
        onClose={() => setSelecting(false)}
        onConfirm={register}
        onCustomerSaved={refreshAll}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t("deleteConfirm")}
        onConfirm={() => toDelete && void remove(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
