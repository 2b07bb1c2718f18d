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
import { ensureReferenceData } from "@/db/seed/reference-data";
import { seedDemoData } from "@/db/seed/demo-data";
import { createBackup, listBackupFiles, pruneBackups, readSnapshot } from "@/lib/backup/backup";
import {
  BACKUP_FILE_PATTERN,
  MAGIC,
  frame,
  readBackupRecords,
  verifyBackupFile,
  type Manifest,
} from "@/lib/backup/format";
import { RestoreRefused, codeMigrations, restoreBackup } from "@/lib/backup/restore";
import { generatePeople } from "@/bench/dataset";

/**
 * Backups (lib/backup, `npm run backup` / `npm run restore`): round trips on the demo data and on a
 * generated dataset, a backup killed with SIGKILL, an older backup brought forward by the code's
 * migrations, and files that must be refused (damaged, newer than the code) with nothing written.
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

/** Rewrites a backup file record by record, letting `edit` change them (tampering, by hand). */
async function rewriteBackup(
  source: string,
  target: string,
  edit: (record: { kind: string; payload: Buffer }) => { kind: string; payload: Buffer } | null,
) {
  async function* parts() {
    yield MAGIC;
    for await (const record of readBackupRecords(source)) {
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
  await pipeline(Readable.from(parts()), createGzip(), fs.createWriteStream(target));
}

let demoUrl: string;
let demoBackup: { file: string; manifest: Manifest };

beforeAll(async () => {
  demoUrl = await preparedDatabase("demo", (db) => seedDemoData(db));
  demoBackup = await createBackup({ url: demoUrl, dir: path.join(workDir, "demo") });
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
    const result = await restoreBackup({ url: target, file: demoBackup.file });
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
    const backup = await createBackup({ url, dir: path.join(workDir, "generated") });
    expect(tableFigures(backup.manifest)).toEqual(tableFigures(before));
    expect(backup.manifest.tables.find((t) => t.name === "customers")!.rows).toBeGreaterThanOrEqual(20_000);

    // Wipe: rows changed, deleted and added after the backup.
    await withClient(url, async (client) => {
      await client.query(`delete from document_contents`);
      await client.query(`delete from customers where id % 3 = 0`);
      await client.query(`update customers set last_name = 'Cambiato'`);
    });
    await expect(restoreBackup({ url, file: backup.file })).rejects.toThrow(/not empty.*--replace/);
    const result = await restoreBackup({ url, file: backup.file, replace: true });
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

  /** Tables the migrations after 0017 created (0018 backup runs, 0019 and 0020 imports). */
  const LATER_TABLES = [
    "backup_runs",
    "import_rows",
    "import_files",
    "import_runs",
    "import_mappings",
    "import_name_aliases",
  ];

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
      await client.query(`drop index reservation_customers_event_customer_idx`);
      await client.query(`alter table reservation_customers drop column event_id`);
      await client.query(`delete from drizzle.__drizzle_migrations where created_at >= $1`, [
        migrations[guestEvent]!.folderMillis,
      ]);
    });
    const backup = await createBackup({ url, dir: path.join(workDir, "older") });
    expect(backup.manifest.migrations).toHaveLength(guestEvent);
    expect(backup.manifest.tables.find((t) => t.name === "reservation_customers")!.columns).not.toContain(
      "event_id",
    );

    const target = await newDatabase("older_restored");
    const result = await restoreBackup({ url: target, file: backup.file });
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
    expect(restored).toEqual(original);
  }, 120_000);

  it("refuses a tampered, cut or newer file and writes nothing", async () => {
    const tampered = path.join(workDir, "tampered.pgcopy.gz");
    let flipped = false;
    await rewriteBackup(demoBackup.file, tampered, (record) => {
      if (record.kind === "D" && !flipped && record.payload.includes("Rossi")) {
        flipped = true;
        return { kind: "D", payload: Buffer.from(record.payload.toString("utf8").replace("Rossi", "Russo")) };
      }
      return record;
    });
    expect(flipped).toBe(true);
    await expect(verifyBackupFile(tampered)).rejects.toThrow(/checksum/);

    const cut = path.join(workDir, "cut.pgcopy.gz");
    const bytes = fs.readFileSync(demoBackup.file);
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));

    const newer = path.join(workDir, "newer.pgcopy.gz");
    await rewriteBackup(demoBackup.file, newer, (record) => {
      if (record.kind !== "M") return record;
      const manifest = JSON.parse(record.payload.toString("utf8")) as Manifest;
      manifest.migrations.push({ hash: "f".repeat(64), createdAt: Date.UTC(2099, 0, 1) });
      return { kind: "M", payload: Buffer.from(JSON.stringify(manifest)) };
    });

    const target = await newDatabase("refused");
    await expect(restoreBackup({ url: target, file: tampered })).rejects.toThrow(
      /refused: table public\.\w+ does not match its checksum/,
    );
    await expect(restoreBackup({ url: target, file: cut })).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup({ url: target, file: newer })).rejects.toThrow(/newer version of the app/);
    expect(await tableCount(target)).toBe(0);

    // A database in use is refused too.
    await withClient(target, async () => {
      await expect(restoreBackup({ url: target, file: demoBackup.file })).rejects.toThrow(/other session/);
    });
    expect(await tableCount(target)).toBe(0);
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
          env: { ...process.env, DATABASE_URL: url },
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
        if (BACKUP_FILE_PATTERN.test(name)) await verifyBackupFile(path.join(dir, name));
        else expect(name).toMatch(/\.partial$/);
      }
    }
    expect(fs.readdirSync(dir).some((name) => name.endsWith(".partial"))).toBe(true);
    // The next backup succeeds next to the leftovers, which never show in the list.
    const next = await createBackup({ url, dir });
    expect(listBackupFiles(dir).map((f) => f.name)).toContain(path.basename(next.file));
    expect(listBackupFiles(dir).every((f) => BACKUP_FILE_PATTERN.test(f.name))).toBe(true);
  }, 120_000);

  it("keeps the newest BACKUP_KEEP files", async () => {
    const dir = path.join(workDir, "prune");
    fs.mkdirSync(dir, { recursive: true });
    const names = ["2026-11-20T03-00-00Z", "2026-11-21T03-00-00Z", "2026-11-22T03-00-00Z"].map(
      (stamp) => `backup-${stamp}.pgcopy.gz`,
    );
    for (const name of names) fs.writeFileSync(path.join(dir, name), "x");
    fs.writeFileSync(path.join(dir, "notes.txt"), "mine");
    expect(pruneBackups(dir, 2)).toEqual([names[0]]);
    expect(fs.readdirSync(dir).sort()).toEqual([names[1], names[2], "notes.txt"].sort());
  });
});
