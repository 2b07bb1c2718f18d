import {
  BinaryBitmap,
  HybridBinarizer,
  NotFoundException,
  QRCodeReader,
  RGBLuminanceSource,
} from "@zxing/library";
import { describe, expect, it } from "vitest";
import { QR_QUIET_ZONE, qrModules, qrSvgPath } from "./qr-matrix";
import { qrSvgMarkup } from "./qr-svg";

/** Renders the modules as a grey-scale image (`scale` pixels per module) and reads it back. */
function readBack(modules: boolean[][], scale = 4): string {
  const side = (modules.length + QR_QUIET_ZONE * 2) * scale;
  const pixels = new Uint8ClampedArray(side * side).fill(255);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++)
          pixels[((y + QR_QUIET_ZONE) * scale + dy) * side + (x + QR_QUIET_ZONE) * scale + dx] = 0;
    }),
  );
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, side, side)));
  return new QRCodeReader().decode(bitmap).getText();
}

/** The modules an SVG path paints, back as a grid. */
function paintPath(d: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i++) grid[Number(y)]![Number(x) + i] = true;
  }
  return grid;
}

describe("qrModules", () => {
  it("encodes a customer's QR content so that a QR reader reads it back", () => {
    const uuid = "3f2b8c1e-9a4d-4e7b-8c21-5d6e7f809a1b";
    const modules = qrModules(uuid);
    expect(modules.length).toBe(modules[0]!.length);
    expect(modules.length).toBeGreaterThanOrEqual(21);
    expect(readBack(modules)).toBe(uuid);
  });

  it("encodes long and non-ASCII text", () => {
    const text = `HC1:${"6BFOXN%TS3DH0YOJ58S S-W5HDC *M0II5XHC9B5G2+$N".repeat(6)} Gößinger`;
    expect(readBack(qrModules(text), 3)).toBe(text);
  });

  it("draws one version larger a code the app's reader would miss: it reads at every module size", () => {
    // zxing's finder-pattern search misses the smallest (version 3, 29 modules) code of this UUID
    // at 4, 8 and 12 px a module, although the code is valid.
    const uuid = "bab6b604-ade8-4bda-a069-3ac9e4c4f359";
    const modules = qrModules(uuid);
    expect(modules.length).toBe(33);
    for (const scale of [3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
      expect(readBack(modules, scale)).toBe(uuid);
    }
  });

  it("keeps the smallest version when the reader reads it", () => {
    expect(qrModules("3f2b8c1e-9a4d-4e7b-8c21-5d6e7f809a1b")).toHaveLength(29);
  });

  it("gives different codes for different contents", () => {
    expect(qrModules("a")).not.toEqual(qrModules("b"));
  });
});

describe("qrSvgPath", () => {
  it("paints exactly the dark modules, inside the quiet zone", () => {
    const modules = qrModules("0b9f3a5e-6a43-4b9e-9d8a-7d7b1c2f3e4a");
    const { size, d } = qrSvgPath(modules);
    expect(size).toBe(modules.length + 2 * QR_QUIET_ZONE);
    const painted = paintPath(d, size);
    const expected = Array.from({ length: size }, (_, y) =>
      Array.from({ length: size }, (_, x) => modules[y - QR_QUIET_ZONE]?.[x - QR_QUIET_ZONE] === true),
    );
    expect(painted).toEqual(expected);
    // And the painted picture is still a readable code.
    const inner = painted
      .slice(QR_QUIET_ZONE, -QR_QUIET_ZONE)
      .map((row) => row.slice(QR_QUIET_ZONE, -QR_QUIET_ZONE));
    expect(readBack(inner)).toBe("0b9f3a5e-6a43-4b9e-9d8a-7d7b1c2f3e4a");
  });

  it("an empty grid is not a QR code", () => {
    const blank = Array.from({ length: 21 }, () => Array<boolean>(21).fill(false));
    expect(() => readBack(blank)).toThrow(NotFoundException);
  });
});

describe("qrSvgMarkup", () => {
  it("is a standalone SVG with a white background", () => {
    const svg = qrSvgMarkup(qrSvgPath(qrModules("abc")), 300);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (\d+) \1" width="300" height="300"/,
    );
    expect(svg).toContain('fill="#fff"');
    expect(svg).toMatch(/<path d="(M\d+ \d+h\d+v1h-\d+z)+" fill="#000"\/>/);
  });
});
