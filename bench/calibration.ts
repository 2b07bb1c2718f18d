// The machine's calibration for `npm run bench:http` (docs/PERFORMANCE.md, "Targets per unit of
// calibration"): a fixed JavaScript loop on one core, a fixed PostgreSQL query, and the load
// average. The bench's latency targets are scaled by how much slower (or faster) this machine is
// than the reference machine on these two fixed pieces of work, so a reader can tell a slower
// machine (both the calibration and the calls are slower: the rows still pass) from a slower build
// (the calibration is as fast as the reference, the calls are slower: the rows fail).
import os from "node:os";
import { performance } from "node:perf_hooks";
import type pg from "pg";

/**
 * The reference: the 2-core machine of docs/PERFORMANCE.md's figures, idle, and its embedded
 * PostgreSQL 18 (the machine's PostgreSQL 15 ran the query as fast). It was never idle while this
 * was written (load average 10 to 20): these are the fastest of 150 runs of each, which is what a
 * run that had a core to itself takes (see "Targets per unit of calibration"). Change them only
 * together with every target they scale.
 */
export const REFERENCE = { cpuMs: 5.5, pgMs: 14 } as const;

/** Runs of each fixed piece of work; the median is the figure (its spread is printed too). */
const RUNS = Number(process.env.BENCH_CALIBRATION_RUNS ?? 21);

/**
 * One fixed piece of single-threaded JavaScript, shaped like a server's work per call: objects
 * built, serialised to JSON and parsed back, strings hashed. Deterministic; 5.5 ms on the
 * reference machine.
 */
function cpuWork(): number {
  let check = 0;
  for (let round = 0; round < 40; round++) {
    const rows = [];
    for (let i = 0; i < 100; i++) {
      rows.push({
        id: round * 100 + i,
        firstName: `Nome${i}`,
        lastName: `Cognome${round}`,
        amount: ((i * 7919) % 100000) / 100,
        tags: [i % 3, i % 5, i % 7],
      });
    }
    const text = JSON.stringify(rows);
    const back = JSON.parse(text) as { amount: number; lastName: string }[];
    for (const row of back) {
      check = (check + Math.floor(row.amount * 100)) % 1_000_003;
      for (let k = 0; k < row.lastName.length; k++)
        check = (check * 31 + row.lastName.charCodeAt(k)) % 1_000_003;
    }
  }
  return check;
}

/**
 * The fixed PostgreSQL query: an aggregate over 90,000 generated rows (a join of two series of
 * 300, each small enough to stay in memory whatever work_mem is), executor and expression work
 * only: no table, so the dataset, its caches and its plans do not enter it. 14 ms on the reference
 * machine.
 */
export const PG_CALIBRATION_QUERY =
  "select sum((a * b) % 7)::bigint from generate_series(1, 300) as a, generate_series(1, 300) as b";

export type Sample = { median: number; min: number; p90: number };

export type Calibration = {
  cpu: Sample;
  pg: Sample;
  load: [number, number, number];
  /** Target multiplier: the larger of the two ratios to the reference (medians). */
  scale: number;
};

function summarise(times: number[]): Sample {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), min: sorted[0]!, p90: at(0.9) };
}

export async function calibrate(pool: pg.Pool): Promise<Calibration> {
  // Warm-up: the loop compiled by V8's optimising tier, the query's connection and its plan.
  for (let i = 0; i < 5; i++) cpuWork();
  const client = await pool.connect();
  try {
    await client.query(PG_CALIBRATION_QUERY);
    const cpuTimes: number[] = [];
    const pgTimes: number[] = [];
    // Interleaved, so that a burst of load elsewhere weighs on both alike.
    for (let i = 0; i < RUNS; i++) {
      let start = performance.now();
      cpuWork();
      cpuTimes.push(performance.now() - start);
      start = performance.now();
      await client.query(PG_CALIBRATION_QUERY);
      pgTimes.push(performance.now() - start);
    }
    const cpu = summarise(cpuTimes);
    const pgSample = summarise(pgTimes);
    const scale = Math.max(cpu.median / REFERENCE.cpuMs, pgSample.median / REFERENCE.pgMs);
    return { cpu, pg: pgSample, load: os.loadavg() as [number, number, number], scale };
  } finally {
    client.release();
  }
}

/** Two calibrations (before and after the table) averaged: the scale the verdicts use. */
export function combine(before: Calibration, after: Calibration): number {
  return (before.scale + after.scale) / 2;
}

const f = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

export function calibrationLine(label: string, c: Calibration): string {
  return (
    `calibration ${label}: cpu loop ${f(c.cpu.median)} ms (min ${f(c.cpu.min)}, p90 ${f(c.cpu.p90)}; ` +
    `x${(c.cpu.median / REFERENCE.cpuMs).toFixed(2)} of reference ${REFERENCE.cpuMs}), ` +
    `pg query ${f(c.pg.median)} ms (min ${f(c.pg.min)}, p90 ${f(c.pg.p90)}; ` +
    `x${(c.pg.median / REFERENCE.pgMs).toFixed(2)} of reference ${REFERENCE.pgMs}), ` +
    `load average ${c.load.map((v) => v.toFixed(2)).join(", ")} on ${os.availableParallelism()} cores; ` +
    `target scale x${c.scale.toFixed(2)}`
  );
}
