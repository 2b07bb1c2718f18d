"use client";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import ErrorIcon from "@mui/icons-material/Error";
import HistoryIcon from "@mui/icons-material/History";
import HourglassEmptyIcon from "@mui/icons-material/HourglassEmpty";
import { Chip, Stack, Typography } from "@mui/material";
import { useLocale, useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/client/format";
import type { CommunicationSentDto } from "@/lib/communications/schemas";
import { DELIVERY_ERROR_CODES } from "./delivery";

const CHIP = {
  waiting: { color: "warning", icon: <HourglassEmptyIcon /> },
  confirmed: { color: "success", icon: <CheckCircleIcon /> },
  problem: { color: "error", icon: <ErrorIcon /> },
  superseded: { color: "default", icon: <HistoryIcon /> },
} as const;

/**
 * A delivered message's confirmation by the hotel: "In attesa dal …", "Confermato il …",
 * "Problema: …", "Superato"; nothing for a message sent before messages carried a link.
 */
export function ConfirmationChip({ record }: { record: CommunicationSentDto }) {
  const t = useTranslations("communications.confirmation");
  const locale = useLocale();
  const { state, answeredAt, note } = record.confirmation;
  if (state === "none") return null;
  const label =
    state === "waiting"
      ? t("waiting", { date: formatDateTime(record.sentDate, locale) })
      : state === "confirmed"
        ? t("confirmed", { date: formatDateTime(answeredAt, locale) })
        : state === "problem"
          ? note
            ? t("problem", { note })
            : t("problemNoNote")
          : t("superseded");
  return (
    <Chip
      size="small"
      variant={state === "superseded" ? "outlined" : "filled"}
      color={CHIP[state].color}
      icon={CHIP[state].icon}
      label={label}
      data-testid="communication-confirmation"
      data-state={state}
      // A hotel's note may be long: it wraps instead of widening the row.
      sx={{
        height: "auto",
        minHeight: 24,
        maxWidth: "100%",
        "& .MuiChip-label": { whiteSpace: "normal", overflowWrap: "anywhere", py: 0.25 },
      }}
    />
  );
}

/** The confirmation, how the message left ("E-mail a …" / "Copiato") and the reminders sent. */
export function SentFacts({ record }: { record: CommunicationSentDto }) {
  const t = useTranslations("communications");
  return (
    <Stack
      direction="row"
      sx={{ alignItems: "center", flexWrap: "wrap", columnGap: 1.5, rowGap: 0.5, mt: 0.5, minWidth: 0 }}
      data-testid="communication-sent-facts"
    >
      {record.deliveryStatus === "sent" ? (
        <ConfirmationChip record={record} />
      ) : (
        // Not delivered yet (an e-mail opened from elsewhere): nothing to confirm so far.
        <Chip
          size="small"
          color={record.deliveryStatus === "failed" ? "error" : "warning"}
          label={t(record.deliveryStatus === "failed" ? "delivery.failed" : "delivery.queued")}
          data-testid="communication-delivery-status"
        />
      )}
      <Typography component="span" variant="body2" color="textSecondary" sx={{ overflowWrap: "anywhere" }}>
        {record.channel === "email" && record.recipient
          ? t("channel.email", { address: record.recipient })
          : t("channel.clipboard")}
      </Typography>
      {record.confirmation.remindersSent > 0 && (
        <Typography component="span" variant="body2" color="textSecondary">
          {t("reminders", { count: record.confirmation.remindersSent })}
        </Typography>
      )}
    </Stack>
  );
}

/** Why an e-mail did not leave, from its code and the mail server's own words. */
export function useDeliveryErrorText() {
  const t = useTranslations("communications.delivery.errors");
  return (code: string | null, detail: string | null): string | null => {
    if (!code) return null;
    const known = (DELIVERY_ERROR_CODES as readonly string[]).includes(code);
    return known
      ? t(code as (typeof DELIVERY_ERROR_CODES)[number], { detail: detail ?? "" })
      : t("other", { code, detail: detail ?? "" });
  };
}
