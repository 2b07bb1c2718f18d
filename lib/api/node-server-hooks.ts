import http from "node:http";
import https from "node:https";
import type { Socket } from "node:net";
import { SOCKET_ADDRESS_HEADER } from "./client-ip";
import { createDirectApi, type DirectApi } from "./direct-api";
import { failEnvelope } from "./envelope";
import { startRequestLog } from "./request-log";
import { API_SECURITY_HEADERS, COMMON_SECURITY_HEADERS } from "./security-headers";
import { localeFromAcceptLanguage } from "../i18n/locales";
import { apiTranslator } from "../i18n/server-translator";

let installed = false;

/**
 * Hooks on Node's HTTP server, for what happens before Next sees a request (installed once per
 * process from instrumentation.ts):
 * - each request's TCP peer address is written into SOCKET_ADDRESS_HEADER (route handlers get
 *   a Fetch Request without the socket), overwriting any value a client sent under that name;
 * - an /api path that is not in its one canonical form (`//`, `\`, a `.` or `..` segment, a
 *   trailing slash) answers a 404 envelope; Next would answer a plain-text 308 redirect;
 * - headers too large for Node's parser (e.g. a 20 KB query string) answer 431 in the envelope
 *   instead of Node's empty 431;
 * - each request gets its id (X-Request-Id) and, when answered, its log line (./request-log.ts);
 * - in a production server, /api calls are served by ./direct-api.ts (API_DIRECT=off: by Next).
 */
export function installServerHooks(): void {
  if (installed) return;
  installed = true;
  const directApi: DirectApi | null =
    process.env.NODE_ENV === "production" && process.env.API_DIRECT !== "off"
      ? createDirectApi(process.env.NEXT_DIST_DIR || ".next")
      : null;
  for (const prototype of [http.Server.prototype, https.Server.prototype]) {
    const emit = prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
    prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
      if (event === "request") {
        const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
        req.headers[SOCKET_ADDRESS_HEADER] = req.socket?.remoteAddress ?? "";
        startRequestLog(req, res);
        if (isNonCanonicalApiPath(req.url ?? "")) {
          sendEnvelope(res, 404, "errors.unknownRoute", req.headers["accept-language"]);
          return true;
        }
        if (directApi?.(req, res)) return true;
      }
      if (event === "clientError") {
        const [error, socket] = args as [NodeJS.ErrnoException, Socket];
        if (error?.code === "HPE_HEADER_OVERFLOW" && socket.writable) {
          socket.end(rawEnvelopeResponse(431, "Request Header Fields Too Large", "errors.requestTooLarge"));
          return true;
        }
      }
      return emit.call(this, event, ...args);
    } as typeof prototype.emit;
  }
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

function sendEnvelope(res: http.ServerResponse, status: number, messageKey: string, acceptLanguage?: string) {
  const body = envelopeBody(messageKey, acceptLanguage);
  res.writeHead(status, { ...JSON_HEADERS, "Content-Length": Buffer.byteLength(body) });
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
