import { describe, expect, it } from "vitest";
import { limitedClient } from "./request-limit";

describe("limitedClient", () => {
  it("counts an IPv4 address by itself", () => {
    expect(limitedClient("203.0.113.7")).toBe("203.0.113.7");
    expect(limitedClient("unknown")).toBe("unknown");
  });

  it("counts an IPv6 address by its /64 network, however it is written", () => {
    expect(limitedClient("2001:db8:0:1:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:0:1::/64");
    expect(limitedClient("2001:0DB8:0000:0001::1")).toBe("2001:db8:0:1::/64");
    expect(limitedClient("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(limitedClient("::1")).toBe("0:0:0:0::/64");
  });
});
