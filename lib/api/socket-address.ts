import http from "node:http";
import https from "node:https";
import { SOCKET_ADDRESS_HEADER } from "./client-ip";

let installed = false;

/**
 * Writes each request's TCP peer address into SOCKET_ADDRESS_HEADER before Next sees the
 * request (route handlers get a Fetch Request without the socket). A value sent by the client
 * under that name is overwritten. Installed once per process from instrumentation.ts.
 */
export function recordSocketAddresses(): void {
  if (installed) return;
  installed = true;
  for (const prototype of [http.Server.prototype, https.Server.prototype]) {
    const emit = prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
    prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
      if (event === "request") {
        const req = args[0] as http.IncomingMessage;
        req.headers[SOCKET_ADDRESS_HEADER] = req.socket?.remoteAddress ?? "";
      }
      return emit.call(this, event, ...args);
    } as typeof prototype.emit;
  }
}
