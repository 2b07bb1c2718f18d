import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";

const request = (headers: Record<string, string>) => new Request("http://localhost/api/x", { headers });

describe("clientIp", () => {
  it("takes the rightmost X-Forwarded-For entry, the one the nearest proxy added", () => {
    expect(clientIp(request({ "x-forwarded-for": "1.1.1.1, 2.2.2.2 , 3.3.3.3" }))).toBe("3.3.3.3");
    expect(clientIp(request({ "x-forwarded-for": "4.4.4.4" }))).toBe("4.4.4.4");
  });

  it("falls back to X-Real-IP, then to a fixed key", () => {
    expect(clientIp(request({ "x-real-ip": "5.5.5.5" }))).toBe("5.5.5.5");
    expect(clientIp(request({ "x-forwarded-for": " ", "x-real-ip": "6.6.6.6" }))).toBe("6.6.6.6");
    expect(clientIp(request({}))).toBe("unknown");
  });
});
