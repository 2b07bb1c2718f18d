// `npm run restore -- FILE [--replace]`: loads a backup file made by `npm run backup` into the
// database (DATABASE_URL, or the embedded one under .data/pg, which must not be running), decrypted
// with the private key of BACKUP_IDENTITY or of the file BACKUP_IDENTITY_FILE (default
// .data/backup-identity.txt). Refuses, writing nothing, a file no key opens, a damaged file, a file
// newer than the code, a database in use or a non-empty one (unless --replace). Older backups are
// brought to the code's level by its migrations.
import fs from "node:fs";
import { openDatabaseTarget } from "@/lib/backup/database-target";
import { restoreIdentities } from "@/lib/backup/keys";
import { RestoreRefused, restoreBackup } from "@/lib/backup/restore";

async function main() {
  const args = process.argv.slice(2);
  // npm keeps the options before `--` for itself: `npm run restore -- FILE --replace`.
  const replace = args.includes("--replace");
  const file = args.find((arg) => !arg.startsWith("--"));
  if (!file) throw new RestoreRefused("Usage: npm run restore -- <backup file> [--replace]");
  if (!fs.existsSync(file)) throw new RestoreRefused(`No such file: ${file}`);
  const identities = restoreIdentities();
  const target = await openDatabaseTarget({ forRestore: true });
  try {
    const result = await restoreBackup({
      url: target.url,
      file,
      identities,
      replace,
      log: (line) => console.log(`  ${line}`),
    });
    console.log(
      `Restored ${result.tables} tables, ${result.rows} rows in ${(result.durationMs / 1000).toFixed(1)} s` +
        (result.migrationsForward ? ` (${result.migrationsForward} newer migration(s) applied)` : ""),
    );
  } finally {
    await target.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    if (error instanceof RestoreRefused) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(`Restore failed, nothing was changed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
