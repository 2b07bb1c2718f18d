import { beforeEach, describe, expect, it } from "vitest";
import { authRemembered, clearAuth, readProfileCache, writeAuth, writeProfileCache } from "./auth-storage";

class MemoryStorage {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  get size() {
    return this.values.size;
  }
}

const auth = (accountId: number, token = "t1") => ({
  token,
  refreshToken: "r",
  accountId,
  expires: "2031-01-01T00:00:00Z",
});

let local: MemoryStorage;
let session: MemoryStorage;

beforeEach(() => {
  local = new MemoryStorage();
  session = new MemoryStorage();
  (globalThis as { window?: unknown }).window = { localStorage: local, sessionStorage: session };
});

describe("profile cache, shown at start while the profile loads again", () => {
  it("answers only for the account that stored it", () => {
    writeAuth(auth(7), true);
    writeProfileCache(7, { name: "Mario" });
    expect(readProfileCache(7)).toEqual({ name: "Mario" });
    expect(readProfileCache(8)).toBeNull();
  });

  it("sits beside the auth data: localStorage with remember-me, else sessionStorage", () => {
    writeAuth(auth(7), true);
    writeProfileCache(7, { name: "Mario" });
    expect(local.getItem("backoffice.profile")).not.toBeNull();
    expect(session.getItem("backoffice.profile")).toBeNull();
    clearAuth();
    writeAuth(auth(7), false);
    writeProfileCache(7, { name: "Mario" });
    expect(session.getItem("backoffice.profile")).not.toBeNull();
    expect(local.getItem("backoffice.profile")).toBeNull();
  });

  it("survives a token refresh and goes with sign-out", () => {
    writeAuth(auth(7), true);
    writeProfileCache(7, { name: "Mario" });
    writeAuth(auth(7, "t2"));
    expect(readProfileCache(7)).toEqual({ name: "Mario" });
    clearAuth();
    expect(readProfileCache(7)).toBeNull();
    expect(local.size + session.size).toBe(0);
  });
});

describe("sign-out and the page-read session", () => {
  it("expires the companion cookie with script, so that no page renders signed in even offline", () => {
    const written: string[] = [];
    (globalThis as { document?: unknown }).document = {
      set cookie(value: string) {
        written.push(value);
      },
    };
    try {
      writeAuth(auth(7), false);
      clearAuth();
      expect(written).toEqual(["bo_page_on=; Path=/; Max-Age=0; SameSite=Strict"]);
    } finally {
      delete (globalThis as { document?: unknown }).document;
    }
  });

  it("tells whether the sign-in is remembered, for the refresh", () => {
    writeAuth(auth(7), true);
    expect(authRemembered()).toBe(true);
    writeAuth(auth(7, "t2"));
    expect(authRemembered()).toBe(true);
    clearAuth();
    writeAuth(auth(7), false);
    expect(authRemembered()).toBe(false);
  });
});
