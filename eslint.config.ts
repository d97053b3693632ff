import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import { defineConfig, globalIgnores } from "eslint/config";
import i18next from "eslint-plugin-i18next";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { accordPlugin } from "./scripts/eslint-rules/accord-plugin";
import { uiTextRule } from "./scripts/eslint-rules/ui-text-rule";

// `npm run lint`. Type-aware typescript-eslint, Next's rules, React's hooks rules and Accord's own
// import boundaries (scripts/eslint-rules/import-boundaries.ts says what "pure" means).
// Where a rule is set against its preset, the reason is beside it (decision 016).
export default defineConfig(
  globalIgnores([
    ".next/",
    ".data/",
    "lib/generated/",
    "next-env.d.ts",
    "test-results/",
    "playwright-report/",
    "bench/out/",
    "e2e/screenshots/",
  ]),
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // `const { secret: _secret, ...rest } = row` is how a key is dropped from a DTO.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { ignoreRestSiblings: true, argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      // `async` is part of a contract here, not a slip: Next's `headers()` must return a promise and
      // tests build AsyncIterables with `async function*`. A forgotten await on a promise is caught
      // by no-floating-promises and no-misused-promises, which stay on.
      "@typescript-eslint/require-await": "off",
    },
  },
  // Plain JavaScript (the schema-engine shim, config files) runs in Node and is outside tsconfig.
  {
    files: ["**/*.{js,mjs,cjs}"],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  // Tests read JSON bodies (`await res.json()`, `JSON.parse`) as `any` and assert on them: a wrong
  // shape fails the assertion, which is the check a test needs. Typing every body would only restate it.
  {
    files: ["tests/**", "e2e/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  // The classic hooks rules, both as errors (lint allows no warnings). The React Compiler rules of
  // eslint-plugin-react-hooks 7 (set-state-in-effect, immutability, refs, purity…) judge code for the
  // compiler, which Accord does not use; turn them on together with the compiler.
  {
    files: ["**/*.tsx", "app/**", "components/**"],
    plugins: reactHooks.configs.flat.recommended.plugins,
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  nextPlugin.configs["core-web-vitals"],
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { accord: accordPlugin },
    rules: { "accord/import-boundaries": ["error", { root: import.meta.dirname }] },
  },
  // Text a page shows comes from the catalogues (lib/i18n/messages): no literal in JSX, nor in
  // the attributes a reader or a screen reader meets (decision 081).
  {
    files: uiTextRule.files,
    plugins: { i18next },
    rules: { "i18next/no-literal-string": ["error", uiTextRule.options] },
  },
);
