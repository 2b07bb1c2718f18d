import { describe, expect, it } from "vitest";
import { CborError, CborTagged, decodeCbor, encodeCbor, type CborValue } from "./cbor";

const hex = (value: string) => Uint8Array.from((value.match(/../g) ?? []).map((pair) => parseInt(pair, 16)));
const toHex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");

describe("decodeCbor (RFC 8949 appendix A)", () => {
  it("decodes integers", () => {
    expect(decodeCbor(hex("00"))).toBe(0);
    expect(decodeCbor(hex("17"))).toBe(23);
    expect(decodeCbor(hex("1818"))).toBe(24);
    expect(decodeCbor(hex("1903e8"))).toBe(1000);
    expect(decodeCbor(hex("1a000f4240"))).toBe(1000000);
    expect(decodeCbor(hex("1b000000e8d4a51000"))).toBe(1000000000000);
    expect(decodeCbor(hex("1bffffffffffffffff"))).toBe(18446744073709551615n);
    expect(decodeCbor(hex("20"))).toBe(-1);
    expect(decodeCbor(hex("3863"))).toBe(-100);
    expect(decodeCbor(hex("3903e7"))).toBe(-1000);
  });

  it("decodes floats and simple values", () => {
    expect(decodeCbor(hex("f93c00"))).toBe(1);
    expect(decodeCbor(hex("f97bff"))).toBe(65504);
    expect(decodeCbor(hex("fa47c35000"))).toBe(100000);
    expect(decodeCbor(hex("fb3ff199999999999a"))).toBe(1.1);
    expect(decodeCbor(hex("f4"))).toBe(false);
    expect(decodeCbor(hex("f5"))).toBe(true);
    expect(decodeCbor(hex("f6"))).toBeNull();
    expect(decodeCbor(hex("f7"))).toBeUndefined();
  });

  it("decodes strings", () => {
    expect(decodeCbor(hex("40"))).toEqual(new Uint8Array());
    expect(decodeCbor(hex("4401020304"))).toEqual(Uint8Array.from([1, 2, 3, 4]));
    expect(decodeCbor(hex("60"))).toBe("");
    expect(decodeCbor(hex("6449455446"))).toBe("IETF");
    expect(decodeCbor(hex("62c3bc"))).toBe("ü");
    expect(decodeCbor(hex("64f0908591"))).toBe("\u{10151}");
    expect(decodeCbor(hex("5f42010243030405ff"))).toEqual(Uint8Array.from([1, 2, 3, 4, 5]));
    expect(decodeCbor(hex("7f657374726561646d696e67ff"))).toBe("streaming");
  });

  it("decodes arrays, maps and tags", () => {
    expect(decodeCbor(hex("83010203"))).toEqual([1, 2, 3]);
    expect(decodeCbor(hex("8301820203820405"))).toEqual([1, [2, 3], [4, 5]]);
    expect(decodeCbor(hex("9f018202039f0405ffff"))).toEqual([1, [2, 3], [4, 5]]);
    expect(decodeCbor(hex("a201020304"))).toEqual(
      new Map([
        [1, 2],
        [3, 4],
      ]),
    );
    expect(decodeCbor(hex("a26161016162820203"))).toEqual(
      new Map<CborValue, CborValue>([
        ["a", 1],
        ["b", [2, 3]],
      ]),
    );
    expect(decodeCbor(hex("bf61610161629f0203ffff"))).toEqual(
      new Map<CborValue, CborValue>([
        ["a", 1],
        ["b", [2, 3]],
      ]),
    );
    // Tag 1 (epoch time): the content.
    expect(decodeCbor(hex("c11a514b67b0"))).toBe(1363896240);
  });

  it("rejects truncated, trailing and malformed data", () => {
    for (const bad of [
      "",
      "19",
      "1a0001",
      "6449455",
      "830102",
      "a20102",
      "5f4201",
      "ff",
      "1c",
      "8301020304",
    ]) {
      expect(() => decodeCbor(hex(bad.length % 2 ? `${bad}0` : bad)), bad).toThrow(CborError);
    }
    expect(() => decodeCbor(hex("62c328"))).toThrow(CborError); // invalid UTF-8
    // A length far beyond the data is refused before anything is allocated.
    expect(() => decodeCbor(hex("5b00000000ffffffff"))).toThrow(CborError);
    expect(() => decodeCbor(Uint8Array.from({ length: 200 }, () => 0x81))).toThrow(/deeply|truncated/);
  });
});

describe("encodeCbor", () => {
  it("writes the shortest heads", () => {
    expect(toHex(encodeCbor(0))).toBe("00");
    expect(toHex(encodeCbor(24))).toBe("1818");
    expect(toHex(encodeCbor(1000))).toBe("1903e8");
    expect(toHex(encodeCbor(-260))).toBe("390103");
    expect(toHex(encodeCbor("IETF"))).toBe("6449455446");
    expect(toHex(encodeCbor(new CborTagged(18, [1])))).toBe("d28101");
  });

  it("round-trips through the decoder", () => {
    const value = new Map<CborValue, CborValue>([
      [-260, new Map<CborValue, CborValue>([[1, ["ü", Uint8Array.from([9, 8]), null, true, 2.5, -7]]])],
      ["x", 4294967296],
    ]);
    expect(decodeCbor(encodeCbor(value))).toEqual(value);
  });
});
