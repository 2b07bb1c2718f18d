/** The file name of a download from its Content-Disposition header, preferring filename*. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = header.match(/filename\*\s*=\s*UTF-8''([^;]+)/i);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // fall through to the plain name
    }
  }
  return (
    header.match(/filename\s*=\s*"([^"]*)"/i)?.[1] ??
    header.match(/filename\s*=\s*([^;]+)/i)?.[1]?.trim() ??
    null
  );
}

/** Hands a downloaded file to the browser, which saves it under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = "none";
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
