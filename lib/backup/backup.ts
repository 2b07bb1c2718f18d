import fs from "node:fs";
import path from "node:path";
import { once } from "node:events";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { encryptStream } from "./encryption";
import {
  BACKUP_FILE_PATTERN,
  FORMAT_VERSION,
  MAGIC,
  TableDigest,
  UNENCRYPTED_BACKUP_FILE_PATTERN,
  backupFileKind,
  frame,
  qualifiedName,
  quoteIdent,
  quoteTable,
  verifyBackupFile,
  type Manifest,
  type ManifestTable,
} from "./format";

/** Schemas never copied: PostgreSQL's own, drizzle's (its table is the manifest's migration level), pg-boss's queue. */
export const EXCLUDED_SCHEMAS = ["pgboss"];
const SYSTEM_SCHEMAS_SQL = `n.nspname not in ('pg_catalog', 'information_schema', 'drizzle', 'pgboss') and n.nspname not like 'pg\\_%'`;

export type TableInfo = { schema: string; name: string; columns: string[] };

/** The app's tables (every schema but the system ones, drizzle's and pg-boss's), by name. */
export async function listTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const { rows } = await client.query<{ schema: string; name: string; columns: string[] }>(
    `select n.nspname as schema, c.relname as name,
            array(select a.attname::text from pg_attribute a
                   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                   order by a.attnum) as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and ${SYSTEM_SCHEMAS_SQL}
      order by n.nspname collate "C", c.relname collate "C"`,
  );
  return rows;
}

export function copyOutSql(table: TableInfo): string {
  return `COPY ${quoteTable(table)} (${table.columns.map(quoteIdent).join(", ")}) TO STDOUT`;
}

/**
 * Every app table's rows (COPY text) and sha256, from one REPEATABLE READ READ ONLY snapshot,
 * passed to `sink` chunk by chunk. Returns the manifest (without createdAt's file).
 */
export async function readSnapshot(
  client: pg.ClientBase,
  sink: {
    table?: (table: TableInfo) => Promise<void>;
    chunk?: (chunk: Buffer) => Promise<void>;
    end?: () => Promise<void>;
  } = {},
): Promise<Manifest> {
  await client.query("begin isolation level repeatable read read only");
  try {
    const createdAt = new Date().toISOString();
    const { rows: version } = await client.query<{ v: string }>(
      "select current_setting('server_version') as v",
    );
    const migrations = await readMigrationLevel(client);
    const tables = await listTables(client);
    const written: ManifestTable[] = [];
    for (const table of tables) {
      await sink.table?.(table);
      const digest = new TableDigest();
      const stream = client.query(copyTo(copyOutSql(table)));
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        digest.update(chunk);
        await sink.chunk?.(chunk);
      }
      await sink.end?.();
      written.push({ ...table, rows: digest.rows, bytes: digest.bytes, sha256: digest.digest() });
    }
    // Sequences are not transactional: read after the rows, their values are at least those the
    // snapshot's rows used.
    const { rows: sequences } = await client.query<{
      schema: string;
      name: string;
      last_value: string | null;
    }>(
      `select schemaname as schema, sequencename as name, last_value::text
         from pg_sequences s where ${SYSTEM_SCHEMAS_SQL.replaceAll("n.nspname", "s.schemaname")}
        order by 1, 2`,
    );
    return {
      format: FORMAT_VERSION,
      app: "poker-festival-backoffice",
      createdAt,
      postgres: version[0]!.v,
      migrations,
      tables: written,
      sequences: sequences.map((s) => ({
        schema: s.schema,
        name: s.name,
        lastValue: s.last_value,
        isCalled: s.last_value !== null,
      })),
      excludedSchemas: EXCLUDED_SCHEMAS,
    };
  } finally {
    await client.query("rollback").catch(() => {});
  }
}

async function readMigrationLevel(client: pg.ClientBase) {
  const { rows: exists } = await client.query(
    `select 1 from pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations'`,
  );
  if (!exists.length) return [];
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    `select hash, created_at::text from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

export type BackupResult = { file: string; size: number; manifest: Manifest; durationMs: number };

/** `backup-2026-11-25T03-00-12Z.pgcopy.gz.age` */
export function backupFileName(date: Date): string {
  return `backup-${date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/:/g, "-")}.pgcopy.gz.age`;
}

/**
 * Writes a backup of the database at `url` into `dir`: streamed, gzipped and encrypted to
 * `recipients` (age public keys: only their private keys open it) into a hidden ".partial" file,
 * synced to disk, read back and checked against its manifest, and only then renamed to its final
 * name. A crash at any point leaves at most a ".partial" file, never a file that looks complete.
 * No plaintext byte reaches the disk.
 */
export async function createBackup({
  url,
  dir,
  recipients,
  gzipLevel = 6,
}: {
  url: string;
  dir: string;
  recipients: readonly string[];
  gzipLevel?: number;
}): Promise<BackupResult> {
  const started = performance.now();
  fs.mkdirSync(dir, { recursive: true });
  const now = new Date();
  let name = backupFileName(now);
  if (fs.existsSync(path.join(dir, name)))
    name = name.replace(
      /Z\.pgcopy\.gz\.age$/,
      `-${String(now.getMilliseconds()).padStart(3, "0")}Z.pgcopy.gz.age`,
    );
  const finalPath = path.join(dir, name);
  const partialPath = path.join(dir, `.${name}.${process.pid}.partial`);

  // Before connecting: a wrong public key fails the backup at once.
  const gzip = createGzip({ level: gzipLevel });
  const { encrypted, readBack } = await encryptStream(gzip, recipients);
  const client = new pg.Client({ connectionString: url, application_name: "backoffice-backup" });
  await client.connect();
  const out = fs.createWriteStream(partialPath, { mode: 0o600 });
  const written = pipeline(encrypted, out);
  written.catch(() => {});
  const write = async (parts: Buffer[]) => {
    for (const part of parts) if (!gzip.write(part)) await once(gzip, "drain");
  };
  try {
    await write([MAGIC]);
    // COPY hands over small pieces (often a row each): gathered into data records of about 64 kB.
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      if (!pendingBytes) return;
      const data = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      await write(frame("D", data));
    };
    const manifest = await readSnapshot(client, {
      table: (table) => write(frame("T", Buffer.from(qualifiedName(table), "utf8"))),
      chunk: async (chunk) => {
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes >= 65_536) await flush();
      },
      end: async () => {
        await flush();
        await write(frame("E"));
      },
    });
    await write(frame("M", Buffer.from(JSON.stringify(manifest), "utf8")));
    await write(frame("Z"));
    gzip.end();
    await written;
    syncFile(partialPath);
    // Read back: the file on disk must hold exactly what the snapshot gave, encrypted.
    if ((await backupFileKind(partialPath)) !== "encrypted")
      throw new Error("the file written is not encrypted");
    const verified = await verifyBackupFile(partialPath, [readBack]);
    if (JSON.stringify(verified.manifest) !== JSON.stringify(manifest)) {
      throw new Error("the file read back differs from what was written");
    }
    fs.renameSync(partialPath, finalPath);
    syncFile(dir);
    return {
      file: finalPath,
      size: fs.statSync(finalPath).size,
      manifest,
      durationMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    gzip.destroy();
    encrypted.destroy();
    out.destroy();
    fs.rmSync(partialPath, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

function syncFile(file: string) {
  const fd = fs.openSync(file, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export type BackupFileInfo = { name: string; size: number; modifiedAt: string };

/** Newest first: by the time in the name, whatever the suffix. */
const newestFirst = (a: string, b: string) => {
  const [x, y] = [a.replace(/\.pgcopy\.gz(\.age)?$/, ""), b.replace(/\.pgcopy\.gz(\.age)?$/, "")];
  return x < y ? 1 : x > y ? -1 : 0;
};

/** The complete (encrypted) backup files of `dir`, newest first. */
export function listBackupFiles(dir: string): BackupFileInfo[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => BACKUP_FILE_PATTERN.test(name))
    .sort(newestFirst)
    .map((name) => {
      const stat = fs.statSync(path.join(dir, name));
      return { name, size: stat.size, modifiedAt: stat.mtime.toISOString() };
    });
}

/**
 * Keeps the newest `keep` backup files of `dir` and deletes the others (unencrypted files of
 * earlier versions count among them, so they go as new ones come), and removes ".partial" files
 * left by a crash more than 12 hours ago. Returns the names deleted.
 */
export function pruneBackups(dir: string, keep: number): string[] {
  const removed: string[] = [];
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => BACKUP_FILE_PATTERN.test(name) || UNENCRYPTED_BACKUP_FILE_PATTERN.test(name))
        .sort(newestFirst)
    : [];
  for (const name of files.slice(Math.max(keep, 1))) {
    fs.rmSync(path.join(dir, name), { force: true });
    removed.push(name);
  }
  if (fs.existsSync(dir)) {
    for (const name of fs.readdirSync(dir)) {
      if (!name.endsWith(".partial")) continue;
      const full = path.join(dir, name);
      if (Date.now() - fs.statSync(full).mtimeMs > 12 * 3600_000) {
        fs.rmSync(full, { force: true });
        removed.push(name);
      }
    }
  }
  return removed;
}
