import type { NextConfig } from "next";
import "./lib/env";

const nextConfig: NextConfig = {
  // Native / wasm packages stay outside the server bundle and load from node_modules.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "@prisma/schema-engine-wasm", "pg", "bcryptjs"],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
