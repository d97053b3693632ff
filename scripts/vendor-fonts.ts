// npm run fonts [-- --check]: copies the UI's fonts from their npm packages into public/fonts, so
// the browser loads Latin, Greek, Cyrillic and Chinese glyphs from Accord itself (CSP font-src
// 'self', no external fetch). --check writes nothing and exits 1 when public/fonts is out of date.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fontFiles, writeFonts } from "./vendor-fonts/font-files";

const root = path.resolve(import.meta.dirname, "..");
const check = process.argv.includes("--check");
const files = fontFiles((p) => readFileSync(path.join(root, "node_modules", p), "utf8"));
const stale = writeFonts({ root, files, check });
if (check && stale.length) {
  console.log(`public/fonts is out of date: ${stale.join(", ")} (run npm run fonts)`);
  process.exit(1);
}
console.log(check ? "public/fonts is up to date" : `public/fonts: ${files.length} files`);
