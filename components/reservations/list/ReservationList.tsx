"use client";
import { cell, formGrid } from "@/components/common/form-grid";
import TuneIcon from "@mui/icons-material/Tune";
import { Alert, Box, Button, InputAdornment, Stack } from "@mui/material";
import { PlainTextField } from "@/components/common/PlainTextField";
import { alpha, darken, useTheme } from "@mui/material/styles";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { deferred } from "@/components/common/deferred";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { DateField } from "@/components/common/DateField";
import { DownloadButton } from "@/components/common/DownloadButton";
import { InfiniteList, type ListColumn } from "@/components/common/InfiniteList";
import { LoadingFields } from "@/components/common/LoadingFields";
import { PageHeader } from "@/components/common/PageHeader";
import { CustomerQrButton } from "@/components/common/CustomerQrButton";
import { SearchBox } from "@/components/common/SearchBox";
import { useOfflineCopy } from "@/components/common/useOfflineCopy";
import { api, apiDownload, apiSave } from "@/lib/client/api-client";
import { eventQuery } from "@/lib/client/event-query";
import { formatDate, formatEuro } from "@/lib/client/format";
import { centsToDecimal, requireCents } from "@/lib/money/cents";
import { useListState } from "@/lib/client/list-state";
import type { PageRead } from "@/lib/api/page-data";
import type { EventDto } from "@/lib/events/schemas";
import type { ReservationListStart } from "@/lib/reservations/get-reservation-list-start";
import type { ReservationSearchRow } from "@/lib/reservations/search-schemas";
import {
  EMPTY_FILTERS,
  advancedFilterCount,
  rowTone,
  sameFilters,
  toCriteria,
  type ListFilters,
} from "./list-filters";
import { HotelConfirmationChip, hotelConfirmationOf } from "./HotelConfirmationChip";
import { useReservationInfo } from "./ReservationInfo";
import styles from "./ReservationList.module.css";
import { fromPageRead } from "@/lib/client/page-read";

// Loaded when first opened: not in the list's first load.
const AdvancedFiltersDialog = deferred(
  () => import("./AdvancedFiltersDialog").then((module) => module.AdvancedFiltersDialog),
  { when: "open" },
);

const COUNT_SX = {
  ml: 1,
  minWidth: 20,
  px: 0.5,
  borderRadius: 10,
  bgcolor: "primary.main",
  color: "primary.contrastText",
  fontSize: 12,
  lineHeight: "20px",
} as const;

/** A file name part from the event's name: letters, digits and dashes only. */
export function fileNamePart(name: string): string {
  return (
    name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9]+/g, "_")
      .replace(/^_+|_+$/g, "") || "event"
  );
}

/** /events/{eventId}/reservations: the desk's list of an event's reservations (SPEC.md section 2). */
export function ReservationList({
  eventId,
  initialEvent,
  initialStart,
}: {
  eventId: number;
  /** The event and the list's first answers as the page read them on the server (default filters). */
  initialEvent?: PageRead<EventDto>;
  initialStart?: PageRead<ReservationListStart>;
}) {
  const t = useTranslations("reservationList");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const base = `/events/${eventId}/reservations`;
  const [filters, setFilters] = useListState<ListFilters>(`reservations:${eventId}`, EMPTY_FILTERS, [
    `${base}/edit/`,
    `${base}/create`,
  ]);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [advancedLoaded, setAdvancedLoaded] = useState(false);
  if (advancedOpen && !advancedLoaded) setAdvancedLoaded(true);
  const [pdfRunning, setPdfRunning] = useState(false);
  const criteria = toCriteria(eventId, filters);
  const listKey = ["reservations", "list", eventId];

  const event = useQuery(eventQuery(eventId, initialEvent));
  // The server's answers hold for the filters a visit starts with (not those kept from a visit to
  // a reservation, useListState).
  const start = sameFilters(filters, EMPTY_FILTERS) ? initialStart : undefined;
  const total = useQuery({
    queryKey: [...listKey, "count", criteria],
    queryFn: ({ signal }) => api.post<number>("/reservations/count", criteria, { signal }),
    ...fromPageRead(start, (data) => data.count),
  });
  const guests = useQuery({
    queryKey: [...listKey, "guests", criteria],
    queryFn: ({ signal }) => api.post<number>("/reservations/guestscount", criteria, { signal }),
    ...fromPageRead(start, (data) => data.guests),
  });
  const eventName = event.data ? `${event.data.type} ${event.data.name}` : "";
  const listRoot = useRef<HTMLDivElement>(null);
  useOfflineCopy("reservations", eventName, listRoot);
  const filePart = fileNamePart(event.data?.name ?? String(eventId));
  const set = <K extends keyof ListFilters>(key: K, value: ListFilters[K]) =>
    setFilters({ ...filters, [key]: value });

  /** A customer's own QR code filters the list by that customer's name. */
  async function filterScanned(id: number) {
    const customer = await api.get<{ firstName: string; lastName: string }>(`/customers/${id}`);
    set("customerContacts", `${customer.lastName} ${customer.firstName}`.trim());
  }

  async function assignNumbers() {
    const done = await apiSave("POST", "/reservations/progressivenumbers", { body: criteria });
    if (done !== undefined) await queryClient.invalidateQueries({ queryKey: listKey });
  }

  async function downloadPdf() {
    setPdfRunning(true);
    try {
      await apiDownload("/reservations/printpdf", {
        method: "POST",
        body: criteria,
        fallbackName: `booking_list_${filePart}.pdf`,
      });
    } finally {
      setPdfRunning(false);
    }
  }

  const theme = useTheme();
  const info = useReservationInfo();
  const toneStyle = (row: ReservationSearchRow) => ({
    backgroundColor: alpha(theme.palette[rowTone(row)].main, 0.14),
  });
  // Darkened: the plain shades on the row's tinted background fall below 4.5:1 (axe).
  const balanceColour = {
    toPay: darken(theme.palette.error.main, 0.45),
    change: darken(theme.palette.warning.main, 0.45),
    paid: darken(theme.palette.success.main, 0.45),
  };
  // Portrait tracks (768 px: 564 px for the five, 72 px a share): each header label fits one line,
  // "Stato / Check-in" and "Check in / out" the longest for their tracks.
  const columns: ListColumn<ReservationSearchRow>[] = [
    {
      key: "guest",
      label: t("columns.guest"),
      width: "1.7fr",
      render: (row) => (
        <div className={styles.body2}>
          <div className={styles.strong}>
            {row.progressiveNumber !== null && (
              <span className={styles.progressive} data-testid="row-progressive">
                {row.progressiveNumber}
              </span>
            )}
            #{row.id}
          </div>
          <div className={styles.wrap}>
            {row.customers.length
              ? row.customers.map((c) => `${c.lastName} ${c.firstName}`.trim()).join(", ")
              : t("row.noGuests")}
          </div>
        </div>
      ),
    },
    {
      key: "stay",
      label: t("columns.stay"),
      width: "1.35fr",
      render: (row) => (
        <div className={`${styles.body2} ${styles.nowrap}`}>
          {formatDate(row.checkIn, locale)}
          <br />
          {formatDate(row.checkOut, locale)}
          <div className={styles.caption}>{t("row.nights", { count: row.nights })}</div>
        </div>
      ),
    },
    {
      key: "hotel",
      label: t("columns.hotel"),
      width: "1.6fr",
      render: (row) => (
        <div className={`${styles.body2} ${styles.wrap}`}>
          {row.location.name}
          <div className={styles.caption}>{row.roomType.type}</div>
          <HotelConfirmationChip confirmation={hotelConfirmationOf(row)} namespace="reservationList" />
        </div>
      ),
    },
    {
      key: "agents",
      label: t("columns.agents"),
      hideOnMobile: true,
      // A dash for none: on a portrait card the column is "Agenti: ..." on the second line.
      render: (row) => (
        <span className={styles.body2}>
          {row.profiles.length === 0 && "—"}
          {row.profiles.map((p) => (
            <span key={p.agentRole.id} style={{ display: "block" }}>
              <span className={styles.caption}>{p.agentRole.roleDescription}:</span>{" "}
              {`${p.lastName} ${p.firstName ?? ""}`.trim()}
            </span>
          ))}
        </span>
      ),
    },
    {
      key: "balance",
      label: t("columns.balance"),
      width: "1.55fr",
      render: (row) => {
        const toPay = requireCents(row.toPay);
        return (
          <div className={styles.body2}>
            {t(`type.${row.type}`)}
            {row.isWebReservation ? ` · ${t("row.web")}` : ""}
            <div className={styles.nowrap}>{formatEuro(row.totalPay, locale)}</div>
            <div
              className={`${styles.caption} ${styles.nowrapWide}`}
              style={{
                color: balanceColour[toPay > 0 ? "toPay" : toPay < 0 ? "change" : "paid"],
              }}
              data-testid="row-topay"
            >
              {toPay > 0
                ? t("row.toPay", { amount: formatEuro(row.toPay, locale) })
                : toPay < 0
                  ? t("row.giveChange", { amount: formatEuro(centsToDecimal(-toPay), locale) })
                  : t("row.paid")}
            </div>
          </div>
        );
      },
    },
    {
      key: "status",
      label: t("columns.status"),
      width: "1.6fr",
      render: (row) => (
        <div className={styles.body2}>
          {t(`status.${row.status}`)}
          <div className={styles.caption}>{row.checkInDone ? t("row.checkedIn") : t("row.notCheckedIn")}</div>
        </div>
      ),
    },
    {
      key: "info",
      label: t("columns.info"),
      render: info.button,
      interactive: true,
      width: "44px",
    },
  ];

  const advancedCount = advancedFilterCount(filters);
  const hasTotal = (total.data ?? 0) >= 1;
  return (
    <>
      <PageHeader
        title={
          total.data === undefined || guests.data === undefined
            ? t("titleLoading")
            : t("title", { reservations: total.data, guests: guests.data })
        }
        subtitle={eventName || null}
        stackActions="md"
        actions={
          <LoadingFields loading={false}>
            <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
              <Button
                variant="outlined"
                disabled={!filters.checkInFrom}
                onClick={() => void assignNumbers()}
                data-testid="assign-progressive"
              >
                {t("menu.progressive")}
              </Button>
              <DownloadButton
                variant="outlined"
                disabled={!hasTotal}
                onDownload={() =>
                  apiDownload("/reservations/printexcel", {
                    method: "POST",
                    body: criteria,
                    fallbackName: `bookings_${filePart}.xlsx`,
                    failureMessage: t("excelFailed"),
                  })
                }
                data-testid="download-excel"
              >
                {t("menu.excel")}
              </DownloadButton>
              <DownloadButton variant="outlined" onDownload={downloadPdf} data-testid="download-pdf">
                {t("menu.pdf")}
              </DownloadButton>
              <Button component={Link} href={`${base}/create`} variant="contained">
                {t("menu.create")}
              </Button>
              <Button component={Link} href={`/events/${eventId}/menu`} variant="outlined">
                {t("menu.eventMenu")}
              </Button>
            </Stack>
          </LoadingFields>
        }
      />
      {pdfRunning && (
        // SPEC.md section 8: the list is built in the background; the download starts when done.
        <Alert severity="info" role="status" sx={{ mb: 2 }} data-testid="pdf-notice">
          {t("pdfNotice")}
        </Alert>
      )}
      <LoadingFields loading={false}>
        {/* The quick filters on a 12-column CSS grid (MUI's Grid: 2 KiB more first load). */}
        <div
          className={formGrid({ spacing: 1.5, center: true })}
          style={{ marginBottom: 16 }}
          data-testid="quick-filters"
        >
          <div className={cell({ xs: 12, sm: 8, md: 4 })}>
            <SearchBox
              label={t("filters.customer")}
              value={filters.customerContacts}
              onChange={(value) => set("customerContacts", value)}
              endAdornment={
                <InputAdornment position="end">
                  <CustomerQrButton edge="end" onCustomer={filterScanned} />
                </InputAdornment>
              }
            />
          </div>
          <div className={cell({ xs: 12, sm: 4, md: 2 })}>
            <PlainTextField
              label={t("filters.progressiveNumber")}
              value={filters.progressiveNumber}
              onChange={(e) => set("progressiveNumber", e.target.value.replace(/\D/g, ""))}
              slotProps={{ htmlInput: { inputMode: "numeric", "data-testid": "filter-progressive" } }}
            />
          </div>
          <div className={cell({ xs: 6, md: 3 })}>
            <DateField
              label={t("filters.checkInFrom")}
              name="checkInFrom"
              value={filters.checkInFrom}
              onChange={(value) =>
                setFilters({ ...filters, checkInFrom: value, checkInTo: value ? filters.checkInTo : "" })
              }
            />
          </div>
          <div className={cell({ xs: 6, md: 3 })}>
            <DateField
              label={t("filters.checkInTo")}
              name="checkInTo"
              value={filters.checkInTo}
              disabled={!filters.checkInFrom}
              minDate={filters.checkInFrom || null}
              onChange={(value) => set("checkInTo", value)}
            />
          </div>
          <div className={cell({ xs: 12 })}>
            <Stack direction="row" sx={{ gap: 1, justifyContent: "flex-end" }}>
              <Button
                startIcon={<TuneIcon />}
                variant="outlined"
                onClick={() => setAdvancedOpen(true)}
                data-testid="open-advanced"
              >
                {t("filters.advanced")}
                {advancedCount > 0 && (
                  // The count inside the button (no Badge code in the list's first load).
                  <Box component="span" sx={COUNT_SX} data-testid="advanced-count">
                    {advancedCount}
                  </Box>
                )}
              </Button>
              <Button onClick={() => setFilters(EMPTY_FILTERS)} data-testid="clear-filters">
                {t("filters.clear")}
              </Button>
            </Stack>
          </div>
        </div>
      </LoadingFields>
      <div ref={listRoot}>
        <InfiniteList
          queryKey={[...listKey, "search", criteria]}
          fetchPage={(pageNumber, signal) =>
            api.post<ReservationSearchRow[]>("/reservations/search", { ...criteria, pageNumber }, { signal })
          }
          columns={columns}
          rowKey={(row) => row.id}
          rowHref={(row) => `${base}/edit/${row.id}`}
          rowStyle={toneStyle}
          rowAttributes={(row) => ({ "data-tone": rowTone(row), "data-status": row.status })}
          initialPage={start && { data: start.data.rows, readAt: start.readAt }}
          testId="reservation-list"
          expectedRows={total.data}
          rowHeight={{ compact: 110, table: 73 }}
        />
      </div>
      {info.popover}
      {advancedLoaded && (
        <AdvancedFiltersDialog
          open={advancedOpen}
          eventId={eventId}
          filters={filters}
          onClose={() => setAdvancedOpen(false)}
          onApply={(next) => {
            setFilters(next);
            setAdvancedOpen(false);
          }}
        />
      )}
    </>
  );
}
