import { spawnSync } from "node:child_process";

/**
 * A Python that can `import datasets`, for real Hugging Face loads: $ACCORD_HF_PYTHON, else python3
 * if it can import datasets; null when there is none (the tests that need it are skipped).
 * (.ci/run installs one when it can.)
 */
export function hfPython(): string | null {
  for (const bin of [process.env.ACCORD_HF_PYTHON, "python3"]) {
    if (bin && spawnSync(bin, ["-c", "import datasets"], { stdio: "ignore" }).status === 0)
      return bin;
  }
  return null;
}
