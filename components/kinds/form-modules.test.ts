import { describe, expect, it } from "vitest";
import { annotationSchemaFor } from "@/lib/annotations/annotation-schema-for";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { commentModule } from "@/components/kinds/generated-comment/comment-form";
import { dialogueModule } from "@/components/kinds/dialogue/dialogue-form";
import { validate } from "@/components/annotate/form-errors";
import { qaModule } from "@/components/kinds/qa-pair/qa-form";
import { readmeModule } from "@/components/kinds/readme/readme-form";

const schema = (kind: "dialogue" | "qa_pair" | "readme" | "generated_comment", itemText?: string) =>
  annotationSchemaFor({ kind, settings: parseProjectSettings({}), itemText });

describe("qaModule", () => {
  const accepted = {
    ...qaModule.empty(),
    verdict: "accept" as const,
    answer_label: "partially_correct" as const,
    final_answer: " http.ListenAndServe ",
    citations: [
      { url: "", quote: "" },
      { url: "https://go.dev/a", quote: "" },
      { url: "not a url", quote: "q" },
      { url: "https://go.dev/b#x", quote: " why " },
    ],
  };

  it("drops blank citation rows and maps error paths back to the form's rows", () => {
    const annotation = qaModule.toAnnotation(accepted) as {
      citations: unknown[];
      final_answer: string;
    };
    expect(annotation.citations).toEqual([
      { url: "https://go.dev/a", quote: null },
      { url: "not a url", quote: "q" },
      { url: "https://go.dev/b#x", quote: "why" },
    ]);
    expect(annotation.final_answer).toBe("http.ListenAndServe");
    const errors = validate(schema("qa_pair"), annotation);
    expect(Object.keys(errors)).toEqual(["citations.1.url"]);
    expect(qaModule.formPath!("citations.1.url", accepted)).toBe("citations.2.url");
  });

  it("submits only verdict, reasons and notes when rejecting", () => {
    const annotation = qaModule.toAnnotation({
      ...accepted,
      verdict: "reject",
      reject_reasons: ["too_simple"],
    });
    expect(annotation).toEqual({
      verdict: "reject",
      reject_reasons: ["too_simple"],
      answer_label: null,
      final_answer: null,
      citations: [],
      notes: "",
    });
    expect(validate(schema("qa_pair"), annotation)).toEqual({});
  });

  it("reads a bare annotation (kept as the draft after a late submit) and junk", () => {
    const form = qaModule.parse({
      verdict: "accept",
      answer_label: "correct",
      final_answer: null,
      citations: [{ url: "https://a.org", quote: null }],
      notes: "n",
    });
    expect(form).toMatchObject({
      verdict: "accept",
      answer_label: "correct",
      final_answer: "",
      citations: [{ url: "https://a.org", quote: "" }],
      notes: "n",
    });
    expect(qaModule.parse("garbage")).toEqual(qaModule.empty());
    expect(qaModule.parse(null)).toEqual(qaModule.empty());
  });
});

describe("dialogueModule", () => {
  it.each([
    [
      { dev_related: false, task_category: "debugging", code_centric: true },
      { dev_related: false, task_category: null, code_centric: null },
    ],
    [
      { dev_related: true, task_category: "debugging", code_centric: true },
      { dev_related: true, task_category: "debugging", code_centric: null },
    ],
    [
      { dev_related: true, task_category: "knowledge_qa", code_centric: false },
      { dev_related: true, task_category: "knowledge_qa", code_centric: false },
    ],
  ])("%j → %j", (labels, expected) => {
    const annotation = dialogueModule.toAnnotation({ ...dialogueModule.empty(), ...labels });
    expect(annotation).toMatchObject(expected);
    expect(validate(schema("dialogue"), annotation)).toEqual({});
  });

  it("leaves an unanswered dev-related out, so the schema asks for it", () => {
    expect(
      validate(schema("dialogue"), dialogueModule.toAnnotation(dialogueModule.empty())),
    ).toHaveProperty("dev_related");
  });
});

describe("commentModule and readmeModule", () => {
  it("keeps known codes once", () => {
    expect(
      commentModule.parse({
        accuracy: "incorrect",
        error_codes: ["MS-LT", "XX", "MS-LT"],
        notes: "",
      }).error_codes,
    ).toEqual(["MS-LT"]);
  });

  it("gives restored functionalities ids and submits without them", () => {
    const content = "# T\n\nConverts files.";
    const form = readmeModule.parse({
      functionalities: [
        { extractive: { start: 5, end: 20, text: "Converts files." }, abstractive: "x" },
      ],
      notes: "",
    });
    expect(form.functionalities[0].id).toMatch(/^f/);
    const annotation = readmeModule.toAnnotation(form);
    expect(annotation).toEqual({
      functionalities: [
        { extractive: { start: 5, end: 20, text: "Converts files." }, abstractive: "x" },
      ],
      notes: "",
    });
    expect(validate(schema("readme", content), annotation)).toEqual({});
  });
});
