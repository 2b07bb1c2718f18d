import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDirectApi, type DirectApi } from "./direct-api";
import { directRoutes, serveDirectly } from "./direct-routes";

// A route file as Next would have loaded it: its handlers, registered, report what they were given.
let cancelled = 0;
const enc = new TextEncoder();
const thingsRoute = {
  async GET(req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) {
    const params = await ctx.params;
    const url = new URL(req.url);
    if (params.id === "stream") {
      let sent = 0;
      const body = new ReadableStream({
        async pull(controller) {
          if (url.searchParams.has("endless")) {
            await new Promise((resolve) => setTimeout(resolve, 5));
            controller.enqueue(enc.encode("x".repeat(1000)));
            return;
          }
          if (sent === 3) return controller.close();
          controller.enqueue(enc.encode(`part${sent++};`));
        },
        cancel() {
          cancelled++;
        },
      });
      return new Response(body, { headers: { "content-type": "text/plain" } });
    }
    if (params.id === "cancelled") return Response.json({ cancelled });
    if (params.id === "throw") throw new Error("boom");
    return Response.json(
      { params, search: url.search, auth: req.headers.get("authorization") },
      { status: 201, headers: { "Cache-Control": "max-age=60", "X-Route": "yes" } },
    );
  },
  async POST(req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) {
    const body = new Uint8Array(await req.arrayBuffer());
    return Response.json({
      params: await ctx.params,
      bytes: body.length,
      last: body[body.length - 1] ?? null,
    });
  },
};

let server: http.Server;
let base: string;
let direct: DirectApi;

beforeAll(async () => {
  direct = createDirectApi(["/api/things/[id]", "/api/things/search"]);
  // What Next would answer: 599, so that a test sees who answered.
  server = http.createServer((req, res) => {
    if (!direct(req, res)) res.writeHead(599).end("next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A route Next has not loaded yet is Next's to serve (its first call loads it).
  expect((await fetch(`${base}/api/things/1`)).status).toBe(599);
  serveDirectly("/api/things/[id]", thingsRoute);
});

afterAll(async () => {
  directRoutes().delete("/api/things/[id]");
  await new Promise((resolve) => server.close(resolve));
});

describe("the direct API path", () => {
  it("calls the route's handler with its params and request, and answers with the /api headers", async () => {
    const response = await fetch(`${base}/api/things/42?a=1`, { headers: { authorization: "Bearer t" } });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ params: { id: "42" }, search: "?a=1", auth: "Bearer t" });
    // next.config.ts's /api headers win over the route's own, as in Next; the route's others stay.
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-route")).toBe("yes");
    expect(response.headers.get("content-length")).not.toBeNull();
    expect(response.headers.get("strict-transport-security")).toBeNull();
    // HSTS only when a trusted proxy says the client came over HTTPS.
    const forged = await fetch(`${base}/api/things/42`, { headers: { "x-forwarded-proto": "https" } });
    expect(forged.headers.get("strict-transport-security")).toBeNull();
    vi.stubEnv("TRUSTED_PROXIES", "127.0.0.1");
    try {
      const https = await fetch(`${base}/api/things/42`, { headers: { "x-forwarded-proto": "https" } });
      expect(https.headers.get("strict-transport-security")).toContain("max-age=");
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("passes small bodies whole and streams large ones", async () => {
    for (const size of [0, 10, 3 * 1024 * 1024]) {
      const body = new Uint8Array(size).fill(7);
      const response = await fetch(`${base}/api/things/9`, { method: "POST", body });
      expect(await response.json()).toEqual({ params: { id: "9" }, bytes: size, last: size ? 7 : null });
    }
    const chunked = await fetch(`${base}/api/things/9`, {
      method: "POST",
      body: new Blob(["abc"]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(await chunked.json()).toMatchObject({ bytes: 3 });
  });

  it("streams an answer of several chunks, and cancels it when the client goes away", async () => {
    const response = await fetch(`${base}/api/things/stream`);
    expect(response.headers.get("content-length")).toBeNull();
    expect(await response.text()).toBe("part0;part1;part2;");

    const before = (await (await fetch(`${base}/api/things/cancelled`)).json()).cancelled;
    await new Promise<void>((resolve) => {
      const req = http.get(`${base}/api/things/stream?endless=1`, (res) => {
        res.once("data", () => {
          req.destroy();
          resolve();
        });
      });
      req.on("error", () => {});
    });
    await expect
      .poll(async () => (await (await fetch(`${base}/api/things/cancelled`)).json()).cancelled)
      .toBe(before + 1);
  });

  it("answers the envelope with 500 when a handler throws", async () => {
    const response = await fetch(`${base}/api/things/throw`);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ success: false, entity: null, validationLevel: "Fail" });
  });

  it("leaves to Next what it would not serve exactly as Next does", async () => {
    const nextAnswers = [
      await fetch(`${base}/api/Things/42`), // proxy.ts rewrites capital letters
      await fetch(`${base}/api/things/a%20b`),
      await fetch(`${base}/api/things/42`, { method: "HEAD" }),
      await fetch(`${base}/api/things/42`, { method: "OPTIONS" }),
      await fetch(`${base}/api/things/42`, { method: "DELETE" }), // not registered by the route
      await fetch(`${base}/api/other`),
      await fetch(`${base}/things/42`),
      // A static route not loaded yet is not taken for the parameter route beside it.
      await fetch(`${base}/api/things/search`),
    ];
    expect(nextAnswers.map((response) => response.status)).toEqual([599, 599, 599, 599, 599, 599, 599, 599]);
  });
});
