/** Base45 (RFC 9285), the encoding of the "HC1:" health-pass QR codes. */

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:";
const VALUES = new Map([...ALPHABET].map((char, index) => [char, index]));

export class Base45Error extends Error {
  constructor(message: string) {
    super(message);
    this.name = "Base45Error";
  }
}

export function base45Decode(text: string): Uint8Array {
  if (text.length % 3 === 1) throw new Base45Error("invalid base45 length");
  const out = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 === 2 ? 1 : 0));
  let written = 0;
  for (let i = 0; i < text.length; i += 3) {
    const chunk = text.slice(i, i + 3);
    const digits = [...chunk].map((char) => {
      const value = VALUES.get(char);
      if (value === undefined) throw new Base45Error(`invalid base45 character ${JSON.stringify(char)}`);
      return value;
    });
    const value = digits.reduce((sum, digit, power) => sum + digit * 45 ** power, 0);
    if (chunk.length === 3) {
      if (value > 0xffff) throw new Base45Error("invalid base45 triplet");
      out[written++] = value >> 8;
      out[written++] = value & 0xff;
    } else {
      if (value > 0xff) throw new Base45Error("invalid base45 pair");
      out[written++] = value;
    }
  }
  return out;
}

export function base45Encode(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 2) {
    if (i + 1 < bytes.length) {
      let value = bytes[i]! * 256 + bytes[i + 1]!;
      for (let n = 0; n < 3; n++) {
        text += ALPHABET[value % 45];
        value = Math.floor(value / 45);
      }
    } else {
      const value = bytes[i]!;
      text += ALPHABET[value % 45]! + ALPHABET[Math.floor(value / 45)]!;
    }
  }
  return text;
}
