import { createHash } from "node:crypto";
import fs from "node:fs";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { AGE_HEADER, BackupKeyError, decryptStream, type BackupIdentity } from "./encryption";

/**
 * The backup file (docs/DECISIONS.md "Backups"): an age file (encrypted to BACKUP_RECIPIENT, see
 * encryption.ts) whose plaintext is one gzip stream of framed records:
 *
 *   "PFBACKUP1\n"                       magic line
 *   record*                             1 byte kind, 4 bytes big-endian length, payload
 *
 * Kinds: "T" a table starts (payload: its qualified name), "D" a chunk of that table's COPY text,
 * "E" the table ends, "M" the manifest (JSON, last record), "Z" end of file (empty). Every COPY byte
 * of a table goes through sha256 and its rows are counted (one "\n" per row in COPY text format),
 * so a restore can check each table against the manifest before writing anything.
 */
export const MAGIC = Buffer.from("PFBACKUP1\n", "ascii");
export const FORMAT_VERSION = 1;
export const BACKUP_FILE_PATTERN =
  /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:-\d{3})?Z\.pgcopy\.gz\.age$/;
/**
 * Files of the versions before encryption: the same records, gzipped only. Never listed nor served;
 * a restore still reads them, and they are pruned with the others.
 */
export const UNENCRYPTED_BACKUP_FILE_PATTERN =
  /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:-\d{3})?Z\.pgcopy\.gz$/;

export type ManifestTable = {
  schema: string;
  name: string;
  /** The columns written, in order (generated columns are left out: PostgreSQL computes them). */
  columns: string[];
  rows: number;
  bytes: number;
  sha256: string;
};

export type ManifestSequence = { schema: string; name: string; lastValue: string | null; isCalled: boolean };

export type ManifestMigration = { hash: string; createdAt: number };

export type Manifest = {
  format: number;
  app: "poker-festival-backoffice";
  createdAt: string;
  postgres: string;
  /** drizzle's __drizzle_migrations at the snapshot, oldest first: the migration level. */
  migrations: ManifestMigration[];
  tables: ManifestTable[];
  sequences: ManifestSequence[];
  /** Schemas left out on purpose (pg-boss's queue: pg-boss recreates it). */
  excludedSchemas: string[];
};

/** A table's running checksum and row count while its COPY bytes pass. */
export class TableDigest {
  private hash = createHash("sha256");
  rows = 0;
  bytes = 0;
  update(chunk: Buffer) {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    let at = chunk.indexOf(10);
    while (at !== -1) {
      this.rows++;
      at = chunk.indexOf(10, at + 1);
    }
  }
  digest(): string {
    return this.hash.digest("hex");
  }
}

export function frame(kind: "T" | "D" | "E" | "M" | "Z", payload: Buffer = Buffer.alloc(0)): Buffer[] {
  const head = Buffer.alloc(5);
  head.write(kind, 0, "ascii");
  head.writeUInt32BE(payload.length, 1);
  return payload.length ? [head, payload] : [head];
}

export type BackupRecord =
  | { kind: "T"; table: string }
  | { kind: "D"; chunk: Buffer }
  | { kind: "E" }
  | { kind: "M"; manifest: Manifest }
  | { kind: "Z" };

export class BackupFileError extends Error {}

/** "encrypted": an age file; "unencrypted": a gzip file of the versions before encryption. */
export async function backupFileKind(file: string): Promise<"encrypted" | "unencrypted" | "unknown"> {
  const handle = await fs.promises.open(file, "r");
  try {
    const head = Buffer.alloc(AGE_HEADER.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (bytesRead === head.length && head.equals(AGE_HEADER)) return "encrypted";
    if (bytesRead >= 2 && head[0] === 0x1f && head[1] === 0x8b) return "unencrypted";
    return "unknown";
  } finally {
    await handle.close();
  }
}

/**
 * Reads the records of a backup file in order, streamed (never the whole file in memory),
 * decrypting it with one of `identities`. Throws BackupKeyError when none opens it, and
 * BackupFileError on a file that is not a backup, is cut short or is damaged (age's checks of every
 * 64 KiB chunk, then gzip's).
 */
export async function* readBackupRecords(
  file: string,
  identities: readonly BackupIdentity[],
): AsyncGenerator<BackupRecord> {
  const gunzip = createGunzip();
  let source: Readable | null = null;
  let plain: Readable | null = null;
  let buffer: Buffer = Buffer.alloc(0);
  let magicSeen = false;
  let ended = false;
  try {
    const kind = await backupFileKind(file);
    if (kind === "unknown") throw new BackupFileError("not a backup file of this app");
    source = fs.createReadStream(file);
    plain = kind === "encrypted" ? await decryptStream(source, identities) : source;
    plain.on("error", (error) => gunzip.destroy(error));
    plain.pipe(gunzip);
    for await (const piece of gunzip as AsyncIterable<Buffer>) {
      buffer = buffer.length ? Buffer.concat([buffer, piece]) : piece;
      if (!magicSeen) {
        if (buffer.length < MAGIC.length) continue;
        if (!buffer.subarray(0, MAGIC.length).equals(MAGIC))
          throw new BackupFileError("not a backup file of this app");
        magicSeen = true;
        buffer = buffer.subarray(MAGIC.length);
      }
      let offset = 0;
      while (buffer.length - offset >= 5) {
        const kind = String.fromCharCode(buffer[offset]!);
        const length = buffer.readUInt32BE(offset + 1);
        if (buffer.length - offset - 5 < length) break;
        const payload = buffer.subarray(offset + 5, offset + 5 + length);
        offset += 5 + length;
        if (ended) throw new BackupFileError("data after the end of the backup");
        switch (kind) {
          case "T":
            yield { kind, table: payload.toString("utf8") };
            break;
          case "D":
            yield { kind, chunk: payload };
            break;
          case "E":
            yield { kind };
            break;
          case "M":
            yield { kind, manifest: JSON.parse(payload.toString("utf8")) as Manifest };
            break;
          case "Z":
            ended = true;
            yield { kind };
            break;
          default:
            throw new BackupFileError(`unknown record "${kind}"`);
        }
      }
      buffer = offset === buffer.length ? Buffer.alloc(0) : buffer.subarray(offset);
    }
  } catch (error) {
    if (error instanceof BackupFileError || error instanceof BackupKeyError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new BackupFileError(`the file is damaged (${detail})`);
  } finally {
    plain?.destroy();
    source?.destroy();
    gunzip.destroy();
  }
  if (!ended || buffer.length) throw new BackupFileError("the file is cut short (no end record)");
}

export type VerifiedBackup = { manifest: Manifest };

/**
 * Reads a whole backup file and checks every table's rows and sha256 against its manifest.
 * Throws BackupFileError naming the first difference, BackupKeyError when no identity opens it.
 */
export async function verifyBackupFile(
  file: string,
  identities: readonly BackupIdentity[],
): Promise<VerifiedBackup> {
  const seen: { table: string; rows: number; bytes: number; sha256: string }[] = [];
  let current: { table: string; digest: TableDigest } | null = null;
  let manifest: Manifest | null = null;
  for await (const record of readBackupRecords(file, identities)) {
    if (record.kind === "T") {
      if (current) throw new BackupFileError(`table ${current.table} has no end`);
      current = { table: record.table, digest: new TableDigest() };
    } else if (record.kind === "D") {
      if (!current) throw new BackupFileError("data outside a table");
      current.digest.update(record.chunk);
    } else if (record.kind === "E") {
      if (!current) throw new BackupFileError("table end outside a table");
      const { rows, bytes } = current.digest;
      seen.push({ table: current.table, rows, bytes, sha256: current.digest.digest() });
      current = null;
    } else if (record.kind === "M") {
      manifest = record.manifest;
    }
  }
  if (!manifest) throw new BackupFileError("the file has no manifest");
  if (manifest.format !== FORMAT_VERSION) {
    throw new BackupFileError(`format ${manifest.format} is not known to this version (${FORMAT_VERSION})`);
  }
  if (manifest.tables.length !== seen.length) {
    throw new BackupFileError(
      `the manifest lists ${manifest.tables.length} tables, the file holds ${seen.length}`,
    );
  }
  manifest.tables.forEach((table, index) => {
    const found = seen[index]!;
    const name = qualifiedName(table);
    if (found.table !== name) throw new BackupFileError(`table ${found.table} where ${name} was expected`);
    if (found.sha256 !== table.sha256 || found.rows !== table.rows || found.bytes !== table.bytes) {
      throw new BackupFileError(
        `table ${name} does not match its checksum (${found.rows} rows read, ${table.rows} in the manifest)`,
      );
    }
  });
  return { manifest };
}

export function qualifiedName(table: { schema: string; name: string }): string {
  return `${table.schema}.${table.name}`;
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const quoteTable = (table: { schema: string; name: string }) =>
  `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
