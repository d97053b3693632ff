// A new model_answer project's instructions (decision 079): SimpleQA's grades, as the settings
// define them by default (grade-labels.ts, one home for the definitions).
import { defaultGradeLabels, gradeTitle } from "./grade-labels";

export const modelAnswerGuidelines = `## Grade model answers

Read the question, the reference answer and the model's answer, then grade the model's answer
against the reference only (not against what you remember):

${defaultGradeLabels.map((g) => `- **${gradeTitle(g.label)}**: ${g.definition}`).join("\n")}

Extra detail does not make an answer incorrect unless it contradicts the reference. A hedged
answer that still commits to one reading is graded on that reading; an answer in another
language than the question is graded on its content.`;
