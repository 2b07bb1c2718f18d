import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import {
  SOCKET_ADDRESS_HEADER,
  clientIp,
  forwardedSecure,
  nodeRequestIsSecure,
  parseTrustedProxies,
  requestIsSecure,
} from "./client-ip";

const request = (headers: Record<string, string>) => new Request("http://localhost/api/x", { headers });
const noProxy = parseTrustedProxies(undefined);
const proxies = parseTrustedProxies("127.0.0.1, 10.0.0.0/8 ::1");

describe("clientIp", () => {
  it("takes the socket's peer and ignores X-Forwarded-For and X-Real-IP without trusted proxies", () => {
    const forged = { "x-forwarded-for": "1.1.1.1, 2.2.2.2", "x-real-ip": "3.3.3.3" };
    expect(clientIp(request({ ...forged, [SOCKET_ADDRESS_HEADER]: "198.51.100.7" }), noProxy)).toBe(
      "198.51.100.7",
    );
    // Even a proxy's own address is the client when it is not named as trusted.
    expect(clientIp(request({ ...forged, [SOCKET_ADDRESS_HEADER]: "127.0.0.1" }), noProxy)).toBe("127.0.0.1");
  });

  it("reads IPv4 peers of dual-stack sockets as IPv4", () => {
    expect(clientIp(request({ [SOCKET_ADDRESS_HEADER]: "::ffff:198.51.100.7" }), noProxy)).toBe(
      "198.51.100.7",
    );
  });

  it("behind trusted proxies, reads X-Forwarded-For right to left, skipping trusted hops", () => {
    const via = (xff: string, socket = "127.0.0.1") =>
      clientIp(request({ [SOCKET_ADDRESS_HEADER]: socket, "x-forwarded-for": xff }), proxies);
    // The client forged "6.6.6.6"; the proxy appended the real peer.
    expect(via("6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    // Two proxies in a row (10.1.2.3 is trusted).
    expect(via("6.6.6.6, 203.0.113.9, 10.1.2.3")).toBe("203.0.113.9");
    expect(via("203.0.113.9", "::1")).toBe("203.0.113.9");
    // Every hop trusted: the request started at the leftmost.
    expect(via("10.0.0.5, 10.0.0.6")).toBe("10.0.0.5");
    // A trusted proxy that passed no header is itself the client.
    expect(via("")).toBe("127.0.0.1");
  });

  it("does not read X-Forwarded-For when the peer is not a trusted proxy", () => {
    expect(
      clientIp(request({ [SOCKET_ADDRESS_HEADER]: "203.0.113.50", "x-forwarded-for": "10.0.0.1" }), proxies),
    ).toBe("203.0.113.50");
  });

  it("has one fixed key when the server did not record the socket", () => {
    expect(clientIp(request({ "x-forwarded-for": "4.4.4.4" }), noProxy)).toBe("unknown");
  });
});

describe("parseTrustedProxies", () => {
  it("takes addresses and CIDR ranges, ignoring invalid entries", () => {
    const list = parseTrustedProxies("192.168.1.0/24,bogus, 10.0.0.0/99 fd00::/8");
    expect(list.check("192.168.1.20", "ipv4")).toBe(true);
    expect(list.check("192.168.2.20", "ipv4")).toBe(false);
    expect(list.check("10.0.0.1", "ipv4")).toBe(false);
    expect(list.check("fd00::1", "ipv6")).toBe(true);
  });
});

describe("whether a request came over HTTPS", () => {
  // peer, X-Forwarded-Proto, trusted proxies -> secure
  const table: [string, string | null, string | undefined, boolean][] = [
    // Any client can send the header: an untrusted peer's is not believed.
    ["203.0.113.50", "https", undefined, false],
    ["203.0.113.50", "https", "127.0.0.1, 10.0.0.0/8", false],
    ["127.0.0.1", "https", undefined, false],
    // A trusted proxy's is.
    ["127.0.0.1", "https", "127.0.0.1, 10.0.0.0/8", true],
    ["10.1.2.3", "HTTPS", "127.0.0.1, 10.0.0.0/8", true],
    ["::ffff:127.0.0.1", "https", "127.0.0.1", true],
    ["::1", "https", "::1", true],
    ["127.0.0.1", "http", "127.0.0.1", false],
    ["127.0.0.1", null, "127.0.0.1", false],
    // The peer's own value is the last one; a client's in front of it is not read.
    ["127.0.0.1", "https, http", "127.0.0.1", false],
    ["127.0.0.1", "http, https", "127.0.0.1", true],
    // No recorded peer: not trusted.
    ["", "https", "127.0.0.1", false],
  ];

  it.each(table)(
    "peer %j, X-Forwarded-Proto %j, TRUSTED_PROXIES %j -> %j",
    (peer, proto, trusted, secure) => {
      const list = parseTrustedProxies(trusted);
      expect(forwardedSecure(peer, proto, list)).toBe(secure);
      const headers: Record<string, string> = {};
      if (peer) headers[SOCKET_ADDRESS_HEADER] = peer;
      if (proto !== null) headers["x-forwarded-proto"] = proto;
      // The URL's scheme does not count: Next builds it from the header.
      expect(requestIsSecure(new Request("https://localhost/login", { headers }), list)).toBe(secure);
      const node = {
        socket: { remoteAddress: peer || undefined },
        headers: proto === null ? {} : { "x-forwarded-proto": proto },
      } as unknown as IncomingMessage;
      expect(nodeRequestIsSecure(node, list)).toBe(secure);
    },
  );

  it("counts a TLS socket of the server's own as secure", () => {
    const node = { socket: { remoteAddress: "203.0.113.50", encrypted: true }, headers: {} };
    expect(nodeRequestIsSecure(node as unknown as IncomingMessage, noProxy)).toBe(true);
  });
});
