import type http from "node:http";
import { Readable } from "node:stream";
import { localeFromAcceptLanguage } from "../i18n/locales";
import { apiTranslator } from "../i18n/server-translator";
import { buildApiRouteTable } from "./api-route-table";
import { directRoutes, type RouteHandler } from "./direct-routes";
import { nodeRequestIsSecure } from "./client-ip";
import { failEnvelope } from "./envelope";
import type { RouteMethod } from "./method-not-allowed";
import { API_SECURITY_HEADERS, COMMON_SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from "./security-headers";

/**
 * Serves /api calls straight from the route handlers, without Next's request pipeline
 * (docs/DECISIONS.md "API and errors"): each route file, once Next has loaded it, registers its
 * handlers under its folder's pattern (`serveDirectly`, ./direct-routes.ts); the server's front
 * door (./front-door.ts) calls them with a Fetch Request and the route's params, as Next calls
 * them, and answers with the headers next.config.ts gives /api answers. Next's routing, its
 * request and response adaptation and its streaming of small answers cost several times a call's
 * own work (figures in docs/PERFORMANCE.md, "The direct API path").
 *
 * Only in a production server, unless API_DIRECT=off. Left to Next: a route Next has not loaded
 * yet (its first call, which loads it), a path with a capital letter (proxy.ts rewrites it) or a
 * percent sign, HEAD and OPTIONS (Next answers them from the route's methods), and an unknown path.
 */
export type DirectApi = (req: http.IncomingMessage, res: http.ServerResponse) => boolean;

const METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);
/** Bodies up to this size are read whole before the handler runs; larger ones are streamed. */
const BUFFERED_BODY_BYTES = 1024 * 1024;
/** As Next's send-response: lengths and encodings are the server's to set. */
const SKIPPED_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "set-cookie"]);
const API_HEADERS = Object.entries({ ...COMMON_SECURITY_HEADERS, ...API_SECURITY_HEADERS });

/**
 * `patterns`: every route folder under app/api (`apiRoutePatterns`), so that a path is matched as
 * Next matches it even before its route file is loaded: "/api/customers/search" is never taken
 * for "/api/customers/[id]" while the search route waits for its first call.
 */
export function createDirectApi(patterns: readonly string[]): DirectApi {
  const routes = directRoutes();
  const table = buildApiRouteTable(patterns);
  return (req, res) => {
    const method = req.method ?? "";
    const url = req.url ?? "";
    if (!METHODS.has(method) || !url.startsWith("/api/")) return false;
    const pathname = url.split("?", 1)[0]!;
    if (/[A-Z%]/.test(pathname)) return false;
    const match = table.match(pathname);
    const handler = match && routes.get(match.route.pattern)?.[method as RouteMethod];
    if (!match || typeof handler !== "function") return false;
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
