import path from "node:path";
import { defineConfig } from "prisma/config";

// Prisma's CLI would download a native schema engine; ours runs the official WASM build
// instead, so install and migrate work offline (docs/decisions/002-wasm-schema-engine.md).
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.resolve(
  import.meta.dirname,
  "scripts/prisma-schema-engine.mjs",
);

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  // `generate` and `migrate diff` need no database: the engine then runs on an in-memory PGlite.
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://in-memory-pglite/accord" },
});
