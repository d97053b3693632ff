import path from "node:path";
import { fileURLToPath } from "node:url";

/** A file of the real data samples, read at test time from beside the repository (never copied into it). */
export const realDataPath = (...parts: string[]) => path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "shared", "data", "real", ...parts);
