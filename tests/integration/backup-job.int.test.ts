import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { backupRuns } from "@/db/schema";
import { GET as overviewRoute } from "@/app/api/backups/route";
import { POST as runRoute } from "@/app/api/backups/run/route";
import { GET as downloadRoute } from "@/app/api/backups/download/[file]/route";
import { createBackup } from "@/lib/backup/backup";
import { runBackup } from "@/lib/backup/backup-job";
import { restoreBackup } from "@/lib/backup/restore";
import type { BackupOverviewDto } from "@/lib/backup/backup-screen";
import { verifyBackupFile } from "@/lib/backup/format";
import { stopJobQueue } from "@/lib/jobs/job-queue";
import { invoke } from "../support/api";
import { tokenWith } from "../support/factories";

/**
 * The app's side of backups: a run recorded in backup_runs (ok, or error with a JSON log line),
 * the Backup screen's calls with their permission, and the download route that serves only
 * backup files of BACKUP_DIR.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bo-backup-job-"));
const previousDir = process.env.BACKUP_DIR;

beforeAll(() => {
  process.env.BACKUP_DIR = dir;
});

afterAll(async () => {
  await stopJobQueue();
  if (previousDir === undefined) delete process.env.BACKUP_DIR;
  else process.env.BACKUP_DIR = previousDir;
  fs.rmSync(dir, { recursive: true, force: true });
});

const download = (file: string, token: string) =>
  downloadRoute(
    new Request(`http://localhost/api/backups/download/${encodeURIComponent(file)}`, {
      headers: { authorization: `Bearer ${token}` },
    }),
    { params: Promise.resolve({ file }) },
  );

describe("backup runs and the Backup screen's calls", () => {
  it("queues a run from the screen, runs it, lists and serves its file", async () => {
    const admin = await tokenWith(["Users"]);
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
    await verifyBackupFile(path.join(dir, run!.fileName!));

    const overview = await invoke<BackupOverviewDto>(overviewRoute, { token: admin });
    expect(overview.status).toBe(200);
    expect(overview.body.entity!.lastRun).toMatchObject({ id: runId, status: "ok" });
    expect(overview.body.entity!.files.map((f) => f.name)).toContain(run!.fileName);

    const response = await download(run!.fileName!, admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(run!.fileName!);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(fs.readFileSync(path.join(dir, run!.fileName!)))).toBe(true);
  });

  it("answers 403 without the Users permission and 404 for any name but a backup file's", async () => {
    const admin = await tokenWith(["Users"]);
    const other = await tokenWith(["Customers"]);
    expect((await invoke(overviewRoute, { token: other })).status).toBe(403);
    expect((await invoke(runRoute, { method: "POST", token: other })).status).toBe(403);
    const [name] = fs.readdirSync(dir).filter((n) => n.startsWith("backup-"));
    expect((await download(name!, other)).status).toBe(403);
    fs.writeFileSync(path.join(os.tmpdir(), "secret.txt"), "secret");
    for (const file of [
      "../secret.txt",
      "..",
      `../${path.basename(dir)}/${name}`,
      "/etc/passwd",
      `${name}.partial`,
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
    const backup = await createBackup({ url: process.env.DATABASE_URL!, dir });
    const name = `bk_runs_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const target = new URL(process.env.DATABASE_URL!);
      target.pathname = `/${name}`;
      await restoreBackup({ url: target.toString(), file: backup.file });
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
});
