import http from "node:http";
import type { Socket } from "node:net";
import { SOCKET_ADDRESS_HEADER, nodeRequestIsSecure } from "./client-ip";
import type { DirectApi } from "./direct-api";
import { failEnvelope } from "./envelope";
import { startRequestLog } from "./request-log";
import { API_SECURITY_HEADERS, COMMON_SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from "./security-headers";
import { localeFromAcceptLanguage } from "../i18n/locales";
import { apiTranslator } from "../i18n/server-translator";

/** The default of KEEP_ALIVE_SECONDS: above nginx's 60 s upstream keepalive_timeout. */
export const DEFAULT_KEEP_ALIVE_SECONDS = 65;

/**
 * How long an idle keep-alive connection stays open, and how long the headers of a request may
 * take. Node's 5 s default is shorter than a reverse proxy keeps an idle upstream connection
 * (nginx 60 s, AWS ALB 60 s): the proxy would send a request on a connection the server is
 * closing at that moment and answer 502. The server must be the one to wait longer. The headers
 * timeout must exceed the keep-alive one (else Node may drop a kept-alive connection as one whose
 * headers are late).
 */
export function serverTimeouts(env: Record<string, string | undefined> = process.env): {
  keepAliveTimeout: number;
  headersTimeout: number;
} {
  const raw = env.KEEP_ALIVE_SECONDS?.trim();
  const seconds =
    raw && /^\d+(\.\d+)?$/.test(raw) && Number(raw) > 0 ? Number(raw) : DEFAULT_KEEP_ALIVE_SECONDS;
  const keepAliveTimeout = Math.round(seconds * 1000);
  return { keepAliveTimeout, headersTimeout: keepAliveTimeout + 1000 };
}

export function applyServerTimeouts(
  server: http.Server,
  env: Record<string, string | undefined> = process.env,
): void {
  const { keepAliveTimeout, headersTimeout } = serverTimeouts(env);
  server.keepAliveTimeout = keepAliveTimeout;
  server.headersTimeout = headersTimeout;
  // Node wants the whole request's time limit (default 300 s) not below the headers' one.
  if (server.requestTimeout > 0 && server.requestTimeout < headersTimeout)
    server.requestTimeout = headersTimeout;
}

/** Answers a request before Next sees it; `next` gets the ones it does not answer. */
export type NextHandler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

/**
 * The app's HTTP server (scripts/server.mjs runs it with Next's request handler as `next`). Before
 * Next sees a request, its front door:
 * - writes the request's TCP peer address into SOCKET_ADDRESS_HEADER (route handlers get a Fetch
 *   Request without the socket), overwriting any value a client sent under that name;
 * - keeps X-Forwarded-Proto only as `nodeRequestIsSecure` (./client-ip.ts) reads it: "https" when
 *   a trusted proxy says so (or the socket is TLS), removed otherwise. Next builds the request's
 *   URL from it and next.config.ts sends HSTS on it, so a client's own is never seen;
 * - answers 400 for a path whose percent-encoding does not decode (`%ff`, `%zz`, a lone `%`: not
 *   UTF-8), in the envelope for /api and as a small page otherwise; Next would fail decoding its
 *   params and answer a bare plain-text 500 without the security headers;
 * - answers a 404 envelope for an /api path that is not in its one canonical form (`//`, `\`, a
 *   `.` or `..` segment, a trailing slash); Next would answer a plain-text 308 redirect;
 * - gives each request its id (X-Request-Id) and, when answered, its log line (./request-log.ts);
 * - hands /api calls to `directApi` (./direct-api.ts) when given, which serves the routes Next has
 *   loaded without Next's request pipeline.
 * Headers too large for Node's parser (e.g. a 20 KB query string) answer 431 in the envelope
 * instead of Node's empty 431. Idle keep-alive connections stay open KEEP_ALIVE_SECONDS (65 s),
 * longer than a reverse proxy keeps its idle upstream connections (nginx: 60 s).
 */
export function createAppServer(next: NextHandler, directApi: DirectApi | null = null): http.Server {
  const server = http.createServer((req, res) => {
    if (answeredAtFrontDoor(req, res) || directApi?.(req, res)) return;
    void next(req, res);
  });
  applyServerTimeouts(server);
  server.on("clientError", answerClientError);
  return server;
}

/** Prepares the request for Next, or answers it; true when answered. */
export function answeredAtFrontDoor(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  req.headers[SOCKET_ADDRESS_HEADER] = req.socket?.remoteAddress ?? "";
  if (nodeRequestIsSecure(req)) req.headers["x-forwarded-proto"] = "https";
  else delete req.headers["x-forwarded-proto"];
  startRequestLog(req, res);
  const url = req.url ?? "";
  if (hasBadPercentEncoding(url)) {
    if (isApiPath(url)) sendEnvelope(res, 400, "errors.badPathEncoding", req);
    else sendBadAddressPage(res, req);
    return true;
  }
  if (isNonCanonicalApiPath(url)) {
    sendEnvelope(res, 404, "errors.unknownRoute", req);
    return true;
  }
  return false;
}

/**
 * A request Node could not parse. With a listener, Node leaves the answer to it: as Node's own
 * (408 for a request that timed out, 400 otherwise), except 431 in the envelope.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable || error.code === "ECONNRESET") {
    socket.destroy();
    return;
  }
  if (error.code === "HPE_HEADER_OVERFLOW") {
    socket.end(rawEnvelopeResponse(431, "Request Header Fields Too Large", "errors.requestTooLarge"));
    return;
  }
  const status = error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? "408 Request Timeout" : "400 Bad Request";
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** The path of a request target (origin form, or absolute form `http://host/path`). */
function pathOf(url: string): string {
  const path = url.split("?", 1)[0] ?? "";
  return path.startsWith("/") ? path : path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "");
}

/**
 * A path whose percent-encoding is not valid UTF-8 once decoded: a `%` not followed by two hex
 * digits, or bytes that are not UTF-8 (`%ff`, an overlong `%c0%80`, a cut `%e2%82`). The query
 * string is not looked at: it is decoded leniently (bad sequences stay as they are).
 */
export function hasBadPercentEncoding(url: string): boolean {
  const path = pathOf(url);
  if (!path.includes("%")) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** A path under /api, in any case and whatever slashes. */
function isApiPath(url: string): boolean {
  return /^\/api(\/|$)/i.test(pathOf(url).replace(/[\\/]+/g, "/"));
}

/** An /api path (in any case, whatever slashes) that differs from its canonical form. */
export function isNonCanonicalApiPath(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  const collapsed = path.replace(/[\\/]+/g, "/");
  if (!/^\/api(\/|$)/i.test(collapsed)) return false;
  return (
    collapsed !== path ||
    (path.length > 1 && path.endsWith("/")) ||
    path.split("/").some((segment) => segment === "." || segment === "..")
  );
}

function envelopeBody(messageKey: string, acceptLanguage?: string): string {
  const t = apiTranslator(localeFromAcceptLanguage(acceptLanguage ?? null));
  return JSON.stringify(failEnvelope([t(messageKey)]));
}

const JSON_HEADERS = {
  ...COMMON_SECURITY_HEADERS,
  ...API_SECURITY_HEADERS,
  "Content-Type": "application/json",
};

/** HSTS when the request came over HTTPS (through a trusted proxy), as next.config.ts and proxy.ts. */
function transportHeaders(req: http.IncomingMessage): Record<string, string> {
  return nodeRequestIsSecure(req) ? { "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY } : {};
}

function sendEnvelope(
  res: http.ServerResponse,
  status: number,
  messageKey: string,
  req: http.IncomingMessage,
) {
  const body = envelopeBody(messageKey, req.headers["accept-language"]);
  res.writeHead(status, {
    ...JSON_HEADERS,
    ...transportHeaders(req),
    "Content-Length": Buffer.byteLength(body),
  });
  res.end(body);
}

/** A page with no script and no outside resource: nothing else may load. */
const BAD_ADDRESS_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The 400 page of an address that does not decode: plain HTML, in the browser's language. */
function sendBadAddressPage(res: http.ServerResponse, req: http.IncomingMessage) {
  const locale = localeFromAcceptLanguage(req.headers["accept-language"] ?? null);
  const t = apiTranslator(locale);
  const message = t("errors.badPathEncoding").replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const body =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>400</title></head>' +
    '<body style="font-family:sans-serif;margin:2rem"><h1>400</h1>' +
    `<p>${message}</p><p><a href="/">Home</a></p></body></html>`;
  res.writeHead(400, {
    ...COMMON_SECURITY_HEADERS,
    ...transportHeaders(req),
    "Content-Security-Policy": BAD_ADDRESS_PAGE_CSP,
    "Cache-Control": "no-store",
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
  });
  res.end(body);
}

/** The headers could not be parsed, so the answer is written on the socket as it is, in Italian. */
function rawEnvelopeResponse(status: number, reason: string, messageKey: string): string {
  const body = envelopeBody(messageKey);
  const headers = Object.entries({
    ...JSON_HEADERS,
    "Content-Length": String(Buffer.byteLength(body)),
    Connection: "close",
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return `HTTP/1.1 ${status} ${reason}\r\n${headers}\r\n${body}`;
}
