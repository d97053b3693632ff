import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

function playwrightChromium(): string | null {
  try {
    const out = execFileSync(
      process.execPath,
      ["-e", "process.stdout.write(require('playwright-core').chromium.executablePath())"],
      { encoding: "utf8" },
    );
    return existsSync(out) ? out : null;
  } catch {
    return null;
  }
}

const candidates = () => [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  playwrightChromium(),
];

/**
 * A Chromium for the e2e tests: $CHROMIUM_PATH, Debian's, or Playwright's own. If none is
 * there it installs Debian's package (as root) or else Playwright's download.
 */
export function findChromium(log: (line: string) => void): string {
  const found = candidates().find((p): p is string => !!p && existsSync(p));
  if (found) return found;
  log("No Chromium found: installing one…");
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    spawnSync("apt-get", ["update"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } else {
    spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
  }
  const installed = candidates().find((p): p is string => !!p && existsSync(p));
  if (!installed)
    throw new Error(
      "Could not find or install Chromium: set CHROMIUM_PATH to a Chromium or Chrome binary.",
    );
  return installed;
}
