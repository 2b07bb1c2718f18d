import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

let session: Map<string, string>;
const location = { pathname: "/customers/create", search: "" };

beforeEach(() => {
  vi.resetModules();
  session = new Map();
  vi.stubGlobal("sessionStorage", {
    getItem: (key: string) => session.get(key) ?? null,
    setItem: (key: string, value: string) => session.set(key, value),
    removeItem: (key: string) => session.delete(key),
  });
  location.pathname = "/customers/create";
  vi.stubGlobal("window", { location });
});

afterEach(() => vi.unstubAllGlobals());

const guardModule = () => import("./leave-guard");

describe("edits whose save waits for the network", () => {
  it("are kept, not unsaved, until the form is edited again", async () => {
    const guard = await guardModule();
    const ask = vi.fn();
    guard.registerLeaveGuard({ dirty: () => true, ask, release: vi.fn() });
    guard.notePageEdited();
    expect(guard.leaveGuarded()).toBe(true);

    guard.noteWaitingSave("k1", "/customers/create", true);
    expect(guard.pageEditsKept()).toBe(true);
    expect(guard.leaveGuarded()).toBe(false);
    const proceed = vi.fn();
    guard.confirmLeave(proceed);
    expect(proceed).toHaveBeenCalledOnce();
    expect(ask).not.toHaveBeenCalled();

    guard.notePageEdited();
    expect(guard.pageEditsKept()).toBe(false);
    guard.confirmLeave(proceed);
    expect(ask).toHaveBeenCalledOnce();
  });

  it("are told apart after a reload: a save sent again from the store keeps only what was not edited since", async () => {
    let guard = await guardModule();
    guard.noteWaitingSave("k1", "/customers/create", true);
    guard.notePageEdited();
    // The page loads again (the way back from /offline): the store's saves are noted again.
    vi.resetModules();
    guard = await guardModule();
    guard.noteWaitingSave("k1", "/customers/create", false);
    expect(guard.pageEditsKept("/customers/create")).toBe(false);
    guard.noteWaitingSave("k2", "/events/create", false);
    expect(guard.pageEditsKept("/events/create")).toBe(true);
  });

  it("no longer count once answered, nor after logout", async () => {
    const guard = await guardModule();
    guard.noteWaitingSave("k1", "/customers/create", true);
    guard.noteSaveAnswered("k1");
    expect(guard.pageEditsKept()).toBe(false);
    guard.noteWaitingSave("k2", "/customers/create", true);
    guard.forgetWaitingSaves();
    expect(guard.pageEditsKept()).toBe(false);
    expect(session.size).toBe(0);
  });

  it("leaving unguarded releases the page's question without asking it", async () => {
    const guard = await guardModule();
    const ask = vi.fn();
    const release = vi.fn();
    guard.registerLeaveGuard({ dirty: () => true, ask, release });
    const proceed = vi.fn();
    guard.leaveUnguarded(proceed);
    expect(release).toHaveBeenCalledOnce();
    expect(proceed).toHaveBeenCalledOnce();
    expect(ask).not.toHaveBeenCalled();
  });
});
