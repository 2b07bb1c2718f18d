import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { identityToRecipient } from "age-encryption";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  MISSING_RECIPIENT_MESSAGE,
  backupRecipients,
  ensureBackupKeyPair,
  newKeyPair,
  parseIdentities,
  restoreIdentities,
} from "./keys";
import { RestoreRefused } from "./restore-refused";

const ENV_NAMES = ["BACKUP_RECIPIENT", "BACKUP_IDENTITY", "BACKUP_IDENTITY_FILE"] as const;
let saved: Record<string, string | undefined>;
let dir: string;

beforeEach(() => {
  saved = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));
  for (const name of ENV_NAMES) delete process.env[name];
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bo-backup-keys-"));
  // Never the checkout's own .data/backup-identity.txt.
  process.env.BACKUP_IDENTITY_FILE = path.join(dir, "backup-identity.txt");
});

afterEach(() => {
  for (const name of ENV_NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  fs.rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe("backup keys", () => {
  it("reads age-keygen's file format and names the bad line without echoing it", async () => {
    const { identity, text } = await newKeyPair();
    expect(parseIdentities(text, "f")).toEqual([identity]);
    expect(parseIdentities(`\n# comment\n${identity}\n\n${identity}`, "f")).toEqual([identity, identity]);
    expect(() => parseIdentities("# ok\npassword=hunter2", "f")).toThrow(
      /^f, line 2: not an age private key/,
    );
    expect(() => parseIdentities("password=hunter2", "f")).not.toThrow(/hunter2/);
  });

  it("makes the embedded database's key pair once, mode 0600, and encrypts to it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const file = process.env.BACKUP_IDENTITY_FILE!;
    expect(await ensureBackupKeyPair()).toBe(file);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Keep a copy of that file off this machine"));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const content = fs.readFileSync(file, "utf8");
    expect(await ensureBackupKeyPair()).toBeNull();
    expect(fs.readFileSync(file, "utf8")).toBe(content);
    const [identity] = parseIdentities(content, file);
    expect(await backupRecipients()).toEqual([await identityToRecipient(identity!)]);
    expect(restoreIdentities()).toEqual([identity]);
  });

  it("BACKUP_RECIPIENT wins, one or more keys; then nothing is made on disk", async () => {
    const [a, b] = await Promise.all([newKeyPair(), newKeyPair()]);
    process.env.BACKUP_RECIPIENT = `${a.recipient}, ${b.recipient}`;
    expect(await ensureBackupKeyPair()).toBeNull();
    expect(fs.existsSync(process.env.BACKUP_IDENTITY_FILE!)).toBe(false);
    expect(await backupRecipients()).toEqual([a.recipient, b.recipient]);
  });

  it("without BACKUP_RECIPIENT nor a key pair file, refuses and says what to do", async () => {
    await expect(backupRecipients()).rejects.toThrow(MISSING_RECIPIENT_MESSAGE);
    expect(MISSING_RECIPIENT_MESSAGE).toMatch(/BACKUP_RECIPIENT/);
    expect(MISSING_RECIPIENT_MESSAGE).toMatch(/npm run backup:keygen/);
  });

  it("a restore takes BACKUP_IDENTITY and the file's keys; a missing BACKUP_IDENTITY_FILE is refused", async () => {
    const [a, b] = await Promise.all([newKeyPair(), newKeyPair()]);
    expect(() => restoreIdentities()).toThrow(RestoreRefused);
    process.env.BACKUP_IDENTITY_FILE = path.join(dir, "key.txt");
    fs.writeFileSync(process.env.BACKUP_IDENTITY_FILE, b.text);
    process.env.BACKUP_IDENTITY = a.identity;
    expect(restoreIdentities()).toEqual([a.identity, b.identity]);
  });
});
