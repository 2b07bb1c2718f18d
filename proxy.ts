import createMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import { requestIsSecure } from "@/lib/api/client-ip";
import { normalizeApiPath } from "@/lib/api/route-words";
import {
  API_SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
  pageContentSecurityPolicy,
} from "@/lib/api/security-headers";
import { routing } from "@/i18n/routing";

const intl = createMiddleware(routing);

export default function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (/^\/api(\/|$)/i.test(pathname)) {
    // API paths are case-insensitive (SPEC.md mixes cases): only paths with a capital letter
    // come here (see `config`). Permissions are checked by each handler.
    const normalized = normalizeApiPath(pathname.replace(/^\/api/i, "/api"));
    let response = NextResponse.next();
    if (normalized !== pathname) {
      const url = req.nextUrl.clone();
      url.pathname = normalized;
      response = NextResponse.rewrite(url);
    }
    return withSecurityHeaders(req, response, API_SECURITY_HEADERS);
  }
  // Pages: a fresh nonce per request. Next reads it from the request's CSP header and puts it
  // on the scripts it renders; the browser gets the same policy on the answer.
  const nonce = btoa(crypto.randomUUID());
  const policy = pageContentSecurityPolicy(nonce, process.env.NODE_ENV === "development");
  const headers = new Headers(req.headers);
  headers.set("content-security-policy", policy);
  headers.set("x-nonce", nonce);
  const response = intl(new NextRequest(req, { headers }));
  return withSecurityHeaders(req, response, { "Content-Security-Policy": policy });
}

function withSecurityHeaders(req: NextRequest, response: NextResponse, extra: Record<string, string>) {
  for (const [name, value] of Object.entries(extra)) response.headers.set(name, value);
  // Not req.nextUrl's scheme: Next builds it from X-Forwarded-Proto, whoever sent it.
  if (requestIsSecure(req)) {
    response.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  }
  return response;
}

// The proxy costs every request it runs for (measured with `npm run bench:http`, docs/PERFORMANCE.md):
// it runs for pages, and for the /api paths that hold a capital letter, the only ones it changes.
// The other /api answers get their headers from next.config.ts. A path ending in ".<letters and
// digits>" is a static file, except a hotel's confirmation link (/conferma/<nonce>.<mac>), a page.
export const config = {
  matcher: [
    "/((?![aA][pP][iI](?:/|$)|_next|_vercel|sw.js|swe-worker|manifest.webmanifest|icons|favicon.ico|(?!conferma/).*\\.[a-z0-9]+$).*)",
    "/((?=[^A-Z]*[A-Z])[aA][pP][iI](?:/.*)?)",
  ],
};
