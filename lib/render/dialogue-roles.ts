// Classifies free-form dialogue roles ("human", "gpt", "Assistant") for chat rendering.

export type RoleKind = "user" | "assistant" | "system" | "other";

const roleKinds: Record<string, RoleKind> = {
  user: "user",
  human: "user",
  customer: "user",
  prompter: "user",
  question: "user",
  assistant: "assistant",
  gpt: "assistant",
  chatgpt: "assistant",
  model: "assistant",
  bot: "assistant",
  ai: "assistant",
  answer: "assistant",
  system: "system",
  developer: "system",
};

export function roleKind(role: string): RoleKind {
  const key = role.trim().toLowerCase();
  return Object.hasOwn(roleKinds, key) ? roleKinds[key] : "other";
}

/** Display label: the role as given, capitalized; "Unknown" when blank. */
export function roleLabel(role: string): string {
  const trimmed = role.trim();
  if (!trimmed) return "Unknown";
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}
