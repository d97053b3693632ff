import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// The embedded database's password (SPEC §7): made on first start, kept in the data dir and
// readable by its owner only, so another local user cannot connect (and read password hashes).
const passwordFile = (dataDir: string) => path.join(dataDir, "embedded-password");

/** The data dir's database password, created on first use (mode 0600). */
export function ensureEmbeddedPassword(dataDir: string): string {
  const file = passwordFile(dataDir);
  if (!existsSync(file))
    writeFileSync(file, randomBytes(24).toString("base64url"), { mode: 0o600, flag: "wx" });
  chmodSync(file, 0o600); // a copied or restored data dir may have lost the mode
  return readEmbeddedPassword(dataDir) ?? "";
}

/** The password another process serves the data dir with, or null if there is none (yet). */
export function readEmbeddedPassword(dataDir: string): string | null {
  try {
    const value = readFileSync(passwordFile(dataDir), "utf8").trim();
    return value || null;
  } catch {
    return null;
  }
}
