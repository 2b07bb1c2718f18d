import { describe, expect, it } from "vitest";
import { Base45Error, base45Decode, base45Encode } from "./base45";

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const bytes = (value: string) => new TextEncoder().encode(value);

describe("base45 (RFC 9285 examples)", () => {
  it("encodes", () => {
    expect(base45Encode(bytes("AB"))).toBe("BB8");
    expect(base45Encode(bytes("Hello!!"))).toBe("%69 VD92EX0");
    expect(base45Encode(bytes("base-45"))).toBe("UJCLQE7W581");
    expect(base45Encode(bytes("ietf!"))).toBe("QED8WEX0");
    expect(base45Encode(new Uint8Array())).toBe("");
  });

  it("decodes", () => {
    expect(text(base45Decode("QED8WEX0"))).toBe("ietf!");
    expect(text(base45Decode("%69 VD92EX0"))).toBe("Hello!!");
    expect(text(base45Decode("UJCLQE7W581"))).toBe("base-45");
    expect(base45Decode("")).toEqual(new Uint8Array());
  });

  it("round-trips every byte value", () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(base45Decode(base45Encode(all))).toEqual(all);
    expect(base45Decode(base45Encode(all.slice(1)))).toEqual(all.slice(1));
  });

  it("rejects characters outside the alphabet, a dangling character and values out of range", () => {
    expect(() => base45Decode("ab8")).toThrow(Base45Error);
    expect(() => base45Decode("BB8A")).toThrow(Base45Error);
    // ":::" is 44 + 44*45 + 44*2025 = 91124 > 65535
    expect(() => base45Decode(":::")).toThrow(Base45Error);
    // "::" is 44 + 44*45 = 2024 > 255
    expect(() => base45Decode("::")).toThrow(Base45Error);
  });
});
