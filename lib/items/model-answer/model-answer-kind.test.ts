import { describe, expect, it } from "vitest";
import { parseProjectSettings, projectSettingsSchema } from "@/lib/projects/project-settings";
import { defaultGradeLabels, gradeTitle } from "./grade-labels";
import { modelAnswerKind } from "./model-answer-kind";

const settings = parseProjectSettings({});
const schema = (grades: string[]) =>
  modelAnswerKind.annotationSchema({ settings: parseProjectSettings({ gradeLabels: grades }) });

describe("the model_answer kind", () => {
  it("defaults to SimpleQA's three grades with SPEC's definitions, and the model shown", () => {
    expect(settings.gradeLabels.map((g) => g.label)).toEqual([
      "correct",
      "incorrect",
      "not_attempted",
    ]);
    expect(settings.gradeLabels[0].definition).toMatch(
      /contains the reference answer's meaning without contradicting it/,
    );
    expect(settings.gradeLabels[2].definition).toMatch(
      /declines, hedges without committing, or gives no answer/,
    );
    expect(settings.hideModel).toBe(false);
    expect(gradeTitle("not_attempted")).toBe("Not attempted");
  });

  it("reads grades from the settings form's lines and refuses bad ones per field", () => {
    const parsed = projectSettingsSchema.parse({
      gradeLabels: ["correct: fully right", "wrong", "partial:  half right "],
    });
    expect(parsed.gradeLabels).toEqual([
      { label: "correct", definition: "fully right" },
      { label: "wrong", definition: "" },
      { label: "partial", definition: "half right" },
    ]);
    const bad = projectSettingsSchema.safeParse({ gradeLabels: ["Correct!", "a", "a"] });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join("."));
    expect(paths).toContain("gradeLabels.0.label");
    expect(projectSettingsSchema.safeParse({ gradeLabels: ["only"] }).success).toBe(false);
  });

  it("accepts only the project's grades, with a message naming them", () => {
    expect(
      schema(["correct", "incorrect", "not_attempted"]).parse({ grade: "not_attempted" }),
    ).toEqual({ grade: "not_attempted", notes: "" });
    const wrong = schema(["good", "bad"]).safeParse({ grade: "correct" });
    expect(wrong.success).toBe(false);
    expect(wrong.error!.issues[0]).toMatchObject({
      path: ["grade"],
      message: "must be one of the project's grades: good, bad",
    });
    expect(schema(["good", "bad"]).safeParse({ grade: "good", extra: 1 }).success).toBe(false);
    expect(schema(["good", "bad"]).safeParse({}).success).toBe(false);
  });

  it("is decided by the grade alone: notes never make a disagreement", () => {
    const cs = parseProjectSettings({});
    expect(
      modelAnswerKind.compare(
        { grade: "correct", notes: "a" },
        { grade: "correct", notes: "b" },
        cs,
      ),
    ).toEqual({ outcome: "agreed", differences: [] });
    expect(
      modelAnswerKind.compare(
        { grade: "correct", notes: "" },
        { grade: "incorrect", notes: "" },
        cs,
      ),
    ).toEqual({ outcome: "disagreement", differences: ["grade"] });
    expect(
      modelAnswerKind.differs.grade(
        { grade: "correct", notes: "" },
        { grade: "not_attempted", notes: "" },
        cs,
      ),
    ).toBe(true);
  });

  it("exports every key of the annotation, in schema order", () => {
    expect(modelAnswerKind.shape({ grade: "incorrect" })).toEqual({
      grade: "incorrect",
      notes: "",
    });
    expect(Object.keys(modelAnswerKind.shape({}) as object)).toEqual(["grade", "notes"]);
    expect(modelAnswerKind.table.columns.flatMap((c) => (c.export ? [c.export] : []))).toEqual([
      "question",
      "reference_answer",
      "predicted_answer",
      "model",
      "run",
      "qa_external_id",
    ]);
  });

  it("measures agreement on `grade`, nominal, over the project's declared grades", () => {
    const [field] = modelAnswerKind.agreement.categorical(
      parseProjectSettings({ gradeLabels: ["good", "bad", "skip"] }),
    );
    expect(field).toMatchObject({
      name: "grade",
      scale: ["good", "bad", "skip"],
      isOrdinal: false,
    });
    expect(field.value({ grade: "skip" })).toBe(2);
    expect(field.value({ grade: "correct" })).toBeNull();
    expect(modelAnswerKind.agreement.categorical(settings)[0].scale).toEqual(
      defaultGradeLabels.map((g) => g.label),
    );
  });

  it("refuses an answer line without a model, and a bad judge label, per field", () => {
    const line = { ...modelAnswerKind.exampleLine };
    expect(
      modelAnswerKind.lineSchema.safeParse({ ...line, model: " " }).error?.issues[0].path,
    ).toEqual(["model"]);
    const judged = modelAnswerKind.lineSchema.safeParse({
      ...line,
      machine_annotations: [{ annotator: "g", annotation: { grade: "maybe" } }],
    });
    expect(judged.error?.issues[0].path).toEqual(["machine_annotations", 0, "annotation", "grade"]);
  });
});
