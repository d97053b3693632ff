export const itemKinds = ["dialogue", "qa_pair", "readme", "generated_comment"] as const;
export type ItemKind = (typeof itemKinds)[number];

export const itemStatuses = [
  "pending", "in_annotation", "agreed", "disagreement", "in_adjudication", "gold", "rejected",
] as const;
export type ItemStatus = (typeof itemStatuses)[number];

export const itemKindLabels: Record<ItemKind, string> = {
  dialogue: "Dialogue triage",
  qa_pair: "QA verification",
  readme: "README functionality extraction",
  generated_comment: "Code-comment error tagging",
};
