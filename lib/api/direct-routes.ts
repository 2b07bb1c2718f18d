import type { RouteMethod } from "./method-not-allowed";

/** A route handler as Next calls it: a Fetch Request and the route's params. */
export type RouteHandler = (
  request: Request,
  context: { params: Promise<Record<string, string | string[]>> },
) => Response | Promise<Response>;

export type RouteHandlers = Partial<Record<RouteMethod, RouteHandler>>;

// On globalThis: route files are bundled by Next, the server's front door (lib/api/direct-api.ts)
// is loaded by scripts/server.mjs, and both share the process.
const registryKey = Symbol.for("backoffice.directRoutes");
type GlobalWithRoutes = typeof globalThis & { [registryKey]?: Map<string, RouteHandlers> };

/** The handlers each loaded route file registered, by its path pattern ("/api/customers/[id]"). */
export function directRoutes(): Map<string, RouteHandlers> {
  const g = globalThis as GlobalWithRoutes;
  return (g[registryKey] ??= new Map());
}

/**
 * Every route file ends with this call (lib/api/api-route-table.test.ts checks the
 * pattern against the file's folder): once Next has loaded the file, the server calls its handlers
 * without Next's request pipeline (lib/api/direct-api.ts).
 */
export function serveDirectly(pattern: string, handlers: RouteHandlers): void {
  directRoutes().set(pattern, handlers);
}
