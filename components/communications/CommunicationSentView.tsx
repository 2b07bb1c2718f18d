"use client";
import { Box, Button, List, ListItem, Paper, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { PageHeader } from "@/components/common/PageHeader";
import { cell, formGrid } from "@/components/common/form-grid";
import { api } from "@/lib/client/api-client";
import { feedback } from "@/lib/client/feedback-store";
import { formatDateTime } from "@/lib/client/format";
import type { CommunicationSentDto } from "@/lib/communications/schemas";
import { CommunicationLine } from "./CommunicationLine";
import { MessagePanel } from "./CommunicationEditor";
import { copyToClipboard } from "./clipboard";
import { SentFacts } from "./SentStatus";

/** /events/{eventId}/communications/edit/{id}: a sent message, read-only, with what it told. */
export function CommunicationSentView({ eventId, id }: { eventId: number; id: number }) {
  const t = useTranslations("communications");
  const locale = useLocale();
  const record = useQuery({
    queryKey: ["communications", eventId, "sent", id],
    queryFn: ({ signal }) =>
      api.get<CommunicationSentDto>(`/communications/communicationsent/${id}`, { signal }),
  });
  const data = record.data;
  const copy = async () => {
    if (!data) return;
    if (await copyToClipboard(data.text)) feedback.showNotices([t("copied")]);
    else feedback.showErrors([t("copyFailed")]);
  };
  return (
    <>
      <PageHeader
        title={data ? t("editTitle", { hotel: data.locationName }) : ""}
        actions={
          <Button component={Link} href={`/events/${eventId}/communications?tab=sent`} variant="outlined">
            {t("backToList")}
          </Button>
        }
      />
      {data && (
        <>
          <Box sx={{ mb: 2 }}>
            <Typography color="textSecondary" data-testid="communication-sent-info">
              {t("sentOn", { date: formatDateTime(data.sentDate, locale), name: data.profileFullName })}
            </Typography>
            <SentFacts record={data} />
          </Box>
          <div className={formGrid()}>
            <div className={cell({ xs: 12, md: 6 })}>
              <Paper variant="outlined">
                <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, pb: 1 }}>
                  {t("sentReservations")}
                </Typography>
                <List disablePadding data-testid="communication-sent-list">
                  {data.communicationList?.map((c) => (
                    <ListItem key={c.id} divider>
                      <CommunicationLine communication={c} />
                    </ListItem>
                  ))}
                </List>
              </Paper>
            </div>
            <div className={cell({ xs: 12, md: 6 })}>
              <MessagePanel text={data.text} onCopy={() => void copy()} />
            </div>
          </div>
        </>
      )}
    </>
  );
}
