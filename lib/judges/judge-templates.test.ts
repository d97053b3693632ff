import { describe, expect, it } from "vitest";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { defaultTemplate, renderPrompt, sha256, templateProblem } from "./judge-templates";

const settings = parseProjectSettings({});

describe("judge templates", () => {
  it("renders item fields without HTML escaping", () => {
    const prompt = renderPrompt("Q: {{question}} / {{{question}}}", {
      kind: "model_answer",
      settings,
      fields: { question: `Is a < b && "c" > d?` },
    });
    expect(prompt).toBe(`Q: Is a < b && "c" > d? / Is a < b && "c" > d?`);
  });

  it("fills the default SimpleQA grader with the grades by letter", () => {
    const prompt = renderPrompt(defaultTemplate("model_answer"), {
      kind: "model_answer",
      settings,
      fields: { question: "Q?", reference_answer: "gold", predicted_answer: "guess" },
    });
    expect(prompt).toContain("Gold target: gold\nPredicted answer: guess");
    expect(prompt).toMatch(/^A: CORRECT/m);
    expect(prompt).toMatch(/^C: NOT_ATTEMPTED/m);
  });

  it("gives the generated-comment judge the taxonomy as JSON", () => {
    const prompt = renderPrompt(defaultTemplate("generated_comment"), {
      kind: "generated_comment",
      settings,
      fields: { predicted_comment: "// adds" },
    });
    const taxonomy = /\n(\[\{"code".*\])\n/.exec(prompt)?.[1] ?? "";
    expect((JSON.parse(taxonomy) as unknown[]).length).toBe(26);
    expect(prompt).toContain('"accuracy"');
  });

  it("reports an unclosed section and hashes the text", () => {
    expect(templateProblem("{{#question}}x")).toMatch(/not a valid template/);
    expect(templateProblem("{{question}}")).toBeNull();
    expect(sha256("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
