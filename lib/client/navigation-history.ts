/** The path shown before the current one, for lists that keep their filters after an edit page. */
let currentPath: string | null = null;
let previousPath: string | null = null;

export function recordPath(path: string) {
  if (path === currentPath) return;
  previousPath = currentPath;
  currentPath = path;
}

export function getPreviousPath(): string | null {
  return previousPath;
}

/** During the first render of a page, before the tracker has recorded it, the last recorded path. */
export function getLastRecordedPath(): string | null {
  return currentPath;
}
