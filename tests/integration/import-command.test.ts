import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isAppError } from "@/lib/errors";
import { listItems } from "@/lib/items/list-items";
import { parseCommand } from "@/scripts/cli/commands";
import { makeProject } from "../factories";
import { realDataPath } from "../real-data-path";

function capture(stream: NodeJS.WriteStream) {
  const out: string[] = [];
  vi.spyOn(stream, "write").mockImplementation((chunk) => (out.push(String(chunk)), true));
  return () => out.join("");
}

async function run(argv: string[]) {
  const parsed = parseCommand(argv)!;
  await parsed.command.run(parsed.values, parsed.positionals);
}

afterEach(() => vi.restoreAllMocks());

describe("npm run accord -- import", () => {
  it("imports SimpleDevQA's CSV with the preset and --set, the format guessed from the extension", async () => {
    const { id: projectId, lead } = await makeProject({ kind: "qa_pair" });
    const stdout = capture(process.stdout);
    await run([
      "import",
      "--project",
      String(projectId),
      "--preset",
      "simpledevqa",
      "--set",
      "difficulty=difficult",
      realDataPath("simpledevqa/data_difficult.sample.csv"),
      "--as",
      lead.email,
    ]);
    expect(stdout()).toBe("imported 60, duplicates 0 (60 lines)\n");
    const page = await listItems({ actor: lead, projectId, filters: { language: "zh" } });
    expect(page.total).toBe(20);
  });

  it("takes --map and --id-prefix, and writes progress as whole lines when stderr is not a terminal", async () => {
    const { id: projectId, lead } = await makeProject({ kind: "qa_pair" });
    const dir = await mkdtemp(path.join(tmpdir(), "accord-cli-test-"));
    const wasTTY = process.stderr.isTTY;
    try {
      const file = path.join(dir, "rows.tsv");
      const rows = Array.from({ length: 20_500 }, (_, i) => `Q${i}?\tA${i}\ten`);
      await writeFile(file, ["q\ta\tlanguage", ...rows].join("\n"));
      const stderr = capture(process.stderr);
      const stdout = capture(process.stdout);
      Object.defineProperty(process.stderr, "isTTY", { value: false, configurable: true });
      await run([
        "import",
        "--project",
        String(projectId),
        "--map",
        "q=question",
        "--map",
        "a=answer",
        "--id-prefix",
        "t",
        file,
        "--as",
        lead.email,
      ]);
      expect(stdout()).toBe("imported 20500, duplicates 0 (20500 lines)\n");
      expect(stderr()).not.toContain("\r");
      const lines = stderr().split("\n").filter(Boolean);
      expect(lines.length).toBeGreaterThan(2);
      for (const line of lines)
        expect(line).toMatch(/^(importing|validating|writing) \d+ % \(line \d+\)$/);
    } finally {
      Object.defineProperty(process.stderr, "isTTY", { value: wasTTY, configurable: true });
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("refuses a --set without '=' and a --map to a field the kind lacks, naming them", async () => {
    const { id: projectId, lead } = await makeProject({ kind: "qa_pair" });
    const file = realDataPath("simpledevqa/data_easy.sample.csv");
    for (const flags of [
      ["--set", "difficulty"],
      ["--map", "problem=questoin"],
    ]) {
      const error = await run([
        "import",
        "--project",
        String(projectId),
        ...flags,
        file,
        "--as",
        lead.email,
      ]).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isAppError(error) && error.code).toBe("validation_failed");
    }
  });
});
