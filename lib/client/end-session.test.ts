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

const { endSignIn, endSignInByServer, FORGET_WITHIN_MS, logoutLoss } = await import("./end-session");
const { mayKeep, sendingSave } = await import("./pending-saves");
const { noteWaitingSave, pageEditsKept } = await import("./leave-guard");

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
let stored: Map<string, string>;
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
  stored = new Map();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
  vi.stubGlobal("window", { location: { pathname: "/customers/create", search: "" } });
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

  it("gives up the account's waiting saves for good: those being sent are cancelled, none is kept again", async () => {
    const made = Date.now() - 1_000;
    const ours = new AbortController();
    const theirs = new AbortController();
    sendingSave(7, ours);
    sendingSave(8, theirs);
    noteWaitingSave("k7", "/customers/create", true);
    expect(pageEditsKept("/customers/create")).toBe(true);

    await endSignIn({ accountId: 7, refreshToken: "r7" });
    expect(ours.signal.aborted).toBe(true);
    expect(theirs.signal.aborted).toBe(false);
    const save = (accountId: number, createdAt: number) => ({
      key: "k",
      accountId,
      page: "/customers/create",
      method: "POST",
      path: "/customers",
      query: null,
      body: {},
      createdAt,
    });
    expect(mayKeep(save(7, made))).toBe(false);
    expect(mayKeep(save(8, made))).toBe(true);
    // A save made after a new sign-in is kept as usual.
    expect(mayKeep(save(7, Date.now() + 1_000))).toBe(true);
    expect(pageEditsKept("/customers/create")).toBe(false);
  });

  it("without the server's answer (offline) keeps the logout, to be sent once it answers", async () => {
    fetchCalls.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await endSignIn({ accountId: 7, refreshToken: "r7" });
    expect(JSON.parse(stored.get("backoffice.logout") ?? "[]")).toEqual([
      { accountId: 7, refreshToken: "r7" },
    ]);
    // The device is signed out all the same: every record and cache is gone.
    expect(local.forgetAccountRecords).toHaveBeenCalledWith(7);
    expect(cacheNames).toEqual(BUILD_CACHES);
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

describe("logoutLoss", () => {
  const draft = (accountId: number, address: string) => ({ key: `${accountId}:${address}#form`, accountId });
  const pending = (accountId: number, page: string) => ({ key: `k${accountId}${page}`, accountId, page });

  it("reads only the account's own records", async () => {
    local.records = { drafts: [draft(8, "/customers/create")], pending: [pending(8, "/customers/create")] };
    expect(await logoutLoss(7, null)).toEqual({ unsent: 0, drafts: 0, pageEdits: false });
    local.records = {
      drafts: [draft(7, "/events/create"), draft(7, "/customers/create")],
      pending: [pending(7, "/customers/create?tab=1"), pending(7, "/events/9/entries")],
    };
    // The draft of a waiting save's page holds the same edits as that save.
    expect(await logoutLoss(7, "/profiles/roles/create")).toEqual({ unsent: 2, drafts: 1, pageEdits: true });
  });
});
