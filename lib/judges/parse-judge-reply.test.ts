import { describe, expect, it } from "vitest";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { parseJudgeReply } from "./parse-judge-reply";

const answers = { kind: "model_answer" as const, settings: parseProjectSettings({}) };
const comments = { kind: "generated_comment" as const, settings: parseProjectSettings({}) };
const reply = (content: string | null, finishReason: string | null = "stop") => ({
  content,
  finishReason,
});

describe("parseJudgeReply", () => {
  it.each([
    ["A", { grade: "correct" }],
    [" **B** ", { grade: "incorrect" }],
    ["(C)", { grade: "not_attempted" }],
    ["C: NOT_ATTEMPTED", { grade: "not_attempted" }],
    ["A.", { grade: "correct" }],
    ["F", { grade: "F" }],
    ['{"grade": "correct"}', { grade: "correct" }],
  ])("reads the grade letter %j", (text, annotation) => {
    expect(parseJudgeReply(reply(text), answers)).toEqual({ annotation });
  });

  it("maps letters onto the project's own grades, in order", () => {
    const settings = parseProjectSettings({ gradeLabels: ["right", "wrong"] });
    expect(parseJudgeReply(reply("B"), { kind: "model_answer", settings })).toEqual({
      annotation: { grade: "wrong" },
    });
  });

  it.each([
    ["A correct answer, mostly.", "unparseable"],
    ["The grade is probably B", "unparseable"],
    ["", "empty"],
    ["  \n ", "empty"],
    ["I'm sorry, but I can't grade this.", "refusal"],
    ["As an AI, I cannot judge.", "refusal"],
  ])("classifies %j as %s", (text, failure) => {
    expect(parseJudgeReply(reply(text), answers)).toEqual({ failure });
  });

  it("takes content_filter as a refusal and null content as empty", () => {
    expect(parseJudgeReply(reply("A", "content_filter"), answers)).toEqual({ failure: "refusal" });
    expect(parseJudgeReply(reply(null), answers)).toEqual({ failure: "empty" });
  });

  it("reads a JSON object, bare or fenced, for other kinds", () => {
    const json = '{"accuracy": "correct", "error_codes": ["LG-GR1"]}';
    const annotation = { accuracy: "correct", error_codes: ["LG-GR1"] };
    expect(parseJudgeReply(reply(json), comments)).toEqual({ annotation });
    expect(parseJudgeReply(reply("```json\n" + json + "\n```"), comments)).toEqual({ annotation });
    expect(parseJudgeReply(reply("[1, 2]"), comments)).toEqual({ failure: "unparseable" });
    expect(parseJudgeReply(reply('{"accuracy": '), comments)).toEqual({ failure: "unparseable" });
    expect(parseJudgeReply(reply("A"), comments)).toEqual({ failure: "unparseable" });
  });
});
