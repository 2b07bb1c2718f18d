"use client";
import { useCallback, useMemo, useState } from "react";

/** A form value with the value last loaded or saved, so that unsaved edits can be told apart. */
export function useEditorState<T>(initial: T) {
  const [saved, setSaved] = useState<T>(initial);
  const [value, setValue] = useState<T>(initial);
  const dirty = useMemo(() => JSON.stringify(saved) !== JSON.stringify(value), [saved, value]);
  const reset = useCallback((next: T) => {
    setSaved(next);
    setValue(next);
  }, []);
  return { value, setValue, dirty, reset };
}
