/**
 * Browser security headers (docs/DECISIONS.md, "Security headers"). Relative imports only:
 * next.config.ts reads this file too.
 */

/** On every answer, pages, API and static files alike (next.config.ts `headers`). */
export const COMMON_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "same-origin",
  "X-Frame-Options": "DENY",
  // The camera is for the QR reader, on this origin only; nothing else is used.
  "Permissions-Policy":
    "camera=(self), microphone=(), geolocation=(), payment=(), usb=(), display-capture=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * The policy of every /api answer. `sandbox` keeps a downloaded attachment (an HTML or SVG file
 * someone uploaded) from ever running as a page of this origin if a browser shows it: the answer
 * is put in a unique origin with scripts, forms and popups off. It is on every /api answer, not
 * only on the downloads, because next.config.ts's /api headers win over a route's own (so would a
 * download's own policy be replaced), and no /api answer is ever meant to be a page.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** On every /api answer: personal data is never stored by a cache, JSON is never a document. */
export const API_SECURITY_HEADERS: Record<string, string> = {
  "Cache-Control": "no-store",
  "Content-Security-Policy": API_CONTENT_SECURITY_POLICY,
};

/** Sent only when the page was reached over HTTPS (browsers ignore it over HTTP anyway). */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/**
 * The policy of the pages. Scripts need this request's nonce (Next puts it on its own inline
 * and bundle scripts when it finds it in the request's CSP header); scripts they load are
 * trusted through 'strict-dynamic'. Styles allow 'unsafe-inline': MUI (emotion) inserts style
 * elements at run time, and a nonce in style-src would make browsers ignore 'unsafe-inline'.
 * `next dev` also needs eval (React's debugging) and its HMR websocket.
 */
export function pageContentSecurityPolicy(nonce: string, dev = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    // The QR reader shows the camera's stream in a <video>.
    "media-src 'self' blob: mediastream:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
