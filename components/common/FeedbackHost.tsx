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
  const tRequests = useTranslations("requests");
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
      <Dialog open={saving} aria-label={tRequests("savingInProgress")} data-testid="saving-modal">
        <DialogContent sx={{ display: "flex", justifyContent: "center", p: 4 }}>
          <CircularProgress />
        </DialogContent>
      </Dialog>
      {/* Success notices sit in the middle of the app bar's band, the one strip of every page
          that holds no form field (at the bottom it would cover "Capo area" on the
          reservation form). The bar is sticky, so the notice stays in it while scrolling. */}
      <Snackbar
        open={notices.length > 0}
        autoHideDuration={3000}
        onClose={() => feedback.clearNotices()}
        anchorOrigin={{ vertical: "top", horizontal: "center" }}
        sx={{ top: { xs: 4, sm: 8 }, maxWidth: { sm: "min(480px, calc(100% - 48px))" } }}
        data-testid="notice"
      >
        <Alert
          severity="success"
          variant="filled"
          onClose={() => feedback.clearNotices()}
          sx={{ py: 0, alignItems: "center", boxShadow: 6 }}
        >
          {notices.join(" ")}
        </Alert>
      </Snackbar>
    </>
  );
}
