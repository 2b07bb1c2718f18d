import {
  BinaryBitmap,
  EncodeHintType,
  HybridBinarizer,
  QRCodeDecoderErrorCorrectionLevel,
  QRCodeEncoder,
  QRCodeReader,
  RGBLuminanceSource,
} from "@zxing/library";
import type { QrPath } from "./qr-svg";

/** QR codes need a blank margin of 4 modules to be read reliably. */
export const QR_QUIET_ZONE = 4;

/** Larger versions tried when the app's reader misses the smallest one (see qrModules). */
const EXTRA_VERSIONS = 4;
/** Module sizes, in camera pixels, of a card held close to far from a tablet's camera. */
const CHECKED_SCALES = [4, 8, 12];

function encode(text: string, version?: number): { modules: boolean[][]; version: number } {
  const hints = new Map<EncodeHintType, unknown>([[EncodeHintType.CHARACTER_SET, "UTF-8"]]);
  if (version !== undefined) hints.set(EncodeHintType.QR_VERSION, version);
  // Level M: still readable from a creased or smudged printout.
  const code = QRCodeEncoder.encode(text, QRCodeDecoderErrorCorrectionLevel.M, hints);
  const matrix = code.getMatrix();
  const modules = Array.from({ length: matrix.getHeight() }, (_, y) =>
    Array.from({ length: matrix.getWidth() }, (_, x) => matrix.get(x, y) === 1),
  );
  return { modules, version: code.getVersion().getVersionNumber() };
}

/** Whether zxing's reader (the app's camera reader) reads `modules` drawn at `scale` px a module. */
function readsBack(modules: boolean[][], text: string, scale: number): boolean {
  const side = (modules.length + QR_QUIET_ZONE * 2) * scale;
  const pixels = new Uint8ClampedArray(side * side).fill(255);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++) {
        const offset = ((y + QR_QUIET_ZONE) * scale + dy) * side + (x + QR_QUIET_ZONE) * scale;
        pixels.fill(0, offset, offset + scale);
      }
    }),
  );
  try {
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, side, side)));
    return new QRCodeReader().decode(bitmap).getText() === text;
  } catch {
    return false;
  }
}

/**
 * The dark (true) and light modules of the QR code of `text`, row by row, without margin.
 * zxing's reader, the one the desk scans with, misses about 1 valid code in 17 at some module
 * sizes, whatever the camera does (its finder-pattern search trips on some layouts; jsQR reads
 * them): the smallest version it reads at every size of CHECKED_SCALES is kept.
 */
export function qrModules(text: string): boolean[][] {
  const smallest = encode(text);
  const readable = (modules: boolean[][]) => CHECKED_SCALES.every((scale) => readsBack(modules, text, scale));
  if (readable(smallest.modules)) return smallest.modules;
  const last = Math.min(40, smallest.version + EXTRA_VERSIONS);
  for (let version = smallest.version + 1; version <= last; version++) {
    const { modules } = encode(text, version);
    if (readable(modules)) return modules;
  }
  return smallest.modules;
}

/**
 * An SVG path drawing the dark modules (one unit per module) inside a square of `size` units that
 * includes the quiet zone: consecutive dark modules of a row become one rectangle.
 */
export function qrSvgPath(modules: boolean[][]): QrPath {
  const size = (modules[0]?.length ?? 0) + QR_QUIET_ZONE * 2;
  const parts: string[] = [];
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (x + 1 < row.length && row[x + 1]) x++;
      parts.push(`M${start + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h${x - start + 1}v1h-${x - start + 1}z`);
    }
  });
  return { size, d: parts.join("") };
}
