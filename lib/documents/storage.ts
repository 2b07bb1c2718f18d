import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Attachments live in PostgreSQL (document_contents), so that every app node serves them, unless
 * DOCUMENTS_DIR names a folder: then they are files there (one host, or a shared mount). Read at
 * each call.
 */
export function documentsOnDisk(): boolean {
  return Boolean(process.env.DOCUMENTS_DIR);
}

/**
 * The folder of attachment files: DOCUMENTS_DIR, or .data/documents, where files were kept before
 * attachments moved into the database (lib/documents/migrate-document-files.ts reads it once).
 */
export function documentsDir(): string {
  // A runtime folder, not part of the build: keep Turbopack from tracing it.
  return path.resolve(/*turbopackIgnore: true*/ process.env.DOCUMENTS_DIR || path.join(".data", "documents"));
}

export const DEFAULT_DOCUMENTS_MAX_BYTES = 10 * 1024 * 1024;

/** The largest accepted file (DOCUMENTS_MAX_BYTES, default 10 MB). */
export function documentsMaxBytes(): number {
  const configured = Number(process.env.DOCUMENTS_MAX_BYTES);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_DOCUMENTS_MAX_BYTES;
}

/** A new storage key: a server-generated name, never derived from the client's file name. */
export function newStorageKey(): string {
  return randomUUID();
}

/** The file of a storage key; keys are UUIDs, checked so that no key can leave the folder. */
export function storedFilePath(storageKey: string): string {
  if (!/^[0-9a-f-]{36}$/.test(storageKey)) throw new Error(`Invalid storage key ${storageKey}`);
  return path.join(/*turbopackIgnore: true*/ documentsDir(), storageKey);
}

/** Writes a new file (never overwriting one); a partial file is removed when writing fails. */
export async function writeStoredFile(storageKey: string, bytes: Uint8Array): Promise<void> {
  const target = storedFilePath(storageKey);
  await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  try {
    await fs.writeFile(target, bytes, { flag: "wx", mode: 0o600 });
  } catch (error) {
    // A half-written file must not stay; an existing file ("wx") is not ours to remove.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") await removeStoredFile(storageKey);
    throw error;
  }
}

/** Removes a stored file; a file already gone is not an error. */
export async function removeStoredFile(storageKey: string): Promise<void> {
  try {
    await fs.rm(storedFilePath(storageKey), { force: true });
  } catch (error) {
    console.error("[documents] could not remove a stored file", storageKey, error);
  }
}

/** Opens a stored file for reading; null when it is missing. */
export async function openStoredFile(storageKey: string): Promise<fs.FileHandle | null> {
  try {
    return await fs.open(/*turbopackIgnore: true*/ storedFilePath(storageKey), "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
