import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { backupRuns } from "@/db/schema";
import { PERMISSION_CODES } from "@/lib/auth/permission-codes";
import { GET as overviewRoute } from "@/app/api/backups/route";
import { POST as runRoute } from "@/app/api/backups/run/route";
import { GET as downloadRoute } from "@/app/api/backups/download/[file]/route";
import { createBackup } from "@/lib/backup/backup";
import { runBackup } from "@/lib/backup/backup-job";
import { restoreBackup } from "@/lib/backup/restore";
import type { BackupOverviewDto } from "@/lib/backup/backup-screen";
import { AGE_HEADER } from "@/lib/backup/encryption";
import { MAGIC, verifyBackupFile } from "@/lib/backup/format";
import { MISSING_RECIPIENT_MESSAGE, newKeyPair } from "@/lib/backup/keys";
import { stopJobQueue } from "@/lib/jobs/job-queue";
import { invoke } from "../support/api";
import { createUser, tokenWith } from "../support/factories";

/**
 * The app's side of backups: a run recorded in backup_runs (ok, or error with a JSON log line),
 * encrypted to BACKUP_RECIPIENT; the Backup screen's calls, for a Master only; and the download
 * route that serves only backup files of BACKUP_DIR, as they are on disk (encrypted).
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bo-backup-job-"));
const ENV_NAMES = ["BACKUP_DIR", "BACKUP_RECIPIENT", "BACKUP_IDENTITY_FILE"] as const;
const previous = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));
let keys: Awaited<ReturnType<typeof newKeyPair>>;

beforeAll(async () => {
  keys = await newKeyPair();
  process.env.BACKUP_DIR = dir;
  process.env.BACKUP_RECIPIENT = keys.recipient;
  // Never the checkout's own .data/backup-identity.txt.
  process.env.BACKUP_IDENTITY_FILE = path.join(dir, "no-identity.txt");
});

afterAll(async () => {
  await stopJobQueue();
  for (const name of ENV_NAMES) {
    if (previous[name] === undefined) delete process.env[name];
    else process.env[name] = previous[name];
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

const download = (file: string, token: string) =>
  downloadRoute(
    new Request(`http://localhost/api/backups/download/${encodeURIComponent(file)}`, {
      headers: { authorization: `Bearer ${token}` },
    }),
    { params: Promise.resolve({ file }) },
  );

/** The spec's envelope of a refusal (SPEC.md section 7). */
const REFUSED = {
  success: false,
  messages: ["Non hai il permesso per questa operazione"],
  entity: null,
  validationCodes: [],
  validationLevel: "Fail",
};

describe("backup runs and the Backup screen's calls", () => {
  it("queues a run from the screen, runs it, lists and serves its file, encrypted", async () => {
    // A Master with the default (empty) role: the profile type opens the screen, not a permission.
    const admin = (await createUser({ type: "Master" })).token;
    const queued = await invoke<{ runId: number }>(runRoute, { method: "POST", token: admin });
    expect(queued.status).toBe(200);
    const runId = queued.body.entity!.runId;
    // A second click while one waits answers the same run.
    const again = await invoke<{ runId: number }>(runRoute, { method: "POST", token: admin });
    expect(again.body.entity!.runId).toBe(runId);

    await runBackup({ db: getDb(), runId });
    const [run] = await getDb().select().from(backupRuns).where(eq(backupRuns.id, runId));
    expect(run).toMatchObject({ status: "ok", trigger: "manual" });
    expect(run!.sizeBytes).toBeGreaterThan(0);
    expect(run!.fileName).toMatch(/\.pgcopy\.gz\.age$/);
    await verifyBackupFile(path.join(dir, run!.fileName!), [keys.identity]);

    const overview = await invoke<BackupOverviewDto>(overviewRoute, { token: admin });
    expect(overview.status).toBe(200);
    expect(overview.body.entity!.lastRun).toMatchObject({ id: runId, status: "ok" });
    expect(overview.body.entity!.files.map((f) => f.name)).toContain(run!.fileName);

    const response = await download(run!.fileName!, admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(run!.fileName!);
    expect(response.headers.get("content-type")).toBe("application/octet-stream");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(fs.readFileSync(path.join(dir, run!.fileName!)))).toBe(true);
    // What leaves the server is the age file: no plaintext, no gzip to open without the key.
    expect(bytes.subarray(0, AGE_HEADER.length).equals(AGE_HEADER)).toBe(true);
    expect(bytes.includes(MAGIC)).toBe(false);
  });

  it("refuses list, run and download to a role holding every permission, not a Master (403)", async () => {
    const master = (await createUser({ type: "Master" })).token;
    const usersOnly = await tokenWith(["Users"]);
    const everything = (await createUser({ type: "User", permissions: [...PERMISSION_CODES] })).token;
    const [name] = fs.readdirSync(dir).filter((n) => n.startsWith("backup-"));
    expect(name).toBeTruthy();
    const runsBefore = await getDb().select({ id: backupRuns.id }).from(backupRuns);
    for (const token of [usersOnly, everything]) {
      const list = await invoke(overviewRoute, { token });
      expect(list.status).toBe(403);
      expect(list.body).toEqual(REFUSED);
      const run = await invoke(runRoute, { method: "POST", token });
      expect(run.status).toBe(403);
      expect(run.body).toEqual(REFUSED);
      const file = await download(name!, token);
      expect(file.status).toBe(403);
      expect(await file.json()).toEqual(REFUSED);
    }
    // Refused: no run queued.
    expect(await getDb().select({ id: backupRuns.id }).from(backupRuns)).toHaveLength(runsBefore.length);
    expect((await invoke(overviewRoute, { token: master })).status).toBe(200);
    expect((await download(name!, master)).status).toBe(200);
    expect((await invoke(runRoute, { method: "POST", token: master })).status).toBe(200);
    await getDb().delete(backupRuns).where(eq(backupRuns.status, "queued"));
  });

  it("answers 403 to other permissions and 404 for any name but a backup file's", async () => {
    const admin = (await createUser({ type: "Master" })).token;
    const other = await tokenWith(["Customers"]);
    expect((await invoke(overviewRoute, { token: other })).status).toBe(403);
    expect((await invoke(runRoute, { method: "POST", token: other })).status).toBe(403);
    const [name] = fs.readdirSync(dir).filter((n) => n.startsWith("backup-"));
    expect((await download(name!, other)).status).toBe(403);
    // A file of the versions before encryption is never served, not even to a Master.
    const unencrypted = name!.replace(/\.age$/, "");
    fs.writeFileSync(path.join(dir, unencrypted), "plaintext");
    fs.writeFileSync(path.join(os.tmpdir(), "secret.txt"), "secret");
    for (const file of [
      "../secret.txt",
      "..",
      `../${path.basename(dir)}/${name}`,
      "/etc/passwd",
      `${name}.partial`,
      unencrypted,
      "x",
    ]) {
      const response = await download(file, admin);
      expect(response.status, file).toBe(404);
      expect(((await response.json()) as { success: boolean }).success).toBe(false);
    }
  });

  it("a restored database shows no run in progress: those under way at the snapshot are left out", async () => {
    const db = getDb();
    await db.insert(backupRuns).values({ trigger: "manual", status: "queued" });
    const backup = await createBackup({ url: process.env.DATABASE_URL!, dir, recipients: [keys.recipient] });
    const name = `bk_runs_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const target = new URL(process.env.DATABASE_URL!);
      target.pathname = `/${name}`;
      await restoreBackup({ url: target.toString(), file: backup.file, identities: [keys.identity] });
      const client = new pg.Client({ connectionString: target.toString() });
      await client.connect();
      const { rows } = await client.query<{ status: string }>(`select status from backup_runs`);
      await client.end();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.status === "ok" || row.status === "error")).toBe(true);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await db.delete(backupRuns).where(eq(backupRuns.status, "queued"));
    }
  });

  it("records a failed run with its reason and logs it as a JSON line", async () => {
    const blocker = path.join(dir, "not-a-folder");
    fs.writeFileSync(blocker, "x");
    process.env.BACKUP_DIR = blocker;
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      await expect(runBackup({ db: getDb() })).rejects.toThrow();
    } finally {
      spy.mockRestore();
      process.env.BACKUP_DIR = dir;
    }
    const [run] = await getDb().select().from(backupRuns).orderBy(desc(backupRuns.id)).limit(1);
    expect(run).toMatchObject({ status: "error", trigger: "schedule" });
    expect(run!.message).toBeTruthy();
    const line = JSON.parse(written.find((w) => w.includes("backup_failed"))!) as Record<string, unknown>;
    expect(line).toMatchObject({ event: "backup_failed", runId: run!.id });
  });

  it("on an external database without BACKUP_RECIPIENT, refuses to back up and says what to do", async () => {
    const filesBefore = fs.readdirSync(dir).sort();
    delete process.env.BACKUP_RECIPIENT;
    const spy = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      await expect(runBackup({ db: getDb() })).rejects.toThrow(/manca BACKUP_RECIPIENT/);
    } finally {
      spy.mockRestore();
      process.env.BACKUP_RECIPIENT = keys.recipient;
    }
    const [run] = await getDb().select().from(backupRuns).orderBy(desc(backupRuns.id)).limit(1);
    expect(run).toMatchObject({ status: "error", message: MISSING_RECIPIENT_MESSAGE });
    // No key pair made on the side, no file written.
    expect(fs.existsSync(process.env.BACKUP_IDENTITY_FILE!)).toBe(false);
    expect(fs.readdirSync(dir).sort()).toEqual(filesBefore);
  });
});
