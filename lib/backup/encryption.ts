import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { Decrypter, Encrypter, type Identity } from "age-encryption";

/** The first line of every age file (age-encryption.org/v1): how a restore tells an encrypted backup. */
export const AGE_HEADER = Buffer.from("age-encryption.org/v1\n", "ascii");

/** A private key a backup can be opened with: an `AGE-SECRET-KEY-1…` string or an age Identity. */
export type BackupIdentity = string | Identity;

/** The file's key could not be opened: no private key given, or none of them is the file's. */
export class BackupKeyError extends Error {}

const toWeb = (stream: Readable) => Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;
const fromWeb = (stream: ReadableStream<Uint8Array>) =>
  Readable.fromWeb(stream as unknown as NodeReadableStream<Uint8Array>);

/**
 * `source` encrypted to `recipients` (age public keys `age1…`), streamed in age's 64 KiB chunks.
 * `readBack` opens this one file without a private key (the server usually has none): it hands
 * the decrypter the file's own random key, caught when it was wrapped for the recipients, so the
 * file written can be read back and checked whole.
 */
export async function encryptStream(
  source: Readable,
  recipients: readonly string[],
): Promise<{ encrypted: Readable; readBack: Identity }> {
  if (!recipients.length) throw new Error("no public key to encrypt the backup to");
  const encrypter = new Encrypter();
  for (const recipient of recipients) {
    try {
      encrypter.addRecipient(recipient);
    } catch {
      throw new Error(`"${recipient}" is not an age public key (age1…)`);
    }
  }
  let fileKey: Uint8Array | null = null;
  // Adds no stanza to the header: it only sees the file key go by.
  encrypter.addRecipient({
    wrapFileKey: (key) => {
      fileKey = key.slice();
      return [];
    },
  });
  const encrypted = fromWeb(await encrypter.encrypt(toWeb(source)));
  return { encrypted, readBack: { unwrapFileKey: () => fileKey } };
}

/**
 * The plaintext of an age file, streamed. Throws BackupKeyError (Italian: the operator reads it)
 * when no private key is given or none opens the file, before any plaintext is read; a damaged
 * header or payload errors the stream (or this call) with age's own message.
 */
export async function decryptStream(
  source: Readable,
  identities: readonly BackupIdentity[],
): Promise<Readable> {
  if (!identities.length) {
    throw new BackupKeyError(
      "Backup rifiutato: il file è cifrato e non è stata indicata nessuna chiave privata. " +
        "Indicarla con BACKUP_IDENTITY (la chiave AGE-SECRET-KEY-1…) o BACKUP_IDENTITY_FILE (il file che la contiene).",
    );
  }
  const decrypter = new Decrypter();
  for (const identity of identities) {
    try {
      decrypter.addIdentity(identity);
    } catch {
      throw new BackupKeyError(
        "Backup rifiutato: una delle chiavi private indicate non è una chiave age valida (AGE-SECRET-KEY-1…).",
      );
    }
  }
  // Tried last: reached only when no key given opens the file's header.
  let noneMatched = false;
  decrypter.addIdentity({
    unwrapFileKey: () => {
      noneMatched = true;
      return null;
    },
  });
  try {
    return fromWeb(await decrypter.decrypt(toWeb(source)));
  } catch (error) {
    if (noneMatched) {
      throw new BackupKeyError(
        "Backup rifiutato: il file è cifrato per un'altra chiave, nessuna delle chiavi private indicate " +
          "(BACKUP_IDENTITY, BACKUP_IDENTITY_FILE) lo apre. Usare la chiave privata della coppia di BACKUP_RECIPIENT " +
          "del server che ha fatto il backup.",
      );
    }
    throw error;
  }
}
