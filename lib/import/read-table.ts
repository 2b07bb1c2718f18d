import { Readable } from "node:stream";
import { Worker } from "node:worker_threads";
import { DomainError, type ErrorKey } from "@/lib/api/errors";
import {
  tableReaderProgram,
  type ImportLimits,
  type ReaderInput,
  type ReaderMessage,
  type SheetInfo,
  type TableRow,
  type TableShape,
} from "./table-reader";

export type { CellValue, ImportLimits, SheetInfo, TableFormat, TableRow } from "./table-reader";

/**
 * The shared reader of imported files (players, past festivals): one .xlsx sheet or one CSV file
 * as a header row plus rows. What it accepts and refuses is in docs/DECISIONS.md ("Imports");
 * every refusal is a DomainError with an Italian message (messages/<locale>/api.json).
 *
 * - The format comes from the content, never only from the name: a ZIP holding xl/workbook.xml is
 *   an xlsx, text that decodes without control characters is a CSV; anything else is refused.
 * - CSV: UTF-8 (with or without BOM) or, when the bytes are not valid UTF-8, Windows-1252;
 *   delimiter `;` or `,` (whichever the header line holds more of, outside quotes); parsed by
 *   csv-parse with RFC 4180 quoting (a quoted field may hold the delimiter, new lines and doubled
 *   quotes).
 * - xlsx: only the parts needed are unpacked, as a stream, each within IMPORT_LIMITS (unpacked
 *   size and compression ratio); exceljs reads the sheet's rows. A workbook of several sheets
 *   (hidden ones included) needs the caller to name one; a cell with a formula, and merged cells,
 *   refuse the file (a formula's value is not what the user sees, a merged cell spreads one value
 *   over rows).
 * - The reading runs in a worker thread (./table-reader.ts), never on the server's event loop: it
 *   hands the rows over in batches of a few milliseconds each, one batch ahead at most, and is
 *   stopped (the thread terminated) past `seconds`, whatever it is doing.
 */

export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export const IMPORT_LIMITS: ImportLimits = {
  maxColumns: 200,
  maxRows: 200_000,
  maxUnpackedBytes: 100 * 1024 * 1024,
  maxRatio: 100,
};

/** Opening a file and reading all its rows (the preview's staging included) takes at most this. */
export const IMPORT_READ_SECONDS = 60;

/** The consumer of the rows runs this long at most before other work gets the event loop. */
const SLICE_MS = 10;

/** A reading thread's heap: a file within the limits needs far less. */
const READER_HEAP_MB = 512;

/** The table's shape (format, encoding and delimiter of a CSV, sheets, headers) and its rows. */
export type OpenedTable = TableShape & {
  status: "ready";
  /**
   * The data rows after the header, entirely empty rows left out. May be iterated once. A formula,
   * a merged cell or a limit met on the way throws its DomainError from the iteration.
   */
  rows: AsyncIterable<TableRow>;
  /** Stops reading (when the rows are not wanted, e.g. only the headers were). */
  close: () => Promise<void>;
};

export type SheetChoice = { status: "chooseSheet"; format: "xlsx"; sheets: SheetInfo[] };

export type FileInput = Buffer | Uint8Array | Readable | AsyncIterable<Uint8Array>;

/** The whole input, refused as soon as it passes `maxBytes`. */
export async function readAllBytes(input: FileInput, maxBytes = IMPORT_MAX_BYTES): Promise<Buffer> {
  if (input instanceof Uint8Array) {
    if (input.byteLength > maxBytes) throw tooLarge(maxBytes);
    return Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of input as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      if (input instanceof Readable) input.destroy();
      throw tooLarge(maxBytes);
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks, total);
}

function tooLarge(maxBytes: number) {
  return new DomainError("importFileTooLarge", {
    params: { max: `${Math.round(maxBytes / (1024 * 1024))} MB` },
  });
}

/** The CSV helpers, run here (they need no module): for tests and callers holding text. */
const local = tableReaderProgram(() => {
  throw new Error("the table reader loads modules only in its worker");
});
export const decodeText = local.decodeText;
export const detectDelimiter = local.detectDelimiter;

/**
 * Opens an imported file. `sheet`: the sheet to read when the workbook has several (the answer
 * `chooseSheet` lists them when none was named). `fileName` only words messages: the format is
 * read from the bytes. `seconds` bounds the opening and the reading of every row.
 */
export async function openTable({
  file,
  fileName: _fileName,
  sheet,
  maxBytes = IMPORT_MAX_BYTES,
  seconds = IMPORT_READ_SECONDS,
  limits = IMPORT_LIMITS,
}: {
  file: FileInput;
  fileName: string;
  sheet?: string | null;
  maxBytes?: number;
  seconds?: number;
  limits?: ImportLimits;
}): Promise<OpenedTable | SheetChoice> {
  const data = await readAllBytes(file, maxBytes);
  if (data.byteLength === 0) throw new DomainError("importFileEmpty");
  const reader = await startReader({ bytes: data, sheet: sheet ?? null, limits }, seconds);
  let first: ReaderMessage;
  try {
    first = await reader.next();
  } catch (error) {
    reader.close();
    throw error;
  }
  if (first.type === "chooseSheet") {
    reader.close();
    return { status: "chooseSheet", format: "xlsx", sheets: first.sheets };
  }
  if (first.type !== "opened") {
    reader.close();
    throw refusalOf(first);
  }
  async function* rows(): AsyncGenerator<TableRow> {
    try {
      reader.more();
      let slice = performance.now();
      for (;;) {
        const message = await reader.next();
        if (message.type === "end") return;
        if (message.type !== "rows") throw refusalOf(message);
        // The next batch is read meanwhile.
        reader.more();
        for (const row of message.rows) {
          yield row;
          // Whoever consumes the rows (and however slowly), other requests get the event loop
          // every few milliseconds.
          if (performance.now() - slice > SLICE_MS) {
            await new Promise((resolve) => setImmediate(resolve));
            slice = performance.now();
          }
        }
      }
    } finally {
      reader.close();
    }
  }
  return {
    status: "ready",
    ...first.table,
    rows: rows(),
    close: async () => reader.close(),
  };
}

function refusalOf(message: ReaderMessage): DomainError {
  if (message.type === "refused") return new DomainError(message.key as ErrorKey, { params: message.params });
  if (message.type === "failed") logFailure(message.message);
  return new DomainError("importFileUnreadable");
}

// ---------------------------------------------------------------------------------------------
// The worker

let workerSource: string | null = null;

/**
 * The worker's code: tableReaderProgram's text, given its `require` (which resolves packages
 * from the working directory, the project's root, as `next start`, Vitest and tsx all run).
 */
function readerSource(): string {
  workerSource ??= [
    `"use strict";`,
    // esbuild (tsx, which runs the benches and scripts) wraps named functions in __name().
    `var __name = (target) => target;`,
    `const { parentPort, workerData } = require("node:worker_threads");`,
    `(${tableReaderProgram.toString()})(require).serve(parentPort, workerData);`,
  ].join("\n");
  return workerSource;
}

function logFailure(message: string) {
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), event: "import_read_failed", message })}\n`,
  );
}

type Reader = {
  /** The worker's next message; throws the refusal once stopped (time limit, crash). */
  next: () => Promise<ReaderMessage>;
  /** Asks the worker for its next batch of rows. */
  more: () => void;
  /** Stops the worker (idempotent). */
  close: () => void;
};

/**
 * A copy of the file, in pieces of 1 MB made between other work: copying 20 MB at once held the
 * event loop up to ~100 ms on a busy machine. The pieces are moved to the worker (the caller
 * keeps its bytes).
 */
async function copyInPieces(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>[]> {
  const pieces: Uint8Array<ArrayBuffer>[] = [];
  for (let at = 0; at < bytes.byteLength; at += 1024 * 1024) {
    if (pieces.length) await new Promise((resolve) => setImmediate(resolve));
    // A copy (Buffer#slice would be a view, and moving its memory would empty the caller's).
    pieces.push(new Uint8Array(bytes.subarray(at, at + 1024 * 1024)));
  }
  return pieces;
}

async function startReader(input: ReaderInput, seconds: number): Promise<Reader> {
  const pieces = await copyInPieces(input.bytes);
  const worker = new Worker(readerSource(), {
    eval: true,
    workerData: { ...input, bytes: pieces },
    transferList: pieces.map((piece) => piece.buffer),
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: READER_HEAP_MB },
  });
  const messages: ReaderMessage[] = [];
  let failure: DomainError | null = null;
  let wake: (() => void) | null = null;
  let closed = false;
  const notify = () => {
    const resume = wake;
    wake = null;
    resume?.();
  };
  const close = () => {
    if (closed) return;
    closed = true;
    clearTimeout(timer);
    void worker.terminate();
  };
  const fail = (error: DomainError) => {
    failure ??= error;
    close();
    notify();
  };
  // Past the time limit the thread is terminated, whatever it is doing.
  const timer = setTimeout(
    () => fail(new DomainError("importReadTimeout", { params: { seconds } })),
    seconds * 1000,
  );
  worker.on("message", (message: ReaderMessage) => {
    messages.push(message);
    notify();
  });
  worker.on("error", (error: Error & { code?: string }) => {
    const outOfMemory = error.code === "ERR_WORKER_OUT_OF_MEMORY";
    if (!outOfMemory) logFailure(error.stack ?? error.message);
    fail(
      outOfMemory
        ? new DomainError("importFileUnpackedTooLarge", {
            params: { max: `${Math.round(input.limits.maxUnpackedBytes / (1024 * 1024))} MB` },
          })
        : new DomainError("importFileUnreadable"),
    );
  });
  // The worker never ends by itself: an exit not asked for is a crash.
  worker.on("exit", () => fail(new DomainError("importFileUnreadable")));
  return {
    async next() {
      for (;;) {
        if (failure) throw failure;
        const message = messages.shift();
        if (message) return message;
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
    more() {
      if (!closed) worker.postMessage("more");
    },
    close,
  };
}
