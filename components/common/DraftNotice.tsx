"use client";
import { Alert, Button } from "@mui/material";
import { useTranslations } from "next-intl";
import { useRestoredDraft } from "@/lib/client/drafts";

/** "Bozza ripristinata" over the page whose form got its unsaved edits back, with a way to discard them. */
export function DraftNotice() {
  const t = useTranslations("common");
  const restored = useRestoredDraft();
  if (!restored) return null;
  return (
    <Alert
      severity="info"
      role="status"
      data-testid="draft-restored"
      sx={{ mb: 2, alignItems: "center" }}
      action={
        <Button color="inherit" variant="outlined" onClick={restored.discard} sx={{ minHeight: 44 }}>
          {t("discardDraft")}
        </Button>
      }
    >
      {t("draftRestored")}
    </Alert>
  );
}
