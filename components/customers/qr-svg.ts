/** A QR code drawn as an SVG path: one unit per module, `size` units a side with the quiet zone. */
export type QrPath = { size: number; d: string };

/** A standalone SVG document of a QR code path, white background (for printing). */
export function qrSvgMarkup({ size, d }: QrPath, pixels: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${pixels}" ` +
    `height="${pixels}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/>` +
    `<path d="${d}" fill="#000"/></svg>`
  );
}
