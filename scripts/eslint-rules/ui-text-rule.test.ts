import { RuleTester } from "eslint";
import i18next from "eslint-plugin-i18next";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";
import { uiTextRule } from "./ui-text-rule";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// The check that a page shows no text outside the catalogues, with Accord's options.
const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
    ecmaVersion: 2022,
    sourceType: "module",
  },
});
const options = [uiTextRule.options];
const filename = "components/x.tsx";
const rule = i18next.rules!["no-literal-string"];

tester.run("no-literal-string (Accord's options)", rule, {
  valid: [
    { code: 'function Screen() { return <p>{t("nav.projects")}</p>; }', options, filename },
    {
      code: 'function Screen() { return <p className="mt-2 text-sm" data-testid="x">{n}</p>; }',
      options,
      filename,
    },
    {
      code: 'function Screen() { return <a href="/projects" aria-label={t("nav.main")}>·</a>; }',
      options,
      filename,
    },
    {
      code: "function Screen() { return <span>{count} / {total} — 75%</span>; }",
      options,
      filename,
    },
    { code: "function Screen() { return <b>Accord</b>; }", options, filename },
    {
      code: "function Screen() { return <tr><th>n</th><th>AC1</th><th><Sym>κ</Sym></th><th>F1</th></tr>; }",
      options,
      filename,
    },
    {
      code: 'function Screen() { return <Button variant="secondary" size="sm">{t("x")}</Button>; }',
      options,
      filename,
    },
  ],
  invalid: [
    {
      code: "function Screen() { return <th>n items</th>; }",
      options,
      filename,
      errors: 1,
    },
    {
      code: "function Screen() { return <p>Nothing to annotate</p>; }",
      options,
      filename,
      errors: 1,
    },
    {
      code: 'function Screen() { return <nav aria-label="Main">{x}</nav>; }',
      options,
      filename,
      errors: 1,
    },
    {
      code: 'function Screen() { return <input placeholder="Search items" />; }',
      options,
      filename,
      errors: 1,
    },
    {
      code: 'function Screen() { return <EmptyState title="No items yet" />; }',
      options,
      filename,
      errors: 1,
    },
    {
      code: 'function Screen() { return <p>{saved ? "Saved" : t("x")}</p>; }',
      options,
      filename,
      errors: 1,
    },
  ],
});
