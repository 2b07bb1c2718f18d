import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OfflineCopy } from "./offline-copies";

const stored = vi.hoisted(() => ({ puts: [] as unknown[], accountId: 7 as number | null }));
vi.mock("./local-db", () => ({
  runLocal: async (_store: string, _mode: string, body: (objects: unknown) => unknown) => {
    body({ put: (record: unknown) => stored.puts.push(record) });
    return null;
  },
  readAccount: async () => [],
  deleteAccount: async () => undefined,
}));
vi.mock("./auth-storage", () => ({
  readAuth: () =>
    stored.accountId === null
      ? null
      : { accountId: stored.accountId, token: "t", refreshToken: "r", expires: "2031-01-01T00:00:00Z" },
}));

const { copyOf, isFreshRead, watchList } = await import("./offline-copies");

/**
 * A portrait list as InfiniteList draws it (header and rows of `data-list-cell`s), with the
 * `data-read-at` of the read it shows: only what offline-copies reads of the DOM.
 */
class FakeList {
  headers = ["Ospite", "Hotel"];
  rows: string[][] = [];
  readAt: number | null = null;
  private cells(texts: string[]) {
    return texts.map((text) => ({ innerText: text }));
  }
  querySelector(selector: string) {
    if (selector === "table") return null;
    if (selector === "[data-read-at]")
      return this.readAt === null ? null : { getAttribute: () => String(this.readAt) };
    if (selector === "[data-list-header]") return { querySelectorAll: () => this.cells(this.headers) };
    throw new Error(`unexpected selector ${selector}`);
  }
  querySelectorAll(selector: string) {
    if (selector === "[data-list-row]")
      return this.rows.map((row) => ({ querySelectorAll: () => this.cells(row) }));
    throw new Error(`unexpected selector ${selector}`);
  }
}

/** The MutationObserver of the list being watched: `change()` is a change of the list's DOM. */
const observed = vi.hoisted(() => ({ change: () => {} }));
class FakeObserver {
  constructor(callback: () => void) {
    observed.change = callback;
  }
  observe() {}
  disconnect() {
    observed.change = () => {};
  }
}

const NOW = new Date(2031, 6, 12, 19, 51, 30).getTime();
const asRoot = (list: FakeList) => list as unknown as Element;
const kept = () => stored.puts as OfflineCopy[];

beforeEach(() => {
  stored.puts = [];
  stored.accountId = 7;
  vi.useFakeTimers({ now: NOW });
  vi.stubGlobal("MutationObserver", FakeObserver);
  vi.stubGlobal("navigator", { onLine: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("isFreshRead", () => {
  it("holds a read made within the queries' staleTime, online only", () => {
    expect(isFreshRead(NOW - 2_000, NOW, true)).toBe(true);
    // A server clock a little ahead of the tablet's.
    expect(isFreshRead(NOW + 3_000, NOW, true)).toBe(true);
    expect(isFreshRead(NOW - 10_000, NOW, true)).toBe(false);
    expect(isFreshRead(NOW - 2_000, NOW, false)).toBe(false);
    expect(isFreshRead(null, NOW, true)).toBe(false);
  });
});

describe("copyOf", () => {
  it("dates the copy by the server's read of what it shows, not by when it is copied", () => {
    const list = new FakeList();
    list.rows = [["#24 Rossi Anna", "Hotel Lago di Lugano Doppia"]];
    list.readAt = NOW - 1_500;
    expect(
      copyOf("reservations", "VPC Prenotazioni", asRoot(list), { accountId: 7, now: NOW, online: true }),
    ).toEqual({
      key: "7:reservations",
      accountId: 7,
      kind: "reservations",
      eventName: "VPC Prenotazioni",
      headers: ["Ospite", "Hotel"],
      rows: [["#24 Rossi Anna", "Hotel Lago di Lugano Doppia"]],
      loadedAt: NOW - 1_500,
    });
  });

  it("copies nothing of a list that shows no read (still loading)", () => {
    const list = new FakeList();
    expect(copyOf("entries", "SVPF", asRoot(list), { accountId: 7, now: NOW, online: true })).toBeNull();
  });
});

describe("watchList", () => {
  it("keeps a new read from the server at once, with the time of that read", async () => {
    const list = new FakeList();
    list.rows = [["#24 Rossi Anna", "Grand Hotel Saint-Vincent"]];
    list.readAt = NOW - 500;
    const stop = watchList("reservations", "VPC Prenotazioni", asRoot(list));
    await vi.advanceTimersByTimeAsync(0);
    expect(kept()).toHaveLength(1);
    expect(kept()[0]).toMatchObject({
      loadedAt: NOW - 500,
      rows: [["#24 Rossi Anna", "Grand Hotel Saint-Vincent"]],
    });

    // The list is read again (a refresh, another visit): the new answer replaces the copy at once,
    // even though the list goes on changing after it.
    await vi.advanceTimersByTimeAsync(5_000);
    list.rows = [["#24 Rossi Anna", "Hotel Lago di Lugano"]];
    list.readAt = Date.now();
    observed.change();
    await vi.advanceTimersByTimeAsync(0);
    expect(kept().at(-1)).toMatchObject({
      loadedAt: list.readAt,
      rows: [["#24 Rossi Anna", "Hotel Lago di Lugano"]],
    });
    stop();
  });

  it("never keeps a list shown from an older read (a cache, a kept screen), which would replace the last read", async () => {
    const list = new FakeList();
    // The desk opens the list again: it shows the rows cached by an earlier visit, a minute old.
    list.rows = [["#24 Rossi Anna", "Grand Hotel Saint-Vincent"]];
    list.readAt = NOW - 60_000;
    const stop = watchList("reservations", "VPC Prenotazioni", asRoot(list));
    observed.change();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(kept()).toEqual([]);

    // The screen's fetch answers: that read is kept.
    list.rows = [["#24 Rossi Anna", "Hotel Lago di Lugano"]];
    list.readAt = Date.now();
    observed.change();
    await vi.advanceTimersByTimeAsync(0);
    expect(kept()).toEqual([
      expect.objectContaining({ loadedAt: list.readAt, rows: [["#24 Rossi Anna", "Hotel Lago di Lugano"]] }),
    ]);
    stop();
  });

  it("keeps nothing while the browser is offline, even a screen drawn from a recent read", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    const list = new FakeList();
    list.rows = [["#24 Rossi Anna", "Grand Hotel Saint-Vincent"]];
    list.readAt = NOW - 1_000;
    const stop = watchList("reservations", "VPC Prenotazioni", asRoot(list));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(kept()).toEqual([]);
    stop();
  });

  it("keeps other changes of the same read once the list has settled, and nothing after the stop", async () => {
    const list = new FakeList();
    list.rows = [["Rossi Ada", "Entry", "1"]];
    list.readAt = NOW;
    const stop = watchList("entries", "SVPF", asRoot(list));
    await vi.advanceTimersByTimeAsync(0);
    expect(kept()).toHaveLength(1);

    list.rows = [...list.rows, ["Bianchi Bo", "Entry", "1"]];
    observed.change();
    await vi.advanceTimersByTimeAsync(100);
    expect(kept()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(800);
    expect(kept()).toHaveLength(2);
    expect(kept()[1]!.rows).toHaveLength(2);

    stop();
    list.readAt = Date.now();
    observed.change();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(kept()).toHaveLength(2);
  });

  it("keeps nothing without a signed-in account", async () => {
    stored.accountId = null;
    const list = new FakeList();
    list.rows = [["Rossi Ada", "Entry", "1"]];
    list.readAt = NOW;
    const stop = watchList("entries", "SVPF", asRoot(list));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(kept()).toEqual([]);
    stop();
  });
});
