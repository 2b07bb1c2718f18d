import { SOCKET_ADDRESS_HEADER } from "@/lib/api/client-ip";
import { eq, sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { loginThrottle, refreshTokens } from "@/db/schema";
import { POST as authenticateRoute } from "@/app/api/profiles/authenticate/route";
import { POST as refreshRoute } from "@/app/api/profiles/refreshtoken/route";
import { POST as logoutRoute } from "@/app/api/profiles/logout/route";
import { GET as profileInfoRoute } from "@/app/api/profiles/profileinfo/route";
import { POST as saveProfileRoute } from "@/app/api/profiles/save/route";
import { POST as myDataRoute } from "@/app/api/profiles/mydata/route";
import { GET as pingRoute } from "@/app/api/ping/route";
import { PERMISSION_CODES } from "@/lib/auth/permission-codes";
import { pageSessionCaller, type PageCookies } from "@/lib/auth/page-session";
import { authSecretKey } from "@/lib/auth/secret";
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_DAYS } from "@/lib/auth/tokens";
import type { AuthData } from "@/lib/auth/schemas";
import type { ProfileInfo } from "@/lib/profiles/get-profile-info";
import { ENVELOPE_KEYS, invoke } from "../support/api";
import { deviceCookieOf, signIn, uniqueIp } from "../support/auth";
import { setDisabled } from "../support/db";
import { createRole, createUser, uniqueName } from "../support/factories";

const INVALID_CREDENTIALS = "Nome utente o password non validi";
const INVALID_REFRESH = "Sessione scaduta: accedere di nuovo";
const TOO_MANY = /^Troppi tentativi di accesso falliti\. Riprovare tra (\d+) minuti$/;
const TOO_MANY_SECONDS = /^Troppi tentativi di accesso falliti\. Riprovare tra (\d+) secondi$/;

function refresh(accountId: unknown, refreshToken: unknown) {
  return invoke<AuthData>(refreshRoute, { body: { accountId, refreshToken } });
}

describe("POST /api/profiles/authenticate", () => {
  it("signs in with the right password and returns auth data", async () => {
    const user = await createUser({ permissions: ["Users"] });
    const answer = await signIn(user.username.toUpperCase(), user.password);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(ENVELOPE_KEYS);
    expect(answer.body.success).toBe(true);
    expect(answer.body.validationLevel).toBe("Valid");
    expect(answer.body.entity?.accountId).toBe(user.accountId);
    expect(answer.body.entity?.token).toEqual(expect.any(String));
    expect(answer.body.entity?.refreshToken).toEqual(expect.any(String));
    expect(answer.body.entity?.expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const info = await invoke(profileInfoRoute, { token: answer.body.entity!.token });
    expect(info.status).toBe(200);
  });

  it("trims the username", async () => {
    const user = await createUser();
    const answer = await signIn(`  ${user.username}  `, user.password);
    expect(answer.status).toBe(200);
  });

  it("answers the same for an unknown user and a wrong password", async () => {
    const user = await createUser();
    const wrong = await signIn(user.username, "nope");
    const unknown = await signIn(uniqueName("nobody"), "nope");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({
      success: false,
      messages: [INVALID_CREDENTIALS],
      entity: null,
      validationCodes: [],
      validationLevel: "Fail",
    });
  });

  it("does not accept the password in another case", async () => {
    const user = await createUser({ password: "Segreto-123-lunga-2026" });
    expect((await signIn(user.username, "segreto-123")).status).toBe(401);
  });

  it("refuses a disabled account with the wrong-password message, even with the right password", async () => {
    const user = await createUser({ isDisabled: true });
    const answer = await signIn(user.username, user.password);
    expect(answer.status).toBe(401);
    expect(answer.body.messages).toEqual([INVALID_CREDENTIALS]);
    expect(answer.body.entity).toBeNull();
    // Nothing was issued for it.
    const issued = await getDb()
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.accountId, user.accountId));
    expect(issued).toHaveLength(0);
  });

  it("rejects empty fields with Italian messages", async () => {
    const answer = await invoke(authenticateRoute, {
      body: { username: "", password: "" },
      headers: { [SOCKET_ADDRESS_HEADER]: uniqueIp() },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.messages).toEqual(["Nome utente obbligatorio", "Password obbligatoria"]);
  });

  it("rejects missing fields and a blank username", async () => {
    const missing = await invoke(authenticateRoute, {
      body: {},
      headers: { [SOCKET_ADDRESS_HEADER]: uniqueIp() },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.messages).toEqual(["Nome utente obbligatorio", "Password obbligatoria"]);
    const blank = await invoke(authenticateRoute, {
      body: { username: "   ", password: "x" },
      headers: { [SOCKET_ADDRESS_HEADER]: uniqueIp() },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.messages).toEqual(["Nome utente obbligatorio"]);
  });
});

describe("sign-in rate limiting", () => {
  const pairKey = (username: string, ip: string) => `pair:${ip}|${username.toLowerCase()}`;
  /** Moves the pair's last failure into the past, as if its delay had run out. */
  async function waitOutPairDelay(username: string, ip: string) {
    await getDb()
      .update(loginThrottle)
      .set({ lastFailureAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginThrottle.key, pairKey(username, ip)));
  }

  it("slows down an address that keeps failing on an account, even for the right password", async () => {
    const user = await createUser();
    const attacker = uniqueIp();
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await signIn(user.username, `wrong-${attempt}`, attacker)).status, `attempt ${attempt}`).toBe(
        401,
      );
    }
    const slowed = await signIn(user.username, user.password, attacker);
    expect(slowed.status).toBe(429);
    expect(slowed.body.success).toBe(false);
    expect(slowed.body.entity).toBeNull();
    expect(slowed.body.messages).toHaveLength(1);
    const seconds = Number(slowed.body.messages[0]!.match(TOO_MANY_SECONDS)?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(4);
    // The pair follows the account whatever case the username is typed in; trying while waiting
    // counts too and makes the wait longer.
    const again = await signIn(user.username.toUpperCase(), "wrong", attacker);
    expect(again.status).toBe(429);
    expect(Number(again.body.messages[0]!.match(TOO_MANY_SECONDS)?.[1])).toBeGreaterThan(seconds);
    // Once the wait is over, one more try is checked (wrong here), and the next wait is longer.
    await waitOutPairDelay(user.username, attacker);
    expect((await signIn(user.username, "wrong", attacker)).status).toBe(401);
    expect((await signIn(user.username, "wrong", attacker)).status).toBe(429);
    // After the wait the owner's password from that address works, and clears the pair.
    await waitOutPairDelay(user.username, attacker);
    expect((await signIn(user.username, user.password, attacker)).status).toBe(200);
    expect((await signIn(user.username, "wrong", attacker)).status).toBe(401);
  });

  it("a burst of parallel guesses gets no more tries than a sequence", async () => {
    const user = await createUser();
    const attacker = uniqueIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signIn(user.username, "wrong", attacker)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(3).fill(401), ...Array(17).fill(429)]);
  });

  it("never locks the owner out: while an attacker is slowed down, the owner signs in from another address", async () => {
    const user = await createUser();
    const attacker = uniqueIp();
    let refused = 0;
    for (let attempt = 0; attempt < 30; attempt++) {
      const answer = await signIn(user.username, "wrong", attacker);
      if (answer.status === 429) refused++;
      else expect(answer.status).toBe(401);
    }
    // Only the 3 free failures were checked; the other 27 were refused without a try.
    expect(refused).toBe(27);
    expect((await signIn(user.username, user.password, uniqueIp())).status).toBe(200);
  });

  it("caps an account at 100 failures an hour from all addresses together, but not the owner's devices", async () => {
    const user = await createUser();
    // The owner signed in on the desk's tablet before: it holds the account's device cookie.
    const before = await signIn(user.username, user.password, uniqueIp());
    expect(before.status).toBe(200);
    const setCookie = before.response.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^bo_device_[0-9a-f]{16}=/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Strict");
    expect(setCookie).toContain("Path=/api/profiles/authenticate");
    const tablet = deviceCookieOf(before);
    // 104 addresses, one guess each: 100 are checked, then the ceiling holds.
    const statuses: number[] = [];
    for (let batch = 0; batch < 13; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => signIn(user.username, "wrong", uniqueIp())),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    // The ceiling: no more guesses for this account this hour from a device it has never seen,
    // the right password included.
    const capped = await signIn(user.username, user.password, uniqueIp());
    expect(capped.status).toBe(429);
    const minutes = Number(capped.body.messages[0]!.match(TOO_MANY)?.[1]);
    expect(minutes).toBeGreaterThan(55);
    expect(minutes).toBeLessThanOrEqual(60);
    // The owner's tablet still signs in, from a 106th address too.
    const owner = await signIn(user.username, user.password, uniqueIp(), tablet);
    expect(owner.status, JSON.stringify(owner.body.messages)).toBe(200);
    // The attacker stays capped, and a forged or another account's cookie does not help.
    expect((await signIn(user.username, user.password, uniqueIp())).status).toBe(429);
    const other = await createUser();
    const otherCookie = deviceCookieOf(await signIn(other.username, other.password, uniqueIp()));
    const renamed = otherCookie.replace(/^bo_device_[0-9a-f]+/, tablet.split("=")[0]!);
    expect((await signIn(user.username, user.password, uniqueIp(), renamed)).status).toBe(429);
    expect((await signIn(user.username, user.password, uniqueIp(), `${tablet}x`)).status).toBe(429);
    // A trusted device guessing is slowed down on its own pair like any address.
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await signIn(user.username, "wrong", uniqueIp(), tablet)).status).toBe(401);
    }
    expect((await signIn(user.username, user.password, uniqueIp(), tablet)).status).toBe(429);
    // A new hour: the account is open again everywhere.
    await getDb()
      .update(loginThrottle)
      .set({ windowStart: sql`now() - interval '61 minutes'` })
      .where(eq(loginThrottle.key, `user:${user.username.toLowerCase()}`));
    expect((await signIn(user.username, user.password, uniqueIp())).status).toBe(200);
  });

  it("a stranger's 105 tries from one address do not lock the owner out of a new device: refused tries are no failures", async () => {
    const user = await createUser();
    const stranger = "127.0.0.3";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 105; attempt++) {
      statuses.push((await signIn(user.username, "wrong", stranger)).status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(102);
    // Only the 3 tries that were checked count, for the account and for the address.
    const failures = async (key: string) =>
      (await getDb().select().from(loginThrottle).where(eq(loginThrottle.key, key)))[0]?.failures;
    expect(await failures(`user:${user.username.toLowerCase()}`)).toBe(3);
    expect(await failures(`ip:${stranger}`)).toBe(3);
    // The owner, on a device never used before (no device cookie), from another address.
    const owner = await signIn(user.username, user.password, "127.0.0.4");
    expect(owner.status, JSON.stringify(owner.body.messages)).toBe(200);
  });

  it("one address adds at most its own limit (20) to an account's failures", async () => {
    const user = await createUser();
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= 25; attempt++) {
      // Time passes: the pair's wait and the address's 15 minutes are over before each try.
      await waitOutPairDelay(user.username, ip);
      await getDb()
        .update(loginThrottle)
        .set({ windowStart: sql`now() - interval '16 minutes'` })
        .where(eq(loginThrottle.key, `ip:${ip}`));
      expect((await signIn(user.username, "wrong", ip)).status, `attempt ${attempt}`).toBe(401);
    }
    const [account] = await getDb()
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, `user:${user.username.toLowerCase()}`));
    expect(account!.failures).toBe(20);
    // The owner's success from that address gives back only an attempt the account counted.
    await waitOutPairDelay(user.username, ip);
    expect((await signIn(user.username, user.password, ip)).status).toBe(200);
    const [after] = await getDb()
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, `user:${user.username.toLowerCase()}`));
    expect(after!.failures).toBe(20);
  });

  it("explains the wait in English too", async () => {
    const user = await createUser();
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 3; attempt++) await signIn(user.username, "wrong", ip);
    const answer = await invoke(authenticateRoute, {
      body: { username: user.username, password: user.password },
      headers: { [SOCKET_ADDRESS_HEADER]: ip, "accept-language": "en" },
    });
    expect(answer.status).toBe(429);
    expect(answer.body.messages[0]).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ seconds$/);
  });

  it("does not slow down other accounts signing in from the same address", async () => {
    const ip = uniqueIp();
    const victim = await createUser();
    const other = await createUser();
    for (let attempt = 0; attempt < 3; attempt++) await signIn(victim.username, "wrong", ip);
    expect((await signIn(victim.username, victim.password, ip)).status).toBe(429);
    expect((await signIn(other.username, other.password, ip)).status).toBe(200);
  });

  it("locks an address after 20 failures across different usernames", async () => {
    const ip = uniqueIp();
    const user = await createUser();
    for (let attempt = 1; attempt <= 19; attempt++) {
      expect((await signIn(uniqueName("ghost"), "wrong", ip)).status).toBe(401);
    }
    // 19 failures: still open, and a success does not reset the address.
    expect((await signIn(user.username, user.password, ip)).status).toBe(200);
    expect((await signIn(uniqueName("ghost"), "wrong", ip)).status).toBe(401);
    const locked = await signIn(user.username, user.password, ip);
    expect(locked.status).toBe(429);
    expect(locked.body.messages[0]).toMatch(TOO_MANY);
    // Another address is not affected.
    expect((await signIn(user.username, user.password, uniqueIp())).status).toBe(200);
  });

  it("counts the socket's address: a forged X-Forwarded-For, different each time, does not help", async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 20; attempt++) {
      const answer = await invoke(authenticateRoute, {
        body: { username: uniqueName("ghost"), password: "wrong" },
        headers: { [SOCKET_ADDRESS_HEADER]: ip, "x-forwarded-for": uniqueIp(), "x-real-ip": uniqueIp() },
      });
      expect(answer.status).toBe(401);
    }
    const user = await createUser();
    const answer = await invoke(authenticateRoute, {
      body: { username: user.username, password: user.password },
      headers: { [SOCKET_ADDRESS_HEADER]: ip, "x-forwarded-for": uniqueIp() },
    });
    expect(answer.status).toBe(429);
  });
});

describe("POST /api/profiles/logout", () => {
  it("ends the sign-in: a refresh token copied before logout is refused afterwards, other sign-ins go on", async () => {
    const user = await createUser();
    const kept = (await signIn(user.username, user.password)).body.entity!;
    const first = (await signIn(user.username, user.password)).body.entity!;
    // The token the browser holds at logout is a rotated one; the copy is from before.
    const copy = first.refreshToken;
    const rotated = (await refresh(first.accountId, first.refreshToken)).body.entity!;
    const out = await invoke(logoutRoute, {
      path: "/api/profiles/logout",
      body: { accountId: rotated.accountId, refreshToken: rotated.refreshToken },
    });
    expect(out.status).toBe(200);
    expect(out.body.success).toBe(true);
    expect((await refresh(rotated.accountId, rotated.refreshToken)).status).toBe(401);
    expect((await refresh(first.accountId, copy)).status).toBe(401);
    // Another device's sign-in is not touched.
    expect((await refresh(kept.accountId, kept.refreshToken)).status).toBe(200);
  });

  it("ends the access tokens of that sign-in too: a bearer token or page cookie copied before logout is refused", async () => {
    const user = await createUser({ permissions: ["Customers"] });
    const kept = (await signIn(user.username, user.password)).body.entity!;
    const signedIn = await signIn(user.username, user.password);
    const first = signedIn.body.entity!;
    const pageCookies = Object.fromEntries(
      signedIn.response.headers
        .getSetCookie()
        .map((line) => line.split(";")[0]!.split("="))
        .filter(([name]) => name!.startsWith("bo_page")),
    ) as Record<string, string>;
    const page = { get: (name: string) => (pageCookies[name] ? { value: pageCookies[name] } : undefined) };
    // A rotation later, the browser logs out with its newest refresh token and no access token.
    const rotated = (await refresh(first.accountId, first.refreshToken)).body.entity!;
    expect((await invoke(profileInfoRoute, { token: first.token })).status).toBe(200);
    expect(await pageSessionCaller(getDb(), page)).toMatchObject({ accountId: user.accountId });
    const out = await invoke(logoutRoute, {
      path: "/api/profiles/logout",
      body: { accountId: rotated.accountId, refreshToken: rotated.refreshToken },
    });
    expect(out.status).toBe(200);
    for (const token of [first.token, rotated.token]) {
      const answer = await invoke(profileInfoRoute, { token });
      expect(answer.status).toBe(401);
      expect(answer.body.messages).toEqual(["Sessione non valida o scaduta: accedere di nuovo"]);
    }
    // A page render with the copied cookies is not signed in.
    expect(await pageSessionCaller(getDb(), page)).toBeNull();
    // Another device's sign-in goes on.
    expect((await invoke(profileInfoRoute, { token: kept.token })).status).toBe(200);
  });

  it("refuses an access token that names no sign-in (issued before tokens carried one)", async () => {
    const user = await createUser();
    const legacy = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(user.accountId))
      .setIssuedAt()
      .setExpirationTime("30m")
      .sign(authSecretKey());
    expect((await invoke(profileInfoRoute, { token: legacy })).status).toBe(401);
  });

  it("answers the same for an unknown token or another account's, and validates its input", async () => {
    const user = await createUser();
    const auth = (await signIn(user.username, user.password)).body.entity!;
    const other = await createUser();
    const foreign = await invoke(logoutRoute, {
      path: "/api/profiles/logout",
      body: { accountId: other.accountId, refreshToken: auth.refreshToken },
    });
    expect(foreign.status).toBe(200);
    expect((await refresh(auth.accountId, auth.refreshToken)).status).toBe(200);
    const unknown = await invoke(logoutRoute, {
      path: "/api/profiles/logout",
      body: { accountId: auth.accountId, refreshToken: "sconosciuto" },
    });
    expect(unknown.status).toBe(200);
    const bad = await invoke(logoutRoute, { path: "/api/profiles/logout", body: { accountId: "x" } });
    expect(bad.status).toBe(400);
  });
});

describe("POST /api/profiles/refreshtoken", () => {
  it("rotates, and a reused token revokes the chain", async () => {
    const user = await createUser();
    const first = (await signIn(user.username, user.password)).body.entity!;
    const rotated = await refresh(first.accountId, first.refreshToken);
    expect(rotated.status).toBe(200);
    expect(rotated.body.success).toBe(true);
    const second = rotated.body.entity!;
    expect(second.accountId).toBe(user.accountId);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    // The new access token works.
    expect((await invoke(profileInfoRoute, { token: second.token })).status).toBe(200);

    const replay = await refresh(first.accountId, first.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body.messages).toEqual([INVALID_REFRESH]);
    // The whole family is revoked: the newest token no longer works either.
    expect((await refresh(second.accountId, second.refreshToken)).status).toBe(401);
  });

  it("a replay revokes only its own sign-in, not the account's other sessions", async () => {
    const user = await createUser();
    const phone = (await signIn(user.username, user.password)).body.entity!;
    const laptop = (await signIn(user.username, user.password)).body.entity!;
    await refresh(phone.accountId, phone.refreshToken);
    await refresh(phone.accountId, phone.refreshToken); // replay
    expect((await refresh(laptop.accountId, laptop.refreshToken)).status).toBe(200);
  });

  it("fails for a wrong accountId, without burning the owner's token", async () => {
    const user = await createUser();
    const other = await createUser();
    const auth = (await signIn(user.username, user.password)).body.entity!;
    for (const accountId of [other.accountId, auth.accountId + 100_000]) {
      const answer = await refresh(accountId, auth.refreshToken);
      expect(answer.status).toBe(401);
      expect(answer.body.messages).toEqual([INVALID_REFRESH]);
    }
    expect((await refresh(auth.accountId, auth.refreshToken)).status).toBe(200);
  });

  it("fails for a disabled account", async () => {
    const user = await createUser();
    const auth = (await signIn(user.username, user.password)).body.entity!;
    await setDisabled(user.accountId, true);
    const answer = await refresh(auth.accountId, auth.refreshToken);
    expect(answer.status).toBe(401);
    expect(answer.body.messages).toEqual([INVALID_REFRESH]);
  });

  it("fails for an expired refresh token", async () => {
    const user = await createUser();
    const auth = (await signIn(user.username, user.password)).body.entity!;
    await getDb()
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.accountId, user.accountId));
    expect((await refresh(auth.accountId, auth.refreshToken)).status).toBe(401);
  });

  it("fails for an unknown token, and validates its input", async () => {
    const user = await createUser();
    expect((await refresh(user.accountId, "made-up-token")).status).toBe(401);
    for (const [accountId, token] of [
      [undefined, "x"],
      [user.accountId, undefined],
      ["abc", "x"],
      [0, "x"],
      [user.accountId, ""],
    ]) {
      const answer = await refresh(accountId, token);
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.messages.length).toBeGreaterThan(0);
    }
  });

  it("stores only a hash of the refresh token", async () => {
    const user = await createUser();
    const auth = (await signIn(user.username, user.password)).body.entity!;
    const rows = await getDb()
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.accountId, user.accountId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(auth.refreshToken);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("a disabled account's existing sessions stop at once", () => {
  it("when an administrator disables it through /api/profiles/save", async () => {
    const admin = await createUser({ permissions: ["Users"] });
    const user = await createUser({ lastName: uniqueName("Spento") });
    const auth = (await signIn(user.username, user.password)).body.entity!;
    expect((await invoke(profileInfoRoute, { token: auth.token })).status).toBe(200);

    const saved = await invoke(saveProfileRoute, {
      token: admin.token,
      body: {
        id: user.profileId,
        lastName: "Spento",
        account: { username: user.username, isDisabled: true },
      },
    });
    expect(saved.status).toBe(200);

    for (const token of [auth.token, user.token]) {
      const answer = await invoke(profileInfoRoute, { token });
      expect(answer.status).toBe(401);
      expect(answer.body.messages).toEqual(["Sessione non valida o scaduta: accedere di nuovo"]);
    }
    expect((await refresh(auth.accountId, auth.refreshToken)).status).toBe(401);
    expect((await signIn(user.username, user.password)).status).toBe(401);

    // Enabled again: the tokens from before the disable stay dead (the token version moved on).
    await setDisabled(user.accountId, false);
    expect((await invoke(profileInfoRoute, { token: auth.token })).status).toBe(401);
    expect((await refresh(auth.accountId, auth.refreshToken)).status).toBe(401);
    expect((await signIn(user.username, user.password)).status).toBe(200);
  });
});

describe("a password, role or state change ends the account's sessions at once", () => {
  async function signedInUser() {
    const user = await createUser({ lastName: uniqueName("Sessioni") });
    const auth = (await signIn(user.username, user.password)).body.entity!;
    return { user, auth };
  }
  async function expectSessionsEnded(auth: AuthData, factoryToken: string) {
    for (const token of [auth.token, factoryToken]) {
      const answer = await invoke(profileInfoRoute, { token });
      expect(answer.status).toBe(401);
      expect(answer.body.messages).toEqual(["Sessione non valida o scaduta: accedere di nuovo"]);
    }
    expect((await refresh(auth.accountId, auth.refreshToken)).status).toBe(401);
    const tokens = await getDb()
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.accountId, auth.accountId));
    expect(tokens.every((row) => row.revokedAt !== null)).toBe(true);
  }

  it("when an administrator sets a new password", async () => {
    const admin = await createUser({ permissions: ["Users"] });
    const { user, auth } = await signedInUser();
    const saved = await invoke(saveProfileRoute, {
      token: admin.token,
      body: {
        id: user.profileId,
        lastName: uniqueName("Sessioni"),
        account: { username: user.username, password: "NuovaPassword1", confirmPassword: "NuovaPassword1" },
      },
    });
    expect(saved.status).toBe(200);
    await expectSessionsEnded(auth, user.token);
    expect((await signIn(user.username, "NuovaPassword1")).status).toBe(200);
  });

  it("when the user changes their own password through mydata", async () => {
    const { user, auth } = await signedInUser();
    const saved = await invoke(myDataRoute, {
      token: auth.token,
      body: {
        lastName: "Sessioni",
        account: {
          currentPassword: user.password,
          password: "MiaNuova123-lunga-2026",
          confirmPassword: "MiaNuova123-lunga-2026",
        },
      },
    });
    expect(saved.status).toBe(200);
    await expectSessionsEnded(auth, user.token);
    const again = await signIn(user.username, "MiaNuova123-lunga-2026");
    expect(again.status).toBe(200);
    expect((await invoke(profileInfoRoute, { token: again.body.entity!.token })).status).toBe(200);
  });

  it("when an administrator changes the account's role", async () => {
    const admin = await createUser({ permissions: ["Users"] });
    const role = await createRole();
    const { user, auth } = await signedInUser();
    const saved = await invoke(saveProfileRoute, {
      token: admin.token,
      body: {
        id: user.profileId,
        lastName: "Sessioni",
        account: { username: user.username, role: { id: role.id } },
      },
    });
    expect(saved.status).toBe(200);
    await expectSessionsEnded(auth, user.token);
  });

  it("not when an administrator saves other fields only", async () => {
    const admin = await createUser({ permissions: ["Users"] });
    const { user, auth } = await signedInUser();
    const saved = await invoke(saveProfileRoute, {
      token: admin.token,
      body: {
        id: user.profileId,
        lastName: uniqueName("Altro"),
        account: { username: user.username, role: { id: user.roleId } },
      },
    });
    expect(saved.status).toBe(200);
    expect((await invoke(profileInfoRoute, { token: auth.token })).status).toBe(200);
    expect((await refresh(auth.accountId, auth.refreshToken)).status).toBe(200);
  });
});

describe("the page-read session cookie", () => {
  function pageCookie(setCookies: string[], name = "bo_page"): string | undefined {
    return setCookies.find((line) => line.startsWith(`${name}=`));
  }
  /** The request's cookies as a page render reads them (Next's `cookies()`). */
  function cookiesOf(values: Record<string, string>): PageCookies {
    return { get: (name) => (name in values ? { value: values[name]! } : undefined) };
  }
  const both = (token: string) => cookiesOf({ bo_page: token, bo_page_on: "1" });

  it("comes with every token issued, HttpOnly and SameSite=Strict, and names the caller for page renders", async () => {
    const user = await createUser({ permissions: ["Customers"] });
    const signedIn = await signIn(user.username, user.password);
    const auth = signedIn.body.entity!;
    const cookies = signedIn.response.headers.getSetCookie();
    expect(pageCookie(cookies)).toBe(
      `bo_page=${auth.token}; Path=/; Max-Age=${ACCESS_TOKEN_SECONDS}; HttpOnly; SameSite=Strict`,
    );
    // Its companion, readable by script (no secret in it).
    expect(pageCookie(cookies, "bo_page_on")).toBe(
      `bo_page_on=1; Path=/; Max-Age=${ACCESS_TOKEN_SECONDS}; SameSite=Strict`,
    );
    // The device cookie is still answered beside them.
    expect(cookies.some((line) => line.startsWith("bo_device_"))).toBe(true);
    const caller = await pageSessionCaller(getDb(), both(auth.token));
    expect(caller).toMatchObject({ accountId: user.accountId, permissions: ["Customers"] });

    const refreshed = await refresh(auth.accountId, auth.refreshToken);
    const next = refreshed.body.entity!;
    expect(pageCookie(refreshed.response.headers.getSetCookie())).toMatch(
      new RegExp(
        `^bo_page=${next.token.replace(/\./g, "\\.")}; Path=/; Max-Age=${ACCESS_TOKEN_SECONDS}; HttpOnly; SameSite=Strict$`,
      ),
    );
  });

  it("is Secure only when a trusted proxy says the client came over https", async () => {
    const user = await createUser();
    const auth = (await signIn(user.username, user.password)).body.entity!;
    const proxy = uniqueIp();
    const overHttps = () =>
      invoke<AuthData>(refreshRoute, {
        body: { accountId: auth.accountId, refreshToken: auth.refreshToken },
        headers: { [SOCKET_ADDRESS_HEADER]: proxy, "x-forwarded-proto": "https" },
      });
    // Any client can send X-Forwarded-Proto: from a peer not named in TRUSTED_PROXIES it is ignored.
    const forged = await overHttps();
    expect(forged.status).toBe(200);
    for (const line of forged.response.headers.getSetCookie()) expect(line).not.toMatch(/Secure/);
    vi.stubEnv("TRUSTED_PROXIES", proxy);
    try {
      const proxied = await invoke<AuthData>(refreshRoute, {
        body: { accountId: auth.accountId, refreshToken: forged.body.entity!.refreshToken },
        headers: { [SOCKET_ADDRESS_HEADER]: proxy, "x-forwarded-proto": "https" },
      });
      expect(proxied.status).toBe(200);
      const lines = proxied.response.headers.getSetCookie();
      expect(pageCookie(lines)).toMatch(/; Secure$/);
      expect(pageCookie(lines, "bo_page_on")).toMatch(/; Secure$/);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("lives for the browser's session only without Ricordami, and no longer than the refresh token with it", async () => {
    const user = await createUser();
    const once = await invoke<AuthData>(authenticateRoute, {
      body: { username: user.username, password: user.password, remember: false },
      headers: { [SOCKET_ADDRESS_HEADER]: uniqueIp() },
    });
    expect(once.status).toBe(200);
    const auth = once.body.entity!;
    // Session cookies: no Max-Age, no Expires; the browser drops them when it closes.
    expect(pageCookie(once.response.headers.getSetCookie())).toBe(
      `bo_page=${auth.token}; Path=/; HttpOnly; SameSite=Strict`,
    );
    expect(pageCookie(once.response.headers.getSetCookie(), "bo_page_on")).toBe(
      "bo_page_on=1; Path=/; SameSite=Strict",
    );
    // The refresh says so too.
    const refreshed = await invoke<AuthData>(refreshRoute, {
      body: { accountId: auth.accountId, refreshToken: auth.refreshToken, remember: false },
    });
    expect(refreshed.status).toBe(200);
    for (const line of refreshed.response.headers.getSetCookie()) {
      expect(line).not.toMatch(/Max-Age|Expires/i);
    }
    // Ricordami on (the form's default, also when the field is absent): Max-Age within the
    // refresh token's life.
    for (const body of [{ remember: true }, {}]) {
      const remembered = await invoke<AuthData>(authenticateRoute, {
        body: { username: user.username, password: user.password, ...body },
        headers: { [SOCKET_ADDRESS_HEADER]: uniqueIp() },
      });
      for (const name of ["bo_page", "bo_page_on"]) {
        const maxAge = Number(
          pageCookie(remembered.response.headers.getSetCookie(), name)?.match(/Max-Age=(\d+)/)?.[1],
        );
        expect(maxAge, name).toBeGreaterThan(0);
        expect(maxAge, name).toBeLessThanOrEqual(REFRESH_TOKEN_DAYS * 86_400);
      }
    }
    // Anything but a boolean is refused in Italian.
    const bad = await invoke(authenticateRoute, {
      body: { username: user.username, password: user.password, remember: "si" },
      headers: { [SOCKET_ADDRESS_HEADER]: uniqueIp() },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.messages).toEqual([expect.stringMatching(/^Ricordami/)]);
  });

  it("is removed by logout, and names nobody once the token is refused (garbage, disabled account)", async () => {
    const user = await createUser();
    const auth = (await signIn(user.username, user.password)).body.entity!;
    const out = await invoke(logoutRoute, {
      path: "/api/profiles/logout",
      body: { accountId: auth.accountId, refreshToken: auth.refreshToken },
    });
    expect(out.status).toBe(200);
    expect(pageCookie(out.response.headers.getSetCookie())).toBe(
      "bo_page=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict",
    );
    expect(pageCookie(out.response.headers.getSetCookie(), "bo_page_on")).toBe(
      "bo_page_on=; Path=/; Max-Age=0; SameSite=Strict",
    );
    const other = (await signIn(user.username, user.password)).body.entity!;
    expect(await pageSessionCaller(getDb(), cookiesOf({}))).toBeNull();
    expect(await pageSessionCaller(getDb(), both("not-a-token"))).toBeNull();
    expect(await pageSessionCaller(getDb(), both(`${other.token}x`))).toBeNull();
    expect(await pageSessionCaller(getDb(), both(other.token))).not.toBeNull();
    await setDisabled(user.accountId, true);
    expect(await pageSessionCaller(getDb(), both(other.token))).toBeNull();
  });

  it("names nobody without its companion: a logout made offline removed that one", async () => {
    const user = await createUser();
    const auth = (await signIn(user.username, user.password)).body.entity!;
    expect(await pageSessionCaller(getDb(), both(auth.token))).toMatchObject({ accountId: user.accountId });
    expect(await pageSessionCaller(getDb(), cookiesOf({ bo_page: auth.token }))).toBeNull();
    expect(await pageSessionCaller(getDb(), cookiesOf({ bo_page: auth.token, bo_page_on: "" }))).toBeNull();
  });

  it("is not a credential for the API: a call with only the cookie is refused", async () => {
    const user = await createUser({ permissions: PERMISSION_CODES.slice() });
    const auth = (await signIn(user.username, user.password)).body.entity!;
    const answer = await invoke(profileInfoRoute, {
      headers: { cookie: `bo_page=${auth.token}; bo_page_on=1` },
    });
    expect(answer.status).toBe(401);
  });
});

describe("GET /api/profiles/profileinfo", () => {
  it("lists all 11 permissions for a Master, whatever its role", async () => {
    const master = await createUser({ type: "Master", firstName: "Maria", lastName: uniqueName("Capo") });
    const answer = await invoke<ProfileInfo>(profileInfoRoute, { token: master.token });
    expect(answer.status).toBe(200);
    const info = answer.body.entity!;
    expect(info.permissions).toHaveLength(11);
    expect(info.permissions.map((p) => p.code).sort()).toEqual([...PERMISSION_CODES].sort());
    for (const permission of info.permissions) {
      expect(permission).toEqual({
        id: expect.any(Number),
        code: expect.any(String),
        description: expect.any(String),
      });
      expect(permission.description.length).toBeGreaterThan(0);
    }
    expect(info.profile).toMatchObject({ id: master.profileId, type: "Master", firstName: "Maria" });
    expect(info.profile.account).toMatchObject({
      id: master.accountId,
      username: master.username,
      isDisabled: false,
    });
  });

  it("lists only the role's permissions for a normal user", async () => {
    const role = await createRole({ permissions: ["Customers", "Users", "EventsKPI"] });
    const user = await createUser({ roleId: role.id });
    const answer = await invoke<ProfileInfo>(profileInfoRoute, { token: user.token });
    expect(answer.status).toBe(200);
    const info = answer.body.entity!;
    expect(info.permissions.map((p) => p.code).sort()).toEqual(["Customers", "EventsKPI", "Users"]);
    expect(info.permissions.find((p) => p.code === "Users")?.description).toBe("Utenti e ruoli");
    expect(info.profile.type).toBe("User");
    expect(info.profile.account?.role).toEqual({ id: role.id, name: role.name });
  });

  it("lists no permissions for a user of the default role", async () => {
    const user = await createUser();
    const answer = await invoke<ProfileInfo>(profileInfoRoute, { token: user.token });
    expect(answer.status).toBe(200);
    expect(answer.body.entity!.permissions).toEqual([]);
  });

  it("never exposes the password hash", async () => {
    const user = await createUser();
    const answer = await invoke(profileInfoRoute, { token: user.token });
    expect(JSON.stringify(answer.body)).not.toMatch(/scrypt|passwordHash/);
  });
});

describe("GET /api/ping", () => {
  it("answers without a token", async () => {
    const answer = await invoke(pingRoute);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
  });
});
