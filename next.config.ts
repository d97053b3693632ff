import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import "./lib/env";
import { apiSecurityHeaders } from "./lib/security/security-headers";

const nextConfig: NextConfig = {
  // Native / wasm packages stay outside the server bundle and load from node_modules.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@electric-sql/pglite-socket",
    "@prisma/schema-engine-wasm",
    "pg",
    "bcryptjs",
  ],
  poweredByHeader: false,
  typedRoutes: false,
  // forbidden() from next/navigation: access-denied pages answer 403 (lib/actions/load-page-data.ts).
  experimental: { authInterrupts: true },
  // Pages get theirs (with a per-request nonce) from proxy.ts, which API routes bypass.
  async headers() {
    return [
      {
        source: "/api/:path*",
        headers: Object.entries(apiSecurityHeaders()).map(([key, value]) => ({ key, value })),
      },
    ];
  },
};

// The UI language and catalogue of each request (no locale in the URL: decision 081).
export default createNextIntlPlugin("./lib/i18n/request.ts")(nextConfig);
