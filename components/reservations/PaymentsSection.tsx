"use client";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/common/ConfirmDialog";
import { DateField } from "@/components/common/DateField";
import { DecimalInput } from "@/components/common/NumberInputs";
import { formatDate, formatEuro } from "@/lib/client/format";
import type { PaymentItemDto, PaymentMethodDto } from "@/lib/payments-config/schemas";
import { paymentProblems, type PaymentProblem, type PaymentValue } from "./reservation-form";

const PROBLEM_MESSAGE: Record<PaymentProblem, "methodRequired" | "dateRequired" | "amountInvalid"> = {
  method: "methodRequired",
  date: "dateRequired",
  amount: "amountInvalid",
};

/** The reservation's payments: add, edit, delete ("Eliminare Pagamento?"); saved with the reservation. */
export function PaymentsSection({
  payments,
  methods,
  items,
  reservationItemId,
  today,
  disabled,
  onChange,
}: {
  payments: PaymentValue[];
  methods: PaymentMethodDto[];
  /** The Reservation system item and the Refund items. */
  items: PaymentItemDto[];
  reservationItemId: number | null;
  /** "YYYY-MM-DD": the default date of a new payment. */
  today: string;
  disabled: boolean;
  onChange: (payments: PaymentValue[]) => void;
}) {
  const t = useTranslations("reservations.payments");
  const locale = useLocale();
  const [editing, setEditing] = useState<PaymentValue | null>(null);
  const [deleting, setDeleting] = useState<PaymentValue | null>(null);
  const methodName = (id: number | null) => methods.find((method) => method.id === id)?.method ?? "";
  const item = (id: number | null) => items.find((entry) => entry.id === id);

  function startNew() {
    const lowest = Math.min(0, ...payments.map((payment) => payment.key));
    setEditing({
      key: lowest - 1,
      id: null,
      amount: null,
      methodId: null,
      paymentItemId: reservationItemId,
      paymentDate: today,
      notes: "",
    });
  }

  function apply(payment: PaymentValue) {
    const exists = payments.some((other) => other.key === payment.key);
    onChange(
      exists
        ? payments.map((other) => (other.key === payment.key ? payment : other))
        : [...payments, payment],
    );
    setEditing(null);
  }

  return (
    <Stack spacing={1}>
      {payments.length === 0 && <Typography color="textSecondary">{t("none")}</Typography>}
      {payments.map((payment) => {
        const refund = item(payment.paymentItemId)?.category === "Refund";
        return (
          <Box
            key={payment.key}
            data-testid="payment-row"
            sx={{
              display: "flex",
              flexWrap: "wrap",
              alignItems: "center",
              gap: 1,
              borderBottom: 1,
              borderColor: "divider",
              py: 0.5,
            }}
          >
            <Typography sx={{ minWidth: 96 }}>{formatDate(payment.paymentDate, locale)}</Typography>
            <Typography sx={{ minWidth: 96 }}>{methodName(payment.methodId)}</Typography>
            <Typography sx={{ minWidth: 120, flexGrow: 1 }} color={refund ? "error" : undefined}>
              {item(payment.paymentItemId)?.description ?? ""}
              {payment.notes ? ` · ${payment.notes}` : ""}
            </Typography>
            <Typography
              sx={{ fontWeight: 600, minWidth: 90, textAlign: "right" }}
              data-testid="payment-amount"
            >
              {refund ? "-" : ""}
              {formatEuro(payment.amount, locale)}
            </Typography>
            {!disabled && (
              <>
                <IconButton aria-label={t("edit")} onClick={() => setEditing(payment)}>
                  <EditIcon />
                </IconButton>
                <IconButton aria-label={t("delete")} onClick={() => setDeleting(payment)}>
                  <DeleteIcon />
                </IconButton>
              </>
            )}
          </Box>
        );
      })}
      {!disabled && (
        <Box>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={startNew}>
            {t("add")}
          </Button>
        </Box>
      )}
      {editing && (
        <PaymentDialog
          key={editing.key}
          initial={editing}
          isNew={!payments.some((other) => other.key === editing.key)}
          methods={methods}
          items={items}
          onConfirm={apply}
          onCancel={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t("deleteConfirm")}
        onConfirm={() => {
          onChange(payments.filter((other) => other.key !== deleting?.key));
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

function PaymentDialog({
  initial,
  isNew,
  methods,
  items,
  onConfirm,
  onCancel,
}: {
  initial: PaymentValue;
  isNew: boolean;
  methods: PaymentMethodDto[];
  items: PaymentItemDto[];
  onConfirm: (payment: PaymentValue) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("reservations.payments");
  const tc = useTranslations("common");
  const [value, setValue] = useState(initial);
  const [problems, setProblems] = useState<PaymentProblem[]>([]);
  const has = (problem: PaymentProblem) => problems.includes(problem);

  function confirm() {
    const found = paymentProblems(value);
    setProblems(found);
    if (found.length === 0) onConfirm(value);
  }

  return (
    <Dialog open onClose={onCancel} aria-labelledby="payment-title" fullWidth maxWidth="sm">
      <DialogTitle id="payment-title">{isNew ? t("addTitle") : t("editTitle")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {problems.length > 0 && (
            <Alert severity="error" data-testid="payment-problems">
              {problems.map((problem) => (
                <div key={problem}>{t(PROBLEM_MESSAGE[problem])}</div>
              ))}
            </Alert>
          )}
          <TextField
            select
            label={t("method")}
            name="methodId"
            required
            error={has("method")}
            value={value.methodId ?? ""}
            onChange={(e) =>
              setValue({ ...value, methodId: e.target.value === "" ? null : Number(e.target.value) })
            }
          >
            {methods.map((method) => (
              <MenuItem key={method.id} value={method.id}>
                {method.method}
              </MenuItem>
            ))}
          </TextField>
          <DateField
            label={t("date")}
            name="paymentDate"
            required
            error={has("date")}
            value={value.paymentDate}
            onChange={(paymentDate) => setValue({ ...value, paymentDate })}
          />
          <DecimalInput
            label={t("amount")}
            name="amount"
            unit="€"
            required
            error={has("amount")}
            value={value.amount}
            onChange={(amount) => setValue({ ...value, amount })}
          />
          <TextField
            select
            label={t("item")}
            name="paymentItemId"
            value={value.paymentItemId ?? ""}
            onChange={(e) =>
              setValue({ ...value, paymentItemId: e.target.value === "" ? null : Number(e.target.value) })
            }
          >
            {items.map((entry) => (
              <MenuItem key={entry.id} value={entry.id}>
                {entry.category === "Refund" ? `${t("refund")}: ${entry.description}` : entry.description}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t("notes")}
            name="notes"
            multiline
            minRows={2}
            value={value.notes}
            onChange={(e) => setValue({ ...value, notes: e.target.value })}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" onClick={onCancel}>
          {tc("cancel")}
        </Button>
        <Button onClick={confirm}>{t("confirm")}</Button>
      </DialogActions>
    </Dialog>
  );
}
