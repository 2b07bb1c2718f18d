"use client";
import { Button } from "@mui/material";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useAuth } from "@/components/auth/AuthProvider";
import { DateField } from "@/components/common/DateField";
import { InfiniteList, type ListColumn } from "@/components/common/InfiniteList";
import { ListCountTitle } from "@/components/common/ListCountTitle";
import { LoadingFields } from "@/components/common/LoadingFields";
import { PageHeader } from "@/components/common/PageHeader";
import { SearchBox } from "@/components/common/SearchBox";
import { cell, formGrid } from "@/components/common/form-grid";
import type { PageRead } from "@/lib/api/page-data";
import { api } from "@/lib/client/api-client";
import { formatDate } from "@/lib/client/format";
import { useListState } from "@/lib/client/list-state";
import { fromPageRead } from "@/lib/client/page-read";
import { isEventRunning } from "@/lib/events/running";
import type { EventListItem } from "@/lib/events/schemas";
import { romeToday } from "@/lib/dates";
import { PAYMENT_CONFIG_READ_PERMISSIONS } from "@/lib/payments-config/access";
import styles from "./EventList.module.css";

type EventFilters = { name: string; type: string; dateFrom: string; dateTo: string };
const NO_FILTERS: EventFilters = { name: "", type: "", dateFrom: "", dateTo: "" };

function criteria(filters: EventFilters) {
  return {
    name: filters.name || undefined,
    type: filters.type || undefined,
    dateFrom: filters.dateFrom ? `${filters.dateFrom}T00:00:00` : undefined,
    dateTo: filters.dateTo ? `${filters.dateTo}T00:00:00` : undefined,
  };
}

const noFilters = (filters: EventFilters) =>
  (Object.keys(NO_FILTERS) as (keyof EventFilters)[]).every((key) => filters[key] === NO_FILTERS[key]);

/**
 * /events: "Eventi (n)", "Eventi (found di n)" while filtered, with search by name, type, start and
 * end date; the running event is marked "In corso"; a row opens the event menu.
 * `initialCount`, `initialPage`: the page's reads on the server, for a visit without filters.
 */
export function EventList({
  initialCount,
  initialPage,
}: {
  initialCount?: PageRead<number>;
  initialPage?: PageRead<EventListItem[]>;
}) {
  const t = useTranslations("events");
  const locale = useLocale();
  const { can } = useAuth();
  // Filters survive a trip into the event (menu, edit, create) and back.
  const [filters, setFilters] = useListState<EventFilters>("events", NO_FILTERS, ["/events/"]);
  const query = criteria(filters);
  // The server's answers hold for a visit without filters (not those kept from a visit to an event).
  const unfiltered = noFilters(filters);
  const count = useQuery({
    queryKey: ["events", "count", query],
    queryFn: ({ signal }) => api.get<number>("/events/count", { query, signal }),
    ...fromPageRead(unfiltered ? initialCount : undefined),
    // The title keeps the last count while the next filter's arrives.
    placeholderData: keepPreviousData,
  });
  // Every event, for "Eventi (1 di 12)" while filtered (the same query as `count` without filters).
  const total = useQuery({
    queryKey: ["events", "count", criteria(NO_FILTERS)],
    queryFn: ({ signal }) => api.get<number>("/events/count", { query: criteria(NO_FILTERS), signal }),
    ...fromPageRead(initialCount),
  });
  // Rome's calendar day: an event runs from its first day to its last.
  const today = romeToday();
  const columns: ListColumn<EventListItem>[] = [
    { key: "type", label: t("columns.type"), render: (row) => row.type },
    {
      key: "name",
      label: t("columns.name"),
      width: "2fr",
      // The other rows' names stay plain text (no element more to hydrate per row).
      render: (row) =>
        isEventRunning(row, today) ? (
          <>
            {row.name}
            <span className={styles.running} data-testid="event-running">
              {t("running")}
            </span>
          </>
        ) : (
          row.name
        ),
    },
    { key: "dateFrom", label: t("columns.dateFrom"), render: (row) => formatDate(row.dateFrom, locale) },
    { key: "dateTo", label: t("columns.dateTo"), render: (row) => formatDate(row.dateTo, locale) },
    {
      key: "location",
      label: t("columns.location"),
      render: (row) => row.location?.name ?? "",
      hideOnMobile: true,
    },
  ];
  const dateFilter = (key: "dateFrom" | "dateTo") => (
    <DateField
      label={t(`filters.${key}`)}
      name={key}
      value={filters[key]}
      onChange={(next) => setFilters({ ...filters, [key]: next })}
    />
  );
  const showConfig = PAYMENT_CONFIG_READ_PERMISSIONS.some((code) => can(code));
  return (
    <>
      <PageHeader
        title={
          <ListCountTitle
            title={t("listTitle")}
            matching={count.data}
            total={total.data}
            filtered={!unfiltered}
          />
        }
        actions={
          <>
            {can("Events") && (
              <Button component={Link} href="/events/create">
                {t("create")}
              </Button>
            )}
            {showConfig && (
              <Button component={Link} href="/events/configurations" variant="outlined">
                {t("config")}
              </Button>
            )}
          </>
        }
      />
      <LoadingFields loading={false}>
        <div className={formGrid({ below: true, center: true })}>
          <div className={cell({ xs: 12, sm: 6, md: 3 })}>
            <SearchBox
              label={t("filters.name")}
              value={filters.name}
              onChange={(name) => setFilters({ ...filters, name })}
            />
          </div>
          <div className={cell({ xs: 12, sm: 6, md: 3 })}>
            <SearchBox
              label={t("filters.type")}
              value={filters.type}
              onChange={(type) => setFilters({ ...filters, type })}
            />
          </div>
          {/* A quarter of the row each at 1024 px: "Fine entro il" and its date fit whole. */}
          <div className={cell({ xs: 6, md: 3 })}>{dateFilter("dateFrom")}</div>
          <div className={cell({ xs: 6, md: 3 })}>{dateFilter("dateTo")}</div>
          <div className={`${cell(12)} ${styles.clearFilters}`}>
            <Button variant="text" onClick={() => setFilters(NO_FILTERS)}>
              {t("clearFilters")}
            </Button>
          </div>
        </div>
      </LoadingFields>
      <InfiniteList
        queryKey={["events", "search", query]}
        fetchPage={(pageNumber, signal) =>
          api.get<EventListItem[]>("/events/search", { query: { ...query, pageNumber }, signal })
        }
        columns={columns}
        rowKey={(row) => row.id}
        rowHref={(row) => `/events/${row.id}/menu`}
        expectedRows={count.data}
        rowHeight={{ compact: 65, table: 48 }}
        initialPage={unfiltered ? initialPage : undefined}
      />
    </>
  );
}
