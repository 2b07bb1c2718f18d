import fs from "node:fs";
import type http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { Readable } from "node:stream";
import { localeFromAcceptLanguage } from "../i18n/locales";
import { apiTranslator } from "../i18n/server-translator";
import { buildApiRouteTable, type ApiRoute, type ApiRouteTable } from "./api-route-table";
import { nodeRequestIsSecure } from "./client-ip";
import { failEnvelope } from "./envelope";
import { API_SECURITY_HEADERS, COMMON_SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from "./security-headers";

/**
 * Serves /api calls straight from the route handlers Next built, without Next's request pipeline
 * (docs/PERFORMANCE.md, "The direct API path"): the same handler functions of the same compiled
 * modules (loaded through Next's manifest and Node's require cache, so Next and this share one
 * instance of each), called with a Fetch Request as Next calls them; the answer carries the
 * headers next.config.ts gives /api answers. Next's routing, its request and response
 * adaptation and its streaming of small answers cost about 1 ms of CPU per call, more than most
 * calls' own work.
 *
 * Only in a production server (`next start`), unless API_DIRECT=off. Whatever this does not
 * serve exactly as Next would is left to Next: a path with a capital letter (proxy.ts rewrites
 * it) or a percent sign, HEAD and OPTIONS (Next answers them from the route's methods), a method
 * the route does not export, and a route whose module is still loading (the first call of each
 * route goes through Next while it loads).
 */
export type DirectApi = (req: http.IncomingMessage, res: http.ServerResponse) => boolean;

type RouteHandler = (
  req: Request,
  ctx: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;
type Userland = Partial<Record<string, RouteHandler>>;
type CompiledRoute = { routeModule?: { ensureUserland(): Promise<void>; userland: Userland } };

const METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);
/** Bodies up to this size are read whole before the handler runs; larger ones are streamed. */
const BUFFERED_BODY_BYTES = 1024 * 1024;
/** As Next's send-response: lengths and encodings are the server's to set. */
const SKIPPED_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "set-cookie"]);
const API_HEADERS = Object.entries({ ...COMMON_SECURITY_HEADERS, ...API_SECURITY_HEADERS });

/** `dist`: Next's build folder (NEXT_DIST_DIR, ".next"), relative to the server's folder. */
export function createDirectApi(dist: string): DirectApi | null {
  // Read at run time from the build's output: not something for the bundler to trace.
  const distDir = path.resolve(/* turbopackIgnore: true */ process.cwd(), dist);
  let table: ApiRouteTable;
  try {
    const manifest = JSON.parse(
      fs.readFileSync(
        /* turbopackIgnore: true */ path.join(distDir, "server", "app-paths-manifest.json"),
        "utf8",
      ),
    );
    table = buildApiRouteTable(manifest);
  } catch (error) {
    console.error(
      "[api] the direct API path is off: no build manifest",
      error instanceof Error ? error.message : error,
    );
    return null;
  }
  // Node's own require: the compiled route files are the ones Next requires, so both get the
  // same module instances from Node's cache.
  const requireCompiled = createRequire(/* turbopackIgnore: true */ path.join(distDir, "server", "index.js"));
  const loaded = new Map<string, Userland | "loading" | "failed">();

  const userlandOf = (route: ApiRoute): Userland | null => {
    const state = loaded.get(route.page);
    if (state && state !== "loading" && state !== "failed") return state;
    if (state === undefined) {
      loaded.set(route.page, "loading");
      void (async () => {
        const compiled = requireCompiled(
          /* turbopackIgnore: true */ path.join(distDir, "server", route.file),
        ) as CompiledRoute;
        if (!compiled.routeModule) throw new Error(`${route.file} has no routeModule`);
        await compiled.routeModule.ensureUserland();
        loaded.set(route.page, compiled.routeModule.userland);
      })().catch((error) => {
        loaded.set(route.page, "failed");
        console.error(
          `[api] ${route.page} is served by Next only:`,
          error instanceof Error ? error.message : error,
        );
      });
    }
    return null;
  };

  return (req, res) => {
    const method = req.method ?? "";
    const url = req.url ?? "";
    if (!METHODS.has(method) || !url.startsWith("/api/")) return false;
    const pathname = url.split("?", 1)[0]!;
    if (/[A-Z%]/.test(pathname)) return false;
    const match = table.match(pathname);
    if (!match) return false;
    const handler = userlandOf(match.route)?.[method];
    if (typeof handler !== "function") return false;
    void serve(req, res, handler, match.params);
    return true;
  };
}

async function serve(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  handler: RouteHandler,
  params: Record<string, string | string[]>,
): Promise<void> {
  try {
    const request = await toFetchRequest(req);
    const response = await handler(request, { params: Promise.resolve(params) });
    await writeResponse(req, res, response);
  } catch (error) {
    console.error(
      `[api] ${req.method} ${req.url?.split("?", 1)[0]} failed (request ${req.headers["x-request-id"]})`,
      error,
    );
    if (!res.headersSent) {
      res.writeHead(500, { ...Object.fromEntries(API_HEADERS), "Content-Type": "application/json" });
      const t = apiTranslator(localeFromAcceptLanguage(req.headers["accept-language"] ?? null));
      res.end(JSON.stringify(failEnvelope([t("errors.generic")])));
    } else res.destroy();
  }
}

async function toFetchRequest(req: http.IncomingMessage): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const url = `http://${req.headers.host ?? "localhost"}${req.url}`;
  if (req.method === "GET") return new Request(url, { method: "GET", headers });
  const length = Number(req.headers["content-length"]);
  if (
    req.headers["transfer-encoding"] === undefined &&
    Number.isFinite(length) &&
    length <= BUFFERED_BODY_BYTES
  ) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return new Request(url, { method: req.method, headers, body: Buffer.concat(chunks) });
  }
  if (req.headers["transfer-encoding"] === undefined && !req.headers["content-length"]) {
    return new Request(url, { method: req.method, headers });
  }
  return new Request(url, {
    method: req.method,
    headers,
    body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
    duplex: "half",
  } as RequestInit);
}

/** The route's answer on Node's response: whole with its length when it is one chunk, else streamed. */
async function writeResponse(req: http.IncomingMessage, res: http.ServerResponse, response: Response) {
  res.statusCode = response.status;
  // As next.config.ts's headers() for /api: set first, and they win over the route's own.
  for (const [name, value] of API_HEADERS) res.setHeader(name, value);
  if (nodeRequestIsSecure(req)) res.setHeader("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  response.headers.forEach((value, name) => {
    if (!SKIPPED_HEADERS.has(name) && res.getHeader(name) === undefined) res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  let clientGone = false;
  const onClose = () => {
    if (res.writableFinished) return;
    clientGone = true;
    // Cancelling the body lets a streamed download close its cursor and transaction.
    reader.cancel().catch(() => {});
  };
  res.once("close", onClose);
  const first = await reader.read();
  if (first.done) {
    res.end();
    return;
  }
  const second = await reader.read();
  if (second.done) {
    res.setHeader("Content-Length", first.value.byteLength);
    res.end(first.value);
    return;
  }
  res.write(first.value);
  let chunk: ReadableStreamReadResult<Uint8Array> = second;
  while (!chunk.done && !clientGone) {
    if (!res.write(chunk.value)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          res.off("drain", done);
          res.off("close", done);
          resolve();
        };
        res.once("drain", done);
        res.once("close", done);
      });
    }
    if (clientGone) return;
    chunk = await reader.read();
  }
  if (!clientGone) res.end();
}
