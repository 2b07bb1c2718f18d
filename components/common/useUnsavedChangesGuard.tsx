"use client";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { discardPageDrafts, useRestoredDraft } from "@/lib/client/page-drafts";
import { pageEditsKept, registerLeaveGuard } from "@/lib/client/leave-guard";
import { deferred } from "./deferred";

/** The question's dialog: fetched when the page is idle or the question is first asked. */
const UnsavedChangesDialog = deferred(
  () => import("./UnsavedChangesDialog").then((module) => module.UnsavedChangesDialog),
  { when: "open" },
);

/** "Bozza ripristinata": fetched when a draft is first restored. */
const DraftNotice = deferred(() => import("./DraftNotice").then((module) => module.DraftNotice), {
  when: "idle",
});

/** Marks the extra history entry pushed while a form is dirty (see the Back/Forward comment). */
const SENTINEL_KEY = "__unsavedSentinel";
const onSentinel = () => Boolean(window.history.state?.[SENTINEL_KEY]);

/**
 * "Uscire senza salvare?" with Salva, Continua (discard) and Annulla while a form has unsaved
 * edits, for every way out of the page:
 * - in-app links (caught before Next's router sees the click);
 * - the page's own buttons, through `navigate`;
 * - the header's buttons (logout), through `confirmLeave` (lib/client/leave-guard.ts);
 * - browser Back: while dirty an extra history entry for the same URL sits on top, so Back only
 *   lands on the page's own entry (Next restores the same page, the edits stay) and the question
 *   is asked; Continua then goes back for real. The extra entry replaces any Forward entries, so
 *   Forward cannot leave a dirty page either. After a save the extra entry stays (one Back then
 *   stays on the page: the price of never losing an edit);
 * - reload and tab close: the browser's own prompt (beforeunload).
 * Edits whose save is waiting for the network are kept, not unsaved (lib/client/leave-guard.ts):
 * while nothing is edited after that save, no way out asks.
 * `onSave` resolves true when the save succeeded.
 */
export function useUnsavedChangesGuard({
  dirty,
  onSave,
}: {
  dirty: boolean;
  onSave: () => Promise<boolean>;
}) {
  const router = useRouter();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const dirtyRef = useRef(dirty);
  const sentinelUrl = useRef<string | null>(null);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  /** Leaving now would lose edits: dirty, and not all of it waiting to be sent. */
  const unsaved = useCallback(() => dirtyRef.current && !pageEditsKept(), []);

  /**
   * Pushes the extra entry: a copy of Next's own state, so that its router treats it as this page.
   * An extra entry still on top from an earlier edit of the page (saved since) is reused. It is
   * never popped by the page itself when the form turns clean: the page's own navigation (e.g.
   * router.replace after creating a record) may be under way, and a Back would undo it.
   */
  const pushSentinel = useCallback(() => {
    if (!onSentinel()) {
      window.history.pushState({ ...window.history.state, [SENTINEL_KEY]: true }, "", window.location.href);
    }
    sentinelUrl.current = window.location.href;
  }, []);
  const ask = useCallback((proceed: () => void) => setPending(() => proceed), []);
  /** Opens `href`, taking the place of the extra entry when it is on top (no dead Back press). */
  const go = useCallback(
    (href: string) => {
      if (onSentinel()) router.replace(href);
      else router.push(href);
    },
    [router],
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unsaved()) event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (!unsaved() || event.defaultPrevented || event.button !== 0) return;
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
      const href = `${url.pathname}${url.search}${url.hash}`;
      ask(() => go(href));
    };
    const onPopState = () => {
      // Only the step from our extra entry down to the page's own entry (same URL) is caught.
      if (!dirtyRef.current || onSentinel() || sentinelUrl.current !== window.location.href) return;
      sentinelUrl.current = null;
      if (unsaved()) ask(() => window.history.back());
      else window.history.back();
    };
    pushSentinel();
    const unregister = registerLeaveGuard({
      dirty: () => dirtyRef.current,
      ask,
      release: () => {
        dirtyRef.current = false;
        setPending(null);
        sentinelUrl.current = null;
      },
    });
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("popstate", onPopState);
    document.addEventListener("click", onClick, true);
    return () => {
      unregister();
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("popstate", onPopState);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty, ask, go, pushSentinel, unsaved]);

  const navigate = useCallback(
    (href: string) => {
      if (unsaved()) ask(() => go(href));
      else go(href);
    },
    [ask, go, unsaved],
  );

  const leave = (proceed: () => void) => {
    dirtyRef.current = false;
    setPending(null);
    sentinelUrl.current = null;
    proceed();
  };

  const stay = () => {
    setPending(null);
    // Back was pressed: put the extra entry back, so that the next Back asks again.
    if (dirtyRef.current) pushSentinel();
  };

  const dialog = (
    <UnsavedChangesDialog
      open={pending !== null}
      onSave={async () => {
        const proceed = pending;
        setPending(null);
        // Saved, or waiting for the network with these very edits: nothing is lost by leaving.
        if (proceed && ((await onSave()) || pageEditsKept())) leave(proceed);
        else stay();
      }}
      onLeave={() => {
        if (!pending) return;
        // "Continua": the user gives the edits up, so their local drafts go too.
        discardPageDrafts();
        leave(pending);
      }}
      onStay={stay}
    />
  );
  // "Bozza ripristinata" for the page's form whose draft came back (useEditorState).
  const restored = useRestoredDraft();
  const [closedNotice, setClosedNotice] = useState<string | null>(null);
  const notice =
    restored !== null && closedNotice !== restored.key ? (
      <DraftNotice onDiscard={restored.discard} onClose={() => setClosedNotice(restored.key)} />
    ) : null;
  return {
    navigate,
    dialog: (
      <>
        {notice}
        {dialog}
      </>
    ),
  };
}
