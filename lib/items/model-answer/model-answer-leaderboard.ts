// How a model answer's grade counts on the model leaderboard (SPEC §4): SimpleQA's three grades
// by their default names; a grade a project added beyond them is not counted.
import type { SimpleQaGrade } from "@/lib/leaderboard/simpleqa-figures";

// A Map, not an object: a project's grade may be named "constructor".
const simpleQaGrades: ReadonlyMap<string, SimpleQaGrade> = new Map([
  ["correct", "correct"],
  ["incorrect", "incorrect"],
  ["not_attempted", "notAttempted"],
]);

export const modelAnswerLeaderboard = {
  runColumn: "run",
  gradeKey: "grade",
  grade: (value: string): SimpleQaGrade | null => simpleQaGrades.get(value) ?? null,
};
