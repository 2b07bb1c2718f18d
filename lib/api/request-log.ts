import { randomUUID } from "node:crypto";
import type http from "node:http";

/**
 * The request id and the per-request log line (docs/DECISIONS.md, "Health and logs").
 *
 * Every request gets a fresh id from the server (lib/api/front-door.ts calls
 * `startRequestLog`), overwriting any the client sent: it is set on the request headers (route
 * handlers read it there) and returned in the X-Request-Id answer header. When the answer is done
 * (or the client went away), one JSON line goes to stdout: time, requestId, method, route (the
 * path, never the query string), status, durationMs and accountId (null for calls without a
 * signed-in caller). Nothing else of the request is written: no header, body, token or password.
 * REQUEST_LOG=off leaves the line out (the id stays).
 */
export const REQUEST_ID_HEADER = "x-request-id";

const MAX_ROUTE_LENGTH = 300;

// On globalThis: route handlers (defineRoute) are bundled by Next apart from the server's front
// door (loaded by scripts/server.mjs), but share the process.
const accountsKey = Symbol.for("backoffice.requestAccounts");
type GlobalWithAccounts = typeof globalThis & { [accountsKey]?: Map<string, number> };

/** The account of each request still running, by request id (set by `noteRequestAccount`). */
function requestAccounts(): Map<string, number> | undefined {
  return (globalThis as GlobalWithAccounts)[accountsKey];
}

/** A short id staff can read out: 12 hex characters (48 random bits). */
export function newRequestId(): string {
  const uuid = randomUUID();
  return uuid.slice(0, 8) + uuid.slice(9, 13);
}

/** Called once per request by the server's front door, before Next sees it. */
export function startRequestLog(req: http.IncomingMessage, res: http.ServerResponse): void {
  const g = globalThis as GlobalWithAccounts;
  const accounts = (g[accountsKey] ??= new Map());
  const requestId = newRequestId();
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader("X-Request-Id", requestId);
  if (process.env.REQUEST_LOG === "off") return;
  const started = performance.now();
  res.once("close", () => {
    const accountId = accounts.get(requestId) ?? null;
    accounts.delete(requestId);
    process.stdout.write(
      `${JSON.stringify({
        time: new Date().toISOString(),
        requestId,
        method: req.method,
        route: routeOf(req.url),
        status: res.statusCode,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        accountId,
        ...(res.writableFinished ? {} : { aborted: true }),
      })}\n`,
    );
  });
}

function routeOf(url: string | undefined): string {
  const path = (url ?? "").split("?", 1)[0] ?? "";
  return path.length > MAX_ROUTE_LENGTH ? `${path.slice(0, MAX_ROUTE_LENGTH)}…` : path;
}

/**
 * Records which account made this request, for its log line (defineRoute calls it once the
 * caller is known). Does nothing outside a server with the hooks (route handlers called directly).
 */
export function noteRequestAccount(req: Request, accountId: number | undefined): void {
  if (accountId === undefined) return;
  const accounts = requestAccounts();
  const requestId = req.headers.get(REQUEST_ID_HEADER);
  if (accounts && requestId) accounts.set(requestId, accountId);
}
