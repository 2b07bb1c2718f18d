import { decode as base45Decode, encode as base45Encode } from "base45-ts";
import { encode as encodeCbor, Tag } from "cbor2";
import { zlibSync } from "fflate";
import { describe, expect, it } from "vitest";
import { decodeHealthPass, HealthPassError } from "./decode-health-pass";
import { buildTestHealthPass } from "./test-certificate";

/**
 * A published test certificate (EU Digital COVID Certificate test data, AT/2DCode/raw/1.json of
 * the eu-digital-green-certificates/dgc-testdata repository, Apache-2.0): a fictitious person,
 * encoded by an issuer's software rather than by this project's encoder.
 */
const PUBLISHED_AT_1 =
  "HC1:NCFOXN%TS3DH3ZSUZK+.V0ETD%65NL-AH-R6IOOK.IR9B+9G4G50PHZF0AT4V22F/8X*G3M9JUPY0BX/KR96R/S09T./0LWTKD33236J3TA3M*4VV2 73-E3GG396B-43O058YIB73A*G3W19UEBY5:PI0EGSP4*2DN43U*0CEBQ/GXQFY73CIBC:G 7376BXBJBAJ UNFMJCRN0H3PQN*E33H3OA70M3FMJIJN523.K5QZ4A+2XEN QT QTHC31M3+E32R44$28A9H0D3ZCL4JMYAZ+S-A5$XKX6T2YC 35H/ITX8GL2-LH/CJTK96L6SR9MU9RFGJA6Q3QR$P2OIC0JVLA8J3ET3:H3A+2+33U SAAUOT3TPTO4UBZIC0JKQTL*QDKBO.AI9BVYTOCFOPS4IJCOT0$89NT2V457U8+9W2KQ-7LF9-DF07U$B97JJ1D7WKP/HLIJL8JF8JFHJP7NVDEBU1J*Z222E.GJ457661CFFTWM-8P2IUE7K*SSW613:9/:TT5IYQBTBU16R4I1A/9VRPJ-TS.7ZEM7MSVOCD4RG2L-TQJROXL2J:52J7F0Q10SMAP3CG3KHF0DWIH";

const expectUnreadable = (text: string) => expect(() => decodeHealthPass(text)).toThrow(HealthPassError);

describe("decodeHealthPass", () => {
  it("reads a certificate built here: CBOR claims, COSE_Sign1, zlib, base45", () => {
    const text = buildTestHealthPass({
      fn: "D'Amico Rossi",
      fnt: "D<AMICO<ROSSI",
      gn: "Maria Luisa",
      gnt: "MARIA<LUISA",
      dob: "1984-07-23",
    });
    expect(text.startsWith("HC1:")).toBe(true);
    expect(decodeHealthPass(text)).toEqual({
      firstName: "Maria Luisa",
      lastName: "D'Amico Rossi",
      birthDate: "1984-07-23",
    });
  });

  it("reads a certificate published by an issuer", () => {
    expect(decodeHealthPass(PUBLISHED_AT_1)).toEqual({
      firstName: "Gabriele",
      lastName: "Musterfrau-Gößinger",
      birthDate: "1998-02-26",
    });
  });

  it("falls back to the transliterated names and keeps a partial or empty birth date as it is", () => {
    expect(
      decodeHealthPass(buildTestHealthPass({ fnt: "MUELLER<SCHMIDT", gnt: "ANNA", dob: "1975" })),
    ).toEqual({
      firstName: "ANNA",
      lastName: "MUELLER SCHMIDT",
      birthDate: "1975",
    });
    expect(decodeHealthPass(buildTestHealthPass({ fn: "Solo", dob: "" }))).toEqual({
      firstName: null,
      lastName: "Solo",
      birthDate: null,
    });
  });

  it("accepts surrounding whitespace and an uncompressed COSE structure", () => {
    const text = buildTestHealthPass({ fn: "Bianchi", gn: "Carla", dob: "1990-01-02" });
    expect(decodeHealthPass(`  ${text}\n`).lastName).toBe("Bianchi");
    const claims = new Map<unknown, unknown>([
      [
        -260,
        new Map<unknown, unknown>([[1, new Map<unknown, unknown>([["nam", new Map([["fn", "Neri"]])]])]]),
      ],
    ]);
    const cose = encodeCbor([new Uint8Array(), new Map(), encodeCbor(claims), new Uint8Array(64)]);
    expect(decodeHealthPass(`HC1:${base45Encode(cose)}`)).toEqual({
      firstName: null,
      lastName: "Neri",
      birthDate: null,
    });
  });

  it("refuses a text that is not a health pass", () => {
    expectUnreadable("");
    expectUnreadable("https://example.com/customer/42");
    expectUnreadable("0b9f3a5e-6a43-4b9e-9d8a-7d7b1c2f3e4a");
    expectUnreadable("hc1:" + PUBLISHED_AT_1.slice(4).toLowerCase());
    expectUnreadable("HC1:");
  });

  it("refuses truncated certificates", () => {
    const text = buildTestHealthPass({ fn: "Verdi", gn: "Giulia", dob: "1980-05-05" });
    for (const cut of [5, 20, Math.floor(text.length / 2), text.length - 3, text.length - 1]) {
      expectUnreadable(text.slice(0, cut));
    }
    expectUnreadable(PUBLISHED_AT_1.slice(0, PUBLISHED_AT_1.length - 30));
  });

  it("refuses corrupt certificates", () => {
    const text = buildTestHealthPass({ fn: "Verdi", gn: "Giulia", dob: "1980-05-05" });
    // Characters outside the base45 alphabet.
    expectUnreadable(text.replace(/.$/, "a"));
    expectUnreadable(`${text.slice(0, 20)}#${text.slice(21)}`);
    // Base45 triplets and pairs above what 2 and 1 bytes hold (RFC 9285: invalid).
    expectUnreadable(`${text}GGW`);
    expectUnreadable(`${text}::`);
    // Valid base45, but the compressed bytes are damaged.
    const bytes = base45Decode(text.slice(4));
    const damaged = bytes.slice();
    for (let i = 2; i < damaged.length - 4; i++) damaged[i] = damaged[i]! ^ 0x5a;
    expectUnreadable(`HC1:${base45Encode(damaged)}`);
    // A zlib stream of something that is not CBOR.
    expectUnreadable(`HC1:${base45Encode(zlibSync(new TextEncoder().encode("just some text")))}`);
  });

  it("refuses well-formed CBOR that is not a health certificate", () => {
    const wrap = (value: unknown) => `HC1:${base45Encode(zlibSync(encodeCbor(value)))}`;
    // Not a 4-item array.
    expectUnreadable(wrap(new Tag(18, [new Uint8Array(), new Map(), new Uint8Array()])));
    // Payload is text, not bytes.
    expectUnreadable(wrap([new Uint8Array(), new Map(), "payload", new Uint8Array()]));
    // Claims without -260.
    const noHcert = encodeCbor(new Map<unknown, unknown>([[1, "IT"]]));
    expectUnreadable(wrap([new Uint8Array(), new Map(), noHcert, new Uint8Array()]));
    // A certificate naming nobody.
    const nameless = encodeCbor(
      new Map<unknown, unknown>([
        [-260, new Map<unknown, unknown>([[1, new Map<unknown, unknown>([["nam", new Map()]])]])],
      ]),
    );
    expectUnreadable(wrap([new Uint8Array(), new Map(), nameless, new Uint8Array()]));
  });
});
