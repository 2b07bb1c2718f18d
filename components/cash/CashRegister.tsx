"use client";
import { useOfflineCopy } from "@/components/common/useOfflineCopy";
import {
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { deferred } from "@/components/common/deferred";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { LoadingFields } from "@/components/common/LoadingFields";
import { PageHeader } from "@/components/common/PageHeader";
import type { PageRead } from "@/lib/api/page-data";
import type { CashRegisterDto, CashTotals } from "@/lib/cash/schemas";
import { api } from "@/lib/client/api-client";
import type { EventDto } from "@/lib/events/schemas";
import { formatEuro } from "@/lib/client/format";
import { CashClosedBanner } from "./CashClosedBanner";
import { cashKey, useCashEvent } from "./cash-queries";
import type { MovementKind } from "./MovementDialog";
import { fromPageRead } from "@/lib/client/page-read";

// Loaded on first use: the form and its date picker are not needed to read the figures.
const MovementDialog = deferred(() => import("./MovementDialog").then((m) => m.MovementDialog), {
  when: "idle",
});

const MOVEMENT_KINDS: MovementKind[] = ["outcome", "income", "transfer", "cashFund"];

const COLUMNS = ["totalInbound", "totalOutbound", "taking", "totalCashFund", "takingCashFund"] as const;
const LABELS: Record<(typeof COLUMNS)[number], string> = {
  totalInbound: "inbound",
  totalOutbound: "outbound",
  taking: "taking",
  totalCashFund: "cashFund",
  takingCashFund: "takingCashFund",
};

/** .../v2/accounting/cash-register ("Cassa"): takings per payment method, live, and the four modals. */
export function CashRegister({
  eventId,
  initialEvent,
  initialRegister,
}: {
  eventId: number;
  /** The event and the takings as the page read them on the server (lib/api/page-data.ts). */
  initialEvent?: PageRead<EventDto>;
  initialRegister?: PageRead<CashRegisterDto>;
}) {
  const t = useTranslations("cash");
  const locale = useLocale();
  const event = useCashEvent(eventId, initialEvent);
  const [modal, setModal] = useState<MovementKind | null>(null);
  // A movement left half typed (a reload, a crash, a trip through /offline) comes back open.
  useEffect(() => {
    void import("@/lib/client/drafts")
      .then(async (drafts) => {
        for (const kind of MOVEMENT_KINDS) {
          const key = drafts.draftKey(`movement-${kind}`);
          if (key && (await drafts.readDraft(key))) return setModal((open) => open ?? kind);
        }
      })
      .catch(() => undefined);
  }, []);
  const register = useQuery({
    queryKey: [...cashKey(eventId), "register"],
    queryFn: ({ signal }) => api.get<CashRegisterDto>(`/cashregistry/${eventId}`, { signal }),
    ...fromPageRead(initialRegister),
  });
  const registerRoot = useRef<HTMLDivElement>(null);
  useOfflineCopy("cash", event.data && `${event.data.type} ${event.data.name}`, registerRoot);
  const cells = (row: CashTotals, bold = false) =>
    COLUMNS.map((column) => {
      const negative = (column === "taking" || column === "takingCashFund") && Number(row[column]) < 0;
      return (
        <TableCell
          key={column}
          align="right"
          data-testid={`register-${column}`}
          data-negative={negative}
          sx={{
            color: negative ? "error.main" : undefined,
            fontWeight: bold ? 700 : undefined,
            whiteSpace: "nowrap",
          }}
        >
          {formatEuro(row[column], locale)}
        </TableCell>
      );
    });
  return (
    <>
      <PageHeader
        title={t("register.title")}
        actions={
          // The four forms open with the page's code: greyed out until then (rendered by the server).
          <LoadingFields loading={false}>
            <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
              {MOVEMENT_KINDS.map((kind) => (
                <Button key={kind} onClick={() => setModal(kind)} data-testid={`cash-open-${kind}`}>
                  {t(`actions.${kind}`)}
                </Button>
              ))}
              <Button component={Link} href={`/events/${eventId}/v2/accounting`} variant="outlined">
                {t("actions.hub")}
              </Button>
            </Stack>
          </LoadingFields>
        }
      />
      <CashClosedBanner event={event.data} />
      <TableContainer component={Paper} ref={registerRoot}>
        {/* When the figures were read from the server: the offline copy's time (offline-copies.ts). */}
        <Table
          size="small"
          data-testid="cash-register"
          data-read-at={register.isSuccess ? register.dataUpdatedAt : undefined}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t("register.method")}</TableCell>
              {COLUMNS.map((column) => (
                <TableCell key={column} align="right">
                  {t(`register.${LABELS[column]}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {register.data?.paymentMethodDetails.map((row) => (
              <TableRow key={row.methodId} data-testid="register-row" data-method={row.methodDescription}>
                <TableCell>{row.methodDescription}</TableCell>
                {cells(row)}
              </TableRow>
            ))}
            {register.data && (
              <TableRow data-testid="register-total">
                <TableCell sx={{ fontWeight: 700 }}>{t("register.total")}</TableCell>
                {cells(register.data, true)}
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {modal && <MovementDialog eventId={eventId} kind={modal} onClose={() => setModal(null)} />}
    </>
  );
}
