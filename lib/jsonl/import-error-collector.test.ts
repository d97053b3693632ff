import { describe, expect, it } from "vitest";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { collectImportErrors } from "./collect-import-errors";
import { ImportErrorCollector } from "./import-error-collector";
import { splitLines } from "./split-lines";

const readme = (externalId: string) =>
  JSON.stringify({ ...itemLineExamples.readme, external_id: externalId });

async function* chunksOf(text: string, size: number): AsyncGenerator<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function summarise(text: string, maxErrors?: number) {
  return collectImportErrors(splitLines(chunksOf(text, 7)), { projectKind: "readme", maxErrors });
}

describe("collectImportErrors", () => {
  it("counts valid, blank and invalid lines with their line numbers (CRLF, BOM)", async () => {
    const file = [
      "\uFEFF" + readme("a"),
      "",
      "{oops",
      "   ",
      readme("b"),
      JSON.stringify({ kind: "readme" }),
      "",
    ].join("\r\n");
    expect(await summarise(file)).toEqual({
      // The final CRLF ends line 6; it does not start a seventh.
      lines: 6,
      blankLines: 2,
      validLines: 2,
      duplicateLines: 0,
      duplicateExternalIds: [],
      errorCount: 2,
      errors: [
        { line: 3, message: expect.stringMatching(/^invalid JSON: /) },
        // One error per field; the line still counts once in errorCount.
        { line: 6, field: "external_id", message: "required" },
        { line: 6, field: "content", message: "required" },
      ],
      errorsTruncated: false,
      warnings: [],
      warningCount: 0,
      warningsTruncated: false,
    });
  });

  it("counts repeated external_ids as duplicates, not errors; the first occurrence wins", async () => {
    const file = [
      readme("a"),
      readme("b"),
      readme("a"),
      readme("c"),
      readme("a"),
      readme("b"),
    ].join("\n");
    const summary = await summarise(file);
    expect(summary).toMatchObject({ validLines: 3, duplicateLines: 3, errorCount: 0, errors: [] });
    expect(summary.duplicateExternalIds.sort()).toEqual(["a", "b"]);
  });

  it("does not let an invalid line claim an external_id", async () => {
    const invalid = JSON.stringify({ ...itemLineExamples.readme, external_id: "a", content: "" });
    const summary = await summarise([invalid, readme("a")].join("\n"));
    expect(summary).toMatchObject({ validLines: 1, duplicateLines: 0, errorCount: 1 });
  });

  it.each([
    { maxErrors: 3, bad: 10, stored: 3, truncated: true },
    { maxErrors: 10, bad: 10, stored: 10, truncated: false },
    { maxErrors: 0, bad: 2, stored: 0, truncated: true },
    { maxErrors: undefined, bad: 1005, stored: 1000, truncated: true },
  ])(
    "keeps $stored of $bad errors with maxErrors $maxErrors but counts all",
    async ({ maxErrors, bad, stored, truncated }) => {
      // Each bad line has exactly one problem: invalid JSON, or one empty field.
      const lines = Array.from({ length: bad }, (_, i) =>
        i % 2 === 0
          ? "nope"
          : JSON.stringify({ ...itemLineExamples.readme, external_id: `bad-${i}`, content: "" }),
      );
      const summary = await summarise([readme("ok"), ...lines].join("\n"), maxErrors);
      expect(summary.errorCount).toBe(bad);
      expect(summary.errors).toHaveLength(stored);
      expect(summary.errorsTruncated).toBe(truncated);
      expect(summary.errors.map((e) => e.line)).toEqual(
        Array.from({ length: stored }, (_, i) => i + 2),
      );
      expect(summary.validLines).toBe(1);
    },
  );

  it("caps errors, not lines: a line's fields past the cap are cut and reported as truncated", async () => {
    const threeFields = JSON.stringify({
      kind: "readme",
      external_id: "e-1",
      content: "",
      repo: "x",
      url: "nope",
    });
    const summary = await summarise([readme("ok"), threeFields].join("\n"), 2);
    expect(summary).toMatchObject({ errorCount: 1, errorsTruncated: true });
    expect(summary.errors).toEqual([
      { line: 2, externalId: "e-1", field: "repo", message: 'must look like "owner/name"' },
      { line: 2, externalId: "e-1", field: "url", message: "must be an http:// or https:// URL" },
    ]);
    const all = await summarise([readme("ok"), threeFields].join("\n"), 3);
    expect(all).toMatchObject({ errorCount: 1, errorsTruncated: false });
    expect(all.errors.map((e) => e.field)).toEqual(["repo", "url", "content"]);
  });

  it("caps the reported duplicate ids at maxErrors", async () => {
    const lines = Array.from({ length: 5 }, (_, i) => readme(`id-${i}`));
    const summary = await summarise([...lines, ...lines].join("\n"), 2);
    expect(summary).toMatchObject({ duplicateLines: 5, duplicateExternalIds: ["id-0", "id-1"] });
  });
});

describe("ImportErrorCollector.add", () => {
  it("tells the writing pass which lines to write", () => {
    const collector = new ImportErrorCollector({ projectKind: "readme" });
    const outcomes = [readme("a"), "", "[]", readme("a")].map((text, i) =>
      collector.add({ line: i + 1, text }),
    );
    expect(outcomes.map((o) => o.status)).toEqual(["new", "blank", "invalid", "duplicate"]);
    expect(outcomes[0]).toMatchObject({
      status: "new",
      line: 1,
      value: { kind: "readme", external_id: "a", language: null },
    });
    expect(outcomes[3]).toEqual({ status: "duplicate", line: 4, externalId: "a", firstLine: 1 });
  });

  it("reports unreadable lines from splitLines as errors", () => {
    const collector = new ImportErrorCollector({ projectKind: "readme" });
    collector.add({ line: 1, text: null, error: "line is longer than 10 MiB" });
    expect(collector.summary().errors).toEqual([
      { line: 1, message: "line is longer than 10 MiB" },
    ]);
  });

  it("tells the writing pass a line's errors", () => {
    const collector = new ImportErrorCollector({ projectKind: "readme" });
    const outcome = collector.add({
      line: 5,
      text: JSON.stringify({ ...itemLineExamples.readme, external_id: "r-5", content: "" }),
    });
    expect(outcome).toEqual({
      status: "invalid",
      line: 5,
      errors: [{ line: 5, externalId: "r-5", field: "content", message: "must not be empty" }],
    });
  });
});

describe("streaming", () => {
  it("checks 100,000 generated lines through splitLines", async () => {
    const total = 100_000;
    async function* generated(): AsyncGenerator<string> {
      let batch = "";
      for (let i = 1; i <= total; i++) {
        // Every 1000th line repeats an earlier id, every 997th is broken, every 500th is blank.
        const id = i % 1000 === 0 ? `gc-${i - 1}` : `gc-${i}`;
        let line = JSON.stringify({
          ...itemLineExamples.generated_comment,
          external_id: id,
          predicted_comment: `注释 ${i}`,
        });
        if (i % 997 === 0) line = line.slice(0, -1);
        if (i % 500 === 0 && i % 1000 !== 0) line = "";
        batch += line + (i % 2 === 0 ? "\r\n" : "\n");
        if (batch.length > 64 * 1024) {
          yield batch;
          batch = "";
        }
      }
      yield batch;
    }
    const summary = await collectImportErrors(splitLines(generated()), {
      projectKind: "generated_comment",
    });
    const broken = Math.floor(total / 997);
    const blank = total / 500 - total / 1000;
    // Line 997·k that is also a multiple of 1000 or 500 would overlap; none below 100,000 is.
    expect(summary).toMatchObject({
      lines: total,
      blankLines: blank,
      errorCount: broken,
      duplicateLines: total / 1000,
    });
    expect(summary.validLines).toBe(total - blank - broken - total / 1000);
    expect(summary.errors[0]).toEqual({
      line: 997,
      message: expect.stringMatching(/^invalid JSON: /),
    });
  }, 60_000); // ~1 s on a laptop; generous for loaded CI machines.
});
