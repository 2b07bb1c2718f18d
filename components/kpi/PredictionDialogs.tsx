"use client";
import CancelIcon from "@mui/icons-material/Cancel";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import ErrorIcon from "@mui/icons-material/Error";
import SettingsIcon from "@mui/icons-material/Settings";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useTranslations } from "next-intl";
import type { KpiDto } from "@/lib/kpi/schemas";

/** "Avvisi": the events the job left out and why ("Nessun avviso" when none). */
export function WarningsDialog({ open, kpi, onClose }: { open: boolean; kpi: KpiDto; onClose: () => void }) {
  const t = useTranslations("kpi");
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="kpi-warnings-title">
      <DialogTitle id="kpi-warnings-title">{t("warningsTitle")}</DialogTitle>
      <DialogContent>
        {kpi.warningMessages.length === 0 ? (
          <Typography>{t("noWarnings")}</Typography>
        ) : (
          <List dense data-testid="kpi-warnings">
            {kpi.warningMessages.map((message) => (
              <ListItem key={message}>{message}</ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("close")}</Button>
      </DialogActions>
    </Dialog>
  );
}

type Icon = "ok" | "excluded" | "calculating" | "error";

/** SPEC.md section 4 "Prediction status": the icons of one selected event. */
export function selectedEventIcons(
  kpi: KpiDto,
  eventId: number,
): { average: Icon; booking: Icon; players: Icon } {
  if (kpi.predictionStatus === "Error") return { average: "error", booking: "error", players: "error" };
  if (kpi.predictionStatus === "Calculating")
    return { average: "calculating", booking: "calculating", players: "calculating" };
  const inAverage = kpi.eventsForAverageAndConsumerPrediction.includes(eventId);
  const players: Icon = !inAverage
    ? "excluded"
    : kpi.predictionStatus === "CalculatingTimeSeries"
      ? "calculating"
      : kpi.predictionStatus === "PredictError"
        ? "error"
        : "ok";
  return {
    average: inAverage ? "ok" : "excluded",
    booking: kpi.eventsForBookingPrediction.includes(eventId) ? "ok" : "excluded",
    players,
  };
}

function StatusIcon({ icon }: { icon: Icon }) {
  const t = useTranslations("kpi");
  const props = { titleAccess: t(`icons.${icon}`), "data-icon": icon } as const;
  if (icon === "ok") return <CheckCircleIcon color="success" {...props} />;
  if (icon === "error") return <ErrorIcon color="error" {...props} />;
  if (icon === "calculating") return <SettingsIcon color="action" {...props} />;
  return <CancelIcon color="disabled" {...props} />;
}

/** "Eventi selezionati": Evento, Media, Previsione prenotaz., Previsioni players with the status icons. */
export function SelectedEventsDialog({
  open,
  kpi,
  onClose,
}: {
  open: boolean;
  kpi: KpiDto;
  onClose: () => void;
}) {
  const t = useTranslations("kpi");
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="kpi-events-title">
      <DialogTitle id="kpi-events-title">{t("eventsTitle")}</DialogTitle>
      <DialogContent>
        <Table size="small" data-testid="kpi-selected-events">
          <TableHead>
            <TableRow>
              <TableCell>{t("eventColumns.event")}</TableCell>
              <TableCell align="center">{t("eventColumns.average")}</TableCell>
              <TableCell align="center">{t("eventColumns.booking")}</TableCell>
              <TableCell align="center">{t("eventColumns.players")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {kpi.selectedEvents.map((event) => {
              const icons = selectedEventIcons(kpi, event.id);
              return (
                <TableRow key={event.id}>
                  <TableCell>{event.name}</TableCell>
                  <TableCell align="center">
                    <StatusIcon icon={icons.average} />
                  </TableCell>
                  <TableCell align="center">
                    <StatusIcon icon={icons.booking} />
                  </TableCell>
                  <TableCell align="center">
                    <StatusIcon icon={icons.players} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
