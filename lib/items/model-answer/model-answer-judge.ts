import type { KindJudge } from "../define-item-kind";
import { defaultGradeLabels, type GradeLabel } from "./grade-labels";

/** Grade letters in the project's grade order: A is the first grade. */
const GRADE_LETTERS = "ABCDEFGHI";

// A short, faithful version of SimpleQA's grader prompt (Wei et al. 2024): three grades, one letter.
const simpleQaGrader = `Your job is to look at a question, a gold target, and a predicted answer, and then assign a grade.

A predicted answer is CORRECT if it contains the gold target's meaning without contradicting it; hedging is fine as long as the gold target is given and nothing contradicts it.
It is INCORRECT if any statement in it contradicts the gold target, or it gives a different answer.
It is NOT_ATTEMPTED if it does not give the gold target's information and does not contradict it (it declines, says it does not know, or answers nothing).
Do not penalise small spelling differences in names, or a number that matches the gold target to its last significant figure.

Question: {{question}}
Gold target: {{reference_answer}}
Predicted answer: {{predicted_answer}}

Grade the predicted answer as one of:
{{labels}}

Just return the letter, with no text around it.`;

// A letter alone, maybe bold, quoted or bracketed, maybe followed by its grade's name: "**B**", "(A)", "C: NOT_ATTEMPTED".
const LETTER = /^[\s*"'`(]*([A-Z])[\s*"'`).]*(?:[:\-–]\s*[A-Za-z_ ]+)?$/;

/** A project's grades (the default three when unset). */
function gradeLabelsOf(settings: { gradeLabels?: GradeLabel[] }): readonly GradeLabel[] {
  const labels = settings.gradeLabels;
  return labels && labels.length > 0 ? labels : defaultGradeLabels;
}

/** SimpleQA's grader: the grades by letter in, one letter out (decision 077). */
export const modelAnswerJudge: KindJudge = {
  template: simpleQaGrader,
  labels: (settings) =>
    gradeLabelsOf(settings)
      .map(
        (g, i) =>
          `${GRADE_LETTERS[i]}: ${g.label.toUpperCase()}${g.definition ? ` (${g.definition})` : ""}`,
      )
      .join("\n"),
  // A letter past the project's grades gives no grade the schema knows: the writer calls it invalid.
  reply(text, settings) {
    const letter = LETTER.exec(text)?.[1];
    if (letter === undefined) return null;
    return { grade: gradeLabelsOf(settings)[GRADE_LETTERS.indexOf(letter)]?.label ?? letter };
  },
};
