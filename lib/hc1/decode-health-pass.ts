import { decode as base45Decode, encode as base45Encode } from "base45-ts";
import type { TagDecoderMap } from "cbor2";
// The decoder alone: the package's entry also brings the encoder and every tag it knows.
import { decode as cborDecode } from "cbor2/decoder";
import { unzlibSync } from "fflate";

/**
 * The person named by an EU Digital COVID Certificate ("green pass", SPEC.md: GP). Only the names
 * and the birth date are read; the signature is not verified (the desk only copies the data).
 */
export type HealthPassPerson = {
  /** nam.gn, else nam.gnt made readable ("MARIA<LUISA" -> "MARIA LUISA"); null when absent. */
  firstName: string | null;
  /** nam.fn, else nam.fnt made readable. */
  lastName: string | null;
  /** dob as written: "YYYY-MM-DD", or partial ("YYYY", "YYYY-MM"), or null. */
  birthDate: string | null;
};

export class HealthPassError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "HealthPassError";
  }
}

const PREFIX = "HC1:";
/** CWT claim of the health certificate, and its EU DCC v1 entry. */
const HCERT_CLAIM = -260;
const EU_DCC_V1 = 1;
/** A health pass inflates to a few hundred bytes: refuse anything that would balloon. */
const MAX_INFLATED_BYTES = 64 * 1024;
/** COSE_Sign1 and CBOR Web Token: tags an issuer may wrap the structure in, read as their content. */
const COSE_SIGN1_TAG = 18;
const CWT_TAG = 61;

/**
 * "HC1:" + base45( zlib( COSE_Sign1 [protected, unprotected, payload, signature] ) ), where the
 * payload is a CBOR Web Token whose claim -260 / 1 holds {nam: {fn, gn, fnt, gnt}, dob}.
 * Throws HealthPassError for anything else.
 */
export function decodeHealthPass(text: string): HealthPassPerson {
  const content = text.trim();
  if (!content.startsWith(PREFIX)) throw new HealthPassError("not an HC1 health pass");
  try {
    const compressed = readBase45(content.slice(PREFIX.length));
    // ZLIB is mandatory, but a few issuers' test codes skip it: a zlib stream starts with 0x78.
    const cose = compressed[0] === 0x78 ? inflate(compressed) : compressed;
    const sign1 = decodeCbor(cose);
    if (!Array.isArray(sign1) || sign1.length !== 4) throw new HealthPassError("not a COSE_Sign1 structure");
    const payload = sign1[2];
    if (!(payload instanceof Uint8Array)) throw new HealthPassError("COSE payload is not a byte string");
    const claims = decodeCbor(payload);
    const certificate = field(field(claims, HCERT_CLAIM), EU_DCC_V1);
    const name = field(certificate, "nam");
    const firstName = personName(field(name, "gn"), field(name, "gnt"));
    const lastName = personName(field(name, "fn"), field(name, "fnt"));
    if (!firstName && !lastName) throw new HealthPassError("the health pass names nobody");
    const dob = field(certificate, "dob");
    return { firstName, lastName, birthDate: typeof dob === "string" && dob.trim() ? dob.trim() : null };
  } catch (error) {
    if (error instanceof HealthPassError) throw error;
    throw new HealthPassError("unreadable health pass", { cause: error });
  }
}

/**
 * base45-ts maps a triplet above 0xFFFF (which RFC 9285 makes invalid) to wrong bytes instead of
 * refusing it: only text that encodes back to itself is taken.
 */
function readBase45(text: string): Uint8Array {
  const bytes = base45Decode(text);
  if (base45Encode(bytes) !== text) throw new HealthPassError("invalid base45");
  return bytes;
}

/** Read as their content. */
const UNWRAPPED_TAGS: TagDecoderMap = new Map([
  [COSE_SIGN1_TAG, (tag) => tag.contents],
  [CWT_TAG, (tag) => tag.contents],
]);

/** One CBOR item, maps always as Map (COSE and CWT use integer keys). */
function decodeCbor(bytes: Uint8Array): unknown {
  return cborDecode(bytes, { preferMap: true, tags: UNWRAPPED_TAGS });
}

function inflate(data: Uint8Array): Uint8Array {
  const out = unzlibSync(data);
  if (out.length > MAX_INFLATED_BYTES) throw new HealthPassError("health pass too large");
  return out;
}

function field(container: unknown, key: number | string): unknown {
  if (!(container instanceof Map)) throw new HealthPassError(`missing ${String(key)}`);
  return container.get(key);
}

/** The name as written, else the machine-readable transliteration with "<" as a space. */
function personName(written: unknown, transliterated: unknown): string | null {
  if (typeof written === "string" && written.trim()) return written.trim();
  if (typeof transliterated === "string" && transliterated.trim()) {
    return transliterated.replace(/</g, " ").replace(/\s+/g, " ").trim() || null;
  }
  return null;
}
