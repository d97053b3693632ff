import type { ESLint } from "eslint";
import { importBoundaries } from "./import-boundaries";

/** Accord's own lint rules, loaded by eslint.config.ts as the `accord/` plugin. */
export const accordPlugin = {
  meta: { name: "accord" },
  rules: { "import-boundaries": importBoundaries },
} satisfies ESLint.Plugin;
