import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from "vitest";
import { POST as authenticateRoute } from "@/app/api/profiles/authenticate/route";
import { GET as profileInfoRoute } from "@/app/api/profiles/profileinfo/route";
import { GET as pingRoute } from "@/app/api/ping/route";
import { defineRoute } from "@/lib/api/handler";
import { createAppServer } from "@/lib/api/front-door";
import { createUser, type TestUser } from "../support/factories";

/**
 * The app's HTTP server (lib/api/front-door.ts) with a stand-in for Next, handing each
 * request to a route handler the way Next does: the request log is read from stdout.
 */
type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const failing = defineRoute({ access: "authenticated" }, async () => {
  throw new Error("database exploded");
});
const needsUsers = defineRoute({ access: "Users" }, async () => null);
const routes: Record<string, Handler> = {
  "GET /api/needs-users": needsUsers,
  "POST /api/profiles/authenticate": authenticateRoute,
  "GET /api/profiles/profileinfo": profileInfoRoute,
  "GET /api/ping": pingRoute,
  "GET /api/failing": failing,
};

let server: http.Server;
let base: string;
let stdout: MockInstance;
let stderr: MockInstance;
let user: TestUser;

beforeAll(async () => {
  server = createAppServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const method = req.method ?? "GET";
    const request = new Request(`http://localhost${req.url}`, {
      method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    const handler = routes[`${method} ${(req.url ?? "").split("?")[0]}`];
    const response = handler
      ? await handler(request, { params: Promise.resolve({}) })
      : new Response("not found", { status: 404 });
    res.statusCode = response.status;
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  user = await createUser({ password: "Segreta-Password-123" });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** The log lines written while `run` ran (stdout spied, nothing printed). */
async function logLinesOf(run: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const written: string[] = [];
  stdout = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  try {
    await run();
    // The line is written on the response's 'close', just after the client has the answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    stdout.mockRestore();
  }
  return written
    .join("")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("request id and request log", () => {
  it("one JSON line per request with time, id, method, route, status, duration and account; no token or password", async () => {
    let token = "";
    let refreshToken = "";
    const ids: string[] = [];
    const lines = await logLinesOf(async () => {
      const signIn = await fetch(`${base}/api/profiles/authenticate`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-request-id": "chosen-by-the-client" },
        body: JSON.stringify({ username: user.username, password: user.password }),
      });
      expect(signIn.status).toBe(200);
      const auth = (await signIn.json()) as { entity: { token: string; refreshToken: string } };
      token = auth.entity.token;
      refreshToken = auth.entity.refreshToken;
      ids.push(signIn.headers.get("x-request-id")!);

      const info = await fetch(`${base}/api/profiles/profileinfo?search=Rossi&token=${token}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(info.status).toBe(200);
      ids.push(info.headers.get("x-request-id")!);

      const unknown = await fetch(`${base}/api/ping/`);
      expect(unknown.status).toBe(404);
      ids.push(unknown.headers.get("x-request-id")!);
    });

    // The server chose every id (the client's is replaced), each one different.
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(3);

    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(Object.keys(line).sort()).toEqual(
        ["accountId", "durationMs", "method", "requestId", "route", "status", "time"].sort(),
      );
      expect(Date.parse(line.time as string)).toBeGreaterThan(Date.now() - 60_000);
      expect(line.durationMs).toEqual(expect.any(Number));
    }
    expect(
      lines.map((line) => [line.requestId, line.method, line.route, line.status, line.accountId]),
    ).toEqual([
      [ids[0], "POST", "/api/profiles/authenticate", 200, null],
      // The query string (here a token put there on purpose) is never logged.
      [ids[1], "GET", "/api/profiles/profileinfo", 200, user.accountId],
      // Answered by the hook itself (non-canonical path), before any route.
      [ids[2], "GET", "/api/ping/", 404, null],
    ]);
    const text = JSON.stringify(lines);
    for (const secret of [user.password, token, refreshToken, "Rossi", "chosen-by-the-client"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("a 403 is logged with the caller's account", async () => {
    const noPermission = await createUser({ permissions: [] });
    const lines = await logLinesOf(async () => {
      const answer = await fetch(`${base}/api/needs-users`, {
        headers: { authorization: `Bearer ${noPermission.token}` },
      });
      expect(answer.status).toBe(403);
    });
    expect(lines.map((line) => [line.status, line.accountId])).toEqual([[403, noPermission.accountId]]);
  });

  it("a 500 carries its request id, and the error log names it", async () => {
    const errors: string[] = [];
    stderr = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      errors.push(args.map(String).join(" "));
    });
    let id = "";
    try {
      const lines = await logLinesOf(async () => {
        const answer = await fetch(`${base}/api/failing`, {
          headers: { authorization: `Bearer ${user.token}` },
        });
        expect(answer.status).toBe(500);
        id = answer.headers.get("x-request-id")!;
        const body = (await answer.json()) as { messages: string[] };
        expect(body.messages).toEqual(["Si è verificato un errore"]);
      });
      expect(lines).toEqual([
        expect.objectContaining({ requestId: id, status: 500, accountId: user.accountId }),
      ]);
    } finally {
      stderr.mockRestore();
    }
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(
      errors.some((line) => line.includes(`(request ${id})`) && line.includes("database exploded")),
    ).toBe(true);
  });

  it("REQUEST_LOG=off: no line, the id is still returned", async () => {
    process.env.REQUEST_LOG = "off";
    try {
      let id: string | null = null;
      const lines = await logLinesOf(async () => {
        id = (await fetch(`${base}/api/ping`)).headers.get("x-request-id");
      });
      expect(lines).toEqual([]);
      expect(id).toMatch(/^[0-9a-f]{12}$/);
    } finally {
      delete process.env.REQUEST_LOG;
    }
  });
});
