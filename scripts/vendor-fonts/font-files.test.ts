import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fontFiles, writeFonts } from "./font-files";

const root = path.resolve(import.meta.dirname, "../..");
const files = fontFiles((p) => readFileSync(path.join(root, "node_modules", p), "utf8"));

describe("public/fonts", () => {
  it("holds what the font packages give (npm run fonts writes it)", () => {
    expect(writeFonts({ root, files, check: true })).toEqual([]);
  });

  it("covers Greek, Cyrillic and Chinese, each face from Accord's own origin", () => {
    const css = readFileSync(path.join(root, "public/fonts/fonts.css"), "utf8");
    const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]);
    expect(urls.every((u) => u.startsWith("/fonts/") && u.endsWith(".woff2"))).toBe(true);
    expect(urls).toContain("/fonts/noto-sans-greek-wght-normal.woff2");
    expect(urls).toContain("/fonts/noto-sans-cyrillic-wght-normal.woff2");
    expect(urls.filter((u) => u.includes("noto-sans-sc-")).length).toBeGreaterThan(90);
  });
});
