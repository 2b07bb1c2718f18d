// `npm run bench:import`: the players import on BENCH_IMPORT_ROWS rows (default
// 100,000) against BENCH_CUSTOMERS existing customers (default 100,000): 10 % of the rows are
// players already in the database (same e-mail, other fields to fill), 2 % are bad rows (a wrong
// e-mail or date), the rest new players. The file is an .xlsx written by exceljs's streaming writer.
// Times the preview (upload stored + the whole file read, staged, checked and matched) and the
// import (the pg-boss job, batch by batch), and samples the process's RSS every 50 ms: the peak
// of each phase, and the peak during the first and the second half of the preview's rows, to show
// that memory does not grow with the rows. Targets: preview <= 10 s, import <= 60 s.
// BENCH_DATABASE_URL / BENCH_KEEP_DATABASE as for the other benches (bench/dataset.ts).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import ExcelJS from "exceljs";
import { sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { ensureReferenceData } from "@/seed/reference-data";
import { registerPlayersImportJobs } from "@/lib/customers/players-import-job";
import { previewPlayersImport } from "@/lib/customers/preview-players-import";
import { startPlayersImport } from "@/lib/customers/start-players-import";
import { autoMapping } from "@/lib/customers/import-fields";
import { apiTranslator } from "@/lib/i18n/server-translator";
import { openTable } from "@/lib/import/read-table";
import { importJobName } from "@/lib/import/run-job";
import { createRun, findRun } from "@/lib/import/runs";
import { drainJobs, startJobQueue, stopJobQueue } from "@/lib/jobs/job-queue";
import type { Caller } from "@/lib/auth/caller";
import { benchDatabase, generatePeople } from "./dataset";

process.env.DB_POOL_SIZE ??= "4";
process.env.REQUEST_LOG ??= "off";
process.env.AUTH_SECRET ??= `bench-${randomBytes(24).toString("hex")}`;
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;

const FIRST = [
  "Mario",
  "Luca",
  "Giulia",
  "Anna",
  "Marco",
  "Paolo",
  "Sara",
  "Elena",
  "Andrea",
  "Chiara",
  "Davide",
  "Federica",
  "Giorgio",
  "Ilaria",
  "Matteo",
  "Silvia",
  "Roberto",
  "Valentina",
  "Stefano",
  "Laura",
];
const SYLLABLES = [
  "ba",
  "ce",
  "di",
  "fo",
  "gu",
  "la",
  "me",
  "ni",
  "po",
  "ru",
  "sa",
  "te",
  "vi",
  "zo",
  "bra",
  "cri",
  "fle",
  "gro",
  "pla",
  "stu",
  "tri",
  "ver",
  "man",
  "ros",
  "bel",
  "car",
  "del",
  "fer",
  "gal",
  "mor",
];
const CITIES = Array.from({ length: 120 }, (_, i) => `Comune ${i + 1}`);

/** A deterministic pseudo-random sequence. */
function rng(seed: number) {
  let x = seed >>> 0;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

async function writeFile(file: string, existing: { email: string; last: string; first: string }[]) {
  const random = rng(20261125);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = writer.addWorksheet("Giocatori");
  sheet
    .addRow([
      "Nome",
      "Cognome",
      "Email",
      "Cellulare",
      "Data di nascita",
      "Codice fiscale",
      "Indirizzo",
      "Città",
      "CAP",
      "Provincia",
      "Nazione",
      "Note",
      "Valutazione",
    ])
    .commit();
  let duplicates = 0;
  let bad = 0;
  for (let i = 0; i < ROWS; i++) {
    const r = random();
    const birth = `${String(1 + Math.floor(random() * 28)).padStart(2, "0")}/${String(1 + Math.floor(random() * 12)).padStart(2, "0")}/${1950 + Math.floor(random() * 55)}`;
    if (r < 0.1 && existing.length) {
      duplicates++;
      const e = existing[Math.floor(random() * existing.length)]!;
      sheet
        .addRow([
          e.first,
          e.last,
          e.email.toUpperCase(),
          null,
          birth,
          null,
          `Via ${pick(SYLLABLES)} ${i % 300}`,
          null,
          null,
          null,
          "Italia",
          null,
          null,
        ])
        .commit();
      continue;
    }
    const last =
      pick(SYLLABLES).toUpperCase().slice(0, 1) +
      pick(SYLLABLES).slice(0, 2) +
      pick(SYLLABLES) +
      pick(SYLLABLES) +
      "i";
    const first = pick(FIRST);
    const badRow = r > 0.98;
    if (badRow) bad++;
    sheet
      .addRow([
        first,
        last,
        badRow && i % 2 ? `nuovo${i}@` : `nuovo${i}@esempio.it`,
        `+39 3${String(400000000 + i).padStart(9, "0")}`,
        badRow && !(i % 2) ? "31/02/1980" : birth,
        null,
        `Via ${pick(SYLLABLES)} ${i % 300}`,
        pick(CITIES),
        String(10000 + (i % 89999)),
        "MI",
        "Italia",
        i % 10 === 0 ? "Nota di prova" : null,
        i % 6,
      ])
      .commit();
  }
  await sheet.commit();
  await writer.commit();
  return { duplicates, bad };
}

async function main() {
  const { url, cleanup } = await benchDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bo-bench-import-"));
  const samples: { at: number; rss: number }[] = [];
  const sampler = setInterval(
    () => samples.push({ at: performance.now(), rss: process.memoryUsage().rss }),
    50,
  );
  const peak = (from: number, to: number) =>
    samples.filter((s) => s.at >= from && s.at <= to).reduce((max, s) => Math.max(max, s.rss), 0);
  try {
    process.env.DATABASE_URL = url;
    const db = getDb();
    await runMigrations(db);
    await ensureReferenceData(db);
    await generatePeople(db, { customers: CUSTOMERS, users: 10 });
    await db.execute(sql`vacuum analyze customers`);
    const existing = (
      await db.execute<{ email: string; last: string; first: string }>(
        sql`select email, last_name as last, first_name as first from customers order by id limit 20000`,
      )
    ).rows;
    const file = path.join(dir, "players.xlsx");
    const { duplicates, bad } = await writeFile(file, existing);
    const content = fs.readFileSync(file);
    console.log(
      `file: ${ROWS} rows (${duplicates} players already present, ${bad} bad rows), ${mb(content.byteLength)}; ` +
        `${CUSTOMERS} customers in the database; RSS before: ${mb(process.memoryUsage().rss)}`,
    );
    const [account] = (await db.execute<{ id: number }>(sql`select id from accounts order by id limit 1`))
      .rows;
    const caller = { accountId: account?.id ?? null } as unknown as Caller;
    await registerPlayersImportJobs();
    await startJobQueue({ work: false });
    const t = apiTranslator("it");

    // Preview: what the upload and the "Anteprima" calls do.
    let started = performance.now();
    const opened = await openTable({ file: content, fileName: "players.xlsx" });
    if (opened.status !== "ready") throw new Error("one sheet expected");
    await opened.close();
    if (process.env.IMPORT_TIMING)
      console.log(`[upload] file opened: ${Math.round(performance.now() - started)} ms`);
    const run = await createRun({
      db,
      kind: "players",
      accountId: caller.accountId,
      fileName: "players.xlsx",
      content,
      table: { ...opened, format: opened.format },
    });
    if (process.env.IMPORT_TIMING)
      console.log(`[upload] stored: ${Math.round(performance.now() - started)} ms`);
    const preview = await previewPlayersImport({
      db,
      caller,
      runId: run.id,
      mapping: autoMapping(opened.headers),
      t,
    });
    const previewEnd = performance.now();
    const previewMs = previewEnd - started;
    const mid = started + previewMs / 2;
    console.log(
      `preview: ${seconds(previewMs)} (target 10 s); planned ${JSON.stringify(preview.summary)}; ` +
        `peak RSS ${mb(peak(started, previewEnd))} (first half ${mb(peak(started, mid))}, second half ${mb(peak(mid, previewEnd))})`,
    );

    started = performance.now();
    await startPlayersImport({ db, caller, runId: run.id, input: { likelyDefault: "skip", decisions: [] } });
    await drainJobs({ name: importJobName("players") });
    const importEnd = performance.now();
    const done = await findRun(db, "players", run.id);
    console.log(
      `import:  ${seconds(importEnd - started)} (target 60 s); ${done.status}: created ${done.created}, merged ${done.merged}, ` +
        `unchanged ${done.unchanged}, skipped ${done.skipped}, refused ${done.refused}; peak RSS ${mb(peak(started, importEnd))}`,
    );
    console.log(`peak RSS of the whole run: ${mb(peak(0, Infinity))}`);
    if (done.status !== "done" || done.doneRows !== ROWS) process.exitCode = 1;
  } finally {
    clearInterval(sampler);
    await stopJobQueue().catch(() => {});
    await closeDb();
    await cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
