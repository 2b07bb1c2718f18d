import fs from "node:fs";
import path from "node:path";

/**
 * /api route patterns ("/api/customers/[id]", their folders under app/) matched as Next matches
 * them: at each segment a static name before a `[param]`, before a `[...catchAll]`. Used by
 * lib/api/direct-api.ts.
 */
export type ApiRoute = {
  /** The route's folder under app/, e.g. "/api/customers/[id]". */
  pattern: string;
};

/** Every route folder under `appDir`/api as a pattern ("/api/customers/[id]"), read at start. */
export function apiRoutePatterns(appDir: string): string[] {
  return fs
    .readdirSync(path.join(appDir, "api"), { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "route.ts")
    .map((file) => `/api/${path.dirname(file).split(path.sep).join("/")}`);
}

export type ApiRouteMatch = { route: ApiRoute; params: Record<string, string | string[]> };

type Node = {
  route?: ApiRoute;
  statics: Map<string, Node>;
  dynamic?: { name: string; node: Node };
  catchAll?: { name: string; route: ApiRoute };
};

const newNode = (): Node => ({ statics: new Map() });

export type ApiRouteTable = { match(pathname: string): ApiRouteMatch | null };

/** The table of these /api route patterns. */
export function buildApiRouteTable(patterns: Iterable<string>): ApiRouteTable {
  const root = newNode();
  for (const pattern of patterns) {
    if (!pattern.startsWith("/api/")) continue;
    const segments = pattern.slice(1).split("/");
    const route = { pattern };
    let node = root;
    for (const [index, segment] of segments.entries()) {
      const catchAll = segment.match(/^\[\.\.\.([^\]]+)\]$/);
      if (catchAll) {
        // Next allows a catch-all only as the last segment; an optional one ([[...x]]) is not used here.
        if (index === segments.length - 1) node.catchAll = { name: catchAll[1]!, route };
        node = newNode();
        break;
      }
      const dynamic = segment.match(/^\[([^\].]+)\]$/);
      if (dynamic) {
        node.dynamic ??= { name: dynamic[1]!, node: newNode() };
        node = node.dynamic.node;
      } else {
        let next = node.statics.get(segment);
        if (!next) node.statics.set(segment, (next = newNode()));
        node = next;
      }
    }
    if (!segments.some((segment) => segment.startsWith("[..."))) node.route = route;
  }
  return {
    match(pathname) {
      const segments = pathname.slice(1).split("/");
      return matchFrom(root, segments, 0, {});
    },
  };
}

function matchFrom(
  node: Node,
  segments: string[],
  index: number,
  params: Record<string, string | string[]>,
): ApiRouteMatch | null {
  if (index === segments.length) return node.route ? { route: node.route, params } : null;
  const segment = segments[index]!;
  const staticNode = node.statics.get(segment);
  if (staticNode) {
    const found = matchFrom(staticNode, segments, index + 1, params);
    if (found) return found;
  }
  if (node.dynamic && segment !== "") {
    const found = matchFrom(node.dynamic.node, segments, index + 1, {
      ...params,
      [node.dynamic.name]: segment,
    });
    if (found) return found;
  }
  if (node.catchAll) {
    return { route: node.catchAll.route, params: { ...params, [node.catchAll.name]: segments.slice(index) } };
  }
  return null;
}
