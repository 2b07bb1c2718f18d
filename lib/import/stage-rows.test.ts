import { describe, expect, it } from "vitest";
import type { DbOrTx } from "@/db/client";
import { stageRows } from "./stage-rows";
import type { TableRow } from "./read-table";

/** A connection that records its statements and fails if one starts while another runs. */
function recordingTx(options: { failAt?: number } = {}) {
  const log: string[] = [];
  let running = false;
  let started = 0;
  const tx = {
    execute: async () => {
      if (running) throw new Error("two statements at once on one connection");
      running = true;
      const n = ++started;
      log.push(`start ${n}`);
      await new Promise((resolve) => setTimeout(resolve, 2));
      running = false;
      log.push(`end ${n}`);
      if (n === options.failAt) throw new Error(`statement ${n} failed`);
      return { rows: [], rowCount: 0 };
    },
  } as unknown as DbOrTx;
  return { tx, log };
}

async function* table(count: number, failAfter?: number): AsyncGenerator<TableRow> {
  for (let i = 1; i <= count; i++) {
    if (i === failAfter) throw new Error("file refused halfway");
    yield { rowNumber: i + 1, cells: [`row ${i}`] };
    // The parser yields to the event loop now and then, as exceljs does.
    if (i % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}

const map = (row: TableRow) => ({ data: { v: row.cells[0] }, problems: [] });

describe("stageRows", () => {
  it("writes batches of 2000 one statement at a time, after the statement already running", async () => {
    const { tx, log } = recordingTx();
    let before = "";
    const running = new Promise((resolve) => setTimeout(resolve, 20)).then(() => (before = log.join()));
    const { count } = await stageRows({ tx, runId: 1, rows: table(9000), map, running });
    expect(count).toBe(9000);
    expect(before).toBe("");
    expect(log).toEqual([
      "start 1",
      "end 1",
      "start 2",
      "end 2",
      "start 3",
      "end 3",
      "start 4",
      "end 4",
      "start 5",
      "end 5",
    ]);
  });

  it("fails with the running statement's error, and sends nothing after it", async () => {
    const { tx, log } = recordingTx();
    const running = Promise.reject(new Error("keys failed"));
    await expect(stageRows({ tx, runId: 1, rows: table(5000), map, running })).rejects.toThrow("keys failed");
    expect(log).toEqual([]);
  });

  it("fails with a write's error, and sends nothing after it", async () => {
    const { tx, log } = recordingTx({ failAt: 2 });
    await expect(stageRows({ tx, runId: 1, rows: table(9000), map })).rejects.toThrow("statement 2 failed");
    expect(log).toEqual(["start 1", "end 1", "start 2", "end 2"]);
  });

  it("a file refused halfway returns only once no write is left running (the caller rolls back)", async () => {
    const { tx, log } = recordingTx();
    const slow = new Promise((resolve) => setTimeout(resolve, 30));
    await expect(stageRows({ tx, runId: 1, rows: table(9000, 6500), map, running: slow })).rejects.toThrow(
      "file refused halfway",
    );
    // The three batches read before the refusal were written, and finished, before it was answered.
    expect(log).toEqual(["start 1", "end 1", "start 2", "end 2", "start 3", "end 3"]);
  });
});
