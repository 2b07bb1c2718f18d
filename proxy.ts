import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { normalizeApiPath } from "@/lib/api/route-words";
import { routing } from "@/i18n/routing";

const intl = createMiddleware(routing);

export default function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (/^\/api(\/|$)/i.test(pathname)) {
    // API paths are case-insensitive (SPEC.md mixes cases). Permissions are checked by each handler.
    const normalized = normalizeApiPath(pathname.replace(/^\/api/i, "/api"));
    if (normalized === pathname) return NextResponse.next();
    const url = req.nextUrl.clone();
    url.pathname = normalized;
    return NextResponse.rewrite(url);
  }
  return intl(req);
}

export const config = {
  matcher: [
    "/((?!_next|_vercel|sw.js|swe-worker|manifest.webmanifest|icons|favicon.ico|.*\\.[a-z0-9]+$).*)",
    "/api/:path*",
    "/API/:path*",
    "/Api/:path*",
  ],
};
