import fs from "node:fs";
import path from "node:path";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { RestoreRefused } from "./restore-refused";

/**
 * The backups' keys (docs/DECISIONS.md "Backups"). A backup is encrypted to the public keys of
 * BACKUP_RECIPIENT; only their private keys open it, and those belong off the server. Without
 * BACKUP_RECIPIENT the public key comes from the key pair file, BACKUP_IDENTITY_FILE (default
 * .data/backup-identity.txt), which only the embedded database makes by itself.
 */
export const backupIdentityFile = () =>
  path.resolve(
    process.env.BACKUP_IDENTITY_FILE ??
      path.join(/*turbopackIgnore: true*/ process.cwd(), ".data", "backup-identity.txt"),
  );

/** Shown on the Backup screen when a run fails for want of a key: the operator acts on it. */
export const MISSING_RECIPIENT_MESSAGE =
  "Backup non eseguito: manca BACKUP_RECIPIENT, la chiave pubblica age (age1…) a cui cifrare i backup. " +
  "Crearne una coppia con `npm run backup:keygen -- FILE` (o age-keygen), tenere il file con la chiave privata " +
  "fuori da questo server e impostare BACKUP_RECIPIENT alla chiave pubblica che stampa.";

/** The keys of an identity text: "AGE-SECRET-KEY-1…" lines; "#" comments and blank lines skipped (age-keygen's file). */
export function parseIdentities(text: string, source: string): string[] {
  const keys: string[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith("#")) continue;
    for (const key of trimmed.split(/\s+/)) {
      // The line, never the text: it may be a secret of another kind.
      if (!/^AGE-SECRET-KEY-(PQ-)?1[0-9A-Z]+$/.test(key))
        throw new Error(`${source}, line ${index + 1}: not an age private key (AGE-SECRET-KEY-1…)`);
      keys.push(key);
    }
  }
  return keys;
}

/** The public keys given in BACKUP_RECIPIENT: one or more, separated by spaces or commas. */
export function configuredRecipients(): string[] {
  return (process.env.BACKUP_RECIPIENT ?? "").split(/[\s,]+/).filter(Boolean);
}

/** A new key pair in age-keygen's file format (age and rage read it as it is). */
export async function newKeyPair(): Promise<{ identity: string; recipient: string; text: string }> {
  const identity = await generateX25519Identity();
  const recipient = await identityToRecipient(identity);
  const text =
    `# created: ${new Date().toISOString()}\n` +
    `# public key: ${recipient}\n` +
    `# The private key of the back office's backups: keep a copy off the server.\n` +
    `${identity}\n`;
  return { identity, recipient, text };
}

/**
 * Writes a new key pair into `file` (mode 0600) and returns its public key; never over an existing
 * file: null when there is one (another process may have just made it).
 */
export async function writeKeyPairFile(file: string): Promise<string | null> {
  const pair = await newKeyPair();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, pair.text, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return null;
    throw error;
  }
  return pair.recipient;
}

/**
 * For the embedded database (demo, single machine): without BACKUP_RECIPIENT, the key pair file is
 * made once, so that backups are encrypted from the first night. Returns its path when made now.
 */
export async function ensureBackupKeyPair(): Promise<string | null> {
  if (configuredRecipients().length) return null;
  const file = backupIdentityFile();
  if (fs.existsSync(file)) return null;
  if (!(await writeKeyPairFile(file))) return null;
  console.warn(
    `[backup] key pair of the backups created in ${file}: backups cannot be restored without its private key. ` +
      `Keep a copy of that file off this machine; in production set BACKUP_RECIPIENT instead (README "Backups").`,
  );
  return file;
}

/**
 * The public keys a backup is encrypted to: BACKUP_RECIPIENT, or the one of the key pair file.
 * Throws MISSING_RECIPIENT_MESSAGE when there is neither: on an external database nothing makes a
 * key pair by itself (docs/DECISIONS.md "Backups").
 */
export async function backupRecipients(): Promise<string[]> {
  const configured = configuredRecipients();
  if (configured.length) return configured;
  const file = backupIdentityFile();
  if (!fs.existsSync(file)) throw new Error(MISSING_RECIPIENT_MESSAGE);
  const [identity] = parseIdentities(fs.readFileSync(file, "utf8"), file);
  if (!identity) throw new Error(`${file} holds no age private key`);
  return [await identityToRecipient(identity)];
}

/**
 * The private keys a restore tries: those of BACKUP_IDENTITY, then those of BACKUP_IDENTITY_FILE
 * (or of the default key pair file, when it exists). Empty when none is configured.
 */
export function restoreIdentities(): string[] {
  const keys: string[] = [];
  if (process.env.BACKUP_IDENTITY?.trim())
    keys.push(...parseIdentities(process.env.BACKUP_IDENTITY, "BACKUP_IDENTITY"));
  const file = backupIdentityFile();
  if (process.env.BACKUP_IDENTITY_FILE && !fs.existsSync(file))
    throw new RestoreRefused(
      `Restore refused: BACKUP_IDENTITY_FILE names a file that does not exist (${file}).`,
    );
  if (fs.existsSync(file)) keys.push(...parseIdentities(fs.readFileSync(file, "utf8"), file));
  return keys;
}
