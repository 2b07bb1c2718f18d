"use client";
import KeyboardArrowUpIcon from "@mui/icons-material/KeyboardArrowUp";
import {
  Box,
  CircularProgress,
  Fab,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  type SxProps,
  type Theme,
} from "@mui/material";
import { useInfiniteQuery, type QueryKey } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { PAGE_SIZE } from "@/lib/api/paging";

export type ListColumn<T> = {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  hideOnMobile?: boolean;
};

/**
 * A list that loads the next page of 10 when its end scrolls into view (SPEC.md section 9:
 * a further page exists only when a page returned 10 rows), with a scroll-to-top button.
 */
export function InfiniteList<T>({
  queryKey,
  fetchPage,
  columns,
  rowKey,
  onRowClick,
  isRowClickable = () => true,
  rowSx,
  rowAttributes,
  testId = "list",
}: {
  queryKey: QueryKey;
  fetchPage: (pageNumber: number, signal: AbortSignal) => Promise<T[]>;
  columns: ListColumn<T>[];
  rowKey: (row: T) => string | number;
  onRowClick?: (row: T) => void;
  isRowClickable?: (row: T) => boolean;
  /** Extra styles of a row (e.g. a background colour by status). */
  rowSx?: (row: T) => SxProps<Theme>;
  /** Extra data-* attributes of a row (e.g. its status, for tests). */
  rowAttributes?: (row: T) => Record<`data-${string}`, string>;
  testId?: string;
}) {
  const t = useTranslations("common");
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages) => (lastPage.length >= PAGE_SIZE ? allPages.length : undefined),
  });
  const { hasNextPage, isFetching, fetchNextPage } = query;
  const sentinel = useRef<HTMLDivElement>(null);
  const [showTop, setShowTop] = useState(false);

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
  }, [hasNextPage, isFetching, fetchNextPage]);

  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > 300);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  const rows = query.data?.pages.flat() ?? [];
  const mobileHidden = { display: { xs: "none", md: "table-cell" } };
  return (
    <>
      <TableContainer component={Paper}>
        <Table size="small" data-testid={testId}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} sx={column.hideOnMobile ? mobileHidden : undefined}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const clickable = Boolean(onRowClick) && isRowClickable(row);
              return (
                <TableRow
                  key={rowKey(row)}
                  hover={clickable}
                  onClick={clickable ? () => onRowClick?.(row) : undefined}
                  sx={[{ cursor: clickable ? "pointer" : "default" }, ...[rowSx?.(row) ?? []].flat()]}
                  data-testid="list-row"
                  data-clickable={clickable}
                  {...rowAttributes?.(row)}
                >
                  {columns.map((column) => (
                    <TableCell key={column.key} sx={column.hideOnMobile ? mobileHidden : undefined}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {query.isSuccess && rows.length === 0 && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {t("noRows")}
        </Typography>
      )}
      <Box ref={sentinel} sx={{ display: "flex", justifyContent: "center", p: 2, minHeight: 24 }}>
        {isFetching && <CircularProgress size={24} aria-label={t("loading")} />}
      </Box>
      {showTop && (
        <Fab
          color="primary"
          size="small"
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
