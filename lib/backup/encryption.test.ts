import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { AGE_HEADER, BackupKeyError, decryptStream, encryptStream } from "./encryption";
import { newKeyPair } from "./keys";

const encrypt = async (plain: Buffer, recipients: string[]) => {
  const { encrypted, readBack } = await encryptStream(Readable.from([plain]), recipients);
  return { bytes: await buffer(encrypted), readBack };
};

describe("backup encryption (age)", () => {
  it("round trip over several 64 KiB chunks, with the private key or the file's own key", async () => {
    const keys = await newKeyPair();
    const plain = randomBytes(200_000);
    const { bytes, readBack } = await encrypt(plain, [keys.recipient]);
    expect(bytes.subarray(0, AGE_HEADER.length).equals(AGE_HEADER)).toBe(true);
    expect(bytes.includes(plain.subarray(0, 32))).toBe(false);
    expect(await buffer(await decryptStream(Readable.from([bytes]), [keys.identity]))).toEqual(plain);
    // The read-back key opens the file it was made for, without the private key.
    expect(await buffer(await decryptStream(Readable.from([bytes]), [readBack]))).toEqual(plain);
  });

  it("the read-back key adds nothing to the header: only the recipient's stanza is there", async () => {
    const keys = await newKeyPair();
    const { bytes } = await encrypt(Buffer.from("x"), [keys.recipient]);
    const header = bytes.subarray(0, bytes.indexOf("\n---")).toString("latin1");
    expect(header.match(/^-> /gm)).toHaveLength(1);
    expect(header).toMatch(/^-> X25519 /m);
  });

  it("refuses another key's file and a missing key with Italian messages, before any plaintext", async () => {
    const [keys, other] = await Promise.all([newKeyPair(), newKeyPair()]);
    const { bytes } = await encrypt(Buffer.from("segreto"), [keys.recipient]);
    await expect(decryptStream(Readable.from([bytes]), [other.identity])).rejects.toThrow(BackupKeyError);
    await expect(decryptStream(Readable.from([bytes]), [other.identity])).rejects.toThrow(
      /cifrato per un'altra chiave/,
    );
    await expect(decryptStream(Readable.from([bytes]), [])).rejects.toThrow(/nessuna chiave privata/);
    await expect(decryptStream(Readable.from([bytes]), ["AGE-SECRET-KEY-1NOTAKEY"])).rejects.toThrow(
      /non è una chiave age valida/,
    );
    // Several keys: the right one opens it wherever it is.
    const opened = await decryptStream(Readable.from([bytes]), [other.identity, keys.identity]);
    expect((await buffer(opened)).toString()).toBe("segreto");
  });

  it("a changed byte of the payload fails the stream, not silently", async () => {
    const keys = await newKeyPair();
    const { bytes } = await encrypt(randomBytes(1000), [keys.recipient]);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 20) ^ 1, bytes.length - 20);
    const plain = await decryptStream(Readable.from([bytes]), [keys.identity]);
    await expect(buffer(plain)).rejects.toThrow();
  });

  it("refuses what is not an age public key, and no key at all", async () => {
    await expect(encryptStream(Readable.from([]), ["age1nope"])).rejects.toThrow(/not an age public key/);
    await expect(encryptStream(Readable.from([]), [])).rejects.toThrow(/no public key/);
  });
});
