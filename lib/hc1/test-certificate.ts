import { encode as base45Encode } from "base45-ts";
import { encode as encodeCbor, Tag } from "cbor2";
import { zlibSync } from "fflate";

/**
 * Builds an EU Digital COVID Certificate QR content ("HC1:...") for tests: CBOR claims, a
 * COSE_Sign1 (tag 18) with a dummy signature, zlib, base45. Not a valid signature, as the
 * decoder does not verify one.
 */
export function buildTestHealthPass(person: {
  fn?: string;
  gn?: string;
  fnt?: string;
  gnt?: string;
  dob?: string;
}): string {
  const nam = new Map<string, string>();
  for (const key of ["fn", "fnt", "gn", "gnt"] as const) {
    if (person[key] !== undefined) nam.set(key, person[key]);
  }
  const certificate = new Map<string, unknown>([
    ["ver", "1.3.0"],
    ["nam", nam],
    ["dob", person.dob ?? ""],
    [
      "v",
      [
        new Map<string, unknown>([
          ["tg", "840539006"],
          ["dn", 2],
          ["sd", 2],
          ["dt", "2021-06-01"],
          ["co", "IT"],
          ["ci", "URN:UVCI:01:IT:TEST#1"],
        ]),
      ],
    ],
  ]);
  const claims = new Map<number, unknown>([
    [1, "IT"],
    [4, 1_900_000_000],
    [6, 1_620_000_000],
    [-260, new Map([[1, certificate]])],
  ]);
  const protectedHeader = encodeCbor(new Map([[1, -7]]));
  const sign1 = new Tag(18, [
    protectedHeader,
    new Map([[4, new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8])]]),
    encodeCbor(claims),
    new Uint8Array(64),
  ]);
  return `HC1:${base45Encode(zlibSync(encodeCbor(sign1)))}`;
}
