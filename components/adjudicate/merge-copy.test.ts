import { describe, expect, it } from "vitest";
import type { QaForm } from "@/components/kinds/qa-pair/qa-form";
import type { ReadmeForm } from "@/components/kinds/readme/readme-form";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { decisionCodec, parseDecision } from "./decision-draft";
import { goldErrors, mergedGold, startMerge } from "./merge-copy";

const settings = parseProjectSettings({ readmeMatchThreshold: 0.5 });

const qaA = {
  verdict: "accept",
  reject_reasons: [],
  answer_label: "partially_correct",
  final_answer: "Use io.Copy",
  citations: [
    { url: "https://go.dev/doc/", quote: "a" },
    { url: "https://pkg.go.dev/io", quote: null },
  ],
  notes: "A",
};
const qaB = {
  verdict: "accept",
  reject_reasons: [],
  answer_label: "incorrect",
  final_answer: "Use bufio",
  citations: [
    { url: "https://go.dev/doc#x", quote: "b" },
    { url: "https://example.org/", quote: "only B" },
  ],
  notes: "B",
};
const fn = (abstractive: string, start: number, end: number) => ({
  extractive: { start, end, text: "x".repeat(end - start) },
  abstractive,
});
const readmeA = {
  functionalities: [fn("trade stocks online", 0, 10), fn("show a portfolio", 20, 30)],
  notes: "",
};
const readmeB = {
  functionalities: [fn("login with oauth", 60, 70), fn("trade stocks online quickly", 0, 9)],
  notes: "b",
};

describe("startMerge", () => {
  it("QA: A's labels with the citations of both, each page once, A's quote first", () => {
    const form = startMerge({
      kind: "qa_pair",
      base: "union",
      a: qaA,
      b: qaB,
      settings,
    }) as QaForm;
    expect(form).toMatchObject({
      verdict: "accept",
      answer_label: "partially_correct",
      final_answer: "Use io.Copy",
      notes: "A",
    });
    expect(form.citations).toEqual([
      { url: "https://go.dev/doc/", quote: "a" },
      { url: "https://pkg.go.dev/io", quote: "" },
      { url: "https://example.org/", quote: "only B" },
    ]);
    expect(mergedGold("qa_pair", form)).toMatchObject({
      citations: [
        { url: "https://go.dev/doc/", quote: "a" },
        { url: "https://pkg.go.dev/io", quote: null },
        { url: "https://example.org/", quote: "only B" },
      ],
    });
  });

  it("QA: from B is B as a form, and back to B's annotation unchanged", () => {
    const form = startMerge({ kind: "qa_pair", base: "b", a: qaA, b: qaB, settings });
    expect(mergedGold("qa_pair", form)).toEqual(qaB);
  });

  it("README: A's functionalities plus B's unmatched ones in the aligned order, spans untouched", () => {
    const form = startMerge({
      kind: "readme",
      base: "union",
      a: readmeA,
      b: readmeB,
      settings,
    }) as ReadmeForm;
    expect(form.functionalities.map((f) => f.abstractive)).toEqual([
      "login with oauth",
      "trade stocks online",
      "show a portfolio",
    ]);
    expect(new Set(form.functionalities.map((f) => f.id)).size).toBe(3);
    expect(mergedGold("readme", form)).toEqual({
      functionalities: [readmeB.functionalities[0], ...readmeA.functionalities],
      notes: "",
    });
  });

  it("comments take the codes of both; dialogues have no union and start from A", () => {
    const comment = startMerge({
      kind: "generated_comment",
      base: "union",
      a: { accuracy: "correct", error_codes: ["MS-CC"], notes: "" },
      b: { accuracy: "incorrect", error_codes: ["SE-HA3", "MS-CC"], notes: "" },
      settings,
    });
    expect(comment).toEqual({ accuracy: "correct", error_codes: ["MS-CC", "SE-HA3"], notes: "" });
    const dialogueA = {
      dev_related: true,
      task_category: "debugging",
      code_centric: null,
      single_answer: true,
      time_invariant: false,
      evidence_supported: false,
      notes: "",
    };
    expect(
      startMerge({
        kind: "dialogue",
        base: "union",
        a: dialogueA,
        b: { ...dialogueA, dev_related: false },
        settings,
      }),
    ).toEqual(dialogueA);
  });
});

describe("goldErrors", () => {
  it("keeps the gold's messages, without the prefix, at the form's rows (blank citation rows are not sent)", () => {
    const form = {
      ...(startMerge({ kind: "qa_pair", base: "a", a: qaA, b: qaB, settings }) as QaForm),
    };
    form.citations = [{ url: "", quote: "" }, ...form.citations];
    expect(
      goldErrors(
        "qa_pair",
        { rationale: ["required"], "gold.citations.1.url": ["bad"], gold: ["missing"] },
        form,
      ),
    ).toEqual({ "citations.2.url": ["bad"], "": ["missing"] });
  });
});

describe("decision drafts", () => {
  it("restore leniently: junk is an empty decision, a merged choice without a copy is no choice", () => {
    expect(parseDecision("qa_pair", "junk")).toEqual({ choice: null, gold: null, rationale: "" });
    expect(parseDecision("qa_pair", { choice: "merged", rationale: 3 })).toEqual({
      choice: null,
      gold: null,
      rationale: "",
    });
    const restored = parseDecision("qa_pair", {
      choice: "merged",
      gold: { verdict: "reject", reject_reasons: ["too_simple", "nope"] },
      rationale: "r",
    });
    expect(restored).toMatchObject({
      choice: "merged",
      rationale: "r",
      gold: { verdict: "reject", reject_reasons: [], citations: [] },
    });
  });

  it("travel to the server as {choice, gold, rationale, saved_at} and back", () => {
    const form = { choice: "b" as const, gold: null, rationale: "why" };
    const sent = decisionCodec.toServer({ v: 1, form, activeMs: 0, savedAt: 42 });
    expect(sent).toEqual({ choice: "b", gold: null, rationale: "why", saved_at: 42 });
    expect(decisionCodec.fromServer(sent)).toEqual({ v: 1, form: sent, activeMs: 0, savedAt: 42 });
    expect(decisionCodec.fromServer(null)).toBeNull();
  });
});
