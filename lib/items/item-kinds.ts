export const itemKinds = [
  "dialogue",
  "qa_pair",
  "readme",
  "generated_comment",
  "model_answer",
] as const;
export type ItemKind = (typeof itemKinds)[number];

/** The kind the new-project form starts on. */
export const defaultItemKind: ItemKind = "generated_comment";

export const itemStatuses = [
  "pending",
  "in_annotation",
  "agreed",
  "disagreement",
  "in_adjudication",
  "gold",
  "rejected",
] as const;
export type ItemStatus = (typeof itemStatuses)[number];
/** The items list's status filter for pending items outside the human sample (decision 076). */
export const judgesOnly = "judges_only";
