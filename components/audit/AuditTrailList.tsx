"use client";
import { Box, Button, Chip, Divider, Stack, Typography } from "@mui/material";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { Fragment, useEffect, useRef } from "react";
import type { AuditEntityWord, AuditRowDto, AuditTrailDto } from "@/lib/audit/schemas";
import { api } from "@/lib/client/api-client";
import { formatDateTime } from "@/lib/client/format";

const ACTION_COLORS: Record<string, "success" | "info" | "error" | "warning"> = {
  create: "success",
  update: "info",
  delete: "error",
};

/** The rows of an audit trail, newest first, 20 at a time ("Mostra modifiche precedenti"). */
export function AuditTrailList({
  entity,
  id,
  version,
}: {
  entity: AuditEntityWord;
  id: number;
  version?: unknown;
}) {
  const t = useTranslations("audit");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const queryKey = ["audit", entity, id];
  const trail = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      api.get<AuditTrailDto>(`/audit/${entity}/${id}`, {
        signal,
        query: pageParam ? { before: pageParam } : undefined,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.more ? last.rows[last.rows.length - 1]?.id : undefined),
    staleTime: 0,
  });
  // A save made while the list is open reloads it (the first render is already fresh).
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void queryClient.invalidateQueries({ queryKey: ["audit", entity, id] });
  }, [version, queryClient, entity, id]);

  if (trail.isPending) {
    return <Typography color="textSecondary">{t("loading")}</Typography>;
  }
  if (trail.isError) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <Typography color="error">{t("failed")}</Typography>
        <Button onClick={() => void trail.refetch()}>{t("retry")}</Button>
      </Stack>
    );
  }
  const rows = trail.data.pages.flatMap((page) => page.rows);
  if (rows.length === 0) return <Typography color="textSecondary">{t("empty")}</Typography>;
  return (
    <Stack divider={<Divider flexItem />} spacing={1.5} data-testid="audit-rows">
      {rows.map((row) => (
        <AuditRow key={row.id} row={row} locale={locale} />
      ))}
      {trail.hasNextPage && (
        <Box>
          <Button onClick={() => void trail.fetchNextPage()} disabled={trail.isFetchingNextPage}>
            {t("more")}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function AuditRow({ row, locale }: { row: AuditRowDto; locale: string }) {
  const t = useTranslations("audit");
  return (
    <Box data-testid="audit-row" data-action={row.action} sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 0.5, mb: 0.5 }}
      >
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {formatDateTime(row.at, locale)}
        </Typography>
        <Chip
          size="small"
          label={row.actionLabel}
          color={ACTION_COLORS[row.action] ?? "warning"}
          variant="outlined"
        />
        <Typography component="span" color="textSecondary">
          {t("by", { who: row.who })}
        </Typography>
      </Stack>
      {row.changes.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t("noFieldChanges")}
        </Typography>
      ) : (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: "grid",
            gridTemplateColumns: { xs: "1fr", sm: "minmax(120px, 30%) 1fr" },
            columnGap: 2,
            rowGap: { xs: 0, sm: 0.5 },
          }}
        >
          {row.changes.map((change) => (
            <Fragment key={change.field}>
              <Typography
                component="dt"
                variant="body2"
                color="textSecondary"
                sx={{ overflowWrap: "anywhere" }}
              >
                {change.label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                data-testid="audit-change"
                sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}
              >
                <Box component="span" sx={{ color: "text.secondary", textDecoration: "line-through" }}>
                  {change.from}
                </Box>
                {" → "}
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {change.to}
                </Box>
              </Typography>
            </Fragment>
          ))}
        </Box>
      )}
    </Box>
  );
}
