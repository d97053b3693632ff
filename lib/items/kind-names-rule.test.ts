// Issue #13's "no per-kind switch outside the registries": a kind's name appears only in its own
// module (lib/items/<kind>/, components/kinds/<kind>/) and the registries that list every kind.
// Anything else asks the kind's module a question (which settings, has a model, has a validation
// round) instead of comparing the kind to a name. A scan of the source keeps it true.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { itemKinds } from "./item-kinds";

const root = path.resolve(import.meta.dirname, "../..");

/** The registries: the list of kinds, kind → module on each side, and the union of the kinds' field types. */
const REGISTRIES = new Set([
  "lib/items/item-kinds.ts",
  "lib/items/kinds.ts",
  "lib/items/item-dto.ts",
  "components/kinds/registry.ts",
  "components/kinds/client-registry.ts",
]);

/** A kind's own folder on either side: lib/items/qa-pair/…, components/kinds/qa-pair/…. */
const kindFolders = itemKinds.flatMap((k) => [
  `lib/items/${k.replaceAll("_", "-")}/`,
  `components/kinds/${k.replaceAll("_", "-")}/`,
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory())
      return d.name === "generated" || d.name === "node_modules" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [full] : [];
  });
}

/** A kind's name as a string literal, in TypeScript or in SQL text (`"readme"`, `'readme'`, `` `readme` ``). */
const kindNamesIn = (source: string): string[] =>
  [...source.matchAll(new RegExp(`["'\`](${itemKinds.join("|")})["'\`]`, "g"))].map((m) => m[1]);

describe("no kind name outside the kind modules and the registries", () => {
  it("recognises what it must refuse", () => {
    expect(
      kindNamesIn(
        `kind === "qa_pair"; WHERE i.kind <> 'readme'; x = \`dialogue\`; "dialogue-turns"; readme`,
      ),
    ).toEqual(["qa_pair", "readme", "dialogue"]);
  });

  it("no file outside them names a kind", () => {
    const files = ["lib", "components", "app"].flatMap((d) => sourceFiles(path.join(root, d)));
    const offenders = files
      .map((f) => path.relative(root, f).split(path.sep).join("/"))
      .filter((f) => !REGISTRIES.has(f) && !kindFolders.some((dir) => f.startsWith(dir)))
      .flatMap((f) =>
        kindNamesIn(readFileSync(path.join(root, f), "utf8")).map((name) => `${f}: ${name}`),
      );
    expect(offenders).toEqual([]);
  });
});
