import { EncodeHintType, QRCodeDecoderErrorCorrectionLevel, QRCodeEncoder } from "@zxing/library";
import type { QrPath } from "./qr-svg";

/** QR codes need a blank margin of 4 modules to be read reliably. */
export const QR_QUIET_ZONE = 4;

/** The dark (true) and light modules of the QR code of `text`, row by row, without margin. */
export function qrModules(text: string): boolean[][] {
  const hints = new Map<EncodeHintType, unknown>([[EncodeHintType.CHARACTER_SET, "UTF-8"]]);
  // Level M: still readable from a creased or smudged printout.
  const matrix = QRCodeEncoder.encode(text, QRCodeDecoderErrorCorrectionLevel.M, hints).getMatrix();
  return Array.from({ length: matrix.getHeight() }, (_, y) =>
    Array.from({ length: matrix.getWidth() }, (_, x) => matrix.get(x, y) === 1),
  );
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
