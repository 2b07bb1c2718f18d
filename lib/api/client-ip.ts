import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";
import type { TLSSocket } from "node:tls";

/**
 * The header carrying the address of the TCP peer. Set on every request by the server itself
 * (lib/api/front-door.ts, in front of Next), overwriting whatever a client
 * sent under that name, so it cannot be forged. Next's own X-Forwarded-For can: Next adds the
 * socket address only when the client did not send the header.
 */
export const SOCKET_ADDRESS_HEADER = "x-backoffice-socket-address";

/** "::ffff:10.0.0.1" (an IPv4 peer on a dual-stack socket) -> "10.0.0.1"; lower case. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = trimmed.match(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/);
  return mapped ? mapped[1]! : trimmed;
}

/**
 * The proxies in front of the app from TRUSTED_PROXIES: addresses or CIDR ranges separated by
 * commas or spaces ("127.0.0.1, 10.0.0.0/8, ::1"). Invalid entries are ignored.
 */
export function parseTrustedProxies(value: string | undefined): BlockList {
  const list = new BlockList();
  for (const entry of (value ?? "").split(/[\s,]+/).filter(Boolean)) {
    const [rawAddress = "", prefixText] = entry.split("/");
    const address = normalizeAddress(rawAddress);
    const family = isIP(address);
    if (!family) continue;
    const type = family === 6 ? "ipv6" : "ipv4";
    if (prefixText === undefined) list.addAddress(address, type);
    else if (/^\d{1,3}$/.test(prefixText) && Number(prefixText) <= (family === 6 ? 128 : 32)) {
      list.addSubnet(address, Number(prefixText), type);
    }
  }
  return list;
}

let trustedFromEnv: { value: string | undefined; list: BlockList } | undefined;
function trustedProxiesFromEnv(): BlockList {
  const value = process.env.TRUSTED_PROXIES;
  if (!trustedFromEnv || trustedFromEnv.value !== value) {
    trustedFromEnv = { value, list: parseTrustedProxies(value) };
  }
  return trustedFromEnv.list;
}

function isTrusted(address: string, trusted: BlockList): boolean {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 6 ? "ipv6" : "ipv4");
}

/**
 * The caller's address, for the sign-in limits. The socket's peer, unless that peer is a proxy
 * named in TRUSTED_PROXIES: then X-Forwarded-For is read right to left, skipping trusted hops,
 * and the first address not trusted is the client (anything further left was written by the
 * client and is ignored).
 */
export function clientIp(req: Request, trusted: BlockList = trustedProxiesFromEnv()): string {
  return clientIpOfHeaders(req.headers, trusted);
}

/** `clientIp` from the request's headers alone (a server-rendered page's `headers()`). */
export function clientIpOfHeaders(
  headers: Pick<Headers, "get">,
  trusted: BlockList = trustedProxiesFromEnv(),
): string {
  const socket = normalizeAddress(headers.get(SOCKET_ADDRESS_HEADER) ?? "");
  if (!socket) return "unknown";
  if (!isTrusted(socket, trusted)) return socket;
  const hops = (headers.get("x-forwarded-for") ?? "").split(",").map(normalizeAddress).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!isTrusted(hops[i]!, trusted)) return hops[i]!.slice(0, 64);
  }
  // Every hop is a trusted proxy: the request started inside, at the leftmost one.
  return hops[0] ?? socket;
}

/**
 * Whether the client reached the app over HTTPS (Secure cookies, HSTS). TLS ends at the reverse
 * proxy (README), so the proxy's X-Forwarded-Proto is the witness, and it is believed by the
 * rule clientIp follows: only when the TCP peer is named in TRUSTED_PROXIES, since any client can
 * send the header. The value read is the last one, the one the peer itself wrote.
 */
export function forwardedSecure(
  peer: string,
  forwardedProto: string | null | undefined,
  trusted: BlockList = trustedProxiesFromEnv(),
): boolean {
  if (!isTrusted(normalizeAddress(peer), trusted)) return false;
  const last = (forwardedProto ?? "").split(",").pop() ?? "";
  return last.trim().toLowerCase() === "https";
}

/**
 * `forwardedSecure` for a Fetch Request: route handlers and proxy.ts, the peer being the one the
 * server's front door recorded (SOCKET_ADDRESS_HEADER). The URL's own scheme is not used: Next builds it
 * from X-Forwarded-Proto.
 */
export function requestIsSecure(req: Request, trusted: BlockList = trustedProxiesFromEnv()): boolean {
  return forwardedSecure(
    req.headers.get(SOCKET_ADDRESS_HEADER) ?? "",
    req.headers.get("x-forwarded-proto"),
    trusted,
  );
}

/** `forwardedSecure` for Node's request, before Next (lib/api/front-door.ts). */
export function nodeRequestIsSecure(
  req: IncomingMessage,
  trusted: BlockList = trustedProxiesFromEnv(),
): boolean {
  if ((req.socket as TLSSocket | undefined)?.encrypted) return true;
  const proto = req.headers["x-forwarded-proto"];
  return forwardedSecure(
    req.socket?.remoteAddress ?? "",
    Array.isArray(proto) ? proto.join(",") : proto,
    trusted,
  );
}
