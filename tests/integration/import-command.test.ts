import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isAppError } from "@/lib/errors";
import { listItems } from "@/lib/items/list-items";
import { itemKinds } from "@/lib/items/item-kinds";
import { commands, parseCommand } from "@/scripts/cli/commands";
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

  it("--preview prints the rows (and a preset suggestion) and writes nothing; --partial imports the valid lines and prints the warnings", async () => {
    const { id: projectId, lead } = await makeProject({ kind: "model_answer" });
    const dir = await mkdtemp(path.join(tmpdir(), "accord-cli-test-"));
    try {
      // The model's name from the file's name, as SimpleDevQA released it.
      const file = path.join(dir, "gpt-4o_results_eval_new.csv");
      const rows = [
        "problem,golden_answer,predict_answer,grade_letter,language",
        "Q1?,,A1,A,English",
        "Q2?,B2,A\u00002,B,English",
        "Q3?,B3,A3,Z,English",
      ];
      await writeFile(file, rows.join("\n"));
      const flags = ["import", "--project", String(projectId), file, "--as", lead.email];
      let stdout = capture(process.stdout);
      await run([...flags, "--preview"]);
      const noId =
        "external_id: no column maps to external_id; map one or give an id prefix (external_id = <id_prefix>-<row>)";
      expect(stdout().split("\n")).toEqual([
        "preview of the whole file (nothing written):",
        ...[2, 3, 4].map((line) => `invalid  line ${line}: ${noId}`),
        "The file looks like simpledevqa-eval: use preset=simpledevqa-eval.",
        "",
      ]);

      vi.restoreAllMocks();
      stdout = capture(process.stdout);
      await run([...flags, "--preset", "simpledevqa-eval", "--preview"]);
      expect(stdout()).toContain(
        "new        line 2: gpt-4o:0\n  warning: line 2 (gpt-4o:0): reference_answer: the reference answer is empty; kept as released\n",
      );
      expect((await listItems({ actor: lead, projectId, filters: {} })).total).toBe(0);

      vi.restoreAllMocks();
      stdout = capture(process.stdout);
      await run([...flags, "--preset", "simpledevqa-eval", "--partial"]);
      expect(stdout().split("\n")).toEqual([
        "imported 2, duplicates 0, 1 invalid left out (3 lines)",
        '  left out: line 4 (gpt-4o:2): grade_letter: must be A (correct), B (incorrect) or C (not attempted), not "Z"',
        "  warning: line 2 (gpt-4o:0): reference_answer: the reference answer is empty; kept as released",
        "  warning: line 3 (gpt-4o:1): predicted_answer: the NUL character (\\u0000), which PostgreSQL cannot store, was replaced by U+FFFD",
        "",
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("lists every kind and preset in its usage", () => {
    const usage = `${commands["project create"].usage}\n${commands.import.usage}`;
    for (const name of [
      ...itemKinds,
      "simpledevqa",
      "simpledevqa-eval",
      "multilingual-code-comments",
    ])
      expect(usage).toContain(name);
    expect(usage).toContain("--partial");
    expect(usage).toContain("--preview");
  });
});
