// `npm run backup:keygen -- FILE`: a new key pair for the backups, written into FILE (mode 0600,
// never over an existing file) in age-keygen's format. Prints the public key: set BACKUP_RECIPIENT
// to it on the server, and keep FILE (the private key) off the server, where restores are made
// (BACKUP_IDENTITY_FILE=FILE npm run restore -- BACKUP). See README "Backups".
import { writeKeyPairFile } from "@/lib/backup/keys";

async function main() {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
  if (!file) throw new Error("Usage: npm run backup:keygen -- <file for the private key>");
  const recipient = await writeKeyPairFile(file);
  if (!recipient) throw new Error(`${file} exists already: choose another name`);
  console.log(
    `Private key written: ${file} (keep it off the server, with a second copy somewhere safe)\n` +
      `Public key, for the server: BACKUP_RECIPIENT=${recipient}`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
