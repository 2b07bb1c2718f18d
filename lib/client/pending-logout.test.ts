import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { endSignInOnServer, sendKeptLogouts } from "./pending-logout";

let stored: Map<string, string>;
const fetchCalls = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const kept = () => JSON.parse(stored.get("backoffice.logout") ?? "[]") as unknown[];

beforeEach(() => {
  stored = new Map();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
  fetchCalls.mockReset();
  vi.stubGlobal("fetch", fetchCalls);
});

afterEach(() => vi.unstubAllGlobals());

describe("a logout made offline", () => {
  it("is kept, sent once the server answers, and then forgotten", async () => {
    fetchCalls.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await endSignInOnServer({ accountId: 7, refreshToken: "r7" });
    expect(kept()).toEqual([{ accountId: 7, refreshToken: "r7" }]);

    // Still no answer (a proxy's 503): it stays.
    fetchCalls.mockResolvedValueOnce(new Response("", { status: 503 }));
    await sendKeptLogouts();
    expect(kept()).toHaveLength(1);

    fetchCalls.mockResolvedValueOnce(Response.json({ success: true }));
    await sendKeptLogouts();
    expect(kept()).toEqual([]);
    expect(stored.has("backoffice.logout")).toBe(false);
    const [url, init] = fetchCalls.mock.calls.at(-1)!;
    expect(url).toBe("/api/profiles/logout");
    expect(JSON.parse(String(init!.body))).toEqual({ accountId: 7, refreshToken: "r7" });
  });

  it("is not kept when the server answered at once", async () => {
    fetchCalls.mockResolvedValueOnce(Response.json({ success: true }));
    await endSignInOnServer({ accountId: 7, refreshToken: "r7" });
    expect(stored.has("backoffice.logout")).toBe(false);
    await sendKeptLogouts();
    expect(fetchCalls).toHaveBeenCalledOnce();
  });
});
