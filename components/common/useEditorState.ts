"use client";
import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { notePageEdited } from "@/lib/client/leave-guard";
import { clearRestored, registerPageDraft, showRestored } from "@/lib/client/page-drafts";
import type { Draft } from "@/lib/client/drafts";

/**
 * The drafts' storage code (IndexedDB), fetched when a form mounts rather than in the page's first
 * load (the budget of docs/BUNDLE.md); a failed fetch is retried at the next use.
 */
let draftsModule: Promise<typeof import("@/lib/client/drafts")> | null = null;
function drafts() {
  draftsModule ??= import("@/lib/client/drafts").catch((error: unknown) => {
    draftsModule = null;
    throw error;
  });
  return draftsModule;
}
const deleteDraft = (key: string) =>
  void drafts()
    .then((module) => module.deleteDraft(key))
    .catch(() => undefined);

/** Typing is written to the draft this long after the last keystroke (and at once on page hide). */
const DRAFT_DELAY_MS = 300;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The draft's edits on top of `base`: the whole draft when it was made from this very record, the
 * fields the user changed (top level) when the record has changed since; null when the draft has
 * nothing to add (already saved, or no longer comparable).
 */
function restoredValue<T>(draft: Draft<T>, base: T, exact: boolean): T | null {
  if (same(draft.value, base)) return null;
  if (same(draft.base, base)) return draft.value;
  if (exact || !isRecord(draft.value) || !isRecord(draft.base) || !isRecord(base)) return null;
  const merged: Record<string, unknown> = { ...base };
  for (const [field, edited] of Object.entries(draft.value)) {
    if (!same(edited, draft.base[field])) merged[field] = edited;
  }
  return same(merged, base) ? null : (merged as T);
}

/**
 * A form value with the value last loaded or saved, so that unsaved edits can be told apart; and
 * its local draft (lib/client/drafts.ts): while the form is dirty its value is kept in
 * IndexedDB for this account and address, restored after a reload, a crash, Back or /offline with
 * "Bozza ripristinata", and deleted once saved, reverted, discarded or left with "Continua".
 * `reset(next)` is both "loaded" (the form was clean: a draft made from that record is restored)
 * and "saved" (the form was dirty: its draft is done with). `form` tells apart two forms of one page.
 * `loaded` turns true at the first `reset`: an edit page keeps its fields disabled until then, so
 * that nothing is typed into a field that the record is about to fill. An edit page
 * whose record is at hand when it mounts (read with the page, or cached) passes it as `initial`
 * with `loaded: true` instead.
 */
export function useEditorState<T>(
  initial: T,
  { form = "form", loaded: loadedWithPage = false }: { form?: string; loaded?: boolean } = {},
) {
  const [saved, setSaved] = useState<T>(initial);
  // Whether the record is in the form: an edit page shows its fields disabled until then.
  const [loaded, setLoaded] = useState(loadedWithPage);
  const loadedAtMount = useRef(loadedWithPage);
  const [value, setValue] = useState<T>(initial);
  const dirty = useMemo(() => !same(saved, value), [saved, value]);
  const key = useRef<string | null>(null);
  // The key also as state: edits typed before the storage code arrived are written once it has.
  const [keyReady, setKeyReady] = useState<string | null>(null);
  const dirtyRef = useRef(dirty);
  const savedRef = useRef(saved);
  const discarded = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
    savedRef.current = saved;
  }, [dirty, saved]);

  const restore = useCallback((base: T, exact: boolean) => {
    const draftAt = key.current;
    if (!draftAt) return;
    void drafts()
      .then((module) => module.readDraft<T>(draftAt))
      .catch(() => null)
      .then((draft) => {
        // The user has typed meanwhile, or the form shows another record by now: theirs wins.
        if (!draft || dirtyRef.current || !same(savedRef.current, base)) return;
        const next = restoredValue(draft, base, exact);
        if (next === null) {
          if (same(draft.value, base)) deleteDraft(draftAt);
          return;
        }
        discarded.current = false;
        setValue(next);
        showRestored({
          key: draftAt,
          discard: () => {
            discarded.current = true;
            deleteDraft(draftAt);
            clearRestored(draftAt);
            setValue(savedRef.current);
          },
        });
      });
  }, []);

  // On mount: this page's draft. An edit page that mounts with an empty placeholder restores it
  // when its record arrives, through reset; one that mounts with its record restores it now, as
  // reset would.
  useEffect(() => {
    let unregister: (() => void) | null = null;
    let unmounted = false;
    void drafts()
      .then((module) => {
        const draftAt = module.draftKey(form);
        if (unmounted || !draftAt) return;
        key.current = draftAt;
        // Only edits typed before the storage code arrived need a render to be written: a state
        // change here renders the whole form again, in one task (~150 ms of a 4x slower CPU on
        // customer edit); a clean form's later edits find the key in the ref.
        if (dirtyRef.current) setKeyReady(draftAt);
        unregister = registerPageDraft(draftAt, () => {
          discarded.current = true;
          deleteDraft(draftAt);
          clearRestored(draftAt);
        });
        restore(savedRef.current, !loadedAtMount.current);
      })
      .catch(() => undefined);
    return () => {
      unmounted = true;
      unregister?.();
      if (key.current) clearRestored(key.current);
    };
  }, [form, restore]);

  // While dirty, the value goes to the draft; when the form turns clean (saved, reverted) it goes.
  const wasDirty = useRef(false);
  useEffect(() => {
    const draftAt = key.current;
    if (!draftAt) return;
    if (!dirty) {
      if (wasDirty.current) {
        deleteDraft(draftAt);
        clearRestored(draftAt);
      }
      wasDirty.current = false;
      return;
    }
    wasDirty.current = true;
    discarded.current = false;
    const write = () => {
      if (discarded.current) return;
      void drafts()
        .then((module) => module.writeDraft(draftAt, value, saved))
        .catch(() => undefined);
    };
    const timer = window.setTimeout(write, DRAFT_DELAY_MS);
    window.addEventListener("pagehide", write);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("pagehide", write);
    };
  }, [dirty, value, saved, keyReady]);

  const reset = useCallback(
    (next: T) => {
      const wasEdited = dirtyRef.current;
      setLoaded(true);
      setSaved(next);
      setValue(next);
      savedRef.current = next;
      dirtyRef.current = false;
      if (wasEdited) {
        // Saved: the draft is done with.
        if (key.current) {
          deleteDraft(key.current);
          clearRestored(key.current);
        }
      } else {
        restore(next, false);
      }
    },
    [restore],
  );
  // The user's edits (not a restored draft): edits after a save that is waiting for the network
  // are not in it, so leaving asks again (lib/client/leave-guard.ts).
  const edit = useCallback<Dispatch<SetStateAction<T>>>((next) => {
    notePageEdited();
    setValue(next);
  }, []);
  return { value, setValue: edit, dirty, reset, loaded };
}
