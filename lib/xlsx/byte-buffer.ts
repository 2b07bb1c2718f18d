const encoder = new TextEncoder();

/**
 * A growable byte buffer the sheet XML is written into: no intermediate strings to collect, which
 * is where most of the time of writing rows went (the garbage collector).
 */
export class ByteBuffer {
  private bytes = new Uint8Array(1 << 20);
  length = 0;

  private reserve(extra: number): void {
    if (this.length + extra <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + extra));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  /** Bytes prepared once (markup). */
  raw(bytes: Uint8Array): void {
    this.reserve(bytes.length);
    // A loop beats set() for the short fragments of markup written for every cell.
    if (bytes.length < 64) {
      for (let i = 0; i < bytes.length; i++) this.bytes[this.length++] = bytes[i]!;
    } else {
      this.bytes.set(bytes, this.length);
      this.length += bytes.length;
    }
  }

  /** A string known to be ASCII (digits, references). */
  ascii(text: string): void {
    this.reserve(text.length);
    for (let i = 0; i < text.length; i++) this.bytes[this.length++] = text.charCodeAt(i);
  }

  /** Any string, as UTF-8 (at most 3 bytes per UTF-16 unit). */
  utf8(text: string): void {
    this.reserve(text.length * 3);
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0x80) {
        this.length += encoder.encodeInto(text.slice(i), this.bytes.subarray(this.length)).written;
        return;
      }
      this.bytes[this.length++] = code;
    }
  }

  /** What was written so far, copied out; the buffer starts again empty. */
  take(): Uint8Array {
    const out = this.bytes.slice(0, this.length);
    this.length = 0;
    return out;
  }
}

export function asciiBytes(text: string): Uint8Array {
  return encoder.encode(text);
}
