"use client";
import { Alert, Button } from "@mui/material";
import { useTranslations } from "next-intl";

/**
 * "Bozza ripristinata" over the form that got its unsaved edits back (lib/client/drafts.ts), at the
 * bottom of the screen (the page's title and its Salva stay free), with "Scarta bozza" (back to
 * the saved record) and "Ok" (keep the edits).
 * Rendered by the unsaved-changes guard, which every editor has, so list pages do not carry it.
 */
export function DraftNotice({ onDiscard, onClose }: { onDiscard: () => void; onClose: () => void }) {
  const t = useTranslations("common");
  return (
    <Alert
      severity="info"
      role="status"
      data-testid="draft-restored"
      sx={{
        position: "fixed",
        bottom: 16,
        left: "50%",
        transform: "translateX(-50%)",
        zIndex: (theme) => theme.zIndex.snackbar,
        width: "min(640px, calc(100vw - 32px))",
        alignItems: "center",
        boxShadow: 3,
      }}
      action={
        <>
          <Button color="inherit" variant="outlined" onClick={onDiscard} sx={{ minHeight: 44, mr: 1 }}>
            {t("discardDraft")}
          </Button>
          <Button color="inherit" onClick={onClose} sx={{ minHeight: 44 }}>
            {t("ok")}
          </Button>
        </>
      }
    >
      {t("draftRestored")}
    </Alert>
  );
}
