import { describe, expect, it } from "vitest";
import { SOCKET_ADDRESS_HEADER, clientIp, parseTrustedProxies } from "./client-ip";

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
