import { describe, expect, it } from "vitest";
import { POST as authenticateRoute } from "@/app/api/profiles/authenticate/route";
import { POST as refreshRoute } from "@/app/api/profiles/refreshtoken/route";
import { GET as profileInfoRoute } from "@/app/api/profiles/profileinfo/route";
import { GET as pingRoute } from "@/app/api/ping/route";
import { invoke } from "../support/api";
import { createUser } from "../support/factories";
import type { AuthData } from "@/lib/auth/schemas";

describe("POST /api/profiles/authenticate", () => {
  it("signs in with the right password and returns auth data", async () => {
    const user = await createUser({ permissions: ["Users"] });
    const answer = await invoke<AuthData>(authenticateRoute, {
      body: { username: user.username.toUpperCase(), password: user.password },
      headers: { "x-forwarded-for": "10.0.0.1" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.validationLevel).toBe("Valid");
    expect(answer.body.entity?.accountId).toBe(user.accountId);
    expect(answer.body.entity?.expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const info = await invoke(profileInfoRoute, { token: answer.body.entity!.token });
    expect(info.status).toBe(200);
  });

  it("answers the same for an unknown user and a wrong password", async () => {
    const user = await createUser();
    const wrong = await invoke(authenticateRoute, { body: { username: user.username, password: "nope" } });
    const unknown = await invoke(authenticateRoute, { body: { username: "nobody-here", password: "nope" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.messages).toEqual(unknown.body.messages);
    expect(wrong.body.messages).toEqual(["Nome utente o password non validi"]);
  });

  it("rejects empty fields with Italian messages", async () => {
    const answer = await invoke(authenticateRoute, { body: { username: "", password: "" } });
    expect(answer.status).toBe(400);
    expect(answer.body.messages).toEqual(["Nome utente obbligatorio", "Password obbligatoria"]);
  });
});

describe("refresh token rotation", () => {
  it("rotates, and a reused token revokes the chain", async () => {
    const user = await createUser();
    const signIn = await invoke<AuthData>(authenticateRoute, {
      body: { username: user.username, password: user.password },
    });
    const first = signIn.body.entity!;
    const rotated = await invoke<AuthData>(refreshRoute, {
      body: { accountId: first.accountId, refreshToken: first.refreshToken },
    });
    expect(rotated.status).toBe(200);
    const second = rotated.body.entity!;
    expect(second.refreshToken).not.toBe(first.refreshToken);

    const replay = await invoke(refreshRoute, { body: { accountId: first.accountId, refreshToken: first.refreshToken } });
    expect(replay.status).toBe(401);
    // The whole family is revoked: the newest token no longer works either.
    const afterReplay = await invoke(refreshRoute, {
      body: { accountId: second.accountId, refreshToken: second.refreshToken },
    });
    expect(afterReplay.status).toBe(401);
  });
});

describe("GET /api/ping", () => {
  it("answers without a token", async () => {
    const answer = await invoke(pingRoute);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
  });
});
