// lib/ is the domain: the UI (components/) and the command-line tools (scripts/) build on it,
// never the other way round. A scan of every import in lib/ keeps it so.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const libDir = path.resolve(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === "generated" ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts|mjs|js)$/.test(d.name) ? [full] : [];
  });
}

/** Every module specifier a file imports, re-exports or loads with import(). */
function importsOf(source: string): string[] {
  const specs: string[] = [];
  for (const m of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)["']([^"']+)["']/g)) specs.push(m[1]);
  return specs;
}

/** Whether `spec`, imported from `file`, points into components/ or scripts/. */
function reachesOut(file: string, spec: string): boolean {
  if (spec.startsWith("@/")) return /^@\/(components|scripts)(\/|$)/.test(spec);
  if (!spec.startsWith(".")) return false;
  const target = path.relative(path.dirname(libDir), path.resolve(path.dirname(file), spec));
  return /^(components|scripts)(\/|$)/.test(target);
}

describe("lib/ imports neither components/ nor scripts/", () => {
  it("finds the imports it must refuse", () => {
    const file = path.join(libDir, "actions/x.ts");
    const found = importsOf(`import type { A } from "@/components/a";\nimport x from "../../components/b";\nconst c = await import("../../scripts/c.mjs");\nexport { d } from "@/lib/d";`);
    expect(found).toEqual(["@/components/a", "../../components/b", "../../scripts/c.mjs", "@/lib/d"]);
    expect(found.map((s) => reachesOut(file, s))).toEqual([true, true, true, false]);
    expect(reachesOut(file, "./components/local")).toBe(false); // lib/actions/components is still lib
  });

  it("holds for every file in lib/", () => {
    const offenders = sourceFiles(libDir).filter((file) => file !== import.meta.filename).flatMap((file) =>
      importsOf(readFileSync(file, "utf8"))
        .filter((spec) => reachesOut(file, spec))
        .map((spec) => `${path.relative(libDir, file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });
});
