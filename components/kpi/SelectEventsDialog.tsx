"use client";
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  Typography,
} from "@mui/material";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { PAGE_SIZE } from "@/lib/api/page-size";
import { api } from "@/lib/client/api-client";
import { formatDate } from "@/lib/client/format";
import type { EventListItem } from "@/lib/events/schemas";
import { MAX_PREDICTION_EVENTS } from "@/lib/kpi/limits";

/**
 * "Seleziona eventi per confronto e previsione": the events that ended before this one starts,
 * newest first, 10 at a time; at most 10 can be selected.
 */
export function SelectEventsDialog({
  open,
  endedBefore,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  /** The day before the event starts. */
  endedBefore: string;
  onConfirm: (ids: number[]) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("kpi");
  const locale = useLocale();
  const [selected, setSelected] = useState<number[]>([]);
  const [limitReached, setLimitReached] = useState(false);
  const events = useInfiniteQuery({
    queryKey: ["events", "search", "kpi-selection", endedBefore],
    enabled: open,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<EventListItem[]>("/events/search", {
        query: { dateTo: endedBefore, pageNumber: pageParam },
        signal,
      }),
    getNextPageParam: (last, pages) => (last.length >= PAGE_SIZE ? pages.length : undefined),
  });
  const rows = events.data?.pages.flat() ?? [];
  const toggle = (id: number) => {
    if (selected.includes(id)) {
      setSelected(selected.filter((s) => s !== id));
      setLimitReached(false);
    } else if (selected.length >= MAX_PREDICTION_EVENTS) {
      setLimitReached(true);
    } else {
      setSelected([...selected, id]);
    }
  };
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="kpi-select-title">
      <DialogTitle id="kpi-select-title">{t("select.title")}</DialogTitle>
      <DialogContent dividers>
        {limitReached && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {t("select.limit", { limit: MAX_PREDICTION_EVENTS })}
          </Alert>
        )}
        <Typography variant="body2" color="textSecondary">
          {t("select.selected", { count: selected.length, limit: MAX_PREDICTION_EVENTS })}
        </Typography>
        {events.isSuccess && rows.length === 0 && <Typography sx={{ mt: 2 }}>{t("select.none")}</Typography>}
        {/* Each event a checkbox named by its line (a checkbox inside a row button is nested-interactive). */}
        <List data-testid="kpi-select-list">
          {rows.map((event) => {
            const checked = selected.includes(event.id);
            return (
              <ListItem
                key={event.id}
                disablePadding
                sx={{ bgcolor: checked ? "action.selected" : undefined }}
              >
                <FormControlLabel
                  sx={{ m: 0, px: 1, py: 0.5, width: "100%" }}
                  control={<Checkbox checked={checked} onChange={() => toggle(event.id)} />}
                  label={
                    <>
                      <Typography component="span" sx={{ display: "block" }}>
                        {`${event.type} ${event.name}`}
                      </Typography>
                      <Typography
                        component="span"
                        variant="body2"
                        color="textSecondary"
                        sx={{ display: "block" }}
                      >
                        {`${formatDate(event.dateFrom, locale)} - ${formatDate(event.dateTo, locale)}`}
                      </Typography>
                    </>
                  }
                />
              </ListItem>
            );
          })}
        </List>
        {events.hasNextPage && (
          <Button
            variant="outlined"
            onClick={() => void events.fetchNextPage()}
            disabled={events.isFetchingNextPage}
          >
            {t("select.more")}
          </Button>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" onClick={onCancel}>
          {t("select.cancel")}
        </Button>
        <Button onClick={() => onConfirm(selected)} disabled={selected.length === 0}>
          {t("select.confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
