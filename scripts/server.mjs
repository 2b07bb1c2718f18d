// One server process: Next's request handler (its supported custom-server API) behind the app's
// front door (lib/api/front-door.ts: request ids and log, the client's address, percent-encoding
// and /api path checks, keep-alive timeouts, 431 in the envelope) and the direct API path
// (lib/api/direct-api.ts). scripts/start.mjs runs one
// process or a cluster of them; scripts/e2e-server.mjs one with `--dev` for `next dev`.
// Next's instrumentation.ts still runs as the server prepares (database, job workers).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const dev = process.argv.includes("--dev");
// Before Next and React load, as `next start` and `next dev` set it: React picks its build by it.
process.env.NODE_ENV = dev ? "development" : "production";
const { default: next } = await import("next");
const port = Number(process.env.PORT ?? 3000);
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const app = next({ dev, dir, port });
const handle = app.getRequestHandler();
await app.prepare();
// The front door is TypeScript with the project's path aliases: loaded through tsx, once Next has
// read next.config.ts (tsx's resolver would otherwise take over the config's own imports).
const { createAppServer } = await tsImport("../lib/api/front-door.ts", import.meta.url);
const { createDirectApi } = await tsImport("../lib/api/direct-api.ts", import.meta.url);
const { apiRoutePatterns } = await tsImport("../lib/api/api-route-table.ts", import.meta.url);
// The /api routes Next has loaded, served without its request pipeline (API_DIRECT=off: by Next).
const directApi =
  dev || process.env.API_DIRECT === "off" ? null : createDirectApi(apiRoutePatterns(path.join(dir, "app")));
const server = createAppServer(handle, directApi);
// `next dev`'s hot reload talks over a WebSocket.
if (dev) server.on("upgrade", app.getUpgradeHandler());
server.listen(port);

// As `next start`: stop taking connections, let running requests finish, then exit with the
// signal's code (the job workers and the embedded PostgreSQL have their own signal handlers).
let stopping = false;
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close(() => void app.close().finally(() => process.exit(code)));
    server.closeIdleConnections();
    // A request that never ends does not hold the stop for ever.
    setTimeout(() => process.exit(code), 10_000).unref();
  });
}
