import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { Zip, ZipDeflate } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as uploadRoute } from "@/app/api/customers/import/route";
import { POST as previewRoute } from "@/app/api/customers/import/preview/[id]/route";
import { POST as festivalPreviewRoute } from "@/app/api/events/import/preview/[eventId]/route";
import { GET as pingRoute } from "@/app/api/ping/route";
import { getDb } from "@/db/client";
import { importRuns } from "@/db/schema";
import type { Envelope } from "@/lib/api/envelope";
import { createRun } from "@/lib/import/runs";
import { invoke } from "../support/api";
import { createUser, tokenWith, type TestUser } from "../support/factories";
import { createEvent } from "../support/factories-events";

/**
 * Files built to stall the server, sent through the import routes while a client pings /api/ping
 * every 25 ms: each is refused with its Italian message, no ping waits more than 200 ms (the file
 * is read in a worker thread, its parts unpacked within limits), and the process's memory stays
 * under a ceiling. The figures are printed (max ping, event loop delay, peak RSS).
 */

const MAX_PING_MS = 200;
/** Growth of the process's resident memory while a file is read (the worker's heap included). */
const MAX_RSS_GROWTH_MB = 300;

let token: string;
let admin: TestUser;

beforeAll(async () => {
  token = await tokenWith(["Customers"]);
  admin = await createUser({ type: "Master", permissions: ["Customers", "Events"] });
});

afterAll(() => {
  console.log("hostile files (max ping, event loop delay, RSS):");
  for (const line of figures) console.log(`  ${line}`);
});

const figures: string[] = [];

// ---------------------------------------------------------------------------------------------
// Files

const encoder = new TextEncoder();
const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const RELS_NS = 'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"';
const R_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?><workbook ${NS} ${R_NS}><sheets><sheet name="Giocatori" sheetId="1" r:id="rId1"/></sheets>`;
const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships ${RELS_NS}><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
const SHEET = `<?xml version="1.0" encoding="UTF-8"?><worksheet ${NS}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Cognome</t></is></c><c r="B1" t="inlineStr"><is><t>Nome</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>Rossi</t></is></c><c r="B2" t="inlineStr"><is><t>Mario</t></is></c></row></sheetData></worksheet>`;

type Part = string | (() => Iterable<Uint8Array>);

/**
 * An .xlsx (a ZIP of deflated parts); a part given as a generator of bytes is deflated as it is
 * made (the bytes may be reused once pushed: the deflater copies them).
 */
function xlsx(parts: Record<string, Part>): Buffer {
  const out: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    out.push(chunk);
  });
  for (const [name, part] of Object.entries(parts)) {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    for (const bytes of typeof part === "string" ? [encoder.encode(part)] : part()) file.push(bytes);
    file.push(new Uint8Array(0), true);
  }
  zip.end();
  return Buffer.concat(out);
}

/** 2a: xl/workbook.xml and its relations end in 12,000 tags never closed. */
function unclosedTags(): Buffer {
  return xlsx({
    "xl/workbook.xml": `<?xml version="1.0"?><workbook ${NS} ${R_NS}><sheets>${"<sheet ".repeat(12_000)}`,
    "xl/_rels/workbook.xml.rels": `<?xml version="1.0"?><Relationships ${RELS_NS}>${"<Relationship ".repeat(12_000)}`,
    "xl/worksheets/sheet1.xml": SHEET,
  });
}

/** 2b: a workbook.xml of a few hundred KB packed that unpacks to 256 MB of blanks. */
function workbookBomb(): Buffer {
  const blanks = new Uint8Array(1024 * 1024).fill(0x20);
  return xlsx({
    "xl/workbook.xml": function* () {
      yield encoder.encode(WORKBOOK);
      for (let i = 0; i < 256; i++) yield blanks;
      yield encoder.encode("</workbook>");
    },
    "xl/_rels/workbook.xml.rels": RELS,
    "xl/worksheets/sheet1.xml": SHEET,
  });
}

/**
 * 2c, scaled: a sheet of ordinary rows whose XML unpacks to 110 MB (packed about 7:1). The rows
 * are written into one reused buffer: building the file leaves little garbage to this process.
 */
function oversizedSheet(): Buffer {
  return xlsx({
    "xl/workbook.xml": `${WORKBOOK}</workbook>`,
    "xl/_rels/workbook.xml.rels": RELS,
    "xl/worksheets/sheet1.xml": function* () {
      yield encoder.encode(
        `<?xml version="1.0" encoding="UTF-8"?><worksheet ${NS}><sheetData>` +
          `<row r="1"><c r="A1" t="inlineStr"><is><t>Cognome</t></is></c><c r="B1" t="inlineStr"><is><t>Nome</t></is></c><c r="C1" t="inlineStr"><is><t>Punti</t></is></c></row>`,
      );
      const buffer = new Uint8Array(1024 * 1024);
      let used = 0;
      let size = 0;
      for (let r = 2; size < 110 * 1024 * 1024; r++) {
        const row = `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>Cognome${(r * 7919) % 100_003}</t></is></c><c r="B${r}" t="inlineStr"><is><t>Nome${r % 977}</t></is></c><c r="C${r}"><v>${(r * 2_654_435_761) % 1_000_003}</v></c></row>`;
        if (used + row.length > buffer.length) {
          yield buffer.subarray(0, used);
          size += used;
          used = 0;
        }
        used += encoder.encodeInto(row, buffer.subarray(used)).written;
      }
      yield buffer.subarray(0, used);
      yield encoder.encode("</sheetData></worksheet>");
    },
  });
}

/** 10: a CSV header of 300,000 columns. */
function wideCsv(): Buffer {
  const header = Array.from({ length: 300_000 }, (_, i) => `c${i}`).join(";");
  return Buffer.from(`${header}\n${"1;".repeat(10)}\n`);
}

// ---------------------------------------------------------------------------------------------
// Watching the server while a file is read

type Watched<T> = { result: T; maxPingMs: number; loopDelayMs: number; rssGrowthMb: number };

/** Runs `work` while a client pings /api/ping every 25 ms, sampling the process's RSS. */
async function watched<T>(label: string, work: () => Promise<T>): Promise<Watched<T>> {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  let maxPing = 0;
  let pings = 0;
  let done = false;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const client = (async () => {
    let due = performance.now();
    while (!done) {
      due += 25;
      await sleep(Math.max(0, due - performance.now()));
      const answer = await pingRoute(new Request("http://localhost/api/ping"), {
        params: Promise.resolve({}),
      });
      await answer.json();
      // From when the ping was due: a blocked event loop delays the timer, not only the answer.
      maxPing = Math.max(maxPing, performance.now() - due);
      pings++;
      peak = Math.max(peak, process.memoryUsage().rss);
      if (performance.now() > due + 25) due = performance.now();
    }
  })();
  let result: T;
  try {
    result = await work();
  } finally {
    done = true;
    await client;
    delay.disable();
  }
  const took = performance.now() - started;
  const loopDelayMs = delay.max / 1e6;
  const rssGrowthMb = (peak - baseline) / (1024 * 1024);
  figures.push(
    `${label}: answered in ${Math.round(took)} ms; ${pings} pings, max ${Math.round(maxPing)} ms; ` +
      `event loop delay max ${Math.round(loopDelayMs)} ms; RSS peak ${Math.round(peak / 1048576)} MB ` +
      `(+${Math.round(rssGrowthMb)} MB)`,
  );
  return { result, maxPingMs: maxPing, loopDelayMs, rssGrowthMb };
}

function expectServerKeptServing(watch: Watched<unknown>) {
  expect(watch.maxPingMs).toBeLessThanOrEqual(MAX_PING_MS);
  expect(watch.rssGrowthMb).toBeLessThanOrEqual(MAX_RSS_GROWTH_MB);
}

/** A multipart body as a client sends it: encoded beforehand, so that only the server is timed. */
async function multipart(fields: Record<string, [Buffer, string]>) {
  const form = new FormData();
  for (const [field, [file, name]] of Object.entries(fields))
    form.set(field, new Blob([new Uint8Array(file)]), name);
  const encoded = new Response(form);
  return {
    body: new Uint8Array(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type")!,
  };
}

/** The upload, with its multipart body encoded beforehand. */
async function uploader(file: Buffer, name: string) {
  const { body, contentType } = await multipart({ file: [file, name] });
  return async () => {
    const response = await uploadRoute(
      new Request("http://localhost/api/customers/import", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": contentType },
        body,
      }),
      { params: Promise.resolve({}) },
    );
    const answer = (await response.json()) as Envelope<unknown>;
    return { status: response.status, message: answer.messages[0] };
  };
}

const DAMAGED = { status: 400, message: "Il file Excel è danneggiato o non leggibile" };
const UNPACKED = {
  status: 413,
  message: "Il file supera 100 MB una volta decompresso: dividerlo in più file",
};
const RATIO = {
  status: 413,
  message: "Il file è compresso più di 100 volte: non è un normale foglio Excel e non viene letto",
};

describe("hostile files sent to the imports", () => {
  it("2a: a workbook.xml of 12,000 unclosed <sheet tags is refused at once", async () => {
    const file = unclosedTags();
    const runs = await getDb().$count(importRuns);
    const watch = await watched(
      `2a unclosed tags (${file.byteLength} bytes)`,
      await uploader(file, "tag-aperti.xlsx"),
    );
    expectServerKeptServing(watch);
    expect(watch.result).toEqual(DAMAGED);
    expect(await getDb().$count(importRuns)).toBe(runs);
  });

  it("2b: a workbook.xml that unpacks to 256 MB is stopped past 100 times its packed size", async () => {
    const file = workbookBomb();
    expect(file.byteLength).toBeLessThan(1024 * 1024);
    const watch = await watched(
      `2b zip bomb (${Math.round(file.byteLength / 1024)} KB)`,
      await uploader(file, "bomba.xlsx"),
    );
    expectServerKeptServing(watch);
    expect(watch.result).toEqual(RATIO);
  });

  it("2b through the past festival's preview too, naming the file", async () => {
    const file = workbookBomb();
    const event = await createEvent({
      name: "Festival ostile",
      dateFrom: "2024-01-10",
      dateTo: "2024-01-12",
    });
    const { body, contentType } = await multipart({ reservations: [file, "prenotazioni.xlsx"] });
    const watch = await watched("2b zip bomb, festival preview", async () => {
      const response = await festivalPreviewRoute(
        new Request("http://localhost/api/events/import/preview", {
          method: "POST",
          headers: { authorization: `Bearer ${admin.token}`, "content-type": contentType },
          body,
        }),
        { params: Promise.resolve({ eventId: String(event.id) }) },
      );
      return { status: response.status, body: (await response.json()) as Envelope<unknown> };
    });
    expectServerKeptServing(watch);
    expect(watch.result.status).toBe(400);
    expect(watch.result.body.messages[0]).toBe(`File prenotazioni: ${RATIO.message}`);
  });

  it("2c: a sheet that unpacks past 100 MB is refused at upload, and at preview", async () => {
    const file = oversizedSheet();
    expect(file.byteLength).toBeLessThan(20 * 1024 * 1024);
    const mb = (file.byteLength / 1048576).toFixed(1);
    const watch = await watched(`2c oversized sheet (${mb} MB), upload`, await uploader(file, "grande.xlsx"));
    expectServerKeptServing(watch);
    expect(watch.result).toEqual(UNPACKED);

    // A run holding such a file (as one stored before these limits) is refused at preview.
    const run = await createRun({
      db: getDb(),
      kind: "players",
      accountId: null,
      fileName: "grande.xlsx",
      content: file,
      table: {
        format: "xlsx",
        encoding: null,
        delimiter: null,
        sheet: "Giocatori",
        headers: ["Cognome", "Nome"],
      },
    });
    const previewed = await watched(`2c oversized sheet (${mb} MB), preview`, () =>
      invoke(previewRoute, {
        token: admin.token,
        params: { id: run.id },
        body: { mapping: { lastName: 0, firstName: 1 } },
      }),
    );
    expectServerKeptServing(previewed);
    expect({ status: previewed.result.status, message: previewed.result.body.messages[0] }).toEqual(UNPACKED);
  });

  it("10: a CSV of 300,000 columns is refused", async () => {
    const file = wideCsv();
    const watch = await watched(
      `10 wide CSV (${(file.byteLength / 1048576).toFixed(1)} MB)`,
      await uploader(file, "colonne.csv"),
    );
    expectServerKeptServing(watch);
    expect(watch.result).toEqual({
      status: 413,
      message: "Il file ha più di 200 colonne: tenere solo le colonne da importare",
    });
  });
});
