import path from "node:path";
import { once } from "node:events";
import { readMigrationFiles } from "drizzle-orm/migrator";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { listTables } from "./backup";
import { BackupKeyError, type BackupIdentity } from "./encryption";
import {
  BackupFileError,
  TableDigest,
  backupFileKind,
  qualifiedName,
  quoteIdent,
  quoteTable,
  readBackupRecords,
  verifyBackupFile,
  type Manifest,
} from "./format";
import { RestoreRefused } from "./restore-refused";

export { RestoreRefused };

type CodeMigration = { sql: string[]; folderMillis: number; hash: string };

export function codeMigrations(folder = path.join(process.cwd(), "db", "migrations")): CodeMigration[] {
  return readMigrationFiles({ migrationsFolder: folder });
}

/** Same key as db/bootstrap.ts: an app starting on this database waits for the restore to end. */
const STARTUP_LOCK_KEY = 727_163_201_513;

export type RestoreResult = {
  tables: number;
  rows: number;
  migrationsReplayed: number;
  migrationsForward: number;
  durationMs: number;
};

/**
 * Loads a backup file into the database at `url`, in ONE transaction: either the whole backup is
 * in and the database is at the code's migration level, or nothing changed. The file is decrypted
 * with one of `identities` (age private keys: keys.ts reads them from the environment).
 * Refuses (RestoreRefused, nothing written) a file no identity opens, a damaged file, a file newer
 * than the code, a database in use by other sessions, and a non-empty database unless `replace`.
 */
export async function restoreBackup({
  url,
  file,
  identities,
  replace = false,
  migrationsFolder,
  log = () => {},
}: {
  url: string;
  file: string;
  identities: readonly BackupIdentity[];
  replace?: boolean;
  migrationsFolder?: string;
  log?: (line: string) => void;
}): Promise<RestoreResult> {
  const started = performance.now();
  // 1. The whole file, decrypted and checked against its manifest, before touching the database.
  log(`checking ${path.basename(file)}…`);
  let manifest: Manifest;
  try {
    if ((await backupFileKind(file).catch(() => null)) === "unencrypted")
      log("this file is not encrypted (made by a version before backups were encrypted)");
    ({ manifest } = await verifyBackupFile(file, identities));
  } catch (error) {
    if (error instanceof BackupKeyError)
      throw new RestoreRefused(`${error.message} Nel database non è stato scritto nulla.`);
    if (error instanceof BackupFileError) throw new RestoreRefused(`Backup refused: ${error.message}.`);
    throw error;
  }
  // 2. Its migration level against the code's.
  const migrations = codeMigrations(migrationsFolder);
  const known = new Set(migrations.map((m) => m.folderMillis));
  const unknown = manifest.migrations.filter((m) => !known.has(m.createdAt));
  if (unknown.length) {
    throw new RestoreRefused(
      `Backup refused: it was taken by a newer version of the app (${unknown.length} migration(s) this code does not know, ` +
        `the first created ${new Date(unknown[0]!.createdAt).toISOString()}). Restore it with that version or a later one.`,
    );
  }
  const level = manifest.migrations.length ? Math.max(...manifest.migrations.map((m) => m.createdAt)) : -1;
  const replayed = migrations.filter((m) => m.folderMillis <= level);
  const forward = migrations.filter((m) => m.folderMillis > level);
  log(
    `backup of ${manifest.createdAt}: ${manifest.tables.length} tables, ` +
      `${manifest.tables.reduce((sum, t) => sum + t.rows, 0)} rows, ${replayed.length} migrations` +
      (forward.length ? ` (${forward.length} newer migration(s) of this code will run after loading)` : ""),
  );

  const client = new pg.Client({ connectionString: url, application_name: "backoffice-restore" });
  await client.connect();
  try {
    // 3. Nobody else on the database, and empty unless replacing.
    const { rows: others } = await client.query<{ n: number; apps: string | null }>(
      `select count(*)::int as n, string_agg(distinct nullif(application_name, ''), ', ') as apps
         from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    if (others[0]!.n > 0) {
      throw new RestoreRefused(
        `Restore refused: ${others[0]!.n} other session(s) use this database` +
          (others[0]!.apps ? ` (${others[0]!.apps})` : "") +
          ". Stop the app (every node) first, then restore.",
      );
    }
    await client.query("begin");
    await client.query("select pg_advisory_xact_lock($1)", [STARTUP_LOCK_KEY]);
    const { rows: content } = await client.query<{ schema: string; relations: number }>(
      `select n.nspname as schema, count(*)::int as relations
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
          and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
        group by 1 order by 1`,
    );
    if (content.length && !replace) {
      throw new RestoreRefused(
        `Restore refused: the database is not empty (${content.map((c) => `${c.schema}: ${c.relations}`).join(", ")} ` +
          `relations). Restore into an empty database, or add --replace to drop everything in it first (npm run restore -- FILE --replace).`,
      );
    }
    if (content.length) {
      log("dropping the database's current contents (--replace)…");
      const { rows: schemas } = await client.query<{ name: string }>(
        `select nspname as name from pg_namespace
          where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'`,
      );
      for (const schema of schemas) await client.query(`drop schema ${quoteIdent(schema.name)} cascade`);
      await client.query("create schema public");
    }
    // 4. The schema of the backup's level: the code's migrations up to it.
    await client.query(`create schema if not exists drizzle`);
    await client.query(
      `create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    await applyMigrations(client, replayed);

    // 5. Data: constraints and secondary indexes dropped while loading (faster, any order), user
    //    triggers off (the rows of table_counts come from the backup), every table emptied first.
    const tables = await listTables(client);
    const byName = new Map(tables.map((t) => [qualifiedName(t), t]));
    for (const table of manifest.tables) {
      const found = byName.get(qualifiedName(table));
      if (!found || found.columns.join(",") !== table.columns.join(",")) {
        throw new RestoreRefused(
          `Backup refused: table ${qualifiedName(table)} does not match the schema of its migration level.`,
        );
      }
    }
    const { rows: foreignKeys } = await client.query<{ tbl: string; name: string; def: string }>(
      `select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def
         from pg_constraint where contype = 'f' and connamespace in
           (select oid from pg_namespace where nspname not in ('pg_catalog', 'information_schema', 'drizzle'))`,
    );
    for (const fk of foreignKeys)
      await client.query(`alter table ${fk.tbl} drop constraint ${quoteIdent(fk.name)}`);
    const { rows: indexes } = await client.query<{ name: string; def: string }>(
      `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
         from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema', 'drizzle') and n.nspname not like 'pg\\_%'
          and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
    );
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    const { rows: triggered } = await client.query<{ tbl: string }>(
      `select distinct tgrelid::regclass::text as tbl from pg_trigger where not tgisinternal`,
    );
    for (const t of triggered) await client.query(`alter table ${t.tbl} disable trigger user`);
    if (tables.length) await client.query(`truncate ${tables.map(quoteTable).join(", ")}`);

    log("loading…");
    let rows = 0;
    let current: { name: string; digest: TableDigest; stream: ReturnType<typeof copyFrom> } | null = null;
    const expected = new Map(manifest.tables.map((t) => [qualifiedName(t), t]));
    for await (const record of readBackupRecords(file, identities)) {
      if (record.kind === "T") {
        const table = expected.get(record.table);
        if (!table) throw new RestoreRefused(`Backup refused: table ${record.table} is not in its manifest.`);
        const stream = client.query(
          copyFrom(`COPY ${quoteTable(table)} (${table.columns.map(quoteIdent).join(", ")}) FROM STDIN`),
        );
        current = { name: record.table, digest: new TableDigest(), stream };
      } else if (record.kind === "D" && current) {
        current.digest.update(record.chunk);
        if (!current.stream.write(record.chunk)) await once(current.stream, "drain");
      } else if (record.kind === "E" && current) {
        const done = once(current.stream, "finish");
        current.stream.end();
        await done;
        const table = expected.get(current.name)!;
        // The file may not change between the check and the load.
        if (current.digest.digest() !== table.sha256 || current.stream.rowCount !== table.rows) {
          throw new RestoreRefused(
            `Backup refused: table ${current.name} changed while it was being restored.`,
          );
        }
        rows += table.rows;
        current = null;
      }
    }

    log("rebuilding indexes and constraints…");
    await client.query("set local maintenance_work_mem = '256MB'");
    for (const index of indexes) await client.query(index.def);
    for (const fk of foreignKeys) {
      await client.query(`alter table ${fk.tbl} add constraint ${quoteIdent(fk.name)} ${fk.def}`);
    }
    for (const t of triggered) await client.query(`alter table ${t.tbl} enable trigger user`);

    // 6. Sequences continue after the restored ids.
    for (const sequence of manifest.sequences) {
      const name = quoteTable(sequence);
      const { rows: exists } = await client.query(`select to_regclass($1) as oid`, [name]);
      if (!exists[0]?.oid) continue;
      if (sequence.lastValue === null) {
        await client.query(
          `select setval($1::regclass, (select seqstart from pg_sequence where seqrelid = $1::regclass), false)`,
          [name],
        );
      } else {
        await client.query(`select setval($1::regclass, $2::bigint, $3)`, [
          name,
          sequence.lastValue,
          sequence.isCalled,
        ]);
      }
    }

    // Backup runs under way when the snapshot was taken (this backup's own among them) have no
    // outcome in the restored database: left as they are they would show "in progress" for ever.
    const { rows: runsTable } = await client.query(`select to_regclass('public.backup_runs') as oid`);
    if (runsTable[0]?.oid)
      await client.query(`delete from backup_runs where status in ('queued', 'running')`);

    // 7. Newer migrations of this code run on the restored rows.
    if (forward.length) log(`running ${forward.length} newer migration(s)…`);
    await applyMigrations(client, forward);
    await client.query("commit");
    await client.query("analyze").catch(() => {});
    return {
      tables: manifest.tables.length,
      rows,
      migrationsReplayed: replayed.length,
      migrationsForward: forward.length,
      durationMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/** What drizzle's migrator does for each migration, on this client (inside the restore's transaction). */
export async function applyMigrations(client: pg.ClientBase, migrations: CodeMigration[]): Promise<void> {
  for (const migration of migrations) {
    for (const statement of migration.sql) {
      if (statement.trim()) await client.query(statement);
    }
    await client.query(`insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)`, [
      migration.hash,
      migration.folderMillis,
    ]);
  }
}
