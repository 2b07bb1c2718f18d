"use client";
import { Box, Button, Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { deferred } from "@/components/common/deferred";
import { qrSvgMarkup, type QrPath } from "./qr-svg";

/** Loaded when first opened or when the page is idle: not in the page's first load. */
const CustomerQrDialog = deferred(
  () => import("./CustomerQrDialog").then((module) => module.CustomerQrDialog),
  { when: "open" },
);

/** A drawn code, and where it was drawn (shown as `data-drawn-by`: the tests check the worker did it). */
type Drawn = { content: string; path: QrPath; drawnBy: "worker" | "page" };

/** The customer's own QR code, drawn in the browser, with a larger view and printing. */
export function CustomerQrCode({ content, name }: { content: string; name: string }) {
  const t = useTranslations("customers.qr");
  const [open, setOpen] = useState(false);
  const printFrame = useRef<HTMLIFrameElement | null>(null);
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const path = drawn?.content === content ? drawn.path : null;

  useEffect(() => {
    let current = true;
    const drawHere = () =>
      void import("./qr-matrix").then(({ qrModules, qrSvgPath }) => {
        if (current) setDrawn({ content, path: qrSvgPath(qrModules(content)), drawnBy: "page" });
      });
    // Drawn in a worker: zxing's encoder and its read-back check are one long task on the page's
    // thread. Drawn here when the worker cannot start (e.g. its script could not be fetched).
    let worker: Worker | null = null;
    try {
      worker = new Worker(new URL("./qr.worker.ts", import.meta.url));
      worker.onmessage = (event: MessageEvent<Drawn>) => {
        if (current) setDrawn(event.data);
      };
      worker.onerror = () => {
        worker?.terminate();
        drawHere();
      };
      worker.postMessage(content);
    } catch {
      drawHere();
    }
    return () => {
      current = false;
      worker?.terminate();
    };
  }, [content]);

  useEffect(() => () => printFrame.current?.remove(), []);

  const image = (pixels: number, testId: string) =>
    path === null ? (
      <Box sx={{ width: pixels, height: pixels }} />
    ) : (
      <Box
        component="svg"
        viewBox={`0 0 ${path.size} ${path.size}`}
        width={pixels}
        height={pixels}
        role="img"
        aria-label={t("alt", { name })}
        data-testid={testId}
        data-content={content}
        data-drawn-by={drawn?.drawnBy}
        shapeRendering="crispEdges"
        sx={{ display: "block", bgcolor: "#fff" }}
      >
        <rect width={path.size} height={path.size} fill="#fff" />
        <path d={path.d} fill="#000" />
      </Box>
    );

  /** Prints a page with the code and the name alone, from a hidden frame. */
  function print() {
    if (path === null) return;
    printFrame.current?.remove();
    const frame = document.createElement("iframe");
    frame.setAttribute("aria-hidden", "true");
    frame.dataset.testid = "qr-print-frame";
    frame.style.cssText = "position:fixed;width:0;height:0;border:0;right:0;bottom:0";
    const escaped = name.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    frame.srcdoc =
      `<!doctype html><html><head><meta charset="utf-8"><title>${escaped}</title>` +
      `<style>body{font-family:sans-serif;text-align:center;margin:48px}h1{font-size:24px}</style></head>` +
      `<body>${qrSvgMarkup(path, 320)}<h1>${escaped}</h1></body></html>`;
    frame.onload = () => frame.contentWindow?.print();
    document.body.appendChild(frame);
    printFrame.current = frame;
  }

  return (
    <Stack spacing={1} sx={{ alignItems: "center" }}>
      {image(160, "customer-qr")}
      {/* Disabled until the code is drawn: in the browser, after the page's code has run. */}
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setOpen(true)} disabled={path === null}>
          {t("show")}
        </Button>
        <Button size="small" variant="outlined" onClick={print} disabled={path === null}>
          {t("print")}
        </Button>
      </Stack>
      <CustomerQrDialog
        open={open}
        image={image(320, "customer-qr-large")}
        name={name}
        onPrint={print}
        onClose={() => setOpen(false)}
      />
    </Stack>
  );
}
