import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const records = vi.hoisted(() => new Map<string, { key: string; accountId: number }>());
vi.mock("./local-db", () => ({
  runLocal: async (
    _store: string,
    _mode: string,
    body: (objects: {
      put: (record: { key: string; accountId: number }) => void;
      delete: (key: string) => void;
    }) => void,
  ) => {
    body({
      put: (record) => void records.set(record.key, record),
      delete: (key) => void records.delete(key),
    });
    return null;
  },
  readAccount: async (_store: string, accountId: number) =>
    [...records.values()].filter((record) => record.accountId === accountId),
  deleteAccount: async () => undefined,
}));
// One try: the retries' waits are write-retry.ts's own tests.
vi.mock("./write-retry", () => ({
  newIdempotencyKey: () => `key-${Math.random()}`,
  sendWithRetry: (attempt: () => Promise<Response>) => attempt(),
}));

const { apiSaveOutcome } = await import("./api-client");
const { feedback } = await import("./feedback-store");
const { pageEditsKept, forgetWaitingSaves } = await import("./leave-guard");
const { resendPendingSaves } = await import("./resend-saves");
const { createPageSaves, showRestored } = await import("./page-drafts");
const requests = await import("@/messages/it/requests.json");

const auth = { token: "t", refreshToken: "r", accountId: 7, expires: "2099-01-01T00:00:00" };
const location = { origin: "http://localhost:3100", pathname: "/customers/edit/5", search: "" };
let answer: () => Response;
const fetchCalls = vi.fn(async (url: string) =>
  url.endsWith("/api/ping") ? Response.json({ success: true }) : answer(),
);
const storage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
};

beforeEach(() => {
  records.clear();
  forgetWaitingSaves();
  feedback.clearErrors();
  feedback.clearNotices();
  location.pathname = "/customers/edit/5";
  const local = storage();
  local.setItem("backoffice.auth", JSON.stringify(auth));
  vi.stubGlobal("localStorage", local);
  vi.stubGlobal("sessionStorage", storage());
  vi.stubGlobal("window", {
    location,
    localStorage: local,
    sessionStorage: storage(),
    setTimeout,
    clearTimeout,
  });
  vi.stubGlobal("document", { documentElement: { lang: "it" }, cookie: "" });
  fetchCalls.mockClear();
  vi.stubGlobal("fetch", fetchCalls);
});

afterEach(() => vi.unstubAllGlobals());

const proxyDown = () => new Response("<html>503 Service Unavailable</html>", { status: 503 });
const saved = () =>
  Response.json({
    success: true,
    entity: { id: 5 },
    messages: ["Salvataggio completato con successo"],
    validationCodes: [],
    validationLevel: "Success",
  });
const save = () => apiSaveOutcome("POST", "/customers", { body: { id: 5, firstName: "Zoë" } });

describe("a save a proxy answers 503 until its retries end", () => {
  it("waits for the network, says so (not 'Si è verificato un errore'), and its edits count as kept", async () => {
    answer = proxyDown;
    const outcome = await save();
    expect(outcome.ok).toBe(false);
    expect(feedback.shownErrors()).toEqual([requests.savePending]);
    expect([...records.values()]).toHaveLength(1);
    expect(pageEditsKept("/customers/edit/5")).toBe(true);
  });

  it("once it goes through, the waiting message is taken away and its success shown", async () => {
    answer = proxyDown;
    await save();
    answer = saved;
    const outcome = await save();
    expect(outcome.ok).toBe(true);
    expect(feedback.shownErrors()).toEqual([]);
    expect(records.size).toBe(0);
    expect(pageEditsKept("/customers/edit/5")).toBe(false);
  });

  it("sent again once the network is back (from another page), reports its success once, over no error", async () => {
    answer = proxyDown;
    await save();
    location.pathname = "/customers";
    answer = saved;
    const notices: string[][] = [];
    const showNotices = feedback.showNotices;
    const spy = vi.spyOn(feedback, "showNotices").mockImplementation((messages) => {
      notices.push(messages);
      showNotices(messages);
    });
    await resendPendingSaves(() => undefined, null);
    spy.mockRestore();
    expect(notices).toEqual([[requests.pendingSaved, "Salvataggio completato con successo"]]);
    expect(feedback.shownErrors()).toEqual([]);
    expect(records.size).toBe(0);
  });
});

describe("a save sent again on its own page", () => {
  it("is handed to the page's Save once the editor is there and its draft is back in the form", async () => {
    answer = proxyDown;
    await save();
    answer = saved;
    const pageSaves = createPageSaves();
    const outcomes: unknown[] = [];
    const resent = resendPendingSaves(() => undefined, pageSaves);
    // The editor arrives after the answer, then puts the draft back: no waiting beyond them.
    await vi.waitFor(() => expect(records.size).toBe(0));
    pageSaves.register(() => void save().then((outcome) => outcomes.push(outcome)));
    showRestored({ key: "7:/customers/edit/5#form", discard: () => undefined });
    await resent;
    await vi.waitFor(() => expect(outcomes).toEqual([{ ok: true, entity: { id: 5 } }]));
    // The answer came from the re-sent save: the page's Save sent nothing of its own.
    expect(fetchCalls.mock.calls.filter(([url]) => !url.endsWith("/api/ping"))).toHaveLength(2);
    showRestored(null);
  });
});
