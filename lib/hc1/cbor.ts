/**
 * A minimal CBOR (RFC 8949) decoder and encoder: what a health pass needs (integers, byte and text
 * strings, arrays, maps, tags, simple values and floats), definite and indefinite lengths. Maps
 * decode to Map (COSE and CWT use integer keys); tags decode to their content.
 */

export class CborError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CborError";
  }
}

export type CborValue =
  | number
  | bigint
  | string
  | boolean
  | null
  | undefined
  | Uint8Array
  | CborValue[]
  | Map<CborValue, CborValue>
  | CborTagged;

/** A tagged value, for the encoder (the decoder unwraps tags). */
export class CborTagged {
  constructor(
    readonly tag: number,
    readonly value: CborValue,
  ) {}
}

const MAX_DEPTH = 64;
const BREAK = Symbol("break");

export function decodeCbor(bytes: Uint8Array): CborValue {
  const reader = new Reader(bytes);
  const value = reader.item(0);
  if (value === BREAK) throw new CborError("unexpected break");
  if (reader.offset !== bytes.length) throw new CborError("trailing bytes after the CBOR item");
  return value;
}

class Reader {
  offset = 0;
  private readonly view: DataView;

  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  private need(length: number) {
    if (length > this.bytes.length - this.offset) throw new CborError("truncated CBOR data");
  }

  private byte(): number {
    this.need(1);
    return this.bytes[this.offset++]!;
  }

  /** The argument of a head; null for an indefinite length. */
  private argument(info: number): number | bigint | null {
    if (info < 24) return info;
    switch (info) {
      case 24:
        return this.byte();
      case 25: {
        this.need(2);
        const value = this.view.getUint16(this.offset);
        this.offset += 2;
        return value;
      }
      case 26: {
        this.need(4);
        const value = this.view.getUint32(this.offset);
        this.offset += 4;
        return value;
      }
      case 27: {
        this.need(8);
        const value = this.view.getBigUint64(this.offset);
        this.offset += 8;
        return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
      }
      case 31:
        return null;
      default:
        throw new CborError(`reserved additional information ${info}`);
    }
  }

  private length(argument: number | bigint): number {
    if (typeof argument === "bigint" || argument > this.bytes.length - this.offset) {
      throw new CborError("truncated CBOR data");
    }
    return argument;
  }

  private chunk(length: number): Uint8Array {
    this.need(length);
    const slice = this.bytes.slice(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }

  item(depth: number): CborValue | typeof BREAK {
    if (depth > MAX_DEPTH) throw new CborError("CBOR nested too deeply");
    const head = this.byte();
    const major = head >> 5;
    const info = head & 0x1f;
    if (major === 7) return this.simple(info);
    const argument = this.argument(info);
    switch (major) {
      case 0:
        if (argument === null) throw new CborError("indefinite integer");
        return argument;
      case 1:
        if (argument === null) throw new CborError("indefinite integer");
        return typeof argument === "bigint" ? -1n - argument : -1 - argument;
      case 2:
      case 3: {
        const bytes = argument === null ? this.chunks(major) : this.chunk(this.length(argument));
        if (major === 2) return bytes;
        try {
          return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
        } catch {
          throw new CborError("invalid UTF-8 text");
        }
      }
      case 4: {
        const items: CborValue[] = [];
        if (argument === null) {
          for (let next = this.item(depth + 1); next !== BREAK; next = this.item(depth + 1)) items.push(next);
        } else {
          const count = this.length(argument);
          for (let i = 0; i < count; i++) items.push(this.value(depth + 1));
        }
        return items;
      }
      case 5: {
        const map = new Map<CborValue, CborValue>();
        if (argument === null) {
          for (let key = this.item(depth + 1); key !== BREAK; key = this.item(depth + 1)) {
            map.set(key, this.value(depth + 1));
          }
        } else {
          const count = this.length(argument);
          for (let i = 0; i < count; i++) {
            const key = this.value(depth + 1);
            map.set(key, this.value(depth + 1));
          }
        }
        return map;
      }
      case 6:
        if (argument === null) throw new CborError("indefinite tag");
        return this.value(depth + 1);
      default:
        throw new CborError(`unknown major type ${major}`);
    }
  }

  /** An item that cannot be a break. */
  private value(depth: number): CborValue {
    const value = this.item(depth);
    if (value === BREAK) throw new CborError("unexpected break");
    return value;
  }

  /** The chunks of an indefinite byte or text string, joined. */
  private chunks(major: number): Uint8Array {
    const parts: Uint8Array[] = [];
    for (;;) {
      const head = this.byte();
      if (head === 0xff) break;
      if (head >> 5 !== major) throw new CborError("invalid chunk in an indefinite string");
      const argument = this.argument(head & 0x1f);
      if (argument === null) throw new CborError("nested indefinite string");
      parts.push(this.chunk(this.length(argument)));
    }
    const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let at = 0;
    for (const part of parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }

  private simple(info: number): CborValue | typeof BREAK {
    switch (info) {
      case 20:
        return false;
      case 21:
        return true;
      case 22:
        return null;
      case 23:
        return undefined;
      case 24:
        this.byte();
        return undefined;
      case 25: {
        this.need(2);
        const half = this.view.getUint16(this.offset);
        this.offset += 2;
        return halfToNumber(half);
      }
      case 26: {
        this.need(4);
        const value = this.view.getFloat32(this.offset);
        this.offset += 4;
        return value;
      }
      case 27: {
        this.need(8);
        const value = this.view.getFloat64(this.offset);
        this.offset += 8;
        return value;
      }
      case 31:
        return BREAK;
      default:
        if (info < 20) return undefined; // unassigned simple values
        throw new CborError(`reserved simple value ${info}`);
    }
  }
}

function halfToNumber(half: number): number {
  const sign = half & 0x8000 ? -1 : 1;
  const exponent = (half >> 10) & 0x1f;
  const fraction = half & 0x3ff;
  if (exponent === 0) return sign * 2 ** -14 * (fraction / 1024);
  if (exponent === 31) return fraction ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}

// ---- Encoder (definite lengths, shortest heads; floats as 64-bit) ----

export function encodeCbor(value: CborValue): Uint8Array {
  const parts: number[] = [];
  write(parts, value, 0);
  return Uint8Array.from(parts);
}

function head(parts: number[], major: number, argument: number | bigint) {
  const big = BigInt(argument);
  if (big < 24n) parts.push((major << 5) | Number(big));
  else if (big < 0x100n) parts.push((major << 5) | 24, Number(big));
  else if (big < 0x10000n) parts.push((major << 5) | 25, Number(big >> 8n), Number(big & 0xffn));
  else if (big < 0x100000000n) {
    parts.push((major << 5) | 26);
    for (let shift = 24n; shift >= 0n; shift -= 8n) parts.push(Number((big >> shift) & 0xffn));
  } else {
    parts.push((major << 5) | 27);
    for (let shift = 56n; shift >= 0n; shift -= 8n) parts.push(Number((big >> shift) & 0xffn));
  }
}

function write(parts: number[], value: CborValue, depth: number) {
  if (depth > MAX_DEPTH) throw new CborError("CBOR nested too deeply");
  if (value === false) parts.push(0xf4);
  else if (value === true) parts.push(0xf5);
  else if (value === null) parts.push(0xf6);
  else if (value === undefined) parts.push(0xf7);
  else if (typeof value === "bigint") {
    if (value >= 0n) head(parts, 0, value);
    else head(parts, 1, -1n - value);
  } else if (typeof value === "number") {
    if (Number.isSafeInteger(value)) {
      if (value >= 0) head(parts, 0, value);
      else head(parts, 1, -1 - value);
    } else {
      const bytes = new Uint8Array(8);
      new DataView(bytes.buffer).setFloat64(0, value);
      parts.push(0xfb, ...bytes);
    }
  } else if (typeof value === "string") {
    const bytes = new TextEncoder().encode(value);
    head(parts, 3, bytes.length);
    for (const byte of bytes) parts.push(byte);
  } else if (value instanceof Uint8Array) {
    head(parts, 2, value.length);
    for (const byte of value) parts.push(byte);
  } else if (Array.isArray(value)) {
    head(parts, 4, value.length);
    for (const item of value) write(parts, item, depth + 1);
  } else if (value instanceof Map) {
    head(parts, 5, value.size);
    for (const [key, item] of value) {
      write(parts, key, depth + 1);
      write(parts, item, depth + 1);
    }
  } else if (value instanceof CborTagged) {
    head(parts, 6, value.tag);
    write(parts, value.value, depth + 1);
  } else {
    throw new CborError("value cannot be encoded");
  }
}
