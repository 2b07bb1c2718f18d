// CPU time used by process trees, read from /proc (Linux only; elsewhere every reading is null):
// the bench divides it by the calls of a cell, a figure that depends far less on the machine's
// load than latency does (a busy machine makes calls wait for a core, not use more of one).
import fs from "node:fs";
import os from "node:os";

const TICK_MS = 1000 / 100; // USER_HZ: 100 on Linux

function stat(pid: number): { ppid: number; ticks: number } | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces: the fields after its closing parenthesis.
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    // utime + stime, plus cutime + cstime: the children it has reaped (a PostgreSQL backend that
    // ended, a server process replaced), so that a process ending mid-cell takes no time away.
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number) as [
      number,
      number,
      number,
      number,
    ];
    return { ppid: Number(fields[1]), ticks: utime + stime + cutime + cstime };
  } catch {
    return null;
  }
}

/** `root` and every process below it. */
function tree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const info = stat(Number(entry));
    if (!info) continue;
    const list = children.get(info.ppid) ?? [];
    list.push(Number(entry));
    children.set(info.ppid, list);
  }
  const all = [root];
  for (let i = 0; i < all.length; i++) all.push(...(children.get(all[i]!) ?? []));
  return all;
}

/** CPU milliseconds used so far by `root`'s tree (processes that ended are not counted). */
export function treeCpuMs(root: number | undefined): number | null {
  if (root === undefined || os.platform() !== "linux") return null;
  let ticks = 0;
  for (const pid of tree(root)) ticks += stat(pid)?.ticks ?? 0;
  return ticks * TICK_MS;
}

/** The parent of `pid` (a PostgreSQL backend's parent is its postmaster). */
export function parentOf(pid: number): number | undefined {
  if (os.platform() !== "linux") return undefined;
  return stat(pid)?.ppid;
}
