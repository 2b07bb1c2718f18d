"use client";
import CheckBoxIcon from "@mui/icons-material/CheckBox";
import CheckBoxOutlineBlankIcon from "@mui/icons-material/CheckBoxOutlineBlank";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import MailIcon from "@mui/icons-material/Mail";
import SendIcon from "@mui/icons-material/Send";
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  Paper,
  Typography,
} from "@mui/material";
import { TextField } from "@/components/common/TextField";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/common/ConfirmDialog";
import { PageHeader } from "@/components/common/PageHeader";
import { cell, formGrid } from "@/components/common/form-grid";
import { api, apiSave } from "@/lib/client/api-client";
import { feedback } from "@/lib/client/feedback-store";
import type { CommunicationDto, CommunicationSentDto, PendingByHotelDto } from "@/lib/communications/schemas";
import { CommunicationLine } from "./CommunicationLine";
import { copyToClipboard } from "./clipboard";
import { deliveryQuery } from "./delivery";
import { sendCopiedMessage } from "./send-message";

/**
 * /events/{eventId}/communications/create/{locationId}: the hotel's communications to send, all
 * selected at first; the message follows the selection. "Invia" copies it for the mail to the
 * hotel and records the send only once it is on the clipboard (or copied by hand). When the app
 * sends e-mail and the hotel has an address, "Invia per e-mail" queues it for the mail server
 * instead, and "Copia e segna come inviato" is the clipboard flow.
 */
export function CommunicationEditor({ eventId, locationId }: { eventId: number; locationId: number }) {
  const t = useTranslations("communications");
  const router = useRouter();
  const queryClient = useQueryClient();
  const base = `/events/${eventId}/communications`;
  const hotels = useQuery({
    queryKey: ["communications", eventId, "toSend"],
    queryFn: ({ signal }) => api.get<PendingByHotelDto[]>(`/communications/list/${eventId}`, { signal }),
  });
  const pending = useQuery({
    queryKey: ["communications", eventId, "toSend", locationId],
    queryFn: ({ signal }) =>
      api.get<CommunicationDto[]>(`/communications/tosendforlocation/${eventId}/${locationId}`, { signal }),
    // Always the list as it is now: a cached one may hold communications sent or replaced since.
    refetchOnMount: "always",
  });
  // The list the message may be asked for: read since this page opened and not being read again.
  // Asking with a cached list's ids answered 409 (no longer pending) while the page loaded, an
  // answer then dropped when the fresh list changed the selection.
  const pendingCurrent = pending.isFetchedAfterMount && !pending.isFetching && pending.isSuccess;
  // Ids left out by the user; everything else pending is selected (all by default).
  const [excluded, setExcluded] = useState<Set<number>>(new Set());
  const selectedIds = useMemo(
    () => (pending.data ?? []).map((c) => c.id).filter((id) => !excluded.has(id)),
    [pending.data, excluded],
  );
  const message = useQuery({
    queryKey: ["communications", eventId, "message", locationId, selectedIds],
    queryFn: ({ signal }) =>
      api.post<string>(`/communications/message/${eventId}/${locationId}`, selectedIds, {
        signal,
        silent: true,
      }),
    enabled: pendingCurrent && selectedIds.length > 0,
    placeholderData: keepPreviousData,
  });
  // A real failure is shown with the message; 409 means the list changed meanwhile: read it again.
  const messageError = message.isError && !message.isFetching ? message.error : null;
  // Not the message: asked again with the ids just sent it would answer 409.
  const invalidateLists = () =>
    queryClient.invalidateQueries({
      queryKey: ["communications", eventId],
      predicate: (query) => query.queryKey[2] !== "message",
    });
  const reloadList = () =>
    void queryClient.invalidateQueries({ queryKey: ["communications", eventId, "toSend"] });
  const delivery = useQuery(deliveryQuery(eventId));
  // Without an answer (or before it) the clipboard flow: the screen as without a mail server.
  const recipient = delivery.data?.emailEnabled
    ? (delivery.data.hotels.find((h) => h.locationId === locationId)?.recipient ?? null)
    : null;
  const [confirming, setConfirming] = useState(false);
  // Kept while the dialog closes, so that its question does not change on the way out.
  const [sendKind, setSendKind] = useState<"clipboard" | "email">("clipboard");
  const ask = (kind: "clipboard" | "email") => {
    setSendKind(kind);
    setConfirming(true);
  };
  // The clipboard refused the message once (Copia or Invia): the clerk copies it by hand, and
  // "Invia" then asks whether they did rather than failing on the clipboard again.
  const [copyByHand, setCopyByHand] = useState(false);
  const text = selectedIds.length > 0 && !messageError ? (message.data ?? "") : "";
  const hotelName = hotels.data?.find((h) => h.locationId === locationId)?.locationName;
  const total = pending.data?.length ?? 0;
  const ready = selectedIds.length > 0 && Boolean(text) && !message.isFetching;

  const toggle = (id: number) =>
    setExcluded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const copy = async () => {
    if (await copyToClipboard(text)) feedback.showNotices([t("copied")]);
    else {
      setCopyByHand(true);
      feedback.showErrors([t("copyFailed")]);
    }
  };

  const sendEmail = async () => {
    setConfirming(false);
    const sent = await apiSave<CommunicationSentDto>("POST", "/communications", {
      body: {
        communicationIds: selectedIds,
        communicationSent: { eventId, locationId, text },
        channel: "email",
      },
    });
    if (sent === undefined) return;
    await invalidateLists();
    feedback.showNotices([t("sentQueued", { address: sent.recipient ?? recipient ?? "" })]);
    // "Da inviare": the message shows "In coda" there until the mail server has taken it.
    router.push(base);
  };

  const send = async () => {
    setConfirming(false);
    // Called straight from the tap on "Sì": the clipboard is written before anything is awaited.
    const outcome = await sendCopiedMessage({
      text,
      copiedByHand: copyByHand,
      copy: copyToClipboard,
      record: async () => {
        const sent = await apiSave<CommunicationSentDto>("POST", "/communications", {
          body: {
            communicationIds: selectedIds,
            communicationSent: { eventId, locationId, text },
            channel: "clipboard",
          },
        });
        await invalidateLists();
        return sent !== undefined;
      },
    });
    if (outcome === "notCopied") {
      setCopyByHand(true);
      feedback.showErrors([t("sendCopyFailed")]);
      return;
    }
    if (outcome !== "sent") return;
    if (!copyByHand) feedback.showNotices([t("sentCopied")]);
    router.push(`${base}?tab=sent`);
  };

  return (
    <>
      <PageHeader
        title={hotelName ? t("createTitle", { hotel: hotelName }) : t("createTitleLoading")}
        actions={
          <Button component={Link} href={base} variant="outlined">
            {t("backToList")}
          </Button>
        }
      />
      {pending.data && total === 0 && <Typography color="textSecondary">{t("noneToSend")}</Typography>}
      {total > 0 && (
        <div className={formGrid()}>
          <div className={cell({ xs: 12, md: 6 })}>
            <Paper variant="outlined">
              <Box sx={{ px: 2, py: 1, display: "flex", alignItems: "center", flexWrap: "wrap", gap: 1 }}>
                <FormControlLabel
                  sx={{ flexGrow: 1, minHeight: 44 }}
                  control={
                    <Checkbox
                      checked={selectedIds.length === total}
                      indeterminate={selectedIds.length > 0 && selectedIds.length < total}
                      onChange={() =>
                        setExcluded(
                          selectedIds.length === total ? new Set(pending.data!.map((c) => c.id)) : new Set(),
                        )
                      }
                      slotProps={{ input: { "aria-label": t("selectAll") } }}
                      data-testid="communications-select-all"
                    />
                  }
                  label={t("reservations")}
                />
                <Typography variant="body2" color="textSecondary">
                  {t("selected", { selected: selectedIds.length, total })}
                </Typography>
              </Box>
              <List disablePadding data-testid="communications-pending">
                {pending.data!.map((c) => (
                  <ListItem key={c.id} disablePadding divider>
                    {/* The row is the checkbox: a checkbox inside a button is a control in a control (axe). */}
                    <ListItemButton
                      role="checkbox"
                      aria-checked={!excluded.has(c.id)}
                      aria-labelledby={`communication-label-${c.id}`}
                      onClick={() => toggle(c.id)}
                      data-testid={`communication-${c.id}`}
                    >
                      <ListItemIcon sx={{ minWidth: 48 }}>
                        {excluded.has(c.id) ? <CheckBoxOutlineBlankIcon /> : <CheckBoxIcon color="primary" />}
                      </ListItemIcon>
                      <Box id={`communication-label-${c.id}`} sx={{ minWidth: 0 }}>
                        <CommunicationLine communication={c} />
                      </Box>
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Paper>
          </div>
          <div className={cell({ xs: 12, md: 6 })}>
            {messageError && (
              <Alert
                severity="error"
                sx={{ mb: 2 }}
                data-testid="communications-message-error"
                action={
                  <Button color="inherit" variant="text" onClick={reloadList}>
                    {t("reload")}
                  </Button>
                }
              >
                {messageError.message || t("messageFailed")}
              </Alert>
            )}
            <MessagePanel
              text={text}
              placeholder={selectedIds.length === 0 ? t("selectToGenerate") : undefined}
              onCopy={copy}
              actions={
                recipient ? (
                  <>
                    <Button
                      variant="outlined"
                      disabled={!ready}
                      onClick={() => ask("clipboard")}
                      data-testid="communications-send"
                    >
                      {t("copyAndMark")}
                    </Button>
                    <Button
                      startIcon={<MailIcon />}
                      disabled={!ready}
                      onClick={() => ask("email")}
                      data-testid="communications-send-email"
                    >
                      {t("sendEmail")}
                    </Button>
                  </>
                ) : (
                  <Button
                    startIcon={<SendIcon />}
                    // Until delivery has answered: which send this screen offers is not known yet.
                    disabled={!ready || delivery.isPending}
                    onClick={() => ask("clipboard")}
                    data-testid="communications-send"
                  >
                    {t("send")}
                  </Button>
                )
              }
            />
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={
          sendKind === "email"
            ? t("sendEmailConfirm", { address: recipient ?? "" })
            : t(copyByHand ? "sendConfirmByHand" : "sendConfirm", { hotel: hotelName ?? t("thisHotel") })
        }
        onConfirm={() => void (sendKind === "email" ? sendEmail() : send())}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/** The message, read-only, with copy (and the send button when there is one). */
export function MessagePanel({
  text,
  placeholder,
  onCopy,
  actions,
}: {
  text: string;
  placeholder?: string;
  onCopy: () => void;
  actions?: ReactNode;
}) {
  const t = useTranslations("communications");
  const titleId = useId();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" id={titleId} sx={{ mb: 1 }}>
        {t("message")}
      </Typography>
      <TextField
        value={text}
        placeholder={placeholder}
        multiline
        minRows={10}
        fullWidth
        // Named by the panel's title (axe label: the field has no label of its own).
        slotProps={{
          htmlInput: { readOnly: true, "aria-labelledby": titleId, "data-testid": "communications-message" },
        }}
        sx={{ "& textarea": { fontFamily: "monospace", fontSize: 14 } }}
      />
      <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end", mt: 2, flexWrap: "wrap" }}>
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          disabled={!text}
          onClick={onCopy}
          data-testid="communications-copy"
        >
          {t("copy")}
        </Button>
        {actions}
      </Box>
    </Paper>
  );
}
