// `npm run backup`: one verified backup file of the whole database into BACKUP_DIR (default
// .data/backups), from one consistent snapshot, encrypted to BACKUP_RECIPIENT (on the embedded
// database without it: to the key pair of .data/backup-identity.txt, made once); works while the
// app runs. `--dir <folder>` picks another folder. Prints the file's path. See README "Backups".
import { createBackup, pruneBackups } from "@/lib/backup/backup";
import { backupDir, backupKeep, openDatabaseTarget } from "@/lib/backup/database-target";
import { backupRecipients, ensureBackupKeyPair } from "@/lib/backup/keys";

async function main() {
  const args = process.argv.slice(2);
  const dirIndex = args.indexOf("--dir");
  const dir = dirIndex >= 0 && args[dirIndex + 1] ? args[dirIndex + 1]! : backupDir();
  const target = await openDatabaseTarget({ forRestore: false });
  try {
    if (target.embedded) await ensureBackupKeyPair();
    const result = await createBackup({ url: target.url, dir, recipients: await backupRecipients() });
    const rows = result.manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Backup written: ${result.file}\n  ${result.manifest.tables.length} tables, ${rows} rows, ` +
        `${(result.size / 1048576).toFixed(1)} MB, ${(result.durationMs / 1000).toFixed(1)} s`,
    );
    if (!args.includes("--no-prune")) {
      const removed = pruneBackups(dir, backupKeep());
      if (removed.length) console.log(`  older backups removed: ${removed.join(", ")}`);
    }
  } finally {
    await target.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
