import { beforeEach, describe, expect, it, vi } from "vitest";

const stored = vi.hoisted(() => ({ puts: [] as unknown[], accountId: null as number | null }));
vi.mock("./local-db", () => ({
  runLocal: async (_store: string, _mode: string, body: (objects: unknown) => unknown) => {
    body({ put: (record: unknown) => stored.puts.push(record) });
    return null;
  },
  deleteAccount: async () => undefined,
}));
vi.mock("./auth-storage", () => ({
  readAuth: () =>
    stored.accountId === null
      ? null
      : { accountId: stored.accountId, token: "t", refreshToken: "r", expires: "2031-01-01T00:00:00Z" },
}));

const { writeDraft } = await import("./drafts");

beforeEach(() => {
  stored.puts = [];
  stored.accountId = 7;
});

describe("writeDraft", () => {
  it("writes the signed-in account's draft", async () => {
    await writeDraft("7:/customers/create#form", { notes: "Chiamare" }, { notes: "" });
    expect(stored.puts).toEqual([expect.objectContaining({ key: "7:/customers/create#form", accountId: 7 })]);
  });

  it("drops a write arriving after its account signed out (logout has deleted its drafts)", async () => {
    stored.accountId = null;
    await writeDraft("7:/customers/create#form", { notes: "Chiamare" }, { notes: "" });
    stored.accountId = 8;
    await writeDraft("7:/customers/create#form", { notes: "Chiamare" }, { notes: "" });
    expect(stored.puts).toEqual([]);
  });
});
