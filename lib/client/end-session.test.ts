import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const local = vi.hoisted(() => ({
  records: {} as Record<string, { key: string; accountId: number }[]>,
  forgetAccountRecords: vi.fn<(accountId: number) => Promise<void>>(),
  deleteAccount: vi.fn<(store: string, accountId: number) => Promise<void>>(),
}));
vi.mock("./local-db", () => ({
  readAccount: async (store: string, accountId: number) =>
    (local.records[store] ?? []).filter((record) => record.accountId === accountId),
  forgetAccountRecords: local.forgetAccountRecords,
  deleteAccount: local.deleteAccount,
  runLocal: async () => null,
}));

const { endSignIn, endSignInByServer, FORGET_WITHIN_MS, logoutQuestion } = await import("./end-session");

/** The service worker's caches as Serwist names them, with this build's precache. */
const CACHE_NAMES = [
  "serwist-precache-v2-http://localhost:3100/",
  "next-static-js-assets",
  "static-style-assets",
  "static-image-assets",
  "pages",
  "pages-rsc",
  "pages-rsc-prefetch",
  "others",
  "apis",
  "cross-origin",
];
let cacheNames: string[];
let session: Map<string, string>;
const fetchCalls = vi.fn(async (_url: string, _init?: RequestInit) => new Response("{}"));

beforeEach(() => {
  local.records = {};
  local.forgetAccountRecords.mockReset().mockResolvedValue(undefined);
  local.deleteAccount.mockReset().mockResolvedValue(undefined);
  cacheNames = [...CACHE_NAMES];
  vi.stubGlobal("caches", {
    keys: async () => [...cacheNames],
    delete: async (name: string) => {
      const had = cacheNames.includes(name);
      cacheNames = cacheNames.filter((candidate) => candidate !== name);
      return had;
    },
  });
  session = new Map([["offline-return-to", "/customers/edit/36"]]);
  vi.stubGlobal("sessionStorage", {
    getItem: (key: string) => session.get(key) ?? null,
    setItem: (key: string, value: string) => session.set(key, value),
    removeItem: (key: string) => session.delete(key),
  });
  fetchCalls.mockClear();
  vi.stubGlobal("fetch", fetchCalls);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const BUILD_CACHES = CACHE_NAMES.slice(0, 4);

describe("endSignIn (the user's logout)", () => {
  it("deletes every record of the account, drafts included, and every cache but the build's files", async () => {
    await endSignIn({ accountId: 7, refreshToken: "r7" });
    expect(local.forgetAccountRecords).toHaveBeenCalledWith(7);
    expect(cacheNames).toEqual(BUILD_CACHES);
    expect(session.has("offline-return-to")).toBe(false);
    expect(fetchCalls).toHaveBeenCalledWith(
      "/api/profiles/logout",
      expect.objectContaining({ method: "POST", keepalive: true }),
    );
    expect(JSON.parse(String(fetchCalls.mock.calls[0]![1]!.body))).toEqual({
      accountId: 7,
      refreshToken: "r7",
    });
  });

  it("settles only once the deletions have", async () => {
    let done!: () => void;
    local.forgetAccountRecords.mockReturnValue(new Promise<void>((resolve) => (done = resolve)));
    let settled = false;
    const ending = endSignIn({ accountId: 7, refreshToken: "r7" }).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    done();
    await ending;
    expect(settled).toBe(true);
  });

  it("deletes the page caches again once the server has answered (a prefetch may have landed meanwhile)", async () => {
    let answer!: (response: Response) => void;
    fetchCalls.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const ending = endSignIn({ accountId: 7, refreshToken: "r7" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cacheNames).toEqual(BUILD_CACHES);
    cacheNames.push("pages-rsc-prefetch");
    answer(new Response("{}"));
    await ending;
    expect(cacheNames).toEqual(BUILD_CACHES);
  });

  it("does not wait longer than its bound for an IndexedDB that never answers, nor fail with it", async () => {
    vi.useFakeTimers();
    local.forgetAccountRecords.mockReturnValue(new Promise<void>(() => undefined));
    let settled = false;
    const ending = endSignIn({ accountId: 7, refreshToken: "r7" }).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(FORGET_WITHIN_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await ending;
    expect(settled).toBe(true);

    local.forgetAccountRecords.mockRejectedValue(new Error("QuotaExceededError"));
    await expect(endSignIn({ accountId: 7, refreshToken: "r7" })).resolves.toBeUndefined();
  });
});

describe("endSignInByServer (the server ended the sign-in)", () => {
  it("keeps the account's drafts and unsent saves, forgets its offline copies and the page caches", async () => {
    await endSignInByServer(7);
    expect(local.forgetAccountRecords).not.toHaveBeenCalled();
    expect(local.deleteAccount).toHaveBeenCalledTimes(1);
    expect(local.deleteAccount.mock.calls[0]!.slice(0, 2)).toEqual(["snapshots", 7]);
    expect(cacheNames).toEqual(BUILD_CACHES);
  });
});

describe("logoutQuestion", () => {
  const draft = (accountId: number, address: string) => ({ key: `${accountId}:${address}#form`, accountId });
  const pending = (accountId: number) => ({ key: `k${accountId}`, accountId });

  it("asks nothing when the account keeps neither drafts nor unsent saves (another account's do not count)", async () => {
    local.records = { drafts: [draft(8, "/customers/create")], pending: [pending(8)] };
    expect(await logoutQuestion(7, null)).toBeNull();
  });

  it("asks about drafts, about unsent saves, or both", async () => {
    local.records = { drafts: [draft(7, "/customers/create")] };
    expect(await logoutQuestion(7, null)).toBe("drafts");
    local.records = { pending: [pending(7)] };
    expect(await logoutQuestion(7, null)).toBe("unsent");
    local.records = { drafts: [draft(7, "/customers/create")], pending: [pending(7)] };
    expect(await logoutQuestion(7, null)).toBe("both");
  });

  it("leaves the drafts of the page that asks its own question to that question", async () => {
    local.records = { drafts: [draft(7, "/customers/create")] };
    expect(await logoutQuestion(7, "/customers/create")).toBeNull();
    expect(await logoutQuestion(7, "/customers/edit/36")).toBe("drafts");
    local.records = { drafts: [draft(7, "/customers/create"), draft(7, "/events/create")] };
    expect(await logoutQuestion(7, "/customers/create")).toBe("drafts");
  });
});
