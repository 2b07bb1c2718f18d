"use client";
import { Button } from "@mui/material";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { useOfferPageSave } from "@/lib/client/page-drafts";
import { ConfirmDialog } from "./ConfirmDialog";
import { useHydrated } from "./useHydrated";

/**
 * The actions of an edit page: Salva, extra actions, Elimina after a yes/no question (e.g.
 * "Eliminare utente?"), and the way back to the list. Leave `onSave` out on a read-only page and
 * `onDelete` out for a record not saved yet.
 */
export function EditorActions({
  onSave,
  onDelete,
  deleteQuestion,
  backLabel,
  onBack,
  children,
  loading = false,
}: {
  onSave?: () => void;
  onDelete?: () => void;
  deleteQuestion?: string;
  backLabel: string;
  onBack: () => void;
  children?: ReactNode;
  /** The record is still loading: Salva and Elimina are disabled until it is there. */
  loading?: boolean;
}) {
  const t = useTranslations("common");
  const [asking, setAsking] = useState(false);
  // On a screen the server renders, every action needs the page's code: visibly disabled until then.
  const hydrated = useHydrated();
  // A save re-sent after the network came back ends through this Save (lib/client/resend-saves.ts).
  useOfferPageSave(onSave);
  return (
    <>
      {onSave && (
        <Button onClick={onSave} disabled={loading || !hydrated}>
          {t("save")}
        </Button>
      )}
      {children}
      {onDelete && (
        <Button color="error" onClick={() => setAsking(true)} disabled={loading || !hydrated}>
          {t("delete")}
        </Button>
      )}
      <Button variant="outlined" onClick={onBack} disabled={!hydrated}>
        {backLabel}
      </Button>
      <ConfirmDialog
        open={asking}
        title={deleteQuestion ?? ""}
        onConfirm={() => {
          setAsking(false);
          onDelete?.();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
