import path from "node:path";

/**
 * A file of the shared real-data samples (`../shared/data/real/` beside the repo, for CI's clone
 * too). Tests read them from there at test time; they are never copied into the repo.
 */
export function realDataPath(...parts: string[]): string {
  return path.resolve(import.meta.dirname, "..", "../shared/data/real", ...parts);
}
