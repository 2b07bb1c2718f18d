import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { once } from "node:events";
import { createGzip } from "node:zlib";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import * as schema from "@/db/schema";
import { runMigrations } from "@/db/migrate";
import { ensureReferenceData } from "@/seed/reference-data";
import { seedDemoData } from "@/seed/demo-data";
import { createBackup, listBackupFiles, pruneBackups, readSnapshot } from "@/lib/backup/backup";
import { AGE_HEADER, encryptStream } from "@/lib/backup/encryption";
import {
  BACKUP_FILE_PATTERN,
  MAGIC,
  frame,
  readBackupRecords,
  verifyBackupFile,
  type Manifest,
} from "@/lib/backup/format";
import { newKeyPair } from "@/lib/backup/keys";
import { RestoreRefused, codeMigrations, restoreBackup } from "@/lib/backup/restore";
import { generatePeople } from "@/bench/dataset";

/**
 * Backups (lib/backup, `npm run backup` / `npm run restore`): round trips on the demo data and on a
 * generated dataset, encrypted to a public key and restored with its private key; a backup killed
 * with SIGKILL; an older backup brought forward by the code's migrations; files that must be
 * refused (another key's, damaged, newer than the code) with nothing written.
 * Each case works on databases of its own, created on the test server.
 */
const serverUrl = inject("databaseUrl");
const created: string[] = [];
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "bo-backup-test-"));

function urlOf(name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

async function newDatabase(label: string): Promise<string> {
  const name = `bk_${label}_${randomBytes(3).toString("hex")}`;
  await adminQuery(`create database ${name}`);
  created.push(name);
  return urlOf(name);
}

/** A database at the code's level with reference data, handed to `fill`. */
async function preparedDatabase(
  label: string,
  fill: (db: ReturnType<typeof drizzle<typeof schema>>) => Promise<void>,
) {
  const url = await newDatabase(label);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const db = drizzle(pool, { schema });
    await runMigrations(db);
    await ensureReferenceData(db);
    await fill(db);
  } finally {
    await pool.end();
  }
  return url;
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Every table's rows and sha256 of its COPY bytes, as a backup would record them now. */
const snapshotOf = (url: string) => withClient(url, (client) => readSnapshot(client));

const tableFigures = (manifest: Manifest) =>
  Object.fromEntries(
    manifest.tables.map((t) => [`${t.schema}.${t.name}`, { rows: t.rows, sha256: t.sha256 }]),
  );

async function tableCount(url: string) {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]!.n;
  });
}

/**
 * Rewrites a backup file record by record, letting `edit` change them (tampering, by hand), and
 * encrypts it again to the test key (anyone holding the public key can: age does not sign), or
 * leaves it gzipped only like the files of the versions before encryption.
 */
async function rewriteBackup(
  source: string,
  target: string,
  edit: (record: { kind: string; payload: Buffer }) => { kind: string; payload: Buffer } | null,
  { encrypt = true } = {},
) {
  async function* parts() {
    yield MAGIC;
    for await (const record of readBackupRecords(source, identities)) {
      const payload =
        record.kind === "T"
          ? Buffer.from(record.table)
          : record.kind === "D"
            ? record.chunk
            : record.kind === "M"
              ? Buffer.from(JSON.stringify(record.manifest))
              : Buffer.alloc(0);
      const edited = edit({ kind: record.kind, payload });
      if (edited) yield* frame(edited.kind as "D", edited.payload);
    }
  }
  const gzip = createGzip();
  const gzipped = pipeline(Readable.from(parts()), gzip);
  const out = encrypt ? (await encryptStream(gzip, recipients)).encrypted : gzip;
  await Promise.all([gzipped, pipeline(out, fs.createWriteStream(target))]);
}

let demoUrl: string;
let demoBackup: { file: string; manifest: Manifest };
let recipients: string[];
let identities: string[];

beforeAll(async () => {
  const keys = await newKeyPair();
  recipients = [keys.recipient];
  identities = [keys.identity];
  demoUrl = await preparedDatabase("demo", (db) => seedDemoData(db));
  demoBackup = await createBackup({ url: demoUrl, dir: path.join(workDir, "demo"), recipients });
}, 180_000);

afterAll(async () => {
  for (const name of created)
    await adminQuery(`drop database if exists ${name} with (force)`).catch(() => {});
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe("backup and restore", () => {
  it("round trip on the demo data: every table's rows and checksum equal, sequences continue", async () => {
    expect(path.basename(demoBackup.file)).toMatch(BACKUP_FILE_PATTERN);
    const manifest = demoBackup.manifest;
    // Every app table is in it (documents and their contents too); pg-boss's queue is not.
    const names = manifest.tables.map((t) => t.name);
    for (const table of [
      "customers",
      "reservations",
      "documents",
      "document_contents",
      "accounts",
      "audit_log",
    ]) {
      expect(names).toContain(table);
    }
    expect(manifest.tables.some((t) => t.schema === "pgboss")).toBe(false);
    expect(manifest.migrations).toHaveLength(codeMigrations().length);
    expect(manifest.tables.find((t) => t.name === "customers")!.rows).toBeGreaterThan(0);
    // What the snapshot read is what is in the database.
    expect(tableFigures(await snapshotOf(demoUrl))).toEqual(tableFigures(manifest));

    const target = await newDatabase("demo_restored");
    const result = await restoreBackup({ url: target, file: demoBackup.file, identities });
    expect(result.tables).toBe(manifest.tables.length);
    expect(result.migrationsForward).toBe(0);
    expect(tableFigures(await snapshotOf(target))).toEqual(tableFigures(manifest));

    // Sequences: a new row takes an id after the restored ones.
    await withClient(target, async (client) => {
      const { rows: max } = await client.query<{ m: number }>(`select max(id)::int as m from customers`);
      const { rows: inserted } = await client.query<{ id: number }>(
        `insert into customers (first_name, last_name) values ('Nuovo', 'Cliente') returning id`,
      );
      expect(inserted[0]!.id).toBeGreaterThan(max[0]!.m);
      // The customers counter (kept by triggers) counted the restored rows and the new one.
      const { rows: counted } = await client.query<{ total: number; real: number }>(
        `select (select total::int from table_counts where table_name = 'customers') as total,
                (select count(*)::int from customers) as real`,
      );
      expect(counted[0]!.total).toBe(counted[0]!.real);
      // Foreign keys are back.
      await expect(client.query(`insert into reservations (event_id) values (-1)`)).rejects.toThrow();
    });
  });

  it("backup, wipe, restore (--replace) on a generated dataset with awkward text and binary attachments", async () => {
    const attachment = randomBytes(2 * 1024 * 1024);
    const url = await preparedDatabase("generated", async (db) => {
      await generatePeople(db, { customers: 20_000, users: 200 });
      const pool = (db as unknown as { $client: pg.Pool }).$client;
      await pool.query(
        `update customers set notes = E'tab\\there\\nnew line \\\\ backslash \\\\N «ł€漢» ' || id where id % 97 = 0`,
      );
      const { rows } = await pool.query<{ id: number }>(
        `insert into documents (object_type, object_id, name, extension, content_type, size, storage_key)
         values ('Customer', 1, 'scan', 'bin', 'application/octet-stream', $1, 'k-' || gen_random_uuid()) returning id`,
        [attachment.length],
      );
      await pool.query(`insert into document_contents (document_id, content) values ($1, $2)`, [
        rows[0]!.id,
        attachment,
      ]);
    });
    const before = await snapshotOf(url);
    const backup = await createBackup({ url, dir: path.join(workDir, "generated"), recipients });
    expect(tableFigures(backup.manifest)).toEqual(tableFigures(before));
    expect(backup.manifest.tables.find((t) => t.name === "customers")!.rows).toBeGreaterThanOrEqual(20_000);

    // Wipe: rows changed, deleted and added after the backup.
    await withClient(url, async (client) => {
      await client.query(`delete from document_contents`);
      await client.query(`delete from customers where id % 3 = 0`);
      await client.query(`update customers set last_name = 'Cambiato'`);
    });
    await expect(restoreBackup({ url, file: backup.file, identities })).rejects.toThrow(
      /not empty.*--replace/,
    );
    const result = await restoreBackup({ url, file: backup.file, identities, replace: true });
    expect(result.rows).toBe(backup.manifest.tables.reduce((sum, t) => sum + t.rows, 0));
    expect(tableFigures(await snapshotOf(url))).toEqual(tableFigures(backup.manifest));
    await withClient(url, async (client) => {
      const { rows } = await client.query<{ content: Buffer }>(`select content from document_contents`);
      expect(Buffer.compare(rows[0]!.content, attachment)).toBe(0);
      const { rows: notes } = await client.query<{ notes: string }>(
        `select notes from customers where id = 97`,
      );
      expect(notes[0]!.notes).toBe("tab\there\nnew line \\ backslash \\N «ł€漢» 97");
    });
  }, 120_000);

  /**
   * Tables the migrations after 0017 created (0018 backup runs, 0019 and 0020 imports, 0024 the
   * public pages' request limits).
   */
  const LATER_TABLES = [
    "backup_runs",
    "import_rows",
    "import_files",
    "import_runs",
    "import_mappings",
    "import_name_aliases",
    "request_limits",
  ];

  /** What 0023 (hotel confirmations) added: the sent messages' delivery and answer, the hotels' address. */
  const HOTEL_CONFIRMATIONS_UNDONE = [
    `drop index communications_reservation_sent_idx`,
    `alter table communications_sent ${[
      "channel",
      "delivery_status",
      "recipient",
      "message_id",
      "delivery_attempts",
      "delivery_error",
      "delivery_error_detail",
      "next_attempt_at",
      "confirm_token_hash",
      "answer",
      "answered_at",
      "answer_note",
      "answer_address",
      "reminders_sent",
      "last_reminded_at",
    ]
      .map((column) => `drop column ${column}`)
      .join(", ")}`,
    `alter table locations drop column booking_email`,
    `drop type communication_answer, communication_channel, communication_delivery`,
  ];

  /** Tables 0021 gave a search key (filled at start-up, not by the migration). */
  const KEYED_TABLES = ["customers", "profiles", "locations", "events"];

  it("restores a backup taken at an older migration level and runs the newer migrations on its rows", async () => {
    // The demo database as it was before 0017 (reservation_customers.event_id, filled from the
    // reservations) and the migrations after it: their effects dropped, their rows removed.
    const url = await preparedDatabase("older", (db) => seedDemoData(db));
    const migrations = codeMigrations();
    const guestEvent = migrations.findIndex((m) => m.sql.join("").includes('ADD COLUMN "event_id"'));
    const later = migrations.length - guestEvent;
    expect(later).toBeGreaterThanOrEqual(1);
    await withClient(url, async (client) => {
      for (const table of LATER_TABLES) await client.query(`drop table if exists ${table} cascade`);
      await client.query(`alter table reservations drop column import_key`);
      for (const statement of HOTEL_CONFIRMATIONS_UNDONE) await client.query(statement);
      for (const table of KEYED_TABLES) await client.query(`alter table ${table} drop column search_key`);
      await client.query(`drop index reservation_customers_event_customer_idx`);
      await client.query(`alter table reservation_customers drop column event_id`);
      await client.query(`delete from drizzle.__drizzle_migrations where created_at >= $1`, [
        migrations[guestEvent]!.folderMillis,
      ]);
    });
    const backup = await createBackup({ url, dir: path.join(workDir, "older"), recipients });
    expect(backup.manifest.migrations).toHaveLength(guestEvent);
    expect(backup.manifest.tables.find((t) => t.name === "reservation_customers")!.columns).not.toContain(
      "event_id",
    );

    const target = await newDatabase("older_restored");
    const result = await restoreBackup({ url: target, file: backup.file, identities });
    expect(result.migrationsForward).toBe(later);
    await withClient(target, async (client) => {
      const { rows } = await client.query<{ total: number; matching: number }>(
        `select count(*)::int as total, count(*) filter (where rc.event_id = r.event_id)::int as matching
           from reservation_customers rc join reservations r on r.id = rc.reservation_id`,
      );
      expect(rows[0]!.total).toBeGreaterThan(0);
      expect(rows[0]!.matching).toBe(rows[0]!.total);
      const { rows: level } = await client.query(`select 1 from drizzle.__drizzle_migrations`);
      expect(level).toHaveLength(codeMigrations().length);
    });
    // Apart from the migrated table, every table is as backed up.
    const restored = tableFigures(await snapshotOf(target));
    const original = tableFigures(backup.manifest);
    delete restored["public.reservation_customers"];
    delete original["public.reservation_customers"];
    for (const table of LATER_TABLES) {
      expect(restored[`public.${table}`]).toEqual({ rows: 0, sha256: expect.any(String) });
      delete restored[`public.${table}`];
    }
    // 0020 added reservations.import_key: the same rows, each with the new column empty.
    expect(restored["public.reservations"]!.rows).toBe(original["public.reservations"]!.rows);
    delete restored["public.reservations"];
    delete original["public.reservations"];
    await withClient(target, async (client) => {
      const { rows: keyed } = await client.query(`select 1 from reservations where import_key is not null`);
      expect(keyed).toHaveLength(0);
    });
    // 0023 added the sent messages' delivery and answer: the same rows, with the columns' defaults.
    expect(restored["public.communications_sent"]!.rows).toBe(original["public.communications_sent"]!.rows);
    delete restored["public.communications_sent"];
    delete original["public.communications_sent"];
    // 0021 added the search keys: the same rows, each key empty until the app starts.
    for (const table of KEYED_TABLES) {
      expect(restored[`public.${table}`]!.rows).toBe(original[`public.${table}`]!.rows);
      delete restored[`public.${table}`];
      delete original[`public.${table}`];
    }
    await withClient(target, async (client) => {
      const { rows: keyed } = await client.query(`select 1 from customers where search_key is not null`);
      expect(keyed).toHaveLength(0);
    });
    expect(restored).toEqual(original);
  }, 120_000);

  it("refuses a tampered, cut or newer file and writes nothing", async () => {
    const tampered = path.join(workDir, "tampered.pgcopy.gz.age");
    let flipped = false;
    await rewriteBackup(demoBackup.file, tampered, (record) => {
      if (record.kind === "D" && !flipped && record.payload.includes("Rossi")) {
        flipped = true;
        return { kind: "D", payload: Buffer.from(record.payload.toString("utf8").replace("Rossi", "Russo")) };
      }
      return record;
    });
    expect(flipped).toBe(true);
    await expect(verifyBackupFile(tampered, identities)).rejects.toThrow(/checksum/);

    const cut = path.join(workDir, "cut.pgcopy.gz.age");
    const bytes = fs.readFileSync(demoBackup.file);
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));

    // One byte changed inside the encrypted payload: age's authentication refuses its chunk.
    const flippedByte = path.join(workDir, "flipped.pgcopy.gz.age");
    const flippedBytes = Buffer.from(bytes);
    const at = flippedBytes.length - 100;
    flippedBytes.writeUInt8(flippedBytes.readUInt8(at) ^ 1, at);
    fs.writeFileSync(flippedByte, flippedBytes);

    const newer = path.join(workDir, "newer.pgcopy.gz.age");
    await rewriteBackup(demoBackup.file, newer, (record) => {
      if (record.kind !== "M") return record;
      const manifest = JSON.parse(record.payload.toString("utf8")) as Manifest;
      manifest.migrations.push({ hash: "f".repeat(64), createdAt: Date.UTC(2099, 0, 1) });
      return { kind: "M", payload: Buffer.from(JSON.stringify(manifest)) };
    });

    const target = await newDatabase("refused");
    await expect(restoreBackup({ url: target, file: tampered, identities })).rejects.toThrow(
      /refused: table public\.\w+ does not match its checksum/,
    );
    await expect(restoreBackup({ url: target, file: cut, identities })).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup({ url: target, file: flippedByte, identities })).rejects.toThrow(
      /refused: the file is damaged/,
    );
    await expect(restoreBackup({ url: target, file: newer, identities })).rejects.toThrow(
      /newer version of the app/,
    );
    expect(await tableCount(target)).toBe(0);

    // A database in use is refused too.
    await withClient(target, async () => {
      await expect(restoreBackup({ url: target, file: demoBackup.file, identities })).rejects.toThrow(
        /other session/,
      );
    });
    expect(await tableCount(target)).toBe(0);
  });

  it("the file on disk is encrypted: no plaintext, no gzip, readable to its owner only", async () => {
    const bytes = fs.readFileSync(demoBackup.file);
    expect(path.basename(demoBackup.file)).toMatch(/\.pgcopy\.gz\.age$/);
    expect(bytes.subarray(0, AGE_HEADER.length).equals(AGE_HEADER)).toBe(true);
    expect(fs.statSync(demoBackup.file).mode & 0o777).toBe(0o600);
    // Neither the format's magic line nor a password hash, a table name or a demo customer, in any
    // encoding a reader might try; and the body is not a gzip stream anyone could open.
    for (const text of ["PFBACKUP1", "scrypt$", "customers", "Rossi", "admin@example.it"]) {
      expect(bytes.includes(Buffer.from(text, "utf8")), text).toBe(false);
      expect(bytes.includes(Buffer.from(text, "utf16le")), text).toBe(false);
    }
    expect(bytes.includes(Buffer.from([0x1f, 0x8b, 0x08]))).toBe(false);
    // The plaintext does hold them: the check above looks at what matters.
    const plain: Buffer[] = [];
    for await (const record of readBackupRecords(demoBackup.file, identities))
      if (record.kind === "D") plain.push(record.chunk);
    expect(Buffer.concat(plain).includes("scrypt$")).toBe(true);
    // Nothing else was left beside it.
    expect(fs.readdirSync(path.dirname(demoBackup.file))).toEqual([path.basename(demoBackup.file)]);
  });

  it("refuses a file encrypted to another key, or without a key, in Italian, and writes nothing", async () => {
    const other = await newKeyPair();
    const target = await newDatabase("other_key");
    const refusal = await restoreBackup({
      url: target,
      file: demoBackup.file,
      identities: [other.identity],
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RestoreRefused);
    expect((refusal as Error).message).toMatch(/^Backup rifiutato: il file è cifrato per un'altra chiave/);
    expect((refusal as Error).message).toMatch(/Nel database non è stato scritto nulla\.$/);
    await expect(restoreBackup({ url: target, file: demoBackup.file, identities: [] })).rejects.toThrow(
      /^Backup rifiutato: il file è cifrato e non è stata indicata nessuna chiave privata/,
    );
    expect(await tableCount(target)).toBe(0);
    // The right key among others opens it.
    const result = await restoreBackup({
      url: target,
      file: demoBackup.file,
      identities: [other.identity, ...identities],
    });
    expect(result.tables).toBe(demoBackup.manifest.tables.length);
  });

  it("still restores a file of the versions before encryption (gzip only)", async () => {
    const unencrypted = path.join(workDir, "backup-2026-01-01T03-00-00Z.pgcopy.gz");
    await rewriteBackup(demoBackup.file, unencrypted, (record) => record, { encrypt: false });
    expect(fs.readFileSync(unencrypted).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const target = await newDatabase("unencrypted");
    const lines: string[] = [];
    await restoreBackup({ url: target, file: unencrypted, identities: [], log: (line) => lines.push(line) });
    expect(lines.join("\n")).toMatch(/not encrypted/);
    expect(tableFigures(await snapshotOf(target))).toEqual(tableFigures(demoBackup.manifest));
  });

  it("a backup killed with SIGKILL leaves no file that claims to be good", async () => {
    const url = await preparedDatabase("killed", (db) =>
      generatePeople(db, { customers: 60_000, users: 10 }),
    );
    const dir = path.join(workDir, "killed");
    fs.mkdirSync(dir, { recursive: true });
    for (const delayMs of [0, 250, 700]) {
      const child = spawn(
        process.execPath,
        ["--import", "tsx", "scripts/backup.ts", "--dir", dir, "--no-prune"],
        {
          env: { ...process.env, DATABASE_URL: url, BACKUP_RECIPIENT: recipients[0] },
          stdio: "ignore",
        },
      );
      const exited = once(child, "exit");
      // Wait for the backup to be under way (its .partial file exists), then kill it.
      const deadline = Date.now() + 30_000;
      while (!fs.readdirSync(dir).some((name) => name.endsWith(".partial")) && Date.now() < deadline) {
        if (child.exitCode !== null) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      child.kill("SIGKILL");
      await exited;
      // Whatever is left: a complete-looking name only on a file that verifies.
      for (const name of fs.readdirSync(dir)) {
        if (BACKUP_FILE_PATTERN.test(name)) await verifyBackupFile(path.join(dir, name), identities);
        else expect(name).toMatch(/\.partial$/);
      }
    }
    expect(fs.readdirSync(dir).some((name) => name.endsWith(".partial"))).toBe(true);
    // The next backup succeeds next to the leftovers, which never show in the list.
    const next = await createBackup({ url, dir, recipients });
    expect(listBackupFiles(dir).map((f) => f.name)).toContain(path.basename(next.file));
    expect(listBackupFiles(dir).every((f) => BACKUP_FILE_PATTERN.test(f.name))).toBe(true);
  }, 120_000);

  it("keeps the newest BACKUP_KEEP files, the unencrypted ones of earlier versions counted", async () => {
    const dir = path.join(workDir, "prune");
    fs.mkdirSync(dir, { recursive: true });
    const names = [
      "backup-2026-11-19T03-00-00Z.pgcopy.gz",
      "backup-2026-11-20T03-00-00Z.pgcopy.gz",
      "backup-2026-11-21T03-00-00Z.pgcopy.gz.age",
      "backup-2026-11-22T03-00-00Z.pgcopy.gz.age",
    ];
    for (const name of names) fs.writeFileSync(path.join(dir, name), "x");
    fs.writeFileSync(path.join(dir, "notes.txt"), "mine");
    expect(pruneBackups(dir, 3)).toEqual([names[0]]);
    // Listed (and so served): the encrypted ones only.
    expect(listBackupFiles(dir).map((f) => f.name)).toEqual([names[3], names[2]]);
    expect(pruneBackups(dir, 2)).toEqual([names[1]]);
    expect(fs.readdirSync(dir).sort()).toEqual([names[2], names[3], "notes.txt"].sort());
  });
});
