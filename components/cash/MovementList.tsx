"use client";
import { Button, Typography } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { Collapse } from "@/components/common/Collapse";
import { Popover } from "@/components/common/Popover";
import { Option, TextField } from "@/components/common/TextField";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { AuditTrailRowDialog, type RowTrail } from "@/components/audit/AuditTrailSection";
import { useAuth } from "@/components/auth/AuthProvider";
import { ConfirmDialog } from "@/components/common/ConfirmDialog";
import { DateField } from "@/components/common/DateField";
import { InfiniteList, type ListColumn } from "@/components/common/InfiniteList";
import { LoadingFields } from "@/components/common/LoadingFields";
import { PageHeader } from "@/components/common/PageHeader";
import { PlainIconButton } from "@/components/common/PlainIconButton";
import { SearchBox } from "@/components/common/SearchBox";
import { cell, formGrid } from "@/components/common/form-grid";
import type { PageRead } from "@/lib/api/page-data";
import type { MovementListStart } from "@/lib/cash/get-movement-list-start";
import { movementDeleteRefusal } from "@/lib/cash/movement-rules";
import type { MovementDto, MovementTypology, OrderDirection } from "@/lib/cash/schemas";
import type { EventDto } from "@/lib/events/schemas";
import type { PaymentItemDto, PaymentMethodDto } from "@/lib/payments-config/schemas";
import { api, apiSave } from "@/lib/client/api-client";
import { formatDate, formatEuro } from "@/lib/client/format";
import { CashClosedBanner } from "./CashClosedBanner";
import { cashKey, itemsForTypology, useCashEvent, usePaymentItems, usePaymentMethods } from "./cash-queries";
import { START_FILTERS, movementCriteria, type MovementFilters } from "./movement-filters";
import { fromPageRead } from "@/lib/client/page-read";

/** What the page read on the server for the list's first render (lib/api/page-data.ts). */
export type MovementListInitial = {
  event?: PageRead<EventDto>;
  methods?: PageRead<PaymentMethodDto[]>;
  items?: PageRead<PaymentItemDto[]>;
  start?: PageRead<MovementListStart>;
};

/**
 * Outbound red with "-", inbound green with "+", cash fund yellow with "+" (SPEC.md "Movimenti"):
 * the theme's warning amber keeps 4.5:1 on white (components/providers/theme.ts).
 */
const AMOUNT_STYLE: Record<MovementTypology, { sign: string; color: "error" | "success" | "warning" }> = {
  Outbound: { sign: "-", color: "error" },
  Inbound: { sign: "+", color: "success" },
  CashFund: { sign: "+", color: "warning" },
};

/** A row's values as plain styled spans: no style object for emotion to serialize per row. */
const NO_WRAP = { whiteSpace: "nowrap" } as const;
/** A link in a row: a 44 px tall target however short its text. */
const ROW_LINK = { display: "inline-flex", alignItems: "center", minHeight: 44 } as const;

/** What a row's button opened, kept while the popover or dialog closes (its animation). */
type Opened<T> = { value: T; open: boolean } | null;
const closing = <T,>(current: Opened<T>): Opened<T> => current && { ...current, open: false };

/**
 * .../v2/accounting/movements ("Movimenti (n)"): filters, advanced search, coloured amounts, delete.
 * A reservation's payment names its reservation and guest and links to it; it has no delete (it is
 * changed on the reservation: movementDeleteRefusal, which the server applies too).
 */
export function MovementList({ eventId, initial }: { eventId: number; initial?: MovementListInitial }) {
  const t = useTranslations("cash");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { can } = useAuth();
  const theme = useTheme();
  const event = useCashEvent(eventId, initial?.event);
  const methods = usePaymentMethods(initial?.methods).data ?? [];
  const items = usePaymentItems(initial?.items).data ?? [];
  const [filters, setFilters] = useState<MovementFilters>(START_FILTERS);
  const [advanced, setAdvanced] = useState(false);
  const [deleting, setDeleting] = useState<MovementDto | null>(null);
  // One notes popover and one history dialog for the list; the rows hold plain buttons (three
  // IconButtons, a popover and a lazy dialog per row would be most of the screen's components
  // to hydrate).
  const [notes, setNotes] = useState<Opened<{ anchor: HTMLElement; text: string }>>(null);
  const [trail, setTrail] = useState<Opened<RowTrail>>(null);
  const criteria = movementCriteria(eventId, filters);
  // The server's answers hold for the filters a visit starts with.
  const start = filters === START_FILTERS ? initial?.start : undefined;
  const count = useQuery({
    queryKey: [...cashKey(eventId), "movements", "count", criteria],
    queryFn: ({ signal }) => api.post<number>("/payments/count", criteria, { signal }),
    ...fromPageRead(start, (data) => data.count),
  });
  const itemChoices = itemsForTypology(items, filters.typology, false);
  const set = (patch: Partial<MovementFilters>) => setFilters((current) => ({ ...current, ...patch }));

  async function remove(movement: MovementDto) {
    setDeleting(null);
    const done = await apiSave("DELETE", `/payments/${movement.id}/${eventId}`);
    if (done !== undefined) await queryClient.invalidateQueries({ queryKey: cashKey(eventId) });
  }

  const amountColour = (typology: MovementTypology) => theme.palette[AMOUNT_STYLE[typology].color].main;
  const linkStyle = { ...ROW_LINK, color: theme.palette.primary.main };
  /** "Prenotazione #24 · Rossi Mario", a link to the reservation for who may open it. */
  const reservationOf = (reservationId: number, guest: string | null) => {
    const text = [t("movements.reservation", { id: reservationId }), guest].filter(Boolean).join(" · ");
    return can("Reservations") ? (
      <Link
        href={`/events/${eventId}/reservations/edit/${reservationId}`}
        style={linkStyle}
        data-testid="movement-reservation"
      >
        {text}
      </Link>
    ) : (
      <span data-testid="movement-reservation">{text}</span>
    );
  };
  const columns: ListColumn<MovementDto>[] = [
    {
      key: "date",
      label: t("movements.date"),
      // A fixed track wide enough for a whole date: a share of the row broke it at 768 px.
      width: "6.5rem",
      render: (row) => <span style={NO_WRAP}>{formatDate(row.paymentDate, locale)}</span>,
    },
    {
      key: "item",
      label: t("movements.item"),
      width: "2fr",
      render: (row) =>
        row.typology === "CashFund" ? (
          t("movements.cashFundLabel")
        ) : row.reservationId !== null ? (
          // A refund also says its item; a payment is the reservation's.
          <>
            {row.systemItem !== "Reservation" && row.itemDescription ? `${row.itemDescription} · ` : null}
            {reservationOf(row.reservationId, row.reservationGuest)}
          </>
        ) : row.systemItem === "Agent" && row.agentLastName ? (
          `${row.itemDescription} · ${row.agentLastName} ${row.agentFirstName ?? ""}`.trim()
        ) : (
          row.itemDescription
        ),
    },
    { key: "method", label: t("movements.method"), width: "1.2fr", render: (row) => row.methodDescription },
    {
      key: "amount",
      label: t("movements.amount"),
      width: "1.3fr",
      render: (row) => (
        <span
          style={{ ...NO_WRAP, color: amountColour(row.typology), fontWeight: 600 }}
          data-testid="movement-amount"
          data-typology={row.typology}
        >
          {AMOUNT_STYLE[row.typology].sign}
          {formatEuro(row.amount, locale)}
        </span>
      ),
    },
    {
      key: "notes",
      label: t("movements.notes"),
      render: (row) =>
        row.notes ? (
          <PlainIconButton
            icon="notes"
            aria-label={t("movements.showNotes")}
            onClick={(event) => {
              const text = row.notes ?? "";
              setNotes({ value: { anchor: event.currentTarget, text }, open: true });
            }}
          />
        ) : null,
      interactive: true,
      width: "60px",
    },
    {
      key: "history",
      label: t("movements.history"),
      interactive: true,
      width: "60px",
      render: (row) => (
        <PlainIconButton
          icon="history"
          aria-label={t("movements.history")}
          data-testid="audit-trail-open"
          onClick={() =>
            setTrail({
              value: {
                entity: "payment",
                id: row.id,
                title: t("movements.historyTitle"),
                reservation: row.reservationId
                  ? {
                      id: row.reservationId,
                      href: can("Reservations")
                        ? `/events/${eventId}/reservations/edit/${row.reservationId}`
                        : null,
                    }
                  : null,
              },
              open: true,
            })
          }
        />
      ),
    },
    {
      key: "delete",
      label: t("movements.delete"),
      interactive: true,
      width: "60px",
      render: (row) =>
        movementDeleteRefusal(row) === null ? (
          <PlainIconButton
            icon="delete"
            aria-label={t("movements.delete")}
            onClick={() => setDeleting(row)}
            data-testid="movement-delete"
          />
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        title={t("movements.title", { count: count.data ?? 0 })}
        actions={
          <Button component={Link} href={`/events/${eventId}/v2/accounting`} variant="outlined">
            {t("actions.hub")}
          </Button>
        }
      />
      <CashClosedBanner event={event.data} />
      <LoadingFields loading={false}>
        <div className={formGrid({ below: true })}>
          <div className={cell({ xs: 12, sm: 6, md: 3 })}>
            <DateField label={t("movements.date")} value={filters.date} onChange={(date) => set({ date })} />
          </div>
          <div className={cell({ xs: 12, sm: 6, md: 3 })}>
            <TextField
              select
              fullWidth
              size="small"
              label={t("movements.method")}
              value={filters.paymentMethod}
              onChange={(e) => set({ paymentMethod: e.target.value === "" ? "" : Number(e.target.value) })}
              slotProps={{ htmlInput: { "data-testid": "filter-method" } }}
            >
              <Option value="">{t("movements.any")}</Option>
              {methods.map((method) => (
                <Option key={method.id} value={method.id}>
                  {method.method}
                </Option>
              ))}
            </TextField>
          </div>
          <div className={cell({ xs: 12, sm: 6, md: 3 })}>
            <TextField
              select
              fullWidth
              size="small"
              label={t("movements.typology")}
              value={filters.typology}
              onChange={(e) => set({ typology: e.target.value as MovementTypology | "", paymentItem: "" })}
              slotProps={{ htmlInput: { "data-testid": "filter-typology" } }}
            >
              <Option value="">{t("movements.any")}</Option>
              {(["Outbound", "Inbound", "CashFund"] as const).map((typology) => (
                <Option key={typology} value={typology}>
                  {t(`movements.typologies.${typology}`)}
                </Option>
              ))}
            </TextField>
          </div>
          <div className={cell({ xs: 12, sm: 6, md: 3 })}>
            <TextField
              select
              fullWidth
              size="small"
              label={t("movements.item")}
              value={filters.paymentItem}
              disabled={itemChoices.length === 0}
              onChange={(e) => set({ paymentItem: e.target.value === "" ? "" : Number(e.target.value) })}
              slotProps={{ htmlInput: { "data-testid": "filter-item" } }}
            >
              <Option value="">{t("movements.any")}</Option>
              {itemChoices.map((item) => (
                <Option key={item.id} value={item.id}>
                  {item.description}
                </Option>
              ))}
            </TextField>
          </div>
          <div className={cell(12)}>
            <Button
              variant="text"
              onClick={() => setAdvanced((open) => !open)}
              data-testid="movements-advanced"
            >
              {t("movements.advanced")}
            </Button>
          </div>
        </div>
        <Collapse open={advanced}>
          <div className={formGrid({ below: true })}>
            <div className={cell({ xs: 12, sm: 6 })}>
              <TextField
                select
                fullWidth
                size="small"
                label={t("movements.order")}
                value={filters.orderDirection}
                onChange={(e) => set({ orderDirection: e.target.value as OrderDirection })}
                slotProps={{ htmlInput: { "data-testid": "filter-order" } }}
              >
                <Option value="Ascending">{t("movements.Ascending")}</Option>
                <Option value="Descending">{t("movements.Descending")}</Option>
              </TextField>
            </div>
            <div className={cell({ xs: 12, sm: 6 })}>
              <SearchBox
                label={t("movements.notes")}
                value={filters.notes}
                onChange={(notes) => set({ notes })}
              />
            </div>
          </div>
        </Collapse>
      </LoadingFields>
      <InfiniteList<MovementDto>
        queryKey={[...cashKey(eventId), "movements", "list", criteria]}
        fetchPage={(pageNumber, signal) =>
          api.post<MovementDto[]>("/payments/search", { ...criteria, pageNumber }, { signal })
        }
        columns={columns}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({ "data-typology": row.typology })}
        initialPage={start && { data: start.data.rows, readAt: start.readAt }}
        testId="movements"
        expectedRows={count.data}
        rowHeight={{ compact: 49, table: 57 }}
      />
      <Popover open={notes?.open ?? false} anchorEl={notes?.value.anchor} onClose={() => setNotes(closing)}>
        <Typography sx={{ p: 2, maxWidth: 320, whiteSpace: "pre-wrap" }} data-testid="movement-notes">
          {notes?.value.text}
        </Typography>
      </Popover>
      <AuditTrailRowDialog
        trail={trail?.value ?? null}
        open={trail?.open ?? false}
        onClose={() => setTrail(closing)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t("movements.confirmDelete")}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
