"use client";
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * "Uscire senza salvare?" with Salva, Comtinua (discard) and Annulla while a form has unsaved
 * edits. Covers in-app links (caught before Next's router sees the click), the page's own
 * navigation through `navigate`, and closing or reloading the tab (the browser's own prompt).
 * `onSave` resolves true when the save succeeded.
 */
export function useUnsavedChangesGuard({
  dirty,
  onSave,
}: {
  dirty: boolean;
  onSave: () => Promise<boolean>;
}) {
  const t = useTranslations("common");
  const router = useRouter();
  const [pendingHref, setPendingHref] = useState<string | null>(null);
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (!dirtyRef.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (
        !(anchor instanceof HTMLAnchorElement) ||
        anchor.target === "_blank" ||
        anchor.hasAttribute("download")
      )
        return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      setPendingHref(`${url.pathname}${url.search}${url.hash}`);
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty]);

  const navigate = useCallback(
    (href: string) => {
      if (dirtyRef.current) setPendingHref(href);
      else router.push(href);
    },
    [router],
  );

  const leave = (href: string) => {
    dirtyRef.current = false;
    setPendingHref(null);
    router.push(href);
  };

  const dialog = (
    <Dialog open={pendingHref !== null} onClose={() => setPendingHref(null)} aria-labelledby="unsaved-title">
      <DialogTitle id="unsaved-title">{t("unsavedTitle")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t("unsavedText")}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={async () => {
            const href = pendingHref;
            setPendingHref(null);
            if (href && (await onSave())) leave(href);
          }}
        >
          {t("save")}
        </Button>
        <Button color="warning" onClick={() => pendingHref && leave(pendingHref)}>
          {t("continue")}
        </Button>
        <Button variant="outlined" onClick={() => setPendingHref(null)}>
          {t("cancel")}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { navigate, dialog };
}
