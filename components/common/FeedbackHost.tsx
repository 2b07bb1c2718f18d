"use client";
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Snackbar,
} from "@mui/material";
import { useTranslations } from "next-intl";
import { feedback, useFeedback } from "@/lib/client/feedback-store";

/** The "Attenzione" error modal, the blocking modal while a save runs, and success notices. */
export function FeedbackHost() {
  const t = useTranslations("common");
  const { errors, notices, saving } = useFeedback();
  return (
    <>
      <Dialog
        open={errors.length > 0}
        onClose={() => feedback.clearErrors()}
        aria-labelledby="attention-title"
      >
        <DialogTitle id="attention-title">{t("attention")}</DialogTitle>
        <DialogContent>
          {errors.map((message) => (
            <Alert key={message} severity="error" sx={{ mb: 1 }} data-testid="error-message">
              {message}
            </Alert>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => feedback.clearErrors()} autoFocus>
            {t("ok")}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={saving} aria-label={t("savingInProgress")} data-testid="saving-modal">
        <DialogContent sx={{ display: "flex", justifyContent: "center", p: 4 }}>
          <CircularProgress />
        </DialogContent>
      </Dialog>
      <Snackbar
        open={notices.length > 0}
        autoHideDuration={3000}
        onClose={() => feedback.clearNotices()}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        <Alert severity="success" variant="filled" onClose={() => feedback.clearNotices()}>
          {notices.join(" ")}
        </Alert>
      </Snackbar>
    </>
  );
}
