// Draws a customer's QR code off the main thread: zxing's encoder and the read-back check (see
// qrModules) take one 100-500 ms task of the tablet's CPU, on every customer edit load.
import { qrModules, qrSvgPath } from "./qr-matrix";

self.onmessage = (event: MessageEvent<string>) => {
  self.postMessage({ content: event.data, path: qrSvgPath(qrModules(event.data)), drawnBy: "worker" });
};
