"use client";
import PhoneIcon from "@mui/icons-material/Phone";
import ReplayIcon from "@mui/icons-material/Replay";
import UndoIcon from "@mui/icons-material/Undo";
import { Box, Button, Chip, List, ListItem, Paper, Stack, Typography } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/common/ConfirmDialog";
import { apiSave } from "@/lib/client/api-client";
import { feedback } from "@/lib/client/feedback-store";
import { formatDateTime } from "@/lib/client/format";
import type { CommunicationSentDto } from "@/lib/communications/schemas";
import { MAX_DELIVERY_ATTEMPTS } from "@/lib/communications/delivery-attempts";
import { deliveryQuery } from "./delivery";
import { useDeliveryErrorText } from "./SentStatus";

/**
 * The "Da inviare" tab's part about delivery: the e-mails not yet accepted by the mail server
 * (queued or given up), with "Riprova" and "Ritira", and the hotels to phone, with "Sollecita ora"
 * when the app sends e-mail. Shown once GET delivery answered; nothing without it.
 */
export function DeliveryPanel({ eventId }: { eventId: number }) {
  const t = useTranslations("communications");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const delivery = useQuery(deliveryQuery(eventId));
  const errorText = useDeliveryErrorText();
  const [withdrawing, setWithdrawing] = useState<CommunicationSentDto | null>(null);
  const [reminded, setReminded] = useState<number | null>(null);
  const data = delivery.data;
  if (!data) return null;

  // Every list of the event's communications may have changed: read them again (not a generated
  // message: asked again with ids no longer pending it would answer 409).
  const refresh = () =>
    queryClient.invalidateQueries({
      queryKey: ["communications", eventId],
      predicate: (query) => query.queryKey[2] !== "message",
    });

  const retry = async (record: CommunicationSentDto) => {
    if ((await apiSave("POST", `/communications/retry/${record.id}`)) === undefined) return;
    await refresh();
  };
  const withdraw = async () => {
    const record = withdrawing;
    setWithdrawing(null);
    if (!record) return;
    if ((await apiSave("POST", `/communications/withdraw/${record.id}`)) === undefined) return;
    feedback.showNotices([t("delivery.withdrawn", { hotel: record.locationName })]);
    await refresh();
  };
  const remind = async () => {
    const answer = await apiSave<{ reminded: number }>("POST", `/communications/remind/${eventId}`);
    if (answer === undefined) return;
    setReminded(answer.reminded);
    await refresh();
  };

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {data.outgoing.length > 0 && (
        <Paper variant="outlined" component="section" aria-labelledby="communications-outgoing-title">
          <Typography
            variant="subtitle1"
            component="h2"
            id="communications-outgoing-title"
            sx={{ px: 2, pt: 1.5, pb: 1 }}
          >
            {t("delivery.outgoingTitle")}
          </Typography>
          <List disablePadding data-testid="communications-outgoing">
            {data.outgoing.map((record) => {
              const failed = record.deliveryStatus === "failed";
              const reason = errorText(record.deliveryError, record.deliveryErrorDetail);
              return (
                <ListItem
                  key={record.id}
                  divider
                  data-testid={`communications-outgoing-${record.id}`}
                  sx={{ flexWrap: "wrap", columnGap: 2, rowGap: 1, alignItems: "center" }}
                >
                  <Box sx={{ flex: "1 1 280px", minWidth: 0 }}>
                    <Stack
                      direction="row"
                      sx={{ alignItems: "center", flexWrap: "wrap", columnGap: 1, rowGap: 0.5 }}
                    >
                      <Typography component="span" sx={{ fontWeight: 600 }}>
                        {record.locationName}
                      </Typography>
                      <Chip
                        size="small"
                        color={failed ? "error" : "warning"}
                        label={t(failed ? "delivery.failed" : "delivery.queued")}
                        data-testid="communication-delivery-status"
                      />
                      <Typography component="span" variant="body2" color="textSecondary">
                        {t("pendingCount", { count: record.communicationsCount })}
                      </Typography>
                    </Stack>
                    <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: "anywhere" }}>
                      {record.recipient
                        ? t("channel.email", { address: record.recipient })
                        : t("delivery.noAddress")}
                      {record.deliveryAttempts > 0 &&
                        ` · ${t("delivery.attempt", { attempt: record.deliveryAttempts, max: MAX_DELIVERY_ATTEMPTS })}`}
                      {!failed &&
                        record.nextAttemptAt &&
                        ` · ${t("delivery.nextAttempt", { date: formatDateTime(record.nextAttemptAt, locale) })}`}
                    </Typography>
                    {reason && (
                      <Typography
                        variant="body2"
                        color="error"
                        sx={{ overflowWrap: "anywhere" }}
                        data-testid="communication-delivery-error"
                      >
                        {reason}
                      </Typography>
                    )}
                  </Box>
                  <Stack direction="row" sx={{ gap: 1, flexShrink: 0, ml: "auto" }}>
                    <Button
                      variant="outlined"
                      startIcon={<UndoIcon />}
                      onClick={() => setWithdrawing(record)}
                      data-testid={`communications-withdraw-${record.id}`}
                    >
                      {t("delivery.withdraw")}
                    </Button>
                    <Button
                      startIcon={<ReplayIcon />}
                      onClick={() => void retry(record)}
                      data-testid={`communications-retry-${record.id}`}
                    >
                      {t("delivery.retry")}
                    </Button>
                  </Stack>
                </ListItem>
              );
            })}
          </List>
        </Paper>
      )}
      {(data.toPhone.length > 0 || data.emailEnabled) && (
        <Paper variant="outlined" component="section" aria-labelledby="communications-to-phone-title">
          <Stack
            direction="row"
            sx={{ alignItems: "center", flexWrap: "wrap", gap: 1, px: 2, pt: 1.5, pb: 1 }}
          >
            <Typography
              variant="subtitle1"
              component="h2"
              id="communications-to-phone-title"
              sx={{ flexGrow: 1 }}
            >
              {t("delivery.toPhoneTitle")}
            </Typography>
            {reminded !== null && (
              <Typography variant="body2" role="status" data-testid="communications-reminded">
                {t("delivery.reminded", { count: reminded })}
              </Typography>
            )}
            {data.emailEnabled && (
              <Button variant="outlined" onClick={() => void remind()} data-testid="communications-remind">
                {t("delivery.remindNow")}
              </Button>
            )}
          </Stack>
          {data.toPhone.length === 0 && (
            <Typography color="textSecondary" sx={{ px: 2, pb: 2 }}>
              {t("delivery.noneToPhone")}
            </Typography>
          )}
          <List disablePadding data-testid="communications-to-phone">
            {data.toPhone.map((hotel) => (
              <ListItem
                key={hotel.sentId}
                divider
                sx={{ flexWrap: "wrap", columnGap: 2, rowGap: 1 }}
                data-testid={`communications-to-phone-${hotel.sentId}`}
              >
                <Box sx={{ flex: "1 1 240px", minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{hotel.locationName}</Typography>
                  <Typography variant="body2" color="textSecondary">
                    {t("delivery.sentDate", { date: formatDateTime(hotel.sentDate, locale) })}
                    {hotel.remindersSent > 0 && ` · ${t("reminders", { count: hotel.remindersSent })}`}
                  </Typography>
                </Box>
                {hotel.phone ? (
                  <Button
                    variant="outlined"
                    startIcon={<PhoneIcon />}
                    href={`tel:${hotel.phone.replace(/[^\d+]/g, "")}`}
                    sx={{ ml: "auto" }}
                  >
                    {hotel.phone}
                  </Button>
                ) : (
                  <Typography variant="body2" color="textSecondary" sx={{ ml: "auto" }}>
                    {t("delivery.noPhone")}
                  </Typography>
                )}
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        title={t("delivery.withdrawConfirm", { hotel: withdrawing?.locationName ?? t("thisHotel") })}
        onConfirm={() => void withdraw()}
        onCancel={() => setWithdrawing(null)}
      />
    </Stack>
  );
}
