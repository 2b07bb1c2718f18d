"use client";
import KeyboardArrowUpIcon from "@mui/icons-material/KeyboardArrowUp";
import { Box, CircularProgress, Fab, Paper, Typography, useMediaQuery, type Theme } from "@mui/material";
import { useInfiniteQuery, type QueryKey } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { usePathname, useRouter } from "next/navigation";
import {
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import type { PageRead } from "@/lib/api/page-data";
import { PAGE_SIZE } from "@/lib/api/page-size";
import { prefetchScreen } from "@/lib/client/prefetch";
import styles from "./InfiniteList.module.css";
import plainTable from "./PlainTable.module.css";
import { whenIdle } from "./deferred";
import { useHydrated } from "./useHydrated";
import { fromPageRead } from "@/lib/client/page-read";

export type ListColumn<T> = {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Below the `md` breakpoint (portrait tablet) shown on the card's second line, with its label. */
  hideOnMobile?: boolean;
  /**
   * The column's track in the portrait grid: a share ("2fr", default "1fr") or a fixed width
   * ("48px"). Tracks never depend on a row's content, so every row's n-th value starts at the same x.
   */
  width?: string;
  /**
   * The column holds its own controls (buttons): on a clickable portrait row it stays outside the
   * row's button (no control inside a control) and takes a fixed track at the row's end.
   */
  interactive?: boolean;
};

/** A grid track that never grows with its content: shares of the row, or a fixed width. */
const track = (width = "1fr") => (width.endsWith("fr") ? `minmax(0, ${width})` : width);

/** Rows of a list whose screens are prefetched once the list has loaded (its first page). */
const PREFETCHED_ROWS = 10;

const rows0 = <T,>(pages: T[][] | undefined): T[] => pages?.[0] ?? [];

/** The row last opened from each list (by path and query), to scroll back to it on return. */
const openedRows = new Map<string, string>();

/**
 * A list that loads the next page of 10 when its end scrolls into view (SPEC.md section 9:
 * a further page exists only when a page returned 10 rows), with a scroll-to-top button.
 * Below the `md` breakpoint each row is a two-line card (the `hideOnMobile` columns on the second
 * line), so every column stays visible without horizontal scrolling. Coming back to the list
 * (e.g. Back from the record a row opened) scrolls to that row again while its pages are cached.
 */
export function InfiniteList<T>({
  queryKey,
  fetchPage,
  columns,
  rowKey,
  onRowClick,
  rowHref,
  prefetchRowData,
  isRowClickable = () => true,
  rowStyle,
  rowAttributes,
  testId = "list",
  expectedRows,
  rowHeight,
  initialPage,
}: {
  queryKey: QueryKey;
  fetchPage: (pageNumber: number, signal: AbortSignal) => Promise<T[]>;
  columns: ListColumn<T>[];
  rowKey: (row: T) => string | number;
  onRowClick?: (row: T) => void;
  /**
   * The screen a row opens (a tap navigates there, unless `onRowClick` is given). The screens of the
   * first rows are prefetched when the page is idle (the route's code and its server part), and a
   * row's own when a finger or pointer goes down on it (tablets have no hover): the tap then
   * navigates without waiting for the server.
   */
  rowHref?: (row: T) => string;
  /** Fetches ahead what the screen a row opens will read, when a finger goes down on the row. */
  prefetchRowData?: (row: T) => void;
  isRowClickable?: (row: T) => boolean;
  /** Extra styles of a row (e.g. a background colour by status). */
  rowStyle?: (row: T) => CSSProperties;
  /** Extra data-* attributes of a row (e.g. its status, for tests). */
  rowAttributes?: (row: T) => Record<`data-${string}`, string>;
  testId?: string;
  /**
   * While the first page loads, the list holds this many rows (e.g. from the list's count; default
   * a whole page) of `rowHeight` px, in portrait and landscape, so that nothing below it moves when
   * the rows land.
   */
  expectedRows?: number;
  rowHeight?: { compact: number; table: number };
  /** The first page as the page read it on the server, for this `queryKey` (lib/api/page-data.ts). */
  initialPage?: PageRead<T[]>;
}) {
  const t = useTranslations("common");
  // False while the server renders and the browser hydrates; true after, in a render that React
  // slices (useDeferredValue), so the rows' first render does not hold the page in one task.
  const shown = useDeferredValue(useHydrated());
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages) => (lastPage.length >= PAGE_SIZE ? allPages.length : undefined),
    ...fromPageRead(initialPage, (rows) => ({ pages: [rows], pageParams: [0] })),
  });
  const { hasNextPage, isFetching, fetchNextPage } = query;
  const sentinel = useRef<HTMLDivElement>(null);
  const [showTop, setShowTop] = useState(false);
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down("md"), { noSsr: true });
  const pathname = usePathname();
  const positionKey = `${pathname} ${JSON.stringify(queryKey)}`;
  const listRef = useRef<HTMLDivElement>(null);
  const rowCount = query.data?.pages.reduce((sum, page) => sum + page.length, 0) ?? 0;

  useEffect(() => {
    const opened = openedRows.get(positionKey);
    if (opened === undefined || rowCount === 0) return;
    const row = listRef.current?.querySelector(`[data-row-key="${CSS.escape(opened)}"]`);
    if (!row) return;
    openedRows.delete(positionKey);
    // After the router's own scroll to the top of the new page.
    requestAnimationFrame(() => row.scrollIntoView({ block: "center" }));
    // `shown`: the rows are drawn once hydrated (below), and only then is there a row to find.
  }, [positionKey, rowCount, shown]);

  const router = useRouter();
  const firstHrefs = rowHref
    ? rows0(query.data?.pages).filter(isRowClickable).slice(0, PREFETCHED_ROWS).map(rowHref)
    : [];
  const firstHrefsKey = firstHrefs.join(" ");
  useEffect(() => {
    if (!firstHrefsKey) return;
    return whenIdle(() => {
      for (const href of firstHrefsKey.split(" ")) prefetchScreen(router, href);
    });
  }, [firstHrefsKey, router]);
  const prefetchRow = (row: T) => {
    if (rowHref) prefetchScreen(router, rowHref(row));
    prefetchRowData?.(row);
  };

  const open = (row: T) => {
    openedRows.set(positionKey, String(rowKey(row)));
    if (onRowClick) onRowClick(row);
    else if (rowHref) router.push(rowHref(row));
  };

  useEffect(() => {
    const node = sentinel.current;
    if (!node) return;
    const observer = new IntersectionObserver((entries) => {
      // Never while a reload of the loaded pages runs: appending to stale pages would duplicate rows.
      if (entries.some((entry) => entry.isIntersecting) && hasNextPage && !isFetching) {
        void fetchNextPage({ cancelRefetch: false });
      }
    });
    observer.observe(node);
    return () => observer.disconnect();
    // `shown`: the sentinel is drawn with the rows, once hydrated.
  }, [hasNextPage, isFetching, fetchNextPage, shown]);

  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > 300);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  const rows = query.data?.pages.flat() ?? [];
  // When the rows shown were read from the server (the last fetch, or the page's own read), on the
  // list's element with them: a list kept for reading offline is dated by it (offline-copies.ts).
  const readAt = query.isSuccess ? query.dataUpdatedAt : undefined;
  const expectedSkeletonRows = Math.min(expectedRows ?? PAGE_SIZE, PAGE_SIZE);
  const skeletonRows = query.isPending ? expectedSkeletonRows : 0;
  const compactHeight = rowHeight?.compact ?? 72;
  const tableHeight = rowHeight?.table ?? 48;
  const skeletonHeight = compact ? compactHeight : tableHeight;
  if (!shown) {
    // On a screen the server renders: it cannot know the tablet's orientation, so until the rows
    // can be drawn in the browser it sends the skeleton of both layouts, sized by the stylesheet.
    const heights = {
      "--row-compact": `${compactHeight}px`,
      "--row-table": `${tableHeight}px`,
    } as CSSProperties;
    return (
      <>
        <Paper style={heights} aria-busy="true">
          <div className={styles.pendingHeader} />
          {Array.from({ length: expectedSkeletonRows }, (_, index) => (
            <div key={index} data-list-skeleton className={`${styles.skeleton} ${styles.pendingRow}`}>
              <div className={styles.bone} />
            </div>
          ))}
        </Paper>
        <Box sx={{ p: 2, minHeight: 24 }} />
      </>
    );
  }
  const primary = columns.filter((column) => !column.hideOnMobile);
  const secondary = columns.filter((column) => column.hideOnMobile);
  // Portrait: a grid whose tracks every row and the header row share. The row's own values sit in
  // its button (a clickable row) and the columns with controls in fixed tracks after it.
  const cells = primary.filter((column) => !column.interactive);
  const actions = primary.filter((column) => column.interactive);
  const rowGrid: CSSProperties = {
    display: "grid",
    gridTemplateColumns: ["minmax(0, 1fr)", ...actions.map((column) => track(column.width ?? "48px"))].join(
      " ",
    ),
    columnGap: 8,
    alignItems: "center",
    paddingRight: actions.length ? 8 : 0,
  };
  const cellGrid: CSSProperties = {
    display: "grid",
    gridTemplateColumns: cells.map((column) => track(column.width)).join(" "),
    columnGap: 16,
    alignItems: "center",
    padding: "0 16px",
  };
  const onRowKey = (event: KeyboardEvent, row: T) => {
    // Not a key pressed on a control inside the row (e.g. a table row's own buttons).
    if (event.target !== event.currentTarget) return;
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    open(row);
  };
  return (
    <>
      {compact ? (
        <Paper ref={listRef} data-list-layout="grid" data-read-at={readAt}>
          <div data-list-header className={styles.header} style={rowGrid}>
            <div className={styles.headerCells} style={cellGrid}>
              {cells.map((column) => (
                <div key={column.key} data-list-cell className={styles.cell}>
                  {column.label}
                </div>
              ))}
            </div>
            {actions.map((column) => (
              // A fixed track: its label stays one line ("Info"), never broken inside the word.
              <div key={column.key} data-list-cell className={styles.cell} style={{ whiteSpace: "nowrap" }}>
                {column.label}
              </div>
            ))}
          </div>
          <ul className={styles.list} data-testid={testId} aria-busy={skeletonRows > 0 || undefined}>
            {Array.from({ length: skeletonRows }, (_, index) => (
              <li
                key={`skeleton-${index}`}
                data-list-skeleton
                className={styles.skeleton}
                style={{ height: skeletonHeight }}
              >
                <div className={styles.bone} />
              </li>
            ))}
            {rows.map((row) => {
              const clickable = Boolean(onRowClick ?? rowHref) && isRowClickable(row);
              const content = (
                <>
                  <div style={cellGrid}>
                    {cells.map((column, columnIndex) => (
                      <div
                        key={column.key}
                        data-list-cell
                        className={columnIndex === 0 ? `${styles.cell} ${styles.first}` : styles.cell}
                      >
                        {column.render(row)}
                      </div>
                    ))}
                  </div>
                  {secondary.length > 0 && (
                    <p className={styles.secondary}>
                      {secondary.map((column, columnIndex) => (
                        <span key={column.key}>
                          {columnIndex > 0 && " · "}
                          {column.label}: {column.render(row)}
                        </span>
                      ))}
                    </p>
                  )}
                </>
              );
              return (
                <li
                  key={rowKey(row)}
                  data-testid="list-row"
                  data-list-row
                  data-clickable={clickable}
                  data-row-key={String(rowKey(row))}
                  className={styles.row}
                  style={{ ...rowGrid, ...rowStyle?.(row) }}
                  {...rowAttributes?.(row)}
                >
                  {clickable ? (
                    <div
                      role="button"
                      tabIndex={0}
                      className={`${styles.content} ${styles.button}`}
                      onClick={() => open(row)}
                      onKeyDown={(event) => onRowKey(event, row)}
                      onPointerDown={() => prefetchRow(row)}
                    >
                      {content}
                    </div>
                  ) : (
                    <div className={styles.content}>{content}</div>
                  )}
                  {actions.map((column) => (
                    <div key={column.key} data-list-cell className={styles.cell}>
                      {column.render(row)}
                    </div>
                  ))}
                </li>
              );
            })}
          </ul>
        </Paper>
      ) : (
        <Paper ref={listRef} className={styles.tableContainer} data-read-at={readAt}>
          <table className={plainTable.table} data-testid={testId}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key}>{column.label}</th>
                ))}
              </tr>
            </thead>
            <tbody aria-busy={skeletonRows > 0 || undefined}>
              {Array.from({ length: skeletonRows }, (_, index) => (
                <tr key={`skeleton-${index}`} data-list-skeleton style={{ height: skeletonHeight }}>
                  <td colSpan={columns.length}>
                    <div className={styles.bone} />
                  </td>
                </tr>
              ))}
              {rows.map((row) => {
                const clickable = Boolean(onRowClick ?? rowHref) && isRowClickable(row);
                return (
                  <tr
                    key={rowKey(row)}
                    // A row that opens a record is a 48 px target (tablet landscape shows the table),
                    // reached with Tab and opened with Enter or Space like the portrait rows.
                    className={clickable ? `${styles.tr} ${styles.clickableRow}` : styles.tr}
                    tabIndex={clickable ? 0 : undefined}
                    onClick={clickable ? () => open(row) : undefined}
                    onKeyDown={clickable ? (event) => onRowKey(event, row) : undefined}
                    onPointerDown={clickable ? () => prefetchRow(row) : undefined}
                    style={rowStyle?.(row)}
                    data-testid="list-row"
                    data-clickable={clickable}
                    data-row-key={String(rowKey(row))}
                    {...rowAttributes?.(row)}
                  >
                    {columns.map((column) => (
                      <td key={column.key}>{column.render(row)}</td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </Paper>
      )}
      {query.isSuccess && rows.length === 0 && (
        <Typography sx={{ p: 2 }} color="textSecondary">
          {t("noRows")}
        </Typography>
      )}
      <Box ref={sentinel} sx={{ display: "flex", justifyContent: "center", p: 2, minHeight: 24 }}>
        {isFetching && <CircularProgress size={24} aria-label={t("loading")} />}
      </Box>
      {showTop && (
        <Fab
          color="primary"
          aria-label={t("scrollTop")}
          onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
          sx={{ position: "fixed", bottom: 24, right: 24 }}
        >
          <KeyboardArrowUpIcon />
        </Fab>
      )}
    </>
  );
}
